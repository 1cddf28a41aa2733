import TactileCore
import TactilePlatform
import TactileRaster
import TactileSystem

/// The strip at the top of the screen: the time ("HH:MM", local) in the middle and the
/// battery at the right (hidden when the device has none).
///
/// It wakes once a minute and never otherwise: `start()` reads the time and battery and asks
/// `scheduler` for one one-shot timer aimed at the next minute boundary, which reads them
/// again and aims the next one. The wall clock, the battery reader and the scheduler are
/// injectable (tests give a scripted clock, a fake sysfs tree and a scheduler they fire by
/// hand).
open class StatusBarView: View {
    /// The status bar is a container of its own for the reader: the time and the battery.
    open override var standardAccessibility: StandardAccessibility {
        StandardAccessibility(isContainer: true, containerTitle: "Status bar")
    }

    /// Runs the closure once after the interval; returns what cancels it.
    public typealias Scheduler = (_ delay: Interval, _ fire: @escaping () -> Void) -> (() -> Void)

    /// The height the status bar usually has.
    public static let defaultHeight = 24.0

    /// Where the time comes from.
    public let wallClock: WallClock
    /// Where the battery comes from.
    public let powerSupply: PowerSupply
    private let scheduler: Scheduler

    /// The time shown.
    public let timeLabel = Label(frame: .zero, font: .system(size: 14, weight: .bold))
    /// The battery shown; hidden when there is none.
    public let batteryView = BatteryView(frame: .zero)

    /// The colour of the text and battery (default white).
    public var contentColor: Color = .white {
        didSet {
            timeLabel.textColor = contentColor
            batteryView.contentColor = contentColor
        }
    }

    /// The battery as last read; nil when the device has none.
    public private(set) var battery: PowerSupply.Battery?

    /// Whether the minute timer runs.
    public private(set) var isRunning = false

    private var cancelTimer: (() -> Void)?

    /// A status bar reading `wallClock` and `powerSupply`; `scheduler` nil uses one-shot timers
    /// of the session the bar is shown in (no updates while it is on no screen).
    public init(
        frame: Rect, wallClock: WallClock = .system(), powerSupply: PowerSupply = PowerSupply(),
        scheduler: Scheduler? = nil
    ) {
        self.wallClock = wallClock
        self.powerSupply = powerSupply
        self.scheduler = scheduler ?? { _, _ in {} }
        sessionScheduled = scheduler == nil
        super.init(frame: frame)
        isOpaque = false
        timeLabel.textAlignment = .center
        timeLabel.textColor = contentColor
        timeLabel.isUserInteractionEnabled = false
        addSubview(timeLabel)
        addSubview(batteryView)
        refresh()
    }

    deinit { cancelTimer?() }

    /// Whether the bar schedules its updates on its session's timers (no scheduler was given).
    private let sessionScheduled: Bool

    /// Schedules `fire` after `delay`: with the scheduler given, else on the session's timers.
    private func schedule(after delay: Interval, _ fire: @escaping () -> Void) -> (() -> Void) {
        guard sessionScheduled else { return scheduler(delay, fire) }
        guard let session else { return {} }
        let timer = session.scheduledTimer(after: delay, mode: .common) { _ in fire() }
        return { timer.invalidate() }
    }

    /// Shows the time and battery now and keeps them current, once a minute.
    public func start() {
        refresh()
        guard !isRunning else { return }
        isRunning = true
        scheduleNextMinute()
    }

    /// Stops the minute timer.
    public func stop() {
        isRunning = false
        cancelTimer?()
        cancelTimer = nil
    }

    /// Reads the time and battery and shows them.
    public func refresh() {
        timeLabel.text = wallClock.now().hoursAndMinutes
        battery = powerSupply.battery()
        batteryView.battery = battery
        batteryView.isHidden = battery == nil
    }

    private final func scheduleNextMinute() {
        let delay = wallClock.now().intervalToNextMinute
        cancelTimer = schedule(after: delay) { [owner = Unowned(self)] in
            owner.object.cancelTimer = nil
            guard owner.object.isRunning else { return }
            owner.object.refresh()
            owner.object.scheduleNextMinute()
        }
    }

    open override func layoutSubviews() {
        timeLabel.frame = bounds
        let size = batteryView.intrinsicContentSize
        batteryView.frame = Rect(x: bounds.maxX - size.width - 8, y: bounds.minY, width: size.width, height: bounds.height)
    }
}
