import TactilePlatform
import TactileRaster
import TactileTestSupport

@testable import TactileCore

/// A 400 × 400 screen on a virtual-time run loop whose animator ticks at 60 Hz on that loop
/// (so controls' timers and animations run on the virtual clock), with a dispatcher for touches.
final class ControlScreenHarness {
    let h = GestureHarness()
    var screen: Screen { h.screen }
    var window: RecordingWindow { h.window }
    var animator: Animator { h.screen.animator }
    var loop: RunLoop { h.loop }

    init() {
        h.screen.animator.attach(to: h.loop)
    }

    /// The clock's time in seconds.
    var now: Double { h.clock.now().seconds }

    /// A finger down at (x, y) at `t`.
    func down(_ id: Int, at t: Double, _ x: Double, _ y: Double) {
        h.send(at: t, [record(id, .began, t: t, x, y)])
    }

    /// A finger moved to (x, y) at `t`.
    func move(_ id: Int, at t: Double, _ x: Double, _ y: Double) {
        h.send(at: t, [record(id, .moved, t: t, x, y)])
    }

    /// A finger lifted at (x, y) at `t`.
    func up(_ id: Int, at t: Double, _ x: Double, _ y: Double) {
        h.send(at: t, [record(id, .ended, t: t, x, y)])
    }

    /// A tap at (x, y): down at `t`, up 0.05 s later.
    func tap(_ id: Int, at t: Double, _ x: Double, _ y: Double) {
        h.tap(id, at: t, x, y)
    }

    /// Runs timers and frames up to `t`.
    func advance(to t: Double) { h.advance(to: t) }
}

/// Whether two numbers agree within 1e-9.
func nearly(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Whether two rectangles agree within 1e-9 on every field.
func nearly(_ a: Rect, _ b: Rect) -> Bool {
    nearly(a.minX, b.minX) && nearly(a.minY, b.minY) && nearly(a.width, b.width) && nearly(a.height, b.height)
}
