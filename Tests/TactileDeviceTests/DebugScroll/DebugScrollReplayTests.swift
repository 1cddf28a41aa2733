import Foundation
import Testing

/// `tactile debug-scroll` run as a subprocess (the built binary: `$TACTILE_BINARY`, else
/// `<package root>/.build/debug/tactile`) on recordings replayed in virtual time, checking its
/// lines (`t=<s> offset=<x>,<y> zoom=<scale> state=<state>`) against the scroll view's documented
/// behaviour: a 10 pt hysteresis after which the offset follows the finger (the pan's translation
/// counts from the point where 10 pt was crossed), the rubber band b = x·d·c/(d + c·x) past an
/// edge (c = 0.55, d the view's length), the deceleration x(t) = x0 + v0·(0.998^(1000t) − 1)/k
/// (k = 1000·ln 0.998) resting at x0 − v0/k once less than half a point is left, the critically
/// damped spring (mass 1, stiffness 100) at an edge, the pan's velocity estimate, and paging.
///
/// Hand-written recordings use the 10-slot protocol B panel of `HandWrittenRecording`, whose axes
/// map 1:1 onto the default 800×480-point screen (device units are points); the scroll view fills
/// that screen, so its view size is 800×480 and d = 480 vertically, 800 horizontally. Every
/// expected value below is worked out from the script and the formulas (DebugScrollTestSupport's
/// `DocumentedScroll`), never taken from the program's output. Real recordings
/// (Tests/TactileInputTests/Fixtures) are checked against invariants, with the finger positions read
/// from `tactile debug-touches` on the same recording.
///
/// When the deceleration's clock starts (worked out from the code): the scroll view adds its
/// `SimulationAnimation` as the finger lifts (the pan ends in the pass that handles the lift
/// event); the animator registers with the run loop, and `RunLoop.addAnimation` with nothing else
/// animating sets the next frame to *now*, so the frame tick runs in that same pass at the lift's
/// time; `Animation.advance(to:)` takes its first tick's time as `beginTime` (elapsed 0, the
/// simulation at its start). So t0 is the lift's time, which is also the time of the first
/// decelerating (or bouncing) line (the offset is still x0 there, the state has changed), and
/// later lines are at t0 + n/60 s.
@Suite struct DebugScrollReplayTests {
    /// One frame at 60 Hz, in seconds.
    static let frame = 1.0 / 60

    // MARK: Running

    /// Runs `recording` with `arguments`, requiring the binary, a zero exit status, lines that all
    /// parse, and times that increase.
    func run(
        _ recording: HandWrittenRecording, _ arguments: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [ScrollLine] {
        try #require(
            FileManager.default.isExecutableFile(atPath: DebugScrollProgram.binaryPath),
            DebugScrollProgram.missingBinaryMessage, sourceLocation: sourceLocation)
        let output = try DebugScrollProgram.scroll(recording, arguments: arguments)
        return try checked(output, sourceLocation: sourceLocation)
    }

