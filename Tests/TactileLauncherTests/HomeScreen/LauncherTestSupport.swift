import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import TactileText

@testable import TactileCore
@testable import TactileLauncher

/// An 800 × 480 screen on a virtual-time run loop with the animator attached, its dispatcher,
/// and a window for the launcher's views.
final class LauncherHarness {
    let clock = VirtualClock()
    let loop: RunLoop
    let screen: Screen
    let window: Window
    let dispatcher: TouchDispatcher
    var t = 1.0
    var nextID = 1

    init(width: Double = 800, height: Double = 480) {
        loop = try! RunLoop(clock: clock)
        screen = Screen(width: width, height: height, animator: Animator())
        window = Window(screen: screen)
        window.makeKeyAndVisible()
        dispatcher = TouchDispatcher(screen: screen, animator: nil)
        dispatcher.runLoop = loop
        screen.animator.attach(to: loop)
        advance(to: t)
    }

    /// Runs timers and animation frames due up to `time`.
    func advance(to time: Double) {
        let end = Instant(seconds: time)
        loop.run(until: end)
        while let deadline = loop.nextDeadline, deadline <= end { loop.step() }
    }

    func send(_ records: [TouchRecord]) {
        advance(to: t)
        dispatcher.dispatch(records)
    }

    /// A finger down at (x, y), moved by (dx, dy) every 10 ms `steps` times, lifted.
    func drag(from start: (Double, Double), by step: (Double, Double), steps: Int, lift: Bool = true) {
        let id = nextID
        nextID += 1
        var point = start
        send([record(id, .began, t: t, point.0, point.1)])
        for _ in 0..<steps {
            t += 0.01
            let next = (point.0 + step.0, point.1 + step.1)
            send([record(id, .moved, t: t, next.0, next.1, from: point)])
            point = next
        }
        guard lift else { return }
        t += 0.01
        send([record(id, .ended, t: t, point.0, point.1)])
    }

    /// A tap at (x, y): down, lift 50 ms later.
    func tap(_ x: Double, _ y: Double) {
        let id = nextID
        nextID += 1
        send([record(id, .began, t: t, x, y)])
        t += 0.05
        send([record(id, .ended, t: t, x, y)])
    }

    /// Lets `seconds` pass (animations run).
    func wait(_ seconds: Double) {
        t += seconds
        advance(to: t)
    }
}

/// `count` items "app0", "app1"… named "App 0"… with placeholder icons.
func launcherItems(_ count: Int, prefix: String = "app") -> [LauncherItem] {
    (0..<count).map { LauncherItem(id: prefix + String($0), name: "App " + String($0)) }
}

/// The height of an icon view with its name: the picture, the spacing and one line of the
/// 12 pt system font (in points at scale 1).
func iconViewHeight(side: Double = 60) -> Double {
    side + 6 + Font.system(size: 12).lineHeight.rounded(.up)
}

func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
    Swift.abs(a.minX - b.minX) < tolerance && Swift.abs(a.minY - b.minY) < tolerance
        && Swift.abs(a.width - b.width) < tolerance && Swift.abs(a.height - b.height) < tolerance
}
