import TactileCore
import TactileSystem

/// The Clock app: an analog clock whose second hand ticks once a second, world clocks, a
/// stopwatch with laps and a timer set on digit wheels. The device program registers it with
/// its launcher (Sources/Apps/BundledApps/BundledApps.swift).
///
/// In the background it costs nothing: its second and stopwatch timers stop (the stopwatch
/// keeps its start time and shows the right time on return) and only a running timer's deadline
/// stays scheduled, to sound its cue and leave its alert.
public enum ClockApp {
    /// The name under its icon.
    public static let name = "Clock"

    /// Builds the app in `window`, reading the time of day from `wallClock` with the local zone
    /// `utcOffset` seconds ahead of UTC (for the world clocks); returns the controller the
    /// launcher tells when the app goes to the background and back.
    @export(interface)
    public static func start(in window: Window, wallClock: WallClock, utcOffset: Int) -> ClockController {
        guard let session = window.session else { preconditionFailure("the Clock needs a window on a session's screen") }
        let controller = ClockController(wallClock: wallClock, utcOffset: utcOffset, session: session)
        window.rootViewController = NavigationController(rootViewController: controller)
        controller.enterForeground()
        return controller
    }
}

/// The Clock app's view controller, at the root of its navigation stack: the bar is titled
/// after the page shown.
public final class ClockController: ViewController {
    let clockView: ClockView

    init(wallClock: WallClock, utcOffset: Int, session: ScreenSession) {
        clockView = ClockView(wallClock: wallClock, utcOffset: utcOffset, session: session)
        super.init()
        title = ClockView.pageTitles[0]
        clockView.onPageChange = Unowned(self).callback { owner in
            let titles = ClockView.pageTitles
            owner.title = titles.indices.contains(owner.clockView.page) ? titles[owner.clockView.page] : titles[0]
        }
    }

    public override func loadView() {
        view = clockView
    }

    /// Plays the timer's alarm sound (the device program plays a cue on the sound card).
    public var onAlarm: (() -> Void)? {
        get { clockView.countdown.onAlarm }
        set { clockView.countdown.onAlarm = newValue }
    }

    /// The app went to the background: nothing ticks.
    public func enterBackground() { clockView.stopTicking() }

    /// The app is back: the hands and times are brought up to date and tick again.
    public func enterForeground() { clockView.startTicking() }
}
