import TactileInput
import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// A container that intercepts its subviews' touches and takes one once it has been dragged
/// more than 10 pt vertically from where it began, then scrolls its bounds origin with it (a
/// list scrolling a drag that began on a control in it).
final class TakingContainer: View {
    var allowsCancel = true
    /// Per `subviewTouchesChanged`: the ids and phases of the touches offered.
    var offered: [String] = []
    /// What each `take` returned.
    var takeResults: [Bool] = []
    /// Responder calls, as `RecordingView.log`.
    var log: [String] = []
    /// Timestamps of the touches received through the responder calls, in milliseconds.
    var times: [Int64] = []
    private var starts: [Int: Point] = [:]

    override init(frame: Rect) {
        super.init(frame: frame)
        interceptsSubviewTouches = true
    }

    override func subviewTouchesChanged(_ touches: [Touch], with event: Event) {
        for touch in touches {
            offered.append("\(touch.id)\(RecordingStage.letter(touch.phase))")
            if touch.phase == .began { starts[touch.id] = touch.location(in: nil) }
            guard touch.phase == .moved, let start = starts[touch.id] else { continue }
            if abs(touch.location(in: nil).y - start.y) > 10 { takeResults.append(event.take(touch, for: self)) }
        }
    }

    override func touchesShouldCancel(in view: View) -> Bool { allowsCancel }

    private func note(_ name: String, _ touches: [Touch]) {
        log.append(name + " " + RecordingView.ids(touches))
        times.append(touches[0].timestamp.nanoseconds / 1_000_000)
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) { note("began", touches) }
    override func touchesMoved(_ touches: [Touch], with event: Event) {
        note("moved", touches)
        // Window coordinates: the bounds change does not disturb them.
        let dy = touches[0].location(in: nil).y - touches[0].previousLocation(in: nil).y
        bounds.origin.y -= dy
    }
    override func touchesEnded(_ touches: [Touch], with event: Event) { note("ended", touches) }
    override func touchesCancelled(_ touches: [Touch], with event: Event) { note("cancelled", touches) }
}

/// Intercepting ancestors (`interceptsSubviewTouches`): a tap on a button in one still taps;
/// a vertical drag past 10 pt is taken by the container (`Event.take`), which cancels the
/// button and gives the container the rest of the touch; `touchesShouldCancel(in:)` returning
/// false refuses the take and the button keeps its touch.
@Suite struct TakingTouchesTests {
    let screen: Screen
    let window: RecordingWindow
    let dispatcher: TouchDispatcher
    let container = TakingContainer(frame: Rect(x: 0, y: 0, width: 200, height: 400))
    let button: Button
    let log: ControlEventLog

    init() throws {
        (screen, window) = makeScreen()
        dispatcher = TouchDispatcher(screen: screen, animator: nil)
        button = Button(frame: Rect(x: 20, y: 20, width: 100, height: 40), font: try buttonTestFont())
        window.addSubview(container)
        container.addSubview(button)
        log = ControlEventLog(button)
    }

    /// Down at (50, 40), then down the screen: 5, 15, 25 pt from the start, then a lift there.
    func drag() -> [TouchRecord] {
        [
            record(1, .began, t: 0, 50, 40),
            record(1, .moved, t: 0.1, 50, 45, from: (50, 40)),
            record(1, .moved, t: 0.2, 50, 55, from: (50, 45)),
            record(1, .moved, t: 0.3, 50, 65, from: (50, 55)),
            record(1, .ended, t: 0.4, 50, 65, from: (50, 65))
        ]
    }

    @Test func aTapOnTheButtonStillTaps() {
        dispatcher.dispatch([record(1, .began, t: 0, 50, 40), record(1, .ended, t: 0.1, 50, 40)])
        #expect(log.events == ["down", "upInside", "primary"])
        #expect(container.offered == ["1b", "1e"], "the container saw the touch first")
        #expect(container.takeResults.isEmpty)
        #expect(container.log.isEmpty)
        #expect(container.bounds.origin == Point(x: 0, y: 0))
    }

    @Test func aDragPastTenPointsIsTakenByTheContainer() {
        let records = drag()
        dispatcher.dispatch(Array(records[0...1]))
        #expect(log.events == ["down", "dragInside"], "5 pt: still the button's")
        #expect(button.isHighlighted)

        dispatcher.dispatch([records[2]])
        #expect(container.takeResults == [true])
        #expect(log.events == ["down", "dragInside", "cancel"])
        #expect(log.highlighted.last == false, "un-highlighted when the cancel is sent")
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(container.log == ["moved 1"], "the taker receives the moment of the take")
        #expect(dispatcher.activeTouches.count == 1 && dispatcher.activeTouches[0].view === container)

        dispatcher.dispatch(Array(records[3...4]))
        #expect(container.log == ["moved 1", "moved 1", "ended 1"])
        #expect(container.times == [200, 300, 400])
        #expect(log.count("upInside") == 0 && log.count("cancel") == 1)
        #expect(container.offered == ["1b", "1m", "1m"], "not offered again once it is the container's")
        // Scrolled with the finger: 10 pt at 0.2 s and 10 pt at 0.3 s.
        #expect(container.bounds.origin == Point(x: 0, y: -20))
        #expect(dispatcher.activeTouches.isEmpty && dispatcher.ignoredTouchIDs.isEmpty)
        #expect(window.log.isEmpty)
    }

    @Test func refusingToCancelLeavesTheTouchWithTheButton() {
        container.allowsCancel = false
        dispatcher.dispatch(drag())
        #expect(container.takeResults == [false, false], "tried at 15 pt and at 25 pt")
        #expect(log.events == ["down", "dragInside", "dragInside", "dragInside", "upInside", "primary"])
        #expect(container.log.isEmpty)
        #expect(container.bounds.origin == Point(x: 0, y: 0))
    }

    @Test func takeFromANonAncestorOrAnEndedTouchFails() {
        let other = View(frame: Rect(x: 200, y: 0, width: 200, height: 400))
        window.addSubview(other)
        dispatcher.dispatch([record(1, .began, t: 0, 50, 40)])
        let touch = dispatcher.activeTouches[0]
        #expect(!dispatcher.take(touch, for: other), "not an ancestor of the button")
        #expect(!dispatcher.take(touch, for: button), "the touch's own view")
        dispatcher.dispatch([record(1, .ended, t: 0.1, 50, 40)])
        #expect(!dispatcher.take(touch, for: container), "ended")
        #expect(log.events == ["down", "upInside", "primary"])
    }
}
