import TactilePlatform
import TactileSystem

@testable import TactileCore

/// A screen that logs its appearance calls as "name willAppear" … into a shared log, and
/// counts its view loads.
package final class LoggingController: ViewController {
    package let name: String
    package let log: AppearanceLog
    package var loadCount = 0

    package init(_ name: String, log: AppearanceLog, title: String? = nil) {
        self.name = name
        self.log = log
        super.init()
        self.title = title
    }

    package override func viewDidLoad() { loadCount += 1 }
    package override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name) willAppear") }
    package override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) didAppear") }
    package override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name) willDisappear") }
    package override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name) didDisappear") }
}

/// The appearance calls of several screens, in order.
package final class AppearanceLog {
    package var entries: [String] = []
    package init() {}
    /// The entries since the last call, cleared.
    package func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// The gesture harness's 400 × 400 screen with `root` as the window's root view controller,
/// laid out; its animator is ticked by hand on the same virtual time axis as the touches.
package final class NavigationHarness {
    package let touches = GestureHarness()
    package var screen: Screen { touches.screen }
    package var window: Window { touches.window }

    package init(root: ViewController) {
        touches.window.rootViewController = root
        touches.screen.layoutIfNeeded()
    }

    /// Advances the animations to `t` seconds (the first tick after a commit starts them) and
    /// lays out.
    package func tick(_ t: Double) {
        screen.animator.tick(now: Instant(seconds: t))
        screen.layoutIfNeeded()
    }

    /// Ticks every 1/60 s from `from` to `to` seconds (springs settle on frames).
    package func run(from: Double, to: Double) {
        var t = from
        while t <= to + 1e-9 {
            tick(t)
            t += 1.0 / 60
        }
    }

    /// A finger: down at `from` at time `t`, moved in `steps` equal moves of `stepTime` to `to`;
    /// not lifted. Returns the time of the last move.
    @discardableResult
    package func drag(_ id: Int, at t: Double, from: (Double, Double), to: (Double, Double), steps: Int, stepTime: Double) -> Double {
        touches.drag(id, at: t, from: from, to: to, steps: steps, stepTime: stepTime, lift: false)
        return t + Double(steps) * stepTime
    }

    /// Moves the finger from `from` to `to` in `steps` moves starting after `t`.
    @discardableResult
    package func move(_ id: Int, at t: Double, from: (Double, Double), to: (Double, Double), steps: Int, stepTime: Double) -> Double {
        var previous = from
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            let point = (from.0 + (to.0 - from.0) * f, from.1 + (to.1 - from.1) * f)
            let time = t + Double(step) * stepTime
            touches.send(at: time, [record(id, .moved, t: time, point.0, point.1, from: previous)])
            previous = point
        }
        return t + Double(steps) * stepTime
    }

    /// Lifts the finger at (x, y) at time `t`.
    package func lift(_ id: Int, at t: Double, _ x: Double, _ y: Double) {
        touches.send(at: t, [record(id, .ended, t: t, x, y)])
    }
}

/// The ease-in-ease-out curve (0.42, 0, 0.58, 1) at time fraction `x`, by bisection on the
/// Bézier's parameter: a reference independent of `TimingCurve`'s solver.
package func referenceEaseInEaseOut(_ x: Double) -> Double {
    func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
    }
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let mid = (low + high) / 2
        if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0, 1)
}

package func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