    func checked(_ output: DebugScrollProgram.Output, sourceLocation: SourceLocation) throws -> [ScrollLine] {
        #expect(output.status == 0, "exit status \(output.status); stderr: \(output.stderr)", sourceLocation: sourceLocation)
        #expect(
            output.unparsedLines.isEmpty, "lines that do not parse: \(output.unparsedLines)",
            sourceLocation: sourceLocation)
        let lines = output.lines
        try #require(!lines.isEmpty, "no lines; stderr: \(output.stderr)", sourceLocation: sourceLocation)
        for (a, b) in zip(lines, lines.dropFirst()) where b.time <= a.time {
            Issue.record("times do not increase: «\(a)» then «\(b)»", sourceLocation: sourceLocation)
        }
        return lines
    }

    /// The text of the lines, for failure messages.
    func listing(_ lines: [ScrollLine]) -> String { lines.map(\.text).joined(separator: "\n") }

    /// Expects `line` to be at `time` (seconds, within the printed microsecond), in `state`, at
    /// `x`, `y` (within the printed rounding plus `slack`).
    func expectLine(
        _ line: ScrollLine?, time: Double, x: Double, y: Double, state: String, slack: Double = 0,
        timeSlack: Int64 = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected =
            String(format: "t=%.6f offset=%.4f,%.4f", time, x, y) + " state=\(state)"
            + String(format: " (±%.3f)", 0.005 + slack)
        guard let line else {
            Issue.record("missing line: \(expected)", sourceLocation: sourceLocation)
            return
        }
        #expect(
            abs(line.time - micros(time)) <= 1 + timeSlack, "«\(line)» expected \(expected)",
            sourceLocation: sourceLocation)
        #expect(
            line.state == state && printedOffset(line.x, matches: x, slack: slack)
                && printedOffset(line.y, matches: y, slack: slack),
            "«\(line)» expected \(expected)", sourceLocation: sourceLocation)
    }

    // MARK: Dragging

    @Test func slowDragThenHoldRestsWhereTheFingerLeftIt() throws {
        // One finger down at (400, 400) at 1.0 s, up 5 pt every 50 ms (40 moves, to y = 200 at
        // 3.0 s), held still 200 ms, lifted at 3.2 s. Default content: 800×1920.
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 400, y: 400))
        for n in 1...40 { recording.frame(at: 1.0 + 0.05 * Double(n), .move(slot: 0, x: 400, y: 400 - 5 * n)) }
        recording.frame(at: 3.2, .up(slot: 0))
        let lines = try run(recording)

        // The touch: tracking at 0,0 (t = 1.0).
        expectLine(lines.first, time: 1.0, x: 0, y: 0, state: "tracking")
        // Move 1 is 5 pt (< 10 pt): nothing changes, no line. Move 2 crosses 10 pt: the pan
        // begins with translation 0 (it counts from the crossing), so offset 0 but state
        // dragging; from then on the finger's movement minus the 10 pt: move n → 5n − 10
        // (finger up → offset grows). One line per touch moment, at the moment's time.
        for n in 2...40 {
            let line = lines.count > n - 1 ? lines[n - 1] : nil
            expectLine(line, time: 1.0 + 0.05 * Double(n), x: 0, y: Double(5 * n - 10), state: "dragging")
        }
        // The lift comes 200 ms after the last movement (> 100 ms): the pan's velocity is zero,
        // so nothing decelerates: one idle line at the lift, at the drag distance − 10 = 190.
        #expect(lines.count == 41, "\(listing(lines))")
        expectLine(lines.last, time: 3.2, x: 0, y: 190, state: "idle")
        #expect(!lines.contains { $0.state == "decelerating" || $0.state == "bouncing" }, "\(listing(lines))")
    }

    @Test func flingDeceleratesByTheClosedFormAndRestsWhereItTends() throws {
        // One finger down at (400, 450) at 1.0 s, up 20 pt every 10 ms (15 moves, to y = 150 at
        // 1.15 s: 2000 pt/s), lifted 10 ms later at 1.16 s without moving. Content 800×4000
        // (offsets 0…3520), so the fling stays in the middle.
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 400, y: 450))
        for n in 1...15 { recording.frame(at: 1.0 + 0.01 * Double(n), .move(slot: 0, x: 400, y: 450 - 20 * n)) }
        recording.frame(at: 1.16, .up(slot: 0))
        let lines = try run(recording, ["--content", "800x4000"])

        expectLine(lines.first, time: 1.0, x: 0, y: 0, state: "tracking")
        // Move 1 (20 pt) crosses the hysteresis: translation 20 − 10 = 10; move n: 20n − 10.
        for n in 1...15 {
            expectLine(
                lines.count > n ? lines[n] : nil, time: 1.0 + 0.01 * Double(n), x: 0, y: Double(20 * n - 10),
                state: "dragging")
        }
        // Release: x0 = 290 (the last drag offset). Velocity: every sample moved 20 pt in 10 ms
        // (2000 pt/s); the 0.2/0.8 blend of equal velocities stays 2000; the lift is 10 ms after
        // the last sample (≤ 100 ms), so v0 = 2000 pt/s, for the offset +2000 (finger up).
        let x0 = 290.0, v0 = 2000.0, t0 = 1.16
        let k = DocumentedScroll.k
        // The rest: the first frame t0 + n/60 where the travel left, −v(t)/k, is under half a
        // point (scale 1); the offset is then exactly x0 − v0/k (≈ 290 + 999.0).
        var restFrame = 0
        while -DocumentedScroll.decayVelocity(v0: v0, t: Double(restFrame) * Self.frame) / k >= DocumentedScroll.threshold {
            restFrame += 1
        }
        let rest = x0 - v0 / k
        // Lines 16…: one per frame from t0 (the lift, see the suite's comment) while it moves:
        // frames 0 ..< restFrame decelerating at x(t − t0), then the idle line at the rest.
        try #require(lines.count == 16 + restFrame + 1, "expected \(16 + restFrame + 1) lines\n\(listing(lines))")
        for n in 0..<restFrame {
            let t = t0 + Double(n) * Self.frame
            // Slack: the printed time is rounded to 1 µs, at ≤ 2000 pt/s that is ≤ 0.002 pt.
            expectLine(
                lines[16 + n], time: t, x: 0, y: DocumentedScroll.decay(x0: x0, v0: v0, t: t - t0),
                state: "decelerating", slack: 0.002)
        }
        // The release line itself: at the lift's time, still at x0 (elapsed 0).
        expectLine(lines[16], time: t0, x: 0, y: x0, state: "decelerating")
        expectLine(lines.last, time: t0 + Double(restFrame) * Self.frame, x: 0, y: rest, state: "idle")
        #expect(printedOffset(lines.last!.y, matches: rest), "rest \(rest): «\(lines.last!)»")
    }

    @Test func pullDownAtTheTopShowsTheRubberBandAndSpringsBack() throws {
        // One finger down at (400, 100) at 1.0 s, down 10 pt every 20 ms (30 moves, to y = 400 at
        // 1.6 s), held still 200 ms, lifted at 1.8 s. Default content (800×1920): the offset starts
        // at its top edge, 0, and the finger pulls it below.
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 400, y: 100))
        for n in 1...30 { recording.frame(at: 1.0 + 0.02 * Double(n), .move(slot: 0, x: 400, y: 100 + 10 * n)) }
        recording.frame(at: 1.8, .up(slot: 0))
        let lines = try run(recording)

        expectLine(lines.first, time: 1.0, x: 0, y: 0, state: "tracking")
        // Move n: the finger is 10n below its start, the pull beyond the hysteresis x = 10n − 10
        // (move 1 crosses it: pull 0, offset 0 but dragging). Pulling down moves the unbounded
        // offset to −x, past the top edge 0: it shows −b(x) with d = 480 (the view's height).
        for n in 1...30 {
            let pull = Double(10 * n - 10)
            expectLine(
                lines.count > n ? lines[n] : nil, time: 1.0 + 0.02 * Double(n), x: 0,
                y: -DocumentedScroll.rubberBand(pull, dimension: 480), state: "dragging")
        }
        // Released rubber-banded with zero velocity (still for 200 ms > 100 ms): the spring from
        // s0 = −b(290) with v = 0 brings it back: s(t) = s0·(1 + 10t)·e^(−10t) from the lift
        // (t0 = 1.8, same clock start as a fling): monotonic, never crossing 0. It rests at the
        // first frame where |s| < 0.5 and |s'| < 10·0.5 (the spring's decay rate times the
        // threshold), exactly at the edge: 0.00, idle. Beyond the edge, moving: bouncing.
        let s0 = -DocumentedScroll.rubberBand(290, dimension: 480), t0 = 1.8
        var restFrame = 0
        while true {
            let t = Double(restFrame) * Self.frame
            if abs(DocumentedScroll.spring(s0: s0, v0: 0, t: t)) < 0.5
                && abs(DocumentedScroll.springVelocity(s0: s0, v0: 0, t: t)) < 10 * 0.5
            {
                break
            }
            restFrame += 1
        }
        try #require(lines.count == 31 + restFrame + 1, "expected \(31 + restFrame + 1) lines\n\(listing(lines))")
        for n in 0..<restFrame {
            let t = Double(n) * Self.frame
            // Slack: 1 µs of printed time at the spring's speed (< 400 pt/s here) is < 0.001 pt.
            expectLine(
                lines[31 + n], time: t0 + t, x: 0, y: DocumentedScroll.spring(s0: s0, v0: 0, t: t),
                state: "bouncing", slack: 0.001)
        }
        let returning = lines[31...]
        for (a, b) in zip(returning, returning.dropFirst()) {
            #expect(b.y >= a.y, "the return is not monotonic: «\(a)» then «\(b)»")
        }
        expectLine(lines.last, time: t0 + Double(restFrame) * Self.frame, x: 0, y: 0, state: "idle")
        #expect(lines.last?.text.contains("offset=0.00,0.00") == true, "«\(String(describing: lines.last))»")
    }

    @Test func flingPastTheBottomEdgeBouncesOnTheSpringAndSettlesFlush() throws {
        // The fling of `flingDeceleratesByTheClosedForm…` (x0 = 290, v0 = 2000 pt/s at 1.16 s) on
        // content 800×960: the highest offset is 960 − 480 = 480, and the fling would rest at
        // ≈ 1289, beyond it.
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 400, y: 450))
        for n in 1...15 { recording.frame(at: 1.0 + 0.01 * Double(n), .move(slot: 0, x: 400, y: 450 - 20 * n)) }
        recording.frame(at: 1.16, .up(slot: 0))
        let lines = try run(recording, ["--content", "800x960"])

        for n in 1...15 {
            expectLine(
                lines.count > n ? lines[n] : nil, time: 1.0 + 0.01 * Double(n), x: 0, y: Double(20 * n - 10),
                state: "dragging")
        }
        // The decay reaches the edge 480 at te: x0 + v0·(e^(k·te) − 1)/k = 480 ⇒
        // te = ln(1 + k·190/v0)/k, with velocity ve = v0·e^(k·te) = v0 + k·190 (≈ 1620 pt/s).
        // From there the spring: 480 + s(t − te), s from 0 at ve, s(t) = ve·t·e^(−10t) (> 0: it
        // goes beyond, peaks at t − te = 0.1 s, ≈ ve/(10e) ≈ 60 pt past, and comes back without
        // crossing). It rests at the first frame with |s| < 0.5 and |s'| < 5, flush: 480.00.
        let x0 = 290.0, v0 = 2000.0, t0 = 1.16, edge = 480.0
        let k = DocumentedScroll.k
        let te = log(1 + k * (edge - x0) / v0) / k, ve = v0 + k * (edge - x0)
        func expected(_ t: Double) -> Double {
            t < te ? DocumentedScroll.decay(x0: x0, v0: v0, t: t) : edge + DocumentedScroll.spring(s0: 0, v0: ve, t: t - te)
        }
        var restFrame = 0
        while true {
            let t = Double(restFrame) * Self.frame
            if t >= te && abs(DocumentedScroll.spring(s0: 0, v0: ve, t: t - te)) < 0.5
                && abs(DocumentedScroll.springVelocity(s0: 0, v0: ve, t: t - te)) < 5
            {
                break
            }
            restFrame += 1
        }
        try #require(lines.count == 16 + restFrame + 1, "expected \(16 + restFrame + 1) lines\n\(listing(lines))")
        for n in 0..<restFrame {
            let t = Double(n) * Self.frame
            let y = expected(t)
            // Inside the edges decelerating, beyond them bouncing.
            expectLine(lines[16 + n], time: t0 + t, x: 0, y: y, state: y > edge ? "bouncing" : "decelerating", slack: 0.002)
        }
        // Beyond the max offset, then reversing: the largest offset is well past 480 and later
        // lines come back down.
        let after = Array(lines[16...])
        let peak = after.indices.max { after[$0].y < after[$1].y }!
        #expect(after[peak].y > edge + 50, "no overshoot past 480: «\(after[peak])»")
        #expect(after[peak...].dropFirst().contains { $0.y < after[peak].y }, "no reversal after «\(after[peak])»")
        #expect(after.filter { $0.y > edge }.allSatisfy { $0.state == "bouncing" }, "\(listing(after))")
        expectLine(lines.last, time: t0 + Double(restFrame) * Self.frame, x: 0, y: edge, state: "idle")
        #expect(lines.last?.text.contains("offset=0.00,480.00") == true, "«\(String(describing: lines.last))»")
    }

    // MARK: Paging

    @Test func pagingFlickGoesToTheNextPage() throws {
        // --paging on content 2400×480: pages at x = 0, 800, 1600 (the view is 800 wide; it does
        // not scroll vertically, 480 = the view's height). One finger down at (600, 240) at 1.0 s,
        // left 20 pt every 10 ms (10 moves, to x = 400 at 1.1 s), lifted at 1.11 s.
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 600, y: 240))
        for n in 1...10 { recording.frame(at: 1.0 + 0.01 * Double(n), .move(slot: 0, x: 600 - 20 * n, y: 240)) }
        recording.frame(at: 1.11, .up(slot: 0))
        let lines = try run(recording, ["--paging", "--content", "2400x480"])

        // Dragging: 20n − 10 (finger left → offset grows), 190 at the release.
        for n in 1...10 {
            expectLine(
                lines.count > n ? lines[n] : nil, time: 1.0 + 0.01 * Double(n), x: Double(20 * n - 10), y: 0,
                state: "dragging")
        }
        // Released at 190 at 2000 pt/s (> 100 pt/s: a flick) → the next page in its direction,
        // floor(190/800) + 1 = page 1, x = 800, one page from where the drag started (page 0).
        // The motion towards it stays between 190 and 800 and never goes back; it rests exactly
        // on the page.
        let motion = Array(lines.dropFirst(11))
        try #require(!motion.isEmpty, "\(listing(lines))")
        expectLine(motion.first, time: 1.11, x: 190, y: 0, state: "decelerating")
        for (a, b) in zip(motion, motion.dropFirst()) {
            #expect(b.x >= a.x, "not monotonic towards page 1: «\(a)» then «\(b)»")
        }
        #expect(motion.allSatisfy { $0.x <= 800.005 && $0.y == 0 }, "\(listing(motion))")
        #expect(motion.dropLast().allSatisfy { $0.state == "decelerating" }, "\(listing(motion))")
        #expect(
            lines.last?.state == "idle" && lines.last?.text.contains("offset=800.00,0.00") == true,
            "«\(String(describing: lines.last))»")
    }

    @Test func pagingSlowSmallDragFallsBackToItsPage() throws {
        // --paging on content 2400×480. One finger down at (600, 240) at 1.0 s, left 3 pt every
        // 40 ms (40 moves, to x = 480 at 2.6 s: 75 pt/s), lifted 20 ms later at 2.62 s.
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 600, y: 240))
        for n in 1...40 { recording.frame(at: 1.0 + 0.04 * Double(n), .move(slot: 0, x: 600 - 3 * n, y: 240)) }
        recording.frame(at: 2.62, .up(slot: 0))
        let lines = try run(recording, ["--paging", "--content", "2400x480"])

        // Moves 1–3 (3, 6, 9 pt) stay under the hysteresis; move 4 (12 pt) begins the drag at
        // translation 2; move n: 3n − 10, 110 at the release.
        for n in 4...40 {
            expectLine(
                lines.count > n - 3 ? lines[n - 3] : nil, time: 1.0 + 0.04 * Double(n), x: Double(3 * n - 10),
                y: 0, state: "dragging")
        }
        // Velocity: every sample 3 pt in 40 ms = 75 pt/s, the blend stays 75, the lift 20 ms after
        // the last sample keeps it: 75 ≤ 100 pt/s is no flick → the nearest page,
        // round(110/800) = 0: back to 0, monotonically, resting exactly at 0.00.
        let motion = Array(lines.dropFirst(38))
        try #require(!motion.isEmpty, "\(listing(lines))")
        expectLine(motion.first, time: 2.62, x: 110, y: 0, state: "decelerating")
        for (a, b) in zip(motion, motion.dropFirst()) {
            #expect(b.x <= a.x, "not monotonic back to page 0: «\(a)» then «\(b)»")
        }
        #expect(motion.dropLast().allSatisfy { $0.state == "decelerating" }, "\(listing(motion))")
        #expect(
            lines.last?.state == "idle" && lines.last?.text.contains("offset=0.00,0.00") == true,
            "«\(String(describing: lines.last))»")
    }

    // MARK: Two fingers

    /// Where the second finger goes, relative to the first at (x, 400).
    enum SecondFinger: String, CaseIterable, Sendable {
        /// 200 pt to the right, at the same height.
        case besideIt
        /// 60 pt below it, at the same x.
        case belowIt
    }

    @Test(arguments: SecondFinger.allCases)
    func twoFingersDraggingTogetherScrollLikeOne(_ second: SecondFinger) throws {
        // Two fingers go down together at 1.0 s, move up together 10 pt every 20 ms (10 moves,
        // 100 pt, to 1.2 s), are held still 200 ms and lift together at 1.4 s.
        let (x1, y1, x2, y2) = second == .besideIt ? (300, 400, 500, 400) : (400, 380, 400, 440)
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: x1, y: y1), .down(slot: 1, id: 2, x: x2, y: y2))
        for n in 1...10 {
            recording.frame(
                at: 1.0 + 0.02 * Double(n), .move(slot: 0, x: x1, y: y1 - 10 * n),
                .move(slot: 1, x: x2, y: y2 - 10 * n))
        }
        recording.frame(at: 1.4, .up(slot: 0), .up(slot: 1))
        let lines = try run(recording)

        // The pan follows the fingers' mean movement (their centroid): 10 pt per move, straight
        // up, wherever the fingers are. Move 1 crosses the hysteresis (offset 0, dragging), move
        // n → 10n − 10; the lift 200 ms after the last movement has zero velocity: idle at 90.
        expectLine(lines.first, time: 1.0, x: 0, y: 0, state: "tracking")
        for n in 1...10 {
            expectLine(
                lines.count > n ? lines[n] : nil, time: 1.0 + 0.02 * Double(n), x: 0, y: Double(10 * n - 10),
                state: "dragging")
        }
        #expect(lines.count == 12, "\(listing(lines))")
        expectLine(lines.last, time: 1.4, x: 0, y: 90, state: "idle")
    }

    // MARK: Real recordings

    /// The one-finger drags up and down, and a two-finger scroll.
    static let recordings = [
        "Atmel maXTouch Touchscreen.1-finger-drag-up-down",
        "EP0430M09.1-finger-drag-up-down",
        "ELAN CANDO Windows7.1-finger-drag-up-down",
        "EP0430M09.2-finger-scroll-down"
    ]

    @Test(arguments: recordings)
    func realRecordingFollowsAPlausibleTrajectory(_ name: String) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: DebugScrollProgram.binaryPath),
            DebugScrollProgram.missingBinaryMessage)
        let files = DebugScrollProgram.fixture(name)
        try #require(FileManager.default.fileExists(atPath: files.events), "missing \(files.events)")
        try #require(FileManager.default.fileExists(atPath: files.description), "missing \(files.description)")
        // Exit 0, every line parses, times increase (`checked`).
        let lines = try checked(
            try DebugScrollProgram.scroll(events: files.events, description: files.description),
            sourceLocation: #_sourceLocation)
        let touchesOutput = try DebugScrollProgram.touches(events: files.events, description: files.description)
        #expect(touchesOutput.status == 0, "debug-touches: \(touchesOutput.stderr)")
        let touches = touchesOutput.outputLines.compactMap(TouchLine.init(parsing:))
        try #require(!touches.isEmpty, "debug-touches printed no touch")
        let tracked = TrackedPoint(touches)
        let text = listing(lines)

        // The geometry: the default screen 800×480 and content 800 × 4·480 = 1920, so the offset
        // rests in x ∈ [0, 0] (as wide as the view: no horizontal scrolling) and y ∈ [0, 1440];
        // the rubber band never shows as much as the view's length, so it never leaves
        // x ∈ (−800, 800), y ∈ (−480, 1920).
        let maxY = 1920.0 - 480
        let within = { (line: ScrollLine) in line.y >= -0.005 && line.y <= maxY + 0.005 }
        for line in lines {
            #expect(line.y > -480 && line.y < 1920 && line.x > -800 && line.x < 800, "out of reach: «\(line)»")
            // Not zoomable (no --zoom): the scale stays 1; content as wide as the view: x stays 0.
            #expect(line.zoom == 1 && line.x == 0, "«\(line)»")
            // Bouncing is motion beyond an edge, decelerating motion within them.
            if line.state == "bouncing" { #expect(line.y <= 0.005 || line.y >= maxY - 0.005, "«\(line)»") }
            if line.state == "decelerating" { #expect(within(line), "«\(line)»") }
        }
        // It ends at rest, within the edges.
        #expect(lines.last?.state == "idle", "the last line is not idle:\n\(text)")
        if let last = lines.last { #expect(within(last) && last.x == 0, "rests beyond an edge: «\(last)»") }

        // Deceleration: between adjacent decelerating lines the speed (change over time) never
        // grows and the direction never flips (allowing 0.01 pt of printed rounding per change).
        for i in lines.indices.dropLast(2)
        where lines[i].state == "decelerating" && lines[i + 1].state == "decelerating" && lines[i + 2].state == "decelerating" {
            let d1 = lines[i + 1].y - lines[i].y, d2 = lines[i + 2].y - lines[i + 1].y
            let t1 = lines[i + 1].seconds - lines[i].seconds, t2 = lines[i + 2].seconds - lines[i + 1].seconds
            #expect(
                abs(d2) / t2 <= abs(d1) / t1 + 0.01 / t1 + 0.01 / t2,
                "speeds up while decelerating: «\(lines[i])», «\(lines[i + 1])», «\(lines[i + 2])»")
            #expect(d1 * d2 >= -0.0001, "turns while decelerating: «\(lines[i])», «\(lines[i + 1])», «\(lines[i + 2])»")
        }

        // Dragging lines come at touch moments (one line per moment that moves the offset).
        for line in lines where line.state == "dragging" {
            #expect(tracked.isMoment(line.time), "a dragging line at no touch moment: «\(line)»")
        }
        // During a drag the offset moves against the finger: between adjacent dragging lines,
        // both within the edges, Δoffset.y = −Δ(tracked point).y (the pan's tracked point: the
        // mean movement of the fingers down at both moments). Rounding: 0.005 per printed offset,
        // 0.005 per printed finger position.
        for (a, b) in zip(lines, lines.dropFirst()) where a.state == "dragging" && b.state == "dragging" && within(a) && within(b) {
            guard let fa = tracked.moment(at: a.time), let fb = tracked.moment(at: b.time) else { continue }
            let slack = 0.0101 + 0.0101 * Double(max(1, tracked.momentCount(after: a.time, through: b.time)))
            #expect(
                abs((b.y - a.y) + (fb.y - fa.y)) <= slack,
                "offset change \(b.y - a.y) vs finger change \(fb.y - fa.y): «\(a)» then «\(b)»")
        }
        // Beyond the edges too: in each run of dragging lines the unbounded offset
        // u = u(first line) − Δ(tracked point).y shows as itself within the edges and as the edge
        // plus the rubber band b(u − edge), d = 480, beyond them.
        var episodeStart: (line: ScrollLine, u: Double, fingerY: Double)?
        for (index, line) in lines.enumerated() {
            guard line.state == "dragging", let finger = tracked.moment(at: line.time) else {
                episodeStart = nil
                continue
            }
            if episodeStart == nil || lines[index - 1].state != "dragging" {
                episodeStart = (line, DocumentedScroll.unbounded(line.y, low: 0, high: maxY, dimension: 480), finger.y)
                continue
            }
            let start = episodeStart!
            let u = start.u - (finger.y - start.fingerY)
            let expected = DocumentedScroll.shown(u, low: 0, high: maxY, dimension: 480)
            #expect(
                printedOffset(line.y, matches: expected, slack: 0.025),
                "«\(line)» expected y ≈ \(expected) (drag from «\(start.line)»)")
        }

        // The first touch sequence: from the first finger down to the moment none is left.
        guard let first = tracked.moments.first(where: \.sequenceStart) else { return }
        let sequence = tracked.moments.drop { $0.time < first.time }
        let lift = sequence.first { $0.fingers == 0 }
        let down = lift.map { l in sequence.filter { $0.time < l.time } } ?? Array(sequence)

        // A drag begins once the tracked point has moved 10 pt from where the fingers went down
        // (mostly vertically here, the content's axis): the first dragging line is at that moment.
        if let crossing = down.first(where: { hypot($0.x - first.x, $0.y - first.y) >= 10 }) {
            let dragging = lines.first { $0.state == "dragging" }
            let message =
                "the fingers moved \(hypot(crossing.x - first.x, crossing.y - first.y)) pt by "
                + "t=\(Double(crossing.time) / 1e6) (tracked point \(crossing.x - first.x), \(crossing.y - first.y)) "
                + "but the first dragging line is «\(dragging.map(\.text) ?? "none")»\n\(text)"
            #expect(dragging?.time == crossing.time, "\(message)")
        }

        // A finger still for more than 100 ms when it lifts has no velocity: if the tracked point
        // did not move in the last 100 ms before the lift and the offset was within the edges,
        // nothing moves after the drag: the idle line repeats the last dragging offset.
        if let lift, let lastDrag = lines.last(where: { $0.state == "dragging" }), within(lastDrag) {
            let lastMove = down.last(where: \.moved)?.time ?? first.time
            if lift.time - lastMove > 100_000 {
                let after = lines.filter { $0.time > lastDrag.time }
                let message =
                    "the finger was still for \(Double(lift.time - lastMove) / 1000) ms at the lift, yet after "
                    + "«\(lastDrag)» came:\n\(listing(after))"
                #expect(after.count == 1 && after.first?.state == "idle" && after.first?.y == lastDrag.y, "\(message)")
            }
        }
    }
}
