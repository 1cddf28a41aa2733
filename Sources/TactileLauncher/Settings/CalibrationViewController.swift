import TactileCore
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem

/// The touchscreen calibration inside the Settings app: five targets one after the other, as
/// `tactile calibrate` shows them (`CalibrationProcedure`), full screen, with a Cancel button.
///
/// While it is up the host maps touches with the identity calibration, so the procedure gets
/// the panel's own positions (turned only by the display rotation). When the fifth target is
/// touched the solved matrix is applied live and saved through the host, and the screen goes.
/// Cancel, or leaving the screen any other way, restores the calibration it found. When the
/// touches do not determine a matrix the reason is shown and the targets start again.
public final class CalibrationViewController: ViewController {
    /// How the calibration ended.
    public enum Outcome: Equatable, Sendable {
        /// The matrix was applied and saved.
        case saved(CalibrationMatrix)
        /// Cancelled: the previous calibration is back.
        case cancelled
    }

    /// The touch mapping being calibrated.
    public let host: any CalibrationHost
    /// Called once when the screen ends, before it is dismissed.
    public var onFinish: ((Outcome) -> Void)?
    /// The procedure under way (made at the first layout, for the screen's size).
    public private(set) var procedure: CalibrationProcedure?
    /// The instruction, or why the last attempt failed.
    public let messageLabel = Label(font: .system(size: 17))
    /// Ends the calibration without changing anything.
    public let cancelButton = Button()

    private let targetView = CalibrationTargetView(frame: .zero)
    /// The calibration in use when the screen appeared, restored unless a new one is saved.
    private var previousCalibration: CalibrationMatrix?
    private var isFinished = false

    /// The instruction shown while targets wait.
    public static let instruction = "Touch the centre of each target"

    /// A calibration screen for `host`; present it full screen.
    public init(host: any CalibrationHost) {
        self.host = host
        super.init()
        modalPresentationStyle = .fullScreen
        title = "Calibrate"
    }

    public override func loadView() {
        super.loadView()
        let root = view
        root.backgroundColor = CalibrationTargetView.background
        targetView.onTouch = Unowned(self).callback { owner, record in owner.handle(record) }
        root.addSubview(targetView)
        messageLabel.textColor = .white
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 2
        messageLabel.text = Self.instruction
        messageLabel.isUserInteractionEnabled = false
        root.addSubview(messageLabel)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.setTitleColor(Color(rgb: 0x0A_84FF), for: .normal)
        cancelButton.addAction(for: .touchUpInside, target: self) { owner, _ in owner.cancel() }
        root.addSubview(cancelButton)
    }

    public override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        targetView.frame = bounds
        cancelButton.frame = Rect(x: (bounds.width - 100) / 2, y: 8, width: 100, height: 40)
        messageLabel.frame = Rect(x: 16, y: (bounds.height * 0.3).rounded(), width: Swift.max(0, bounds.width - 32), height: 48)
        // A new size (the screen turned) starts the targets again where they now are.
        if procedure == nil || procedure?.width != bounds.width || procedure?.height != bounds.height {
            restart()
        }
    }

    public override func viewWillAppear(_ animated: Bool) {
        guard previousCalibration == nil else { return }
        previousCalibration = host.inputCalibration
        host.applyInputCalibration(.identity)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        if !isFinished { restorePrevious() }
    }

    /// Cancels: the previous calibration is restored and the screen dismissed.
    public func cancel() {
        guard !isFinished else { return }
        restorePrevious()
        finish(.cancelled)
    }

    private func restart() {
        let bounds = view.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        procedure = CalibrationProcedure(width: bounds.width, height: bounds.height, rotation: host.inputRotation)
        targetView.procedure = procedure
    }

    private func handle(_ record: TouchRecord) {
        guard !isFinished, procedure != nil else { return }
        procedure!.handle(record)
        targetView.procedure = procedure
        switch procedure!.state {
        case .finished(let matrix):
            host.applyInputCalibration(matrix)
            do throws(FileError) {
                try host.saveInputCalibration(matrix)
            } catch {
                // Applied for now but not kept: say so, and let Cancel restore the old one.
                Console.error("cannot save the calibration: \(error.message)")
                messageLabel.text = "Cannot save: \(error.reason)"
                return
            }
            finish(.saved(matrix))
        case .failed(let reason):
            messageLabel.text = reason
            restart()
        case .waiting(let index) where index > 0:
            messageLabel.text = Self.instruction
        default:
            break
        }
    }

    private func restorePrevious() {
        if let previousCalibration { host.applyInputCalibration(previousCalibration) }
    }

    private func finish(_ outcome: Outcome) {
        isFinished = true
        onFinish?(outcome)
        dismiss(animated: true)
    }
}
