import TactileCore
import TactileSystem

/// The timer: hours, minutes and seconds set on digit wheels, Start/Cancel, the time left, and
/// when it runs out a sound (`onAlarm`) and an alert. Its deadline is a one-shot timer on the
/// run loop, kept while the app is in the background (the one wakeup the app may cause there);
/// the time left is shown each second only while seen.
final class CountdownView: View {
    let wheels = PickerView(
        frame: .zero,
        components: [
            (0...23).map { String($0) + " h" },
            (0...59).map { String($0) + " min" },
            (0...59).map { String($0) + " s" }
        ])
    let startButton = Button(frame: .zero)
    let remainingLabel = Label(frame: .zero, font: .system(size: 44, weight: .bold))
    @Unowned private var clockSession: ScreenSession
    /// Plays the alarm's sound.
    var onAlarm: (() -> Void)?

    private var deadline: Instant?
    private var deadlineTimer: Timer?
    private var secondTimer: Timer?
    private var isVisible = false
    /// The alert shown when the time ran out (kept until dismissed).
    private(set) var alert: Alert?

    init(session: ScreenSession) {
        clockSession = session
        super.init(frame: .zero)
        wheels.componentTitles = ["Hours", "Minutes", "Seconds"]
        wheels.rowHeight = 34
        wheels.font = .system(size: 20)
        wheels.selectRow(5, inComponent: 1, animated: false)
        startButton.cornerRadius = 8
        startButton.setTitleColor(.white, for: .normal)
        startButton.addAction(for: .touchUpInside, target: self) { owner, _ in
            if owner.deadline == nil { owner.start() } else { owner.cancel() }
        }
        remainingLabel.textAlignment = .center
        for view in [wheels, startButton, remainingLabel] as [View] { addSubview(view) }
        update()
    }

    /// The duration on the wheels, in seconds.
    var duration: Int {
        wheels.selectedRow(inComponent: 0) * 3600 + wheels.selectedRow(inComponent: 1) * 60 + wheels.selectedRow(inComponent: 2)
    }

    var isRunning: Bool { deadline != nil }

    func start() {
        guard duration > 0 else { return }
        let interval = Interval.seconds(Double(duration))
        deadline = clockSession.now + interval
        // In the common modes and not the app's: it fires in the background and under a finger.
        deadlineTimer = clockSession.scheduledTimer(after: interval, mode: .common) { [owner = Unowned(self)] _ in
            owner.object.finish()
        }
        update()
    }

    func cancel() {
        deadlineTimer?.invalidate()
        deadlineTimer = nil
        deadline = nil
        update()
    }

    private func finish() {
        deadline = nil
        deadlineTimer = nil
        update()
        onAlarm?()
        let alert = Alert(
            title: "Timer done", message: ClockFormat.countdown(Int64(duration) * 1_000_000_000) + " is over.",
            preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .cancel) { [owner = Unowned(self)] _ in owner.object.alert = nil })
        if let screen = window?.screen { alert.present(on: screen) }
        self.alert = alert
    }

    func setVisible(_ visible: Bool) {
        isVisible = visible
        // Run out while the app was away: the alert shows when it is seen.
        if visible, let alert, alert.window == nil, let screen = window?.screen { alert.present(on: screen) }
        update()
    }

    /// The time left (whole seconds, rounded up), the wheels or the count, and the second timer.
    private func update() {
        wheels.isHidden = isRunning
        remainingLabel.isHidden = !isRunning
        startButton.setTitle(isRunning ? "Cancel" : "Start", for: .normal)
        startButton.backgroundColor = isRunning ? Color(rgb: 0xC8_3B32) : Color(rgb: 0x2E_9D55)
        if let deadline {
            remainingLabel.text = ClockFormat.countdown((deadline - clockSession.now).nanoseconds)
        }
        let wants = isRunning && isVisible
        if wants, secondTimer == nil, let deadline {
            // At each whole second left, when the shown number changes.
            let left = max(0, (deadline - clockSession.now).nanoseconds)
            let phase = left % 1_000_000_000
            secondTimer = clockSession.scheduledTimer(
                after: Interval(nanoseconds: phase == 0 ? 1_000_000_000 : phase),
                repeating: .seconds(1), mode: .common
            ) { [owner = Unowned(self)] _ in
                owner.object.update()
            }
        } else if !wants {
            secondTimer?.invalidate()
            secondTimer = nil
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        wheels.frame = Rect(x: width / 2 - 170, y: 10, width: 340, height: 170)
        remainingLabel.frame = Rect(x: 0, y: 60, width: width, height: 60)
        startButton.frame = Rect(x: width / 2 - 60, y: 196, width: 120, height: 44)
    }

    deinit {
        deadlineTimer?.invalidate()
        secondTimer?.invalidate()
    }
}
