import TactileInput
import TactileRaster
import TactileSystem

@testable import TactileCore

/// A view that records every responder call as "began 1,2", "moved 1", "ended 1",
/// "cancelled 1", and the ids and phases its `touchesChanged` saw. It handles its touches
/// (does not forward them up the chain).
package final class RecordingView: View {
    package var log: [String] = []
    /// Per `touchesChanged`: the ids of `event.touches(for: self)`.
    package var changed: [[Int]] = []
    /// Per `touchesChanged`: the phases of `event.touches(for: self)`.
    package var changedPhases: [[TouchPhase]] = []
    package var events: [Event] = []

    package static func ids(_ touches: [Touch]) -> String {
        var text = ""
        for touch in touches { text += (text.isEmpty ? "" : ",") + String(touch.id) }
        return text
    }

    package override func touchesChanged(_ event: Event) {
        let mine = event.touches(for: self)
        changed.append(mine.map { $0.id })
        changedPhases.append(mine.map { $0.phase })
        events.append(event)
        super.touchesChanged(event)
    }
    package override func touchesBegan(_ touches: [Touch], with event: Event) { log.append("began " + Self.ids(touches)) }
    package override func touchesMoved(_ touches: [Touch], with event: Event) { log.append("moved " + Self.ids(touches)) }
    package override func touchesEnded(_ touches: [Touch], with event: Event) { log.append("ended " + Self.ids(touches)) }
    package override func touchesCancelled(_ touches: [Touch], with event: Event) { log.append("cancelled " + Self.ids(touches)) }
}

/// A window recording the touches forwarded up to it.
package final class RecordingWindow: Window {
    package var log: [String] = []
    package var touchViews: [View] = []
    package override func touchesBegan(_ touches: [Touch], with event: Event) {
        log.append("began " + RecordingView.ids(touches))
        touchViews += touches.map { $0.view }
    }
    package override func touchesMoved(_ touches: [Touch], with event: Event) { log.append("moved " + RecordingView.ids(touches)) }
    package override func touchesEnded(_ touches: [Touch], with event: Event) { log.append("ended " + RecordingView.ids(touches)) }
    package override func touchesCancelled(_ touches: [Touch], with event: Event) { log.append("cancelled " + RecordingView.ids(touches)) }
}

/// A record of touch `id` at time `t` at (x, y); `from` is the previous location (the same
/// point when omitted).
package func record(
    _ id: Int, _ phase: TouchPhase, t: Double, _ x: Double, _ y: Double,
    from: (Double, Double)? = nil, tapCount: Int = 1, swipe: SwipeDirections = []
) -> TouchRecord {
    let previous = from ?? (x, y)
    return TouchRecord(
        id: id, phase: phase, timestamp: Instant(seconds: t), location: TouchLocation(x: x, y: y),
        previousLocation: TouchLocation(x: previous.0, y: previous.1),
        tapCount: tapCount, swipe: swipe)
}

/// A 400 × 400 screen with one shown window covering it.
package func makeScreen() -> (Screen, RecordingWindow) {
    let screen = Screen(width: 400, height: 400, animator: Animator())
    let window = RecordingWindow(screen: screen)
    window.makeKeyAndVisible()
    return (screen, window)
}

package func pointsMatch(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
