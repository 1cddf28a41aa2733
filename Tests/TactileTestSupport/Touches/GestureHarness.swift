import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem

@testable import TactileCore

/// A 400 × 400 screen on a virtual-time run loop, its dispatcher, and a log of every state
/// change of the recognizers observed ("tap recognized", "pan began" …) with the clock's time.
package final class GestureHarness {
    package let clock = VirtualClock()
    package let loop: RunLoop
    package let screen: Screen
    package let window: RecordingWindow
    package let dispatcher: TouchDispatcher
    /// "name state" per state change, in order.
    package var log: [String] = []
    /// The clock's time (seconds) of each entry of `log`.
    package var times: [Double] = []
    /// Actions run, as "name state".
    package var actions: [String] = []

    package init() {
        loop = try! RunLoop(clock: clock)
        (screen, window) = makeScreen()
        dispatcher = TouchDispatcher(screen: screen, animator: nil)
        dispatcher.runLoop = loop
    }

    /// A view of `frame` in the window, recording its touches.
    package func addView(_ frame: Rect = Rect(x: 0, y: 0, width: 400, height: 400), to parent: View? = nil) -> RecordingView {
        let view = RecordingView(frame: frame)
        (parent ?? window).addSubview(view)
        return view
    }

    /// Attaches `recognizer` to `view` and logs its state changes and actions.
    @discardableResult
    package func attach<R: GestureRecognizer>(_ recognizer: R, to view: View) -> R {
        view.addGestureRecognizer(recognizer)
        recognizer.stateDidChange = { [unowned self] r in
            log.append("\(r.name) \(r.state.name(discrete: r.isDiscrete))")
            times.append(clock.now().seconds)
        }
        recognizer.addAction { [unowned self] r in actions.append("\(r.name) \(r.state.name(discrete: r.isDiscrete))") }
        return recognizer
    }

    /// Runs the loop (timers) up to `t` seconds, then delivers `records` (stamped `t`).
    package func send(at t: Double, _ records: [TouchRecord]) {
        advance(to: t)
        dispatcher.dispatch(records)
    }

    /// Runs timers due before or at `t`.
    package func advance(to t: Double) {
        let end = Instant(seconds: t)
        loop.run(until: end)
        while let deadline = loop.nextDeadline, deadline <= end { loop.step() }
    }

    /// Lets every pending timer fire.
    package func settle() {
        loop.run()
    }

    /// A one-finger tap: down at `t`, up at `t + 0.05`, at (x, y).
    package func tap(_ id: Int, at t: Double, _ x: Double = 200, _ y: Double = 200) {
        send(at: t, [record(id, .began, t: t, x, y)])
        send(at: t + 0.05, [record(id, .ended, t: t + 0.05, x, y)])
    }

    /// A one-finger drag from `from` to `to` in `steps` moves of `stepTime` seconds, lifted after.
    package func drag(
        _ id: Int, at t: Double, from: (Double, Double), to: (Double, Double), steps: Int = 10,
        stepTime: Double = 0.016, lift: Bool = true
    ) {
        send(at: t, [record(id, .began, t: t, from.0, from.1)])
        var previous = from
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            let point = (from.0 + (to.0 - from.0) * f, from.1 + (to.1 - from.1) * f)
            let time = t + Double(step) * stepTime
            send(at: time, [record(id, .moved, t: time, point.0, point.1, from: previous)])
            previous = point
        }
        if lift {
            let time = t + Double(steps + 1) * stepTime
            send(at: time, [record(id, .ended, t: time, to.0, to.1)])
        }
    }

    /// The log entries of `name`.
    package func states(of name: String) -> [String] {
        log.filter { $0.hasPrefix(name + " ") }.map { String($0.dropFirst(name.count + 1)) }
    }
}
