import Foundation
import Testing

/// `tactile debug-gestures` run as a subprocess (the built binary: `$TACTILE_BINARY`, else
/// `<package root>/.build/debug/tactile`) on recordings replayed in virtual time, checking its
/// lines against the recognizers' documented behaviour (Sources/TactileCore/Gestures/*.swift, the
/// arrangement in Sources/TactileDevice/Gestures/GestureSampler.swift).
///
/// Hand-written recordings use a 10-slot protocol B panel whose axes (0…799, 0…479) map 1:1 onto
/// the default 800×480-point screen, so device units are points; every expected value below is
/// worked out from the script and the documented rules. Real recordings (Tests/TactileInputTests/
/// Fixtures) are checked against invariants and against expectations derived from their raw
/// events (`RawRecording`, `DocumentedExpectations`), never against the program's own output.
@Suite struct DebugGesturesReplayTests {
    // MARK: Running

    /// Runs `recording`, requiring the binary, a zero exit status and lines that all parse, and
    /// checks the state sequences are legal (`stateSequenceProblems`).
    func run(_ recording: HandWrittenRecording) throws -> [GestureLine] {
        try #require(
            FileManager.default.isExecutableFile(atPath: DebugGesturesProgram.binaryPath),
            DebugGesturesProgram.missingBinaryMessage)
        let run = try DebugGesturesProgram.run(recording)
        #expect(run.status == 0, "exit status \(run.status); stderr: \(run.stderr)")
        #expect(run.unparsedLines.isEmpty, "lines that do not parse: \(run.unparsedLines)")
        let lines = run.lines
        let problems = stateSequenceProblems(
            lines, quietTouchDowns: recording.quietTouchDowns,
            lastLift: recording.lastLift)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\n--- output:\n\(run.stdout)")
        return lines
    }

    /// Every recognizer in `gestures` printed exactly one line, `failed` at `time`.
    func expectFailedOnce(
        _ lines: [GestureLine], _ gestures: [String], at time: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for gesture in gestures {
            #expect(
                lines.decisions(of: gesture) == [StateAt("failed", micros(time))], "\(gesture)",
                sourceLocation: sourceLocation)
        }
    }

    /// The one line of `gesture` in `state`, if there is exactly one.
    func only(
        _ lines: [GestureLine], _ gesture: String, _ state: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> GestureLine {
        let matching = lines.of(gesture, state)
        try #require(matching.count == 1, "\(gesture) \(state): \(matching)", sourceLocation: sourceLocation)
        return matching[0]
    }

    // MARK: Taps

    @Test func singleTapIsRecognizedOnceTheDoubleTapIntervalHasPassed() throws {
        // One finger at (400, 240), down at 1.0 s, up at 1.08 s, not moving.
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 400, y: 240))
        recording.frame(at: 1.08, .up(slot: 0))
        let lines = try run(recording)

        // `tap` waits for `double-tap` to fail; `double-tap` fails when no second tap comes
        // within its 0.35 s interval from the lift: both at 1.08 + 0.35 = 1.43 s, not before.
        #expect(lines.decisions(of: "tap") == [StateAt("recognized", micros(1.43))])
        #expect(lines.decisions(of: "double-tap") == [StateAt("failed", micros(1.43))])
        let tap = try only(lines, "tap", "recognized")
        #expect(tap.x == 400 && tap.y == 240 && tap.touches == 1)
        // The edge pan fails at once: the finger went down 400 pt from the left edge (> 20 pt).
        expectFailedOnce(lines, ["edge-pan-left"], at: 1.0)
        // The others decide at the lift: no movement for a pan or swipe, lifted before 0.5 s for
        // the long press, one finger for the two-finger tap, pinch and rotation.
        expectFailedOnce(
            lines, ["long-press", "pan", "two-finger-tap", "pinch", "rotation"] + SampledGesture.swipes,
            at: 1.08)
        // Nothing after the tap: the sequence is over.
        #expect(lines.last?.time == micros(1.43))
    }

    @Test func doubleTapIsRecognizedAtTheSecondLiftAndTheTapNeverIs() throws {
        // Two taps 0.12 s apart (lift 1.08, touch 1.20 < 1.08 + 0.35), 7.2 pt apart (< 45 pt).
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 400, y: 240))
        recording.frame(at: 1.08, .up(slot: 0))
        recording.frame(at: 1.2, .down(slot: 0, id: 2, x: 406, y: 236))
        recording.frame(at: 1.27, .up(slot: 0))
        let lines = try run(recording)

        #expect(lines.decisions(of: "double-tap") == [StateAt("recognized", micros(1.27))])
        // The double tap recognized, `tap` (waiting for its failure) fails, never recognized.
        #expect(lines.decisions(of: "tap") == [StateAt("failed", micros(1.27))])
        #expect(lines.of("tap", "recognized").isEmpty)
        // The location is the last tap's finger.
        let doubleTap = try only(lines, "double-tap", "recognized")
        #expect(doubleTap.x == 406 && doubleTap.y == 236 && doubleTap.touches == 1)
        // Everything else failed once, in the first tap (the second tap belongs to the same
        // sequence: decided recognizers do not see it).
        expectFailedOnce(lines, ["edge-pan-left"], at: 1.0)
        expectFailedOnce(
            lines, ["long-press", "pan", "two-finger-tap", "pinch", "rotation"] + SampledGesture.swipes,
            at: 1.08)
        #expect(lines.last?.time == micros(1.27))
    }

    @Test func twoFingerTapIsRecognizedWithTwoTouches() throws {
        // Two fingers at (350, 240) and (450, 240), down together at 1.0 s, up together at 1.1 s.
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 350, y: 240), .down(slot: 1, id: 2, x: 450, y: 240))
        recording.frame(at: 1.1, .up(slot: 0), .up(slot: 1))
        let lines = try run(recording)

        #expect(lines.decisions(of: "two-finger-tap") == [StateAt("recognized", micros(1.1))])
        let tap = try only(lines, "two-finger-tap", "recognized")
        // touches=2 at recognition; the location is the centroid of the two fingers.
        #expect(tap.touches == 2 && tap.x == 400 && tap.y == 240)
        // One-finger recognizers fail as the second finger goes down (more fingers than they
        // take), with touches=2; the edge pan fails at once (350 pt from the edge).
        expectFailedOnce(
            lines, ["tap", "double-tap", "long-press", "pan", "edge-pan-left"] + SampledGesture.swipes,
            at: 1.0)
        #expect(lines.of("tap", "failed").first?.touches == 2)
        // Pinch and rotation: the fingers did not move, so they fail when the fingers lift.
        expectFailedOnce(lines, ["pinch", "rotation"], at: 1.1)
    }

    // MARK: Pan, swipe, long press

    @Test func slowDragBeginsAPanAfterTenPointsAndNoSwipe() throws {
        // One finger down at (200, 100) at 1.0 s, moving along (3, 4)/5 (down-right): 5 pt at
        // 1.12 s, then 10 pt more every 0.12 s (83 pt/s), so at frame k (time 1.0 + 0.12 k) it
        // is 10 k − 5 pt from the start; lifted at 2.25 s after ten frames.
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 200, y: 100))
        var points: [(time: Double, x: Int, y: Int, distance: Double)] = []
        for k in 1...10 {
            let time = 1.0 + 0.12 * Double(k)
            let (x, y) = (200 + 6 * k - 3, 100 + 8 * k - 4)
            points.append((time, x, y, Double(10 * k - 5)))
            recording.frame(at: time, .move(slot: 0, x: x, y: y))
        }
        recording.frame(at: 2.25, .up(slot: 0))
        let lines = try run(recording)

        // The pan begins at the first frame 10 pt or more from the start: k = 2 (15 pt, 1.24 s;
        // k = 1 is 5 pt). Its translation counts from the point 10 pt along the movement, so it
        // is (distance − 10) × (0.6, 0.8): (3, 4) at the start, never a jump.
        let panLines = lines.of("pan")
        #expect(panLines.map(\.state) == ["began"] + Array(repeating: "changed", count: 8) + ["ended"])
        let expectedTimes = points.dropFirst().map { micros($0.time) } + [micros(2.25)]
        #expect(panLines.map(\.time) == expectedTimes)
        for (line, point) in zip(panLines, points.dropFirst()) {
            let along = point.distance - 10
            #expect(
                printed(line.translation?.x, matches: along * 0.6, decimals: 2)
                    && printed(line.translation?.y, matches: along * 0.8, decimals: 2), "\(line)")
            #expect(line.x == Double(point.x) && line.y == Double(point.y), "\(line)")
        }
        // Ended at the lift with the last translation: (95 − 10) × (0.6, 0.8) = (51, 68).
        let ended = try only(lines, "pan", "ended")
        #expect(printed(ended.translation?.x, matches: 51, decimals: 2) && printed(ended.translation?.y, matches: 68, decimals: 2))
        // No swipe: at 0.5 s (1.48 s, k = 4) the finger has gone 35 pt (28 pt down, 21 right),
        // short of 50: each swipe fails on its timer at 1.5 s, once.
        expectFailedOnce(lines, SampledGesture.swipes, at: 1.5)
        // The long press fails at the same frame (moved 15 pt > 10), as do the exclusive others.
        expectFailedOnce(lines, ["long-press", "tap", "double-tap", "two-finger-tap", "pinch", "rotation"], at: 1.24)
        expectFailedOnce(lines, ["edge-pan-left"], at: 1.0)
    }

    @Test func fastFlickRightRecognizesTheSwipeAlongsideThePan() throws {
        // One finger down at (300, 240) at 1.0 s, 20 pt right every 20 ms: 100 pt in 100 ms
        // (1000 pt/s); lifted at 1.11 s.
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 300, y: 240))
        for k in 1...5 { recording.frame(at: 1.0 + 0.02 * Double(k), .move(slot: 0, x: 300 + 20 * k, y: 240)) }
        recording.frame(at: 1.11, .up(slot: 0))
        let lines = try run(recording)

        // 50 pt right within 0.5 s: the first frame past 50 pt is 60 pt at 1.06 s (40 pt at 1.04).
        #expect(lines.decisions(of: "swipe-right") == [StateAt("recognized", micros(1.06))])
        #expect(try only(lines, "swipe-right", "recognized").touches == 1)
        // The swipes are exclusive with each other: the other three fail then.
        expectFailedOnce(lines, ["swipe-left", "swipe-up", "swipe-down"], at: 1.06)
        // The pan is simultaneous with the swipes: it began at the first frame (20 pt ≥ 10,
        // translation 20 − 10 = 10) and goes on to the lift.
        #expect(lines.decisions(of: "pan") == [StateAt("began", micros(1.02)), StateAt("ended", micros(1.11))])
        let began = try only(lines, "pan", "began")
        #expect(printed(began.translation?.x, matches: 10, decimals: 2) && printed(began.translation?.y, matches: 0, decimals: 2))
        #expect(lines.of("pan", "changed").map(\.time) == [1.04, 1.06, 1.08, 1.10].map(micros))
        // Constant speed, 20 pt per 20 ms: the first velocity sample is 1000 pt/s and each blend
        // of 1000 with 1000 stays 1000; at the lift the last sample is 10 ms old (≤ 100 ms).
        for line in lines.of("pan") {
            #expect(
                printed(line.velocity?.x, matches: 1000, decimals: 2) && printed(line.velocity?.y, matches: 0, decimals: 2),
                "\(line)")
        }
        // The pan beginning fails the exclusive recognizers.
        expectFailedOnce(lines, ["long-press", "tap", "double-tap", "two-finger-tap", "pinch", "rotation"], at: 1.02)
    }

    @Test func longPressBeginsHalfASecondAfterTheTouchAndEndsAtTheLift() throws {
        // One finger down at (400, 240) at 1.0 s, a 2.2 pt jitter at 1.2 s (within 10 pt),
        // held until 1.8 s.
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 400, y: 240))
        recording.frame(at: 1.2, .move(slot: 0, x: 402, y: 241))
        recording.frame(at: 1.8, .up(slot: 0))
        let lines = try run(recording)

        // minimumPressDuration 0.5 s: began at exactly 1.5 s (its timer, not a touch change);
        // ended when the finger lifts.
        #expect(lines.decisions(of: "long-press") == [StateAt("began", micros(1.5)), StateAt("ended", micros(1.8))])
        let began = try only(lines, "long-press", "began")
        #expect(began.x == 402 && began.y == 241 && began.touches == 1)
        // Its beginning fails everything still possible (all exclusive with it); the swipes'
        // own 0.5 s timer is due at the same moment.
        expectFailedOnce(
            lines, ["tap", "double-tap", "two-finger-tap", "pan", "pinch", "rotation"] + SampledGesture.swipes,
            at: 1.5)
        expectFailedOnce(lines, ["edge-pan-left"], at: 1.0)
    }

    @Test func pressThatMovesFifteenPointsFailsTheLongPressAndBeginsAPan() throws {
        // One finger down at (400, 240) at 1.0 s, 15 pt right at 1.3 s, lifted at 1.6 s.
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 400, y: 240))
        recording.frame(at: 1.3, .move(slot: 0, x: 415, y: 240))
        recording.frame(at: 1.6, .up(slot: 0))
        let lines = try run(recording)

        // 15 pt > allowableMovement (10) before 0.5 s: the long press fails at 1.3 s and never
        // begins; the pan begins there (15 ≥ 10) with translation 15 − 10 = 5.
        #expect(lines.decisions(of: "long-press") == [StateAt("failed", micros(1.3))])
        #expect(lines.decisions(of: "pan") == [StateAt("began", micros(1.3)), StateAt("ended", micros(1.6))])
        let began = try only(lines, "pan", "began")
        #expect(printed(began.translation?.x, matches: 5, decimals: 2) && printed(began.translation?.y, matches: 0, decimals: 2))
        // 15 pt is no swipe: they fail on their timer at 1.5 s.
        expectFailedOnce(lines, SampledGesture.swipes, at: 1.5)
    }

    @Test func longPressIgnoresAFingerAddedAfterItBegan() throws {
        // One finger held at (400, 240) from 1.0 s to 2.0 s; a second finger touches (500, 240)
        // at 1.6 s, after the press began (1.5 s), and lifts at 1.7 s. LongPressGestureRecognizer:
        // "extra fingers after the press began change nothing", it "ends when they lift" (the
        // fingers held): it ends at 2.0 s, once, not when the extra finger lifts.
        // (Reported discrepancy: the program ends it at 1.7 s. touchesBegan returns early once the
        // press is active, so the extra finger is never counted in fingersDown, but touchesEnded
        // subtracts its lift all the same: 1 − 1 = 0 < 1 → ended.)
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 400, y: 240))
        recording.frame(at: 1.6, .down(slot: 1, id: 2, x: 500, y: 240))
        recording.frame(at: 1.7, .up(slot: 1))
        recording.frame(at: 2.0, .up(slot: 0))
        let lines = try run(recording)

        #expect(lines.decisions(of: "long-press") == [StateAt("began", micros(1.5)), StateAt("ended", micros(2.0))])
    }

    // MARK: Pinch, rotation, edge pan

    @Test func pinchOutScalesByTheRatioOfDistances() throws {
        // Two fingers on a horizontal line, 120 pt apart ((340, 240) and (460, 240)) at 1.0 s,
        // moving apart over 20 frames 20 ms apart to (262, 240) and (539, 240): 277 pt; both
        // lift at 1.42 s.
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 340, y: 240), .down(slot: 1, id: 2, x: 460, y: 240))
        var distances: [(time: Double, distance: Double)] = []
        for k in 1...20 {
            let a = Int((340 - 78 * Double(k) / 20).rounded()), b = Int((460 + 79 * Double(k) / 20).rounded())
            let time = 1.0 + 0.02 * Double(k)
            recording.frame(at: time, .move(slot: 0, x: a, y: 240), .move(slot: 1, x: b, y: 240))
            distances.append((time, Double(b - a)))
        }
        recording.frame(at: 1.42, .up(slot: 0), .up(slot: 1))
        let lines = try run(recording)

        // The pinch begins at the first frame where the distance has changed by 10 pt or more
        // from 120 (computed from the scripted positions), with scale distance / 120.
        let start = try #require(distances.first { abs($0.distance - 120) >= 10 })
        #expect(lines.decisions(of: "pinch") == [StateAt("began", micros(start.time)), StateAt("ended", micros(1.42))])
        let began = try only(lines, "pinch", "began")
        #expect(printed(began.scale, matches: start.distance / 120, decimals: 4), "\(began)")
        // At the end: 277 / 120 = 2.308333…, printed 2.3083.
        let ended = try only(lines, "pinch", "ended")
        #expect(printed(ended.scale, matches: 277.0 / 120.0, decimals: 4), "\(ended)")
        #expect(ended.scale == 2.3083)
        // The line between the fingers never turns: the rotation fails when they lift.
        expectFailedOnce(lines, ["rotation"], at: 1.42)
        // The two-finger tap is exclusive with the pinch: it fails as the pinch begins.
        expectFailedOnce(lines, ["two-finger-tap"], at: start.time)
    }

    @Test func rotationOfThirtyDegreesIsPositiveClockwise() throws {
        // Two fingers 388 pt apart on a horizontal line through (400, 240) at 1.0 s: (206, 240)
        // and (594, 240). Over 10 frames 20 ms apart the pair turns about its middle by 3° a
        // frame, the second finger (right) going down: clockwise on the y-down screen. Positions
        // are rounded to whole points; the last frame is (232, 143) and (568, 337), a vector
        // (336, 194) at atan2(194, 336) = 0.523622 rad ≈ π/6 (0.523599). Both lift at 1.22 s.
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 206, y: 240), .down(slot: 1, id: 2, x: 594, y: 240))
        var frames: [(time: Double, angle: Double, distance: Double)] = []
        for k in 1...10 {
            let theta = Double.pi / 6 * Double(k) / 10
            let hx = 194 * cos(theta), hy = 194 * sin(theta)
            let a = (x: Int((400 - hx).rounded()), y: Int((240 - hy).rounded()))
            let b = (x: Int((400 + hx).rounded()), y: Int((240 + hy).rounded()))
            let time = 1.0 + 0.02 * Double(k)
            recording.frame(at: time, .move(slot: 0, x: a.x, y: a.y), .move(slot: 1, x: b.x, y: b.y))
            let v = (x: Double(b.x - a.x), y: Double(b.y - a.y))
            frames.append((time, atan2(v.y, v.x), hypot(v.x, v.y)))
        }
        recording.frame(at: 1.22, .up(slot: 0), .up(slot: 1))
        #expect(frames.last.map { ($0.angle - 0.523622).magnitude < 1e-6 } == true)
        let lines = try run(recording)

        // Begins at the first frame turned π/36 (5°) or more from the start (computed from the
        // rounded positions: 6° at the second frame).
        let start = try #require(frames.first { abs($0.angle) >= Double.pi / 36 })
        #expect(lines.decisions(of: "rotation") == [StateAt("began", micros(start.time)), StateAt("ended", micros(1.22))])
        let ended = try only(lines, "rotation", "ended")
        // 0.523622 → printed 0.5236, positive (clockwise on screen).
        #expect(printed(ended.rotation, matches: frames[frames.count - 1].angle, decimals: 4), "\(ended)")
        #expect(ended.rotation == 0.5236)
        // The distance stays within rounding of 388 pt (never 10 pt off): the pinch does not
        // begin and fails at the lift (it is simultaneous with the rotation, not stopped by it).
        #expect(frames.allSatisfy { abs($0.distance - 388) < 10 })
        expectFailedOnce(lines, ["pinch"], at: 1.22)
        expectFailedOnce(lines, ["two-finger-tap"], at: start.time)
    }

    @Test func edgePanFromTheLeftEdgeBeginsAndThePanFails() throws {
        // One finger down at (5, 240) (within 20 pt of the left edge) at 1.0 s, moving 6 pt
        // right every 20 ms (20 frames, to x = 125); lifted at 1.42 s.
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 5, y: 240))
        for k in 1...20 { recording.frame(at: 1.0 + 0.02 * Double(k), .move(slot: 0, x: 5 + 6 * k, y: 240)) }
        recording.frame(at: 1.42, .up(slot: 0))
        let lines = try run(recording)

        // Begins at the first frame 10 pt or more away, moving right (away from the edge): 12 pt
        // at 1.04 s, translation 12 − 10 = 2; ends at the lift with 120 − 10 = 110.
        #expect(lines.decisions(of: "edge-pan-left") == [StateAt("began", micros(1.04)), StateAt("ended", micros(1.42))])
        let began = try only(lines, "edge-pan-left", "began")
        #expect(printed(began.translation?.x, matches: 2, decimals: 2) && printed(began.translation?.y, matches: 0, decimals: 2))
        let ended = try only(lines, "edge-pan-left", "ended")
        #expect(printed(ended.translation?.x, matches: 110, decimals: 2))
        // The pan requires the edge pan to fail: it fails instead, never begins.
        #expect(lines.decisions(of: "pan") == [StateAt("failed", micros(1.04))])
        // The swipes are exclusive with the edge pan (only simultaneous with `pan`): they fail
        // as it begins, before the finger has gone 50 pt (which would be at 1.18 s).
        expectFailedOnce(lines, SampledGesture.swipes, at: 1.04)
    }

    // MARK: Velocity

    /// One finger from (100, 240) at 1.0 s moving right by `steps[i]` pt at `times[i]`, lifted
    /// at `lift`.
    func drag(times: [Double], steps: [Int], lift: Double) -> HandWrittenRecording {
        var recording = HandWrittenRecording()
        recording.frame(at: 1.0, .down(slot: 0, id: 1, x: 100, y: 240))
        var x = 100
        for (time, step) in zip(times, steps) {
            x += step
            recording.frame(at: time, .move(slot: 0, x: x, y: 240))
        }
        recording.frame(at: lift, .up(slot: 0))
        return recording
    }

    @Test func constantSpeedDragHasThatVelocityOnEveryLine() throws {
        // 1 pt right every 10 ms for 60 frames: 100 pt/s. The first kept sample's velocity is
        // 1 / 0.010 = 100 pt/s; every later one is 100 too, and 0.2 × 100 + 0.8 × 100 = 100: the
        // estimate is 100 pt/s throughout. Lifted 10 ms after the last sample (not > 100 ms
        // old): 100 on the ended line as well.
        let times = (1...60).map { 1.0 + 0.01 * Double($0) }
        let lines = try run(drag(times: times, steps: Array(repeating: 1, count: 60), lift: 1.61))
        let pan = lines.of("pan")
        #expect(pan.first?.state == "began" && pan.last?.state == "ended")
        #expect(pan.filter { $0.state == "changed" }.count >= 40)
        for line in pan {
            #expect(
                printed(line.velocity?.x, matches: 100, decimals: 2) && printed(line.velocity?.y, matches: 0, decimals: 2),
                "\(line)")
        }
    }

    @Test func fingerStillForMoreThanATenthOfASecondLiftsWithZeroVelocity() throws {
        // The same 100 pt/s drag, then the finger rests (no event) and lifts 150 ms after the
        // last sample: more than 100 ms, so the velocity on the ended line is zero; the changed
        // lines still say 100.
        let times = (1...60).map { 1.0 + 0.01 * Double($0) }
        let lines = try run(drag(times: times, steps: Array(repeating: 1, count: 60), lift: 1.75))
        let ended = try only(lines, "pan", "ended")
        #expect(ended.time == micros(1.75))
        #expect(ended.velocity?.x == 0 && ended.velocity?.y == 0, "\(ended)")
        for line in lines.of("pan", "changed") {
            #expect(printed(line.velocity?.x, matches: 100, decimals: 2), "\(line)")
        }
    }

    @Test func changingSpeedFollowsTheDocumentedBlend() throws {
        // Samples (time s, step pt), from (100, 240) at 1.0 s:
        //  - 10 × (every 10 ms, 1 pt): 100 pt/s, to 1.10 s;
        //  - 10 × (every 10 ms, 2 pt): 200 pt/s, to 1.20 s;
        //  - (1.2005, 1): 0.5 ms after the last kept sample: dropped, its point counted in the next;
        //  - (1.2105, 2): 10.5 ms after the kept 1.20 sample, 3 pt: 285.714 pt/s;
        //  - (1.3605, 3): 150 ms later (> 100 ms): the estimate restarts at 3 / 0.15 = 20 pt/s;
        //  - (1.3705, 3): 300 pt/s: 0.2 × 300 + 0.8 × 20 = 76 pt/s;
        //  - lift at 1.3805 (10 ms later): still 76.
        var times = (1...20).map { 1.0 + 0.01 * Double($0) }
        var steps = Array(repeating: 1, count: 10) + Array(repeating: 2, count: 10)
        times += [1.2005, 1.2105, 1.3605, 1.3705]
        steps += [1, 2, 3, 3]
        let lines = try run(drag(times: times, steps: steps, lift: 1.3805))

        // The documented rule, step by step (VelocityEstimator.swift): v = 0.2 · new + 0.8 · v,
        // new = movement since the last kept sample / its time; the first sample sets v; < 1 ms
        // after the last kept sample: dropped; > 100 ms after it: v restarts from the new one;
        // asked > 100 ms after the last kept sample: 0.
        var expected: [Int64: Double] = [:]  // time (µs) → velocity x at that line
        var keptX = 100.0, keptTime = micros(1.0), x = 100.0
        var v: Double?
        for (time, step) in zip(times, steps) {
            x += Double(step)
            let t = micros(time)
            let elapsed = t - keptTime
            if elapsed >= 1_000 {
                let new = (x - keptX) / (Double(elapsed) / 1e6)
                if let previous = v, elapsed <= 100_000 { v = 0.2 * new + 0.8 * previous } else { v = new }
                keptX = x
                keptTime = t
            }
            expected[t] = (t - keptTime <= 100_000) ? (v ?? 0) : 0
        }
        expected[micros(1.3805)] = v ?? 0
        // By hand: after the change of speed, 0.2 × 200 + 0.8 × 100 = 120, then 136, 148.8.
        #expect(printed(expected[micros(1.11)], matches: 120, decimals: 6))
        #expect(printed(expected[micros(1.12)], matches: 136, decimals: 6))
        #expect(printed(expected[micros(1.13)], matches: 148.8, decimals: 6))
        #expect(expected[micros(1.2005)] == expected[micros(1.20)])  // the dropped sample
        #expect(printed(expected[micros(1.3605)], matches: 20, decimals: 6))
        #expect(printed(expected[micros(1.3705)], matches: 76, decimals: 6))
        #expect(printed(expected[micros(1.3805)], matches: 76, decimals: 6))

        let pan = lines.of("pan")
        #expect(pan.first?.state == "began" && pan.last?.state == "ended")
        // Every frame from the pan's beginning moves the finger: one line per frame to the lift.
        let beganTime = try #require(pan.first?.time)
        #expect(pan.map(\.time) == expected.keys.filter { $0 >= beganTime }.sorted())
        for line in pan {
            let value = try #require(expected[line.time], "\(line)")
            #expect(
                printed(line.velocity?.x, matches: value, decimals: 2) && line.velocity?.y == 0,
                "\(line): expected \(value)")
        }
    }

    // MARK: The invariant checker itself

    @Test func stateSequenceCheckerCatchesIllegalSequences() throws {
        func lines(_ texts: [String]) throws -> [GestureLine] {
            try texts.map { try #require(GestureLine(parsing: $0), "«\($0)» should parse") }
        }
        let tap = "gesture=tap state=%@ x=1.00 y=2.00 touches=1"
        let pan = "gesture=pan state=%@ x=1.00 y=2.00 touches=1 translation=0.00,0.00 velocity=0.00,0.00"
        func line(_ time: String, _ format: String, _ state: String) -> String {
            "t=\(time) " + format.replacingOccurrences(of: "%@", with: state)
        }
        // Legal: a tap in each of two sequences, a pan began/changed/ended.
        let legal = try lines([
            line("1.000000", tap, "recognized"), line("1.100000", pan, "began"),
            line("1.200000", pan, "changed"), line("1.300000", pan, "ended"),
            line("2.000000", tap, "failed")
        ])
        #expect(stateSequenceProblems(legal, quietTouchDowns: [micros(0.9), micros(1.9)], lastLift: micros(2.0)).isEmpty)
        // Recognized then failed with no new touch in between: one sequence, two decisions.
        let twice = try lines([line("1.000000", tap, "recognized"), line("1.100000", tap, "failed")])
        #expect(stateSequenceProblems(twice, quietTouchDowns: [micros(0.9)], lastLift: micros(1.0)).count == 1)
        // A continuous gesture recognized, or left open; a discrete one beginning.
        #expect(
            !stateSequenceProblems(
                try lines([line("1.000000", pan, "recognized")]),
                quietTouchDowns: [micros(0.9)], lastLift: micros(1.0)
            ).isEmpty)
        #expect(
            !stateSequenceProblems(
                try lines([line("1.000000", pan, "began")]),
                quietTouchDowns: [micros(0.9)], lastLift: micros(1.0)
            ).isEmpty)
        #expect(
            !stateSequenceProblems(
                try lines([line("1.000000", tap, "began")]),
                quietTouchDowns: [micros(0.9)], lastLift: micros(1.0)
            ).isEmpty)
        // Out of time order, or long after the last lift.
        #expect(
            !stateSequenceProblems(
                try lines([line("1.100000", pan, "failed"), line("1.000000", tap, "failed")]),
                quietTouchDowns: [micros(0.9)], lastLift: micros(1.0)
            ).isEmpty)
        #expect(
            !stateSequenceProblems(
                try lines([line("1.600000", tap, "failed")]),
                quietTouchDowns: [micros(0.9)], lastLift: micros(1.0)
            ).isEmpty)
        // Lines that are not the format do not parse.
        #expect(GestureLine(parsing: "t=1.000000 gesture=tap state=recognized x=1.00 y=2.00") == nil)
        #expect(GestureLine(parsing: "t=1.000000 gesture=pan state=began x=1.00 y=2.00 touches=1") == nil)
        #expect(GestureLine(parsing: "t=1.000000 gesture=wave state=failed x=1.00 y=2.00 touches=1") == nil)
    }

    // MARK: Real recordings

    static let fixtureDirectory = DebugGesturesProgram.packageRoot.appendingPathComponent("Tests/TactileInputTests/Fixtures").path

    /// Every events file among the fixtures.
    static let fixtureNames: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: fixtureDirectory)) ?? [])
        .filter { $0.hasSuffix(".events") }.sorted()

    /// "Device.what.events" (or "Device.events") and its "Device.desc".
    static func fixture(_ name: String) -> (events: String, description: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtureDirectory)) ?? []
        var device = String(name.dropLast(".events".count))
        while !names.contains(device + ".desc"), let dot = device.lastIndex(of: ".") { device = String(device[..<dot]) }
        return (fixtureDirectory + "/" + name, fixtureDirectory + "/" + device + ".desc")
    }

    /// Runs a fixture; checks exit status, parsing and the state-sequence invariants.
    func runFixture(_ name: String) throws -> (lines: [GestureLine], raw: RawRecording) {
        try #require(
            FileManager.default.isExecutableFile(atPath: DebugGesturesProgram.binaryPath),
            DebugGesturesProgram.missingBinaryMessage)
        let files = Self.fixture(name)
        let run = try DebugGesturesProgram.run(eventsPath: files.events, descriptionPath: files.description)
        #expect(run.status == 0, "\(name): exit status \(run.status); stderr: \(run.stderr)")
        #expect(run.unparsedLines.isEmpty, "\(name): lines that do not parse: \(run.unparsedLines)")
        let raw = try RawRecording(eventsPath: files.events, descriptionPath: files.description)
        let groups = raw.groups
        let problems = stateSequenceProblems(run.lines, quietTouchDowns: groups.map(\.start), lastLift: groups.last?.end)
        #expect(problems.isEmpty, "\(name):\n\(problems.joined(separator: "\n"))")
        return (run.lines, raw)
    }

    @Test func fixturesAreFound() {
        #expect(Self.fixtureNames.count == 14, "\(Self.fixtureNames)")
    }

    /// Invariants, then everything the documented rules decide for the recording's raw events:
    /// each recognizer's states and their times, touch counts, pan translations and velocities
    /// on every line, pinch scales and rotation angles.
    @Test(arguments: DebugGesturesReplayTests.fixtureNames)
    func realRecordingFollowsTheDocumentedRules(_ name: String) throws {
        let (lines, raw) = try runFixture(name)
        let expectations = DocumentedExpectations(raw)
        try #require(expectations.unsupported == nil, "\(name): \(expectations.unsupported ?? "")")
        let derived = expectations.summary.joined(separator: "\n")
        for gesture in SampledGesture.all.sorted() {
            #expect(
                lines.decisions(of: gesture) == expectations.decisions(of: gesture),
                "\(name): \(gesture)\nderived from the events:\n\(derived)")
        }
        for decision in expectations.decisions {
            guard let touches = decision.touches,
                let line = lines.first(where: {
                    $0.gesture == decision.gesture && $0.state == decision.state
                        && $0.time == decision.time
                })
            else { continue }
            #expect(line.touches == touches, "\(name): «\(line)» expected touches=\(touches)")
        }
        for (gesture, expected) in expectations.panLines {
            let actual = lines.of(gesture).filter { $0.state != "failed" }
            #expect(actual.count == expected.count, "\(name): \(gesture) lines \(actual.count), expected \(expected.count)")
            for (line, want) in zip(actual, expected) {
                let matches =
                    line.state == want.state && line.time == want.time
                    && printed(line.x, matches: want.x, decimals: 2) && printed(line.y, matches: want.y, decimals: 2)
                    && printed(line.translation?.x, matches: want.translation.x, decimals: 2)
                    && printed(line.translation?.y, matches: want.translation.y, decimals: 2)
                    && printed(line.velocity?.x, matches: want.velocity.x, decimals: 2)
                    && printed(line.velocity?.y, matches: want.velocity.y, decimals: 2)
                #expect(
                    matches,
                    """
                    \(name): «\(line)»
                    expected \(want.state) t=\(secondsText(want.time)) x=\(want.x) y=\(want.y) \
                    translation=\(want.translation.x),\(want.translation.y) velocity=\(want.velocity.x),\(want.velocity.y)
                    """)
            }
        }
        for value in expectations.twoFingerValues {
            let line = lines.first { $0.gesture == value.gesture && $0.state == value.state && $0.time == value.time }
            let printedValue = value.gesture == "pinch" ? line?.scale : line?.rotation
            #expect(
                printed(printedValue, matches: value.value, decimals: 4),
                "\(name): \(value.gesture) \(value.state) at \(secondsText(value.time)): «\(line?.text ?? "none")», expected \(value.value)")
        }
    }

    @Test func fastTapsMakeDoubleTapsInPairsAndOneLastTap() throws {
        let name = "Atmel maXTouch Touchscreen.1-finger-fast-taps.events"
        let (lines, raw) = try runFixture(name)
        // From the raw events: 9 one-finger touches, each shorter than 0.5 s and not moving
        // 10 pt; every touch comes 0.125…0.153 s after the previous lift (< 0.35 s) and within
        // 45 pt of it (at most 27 pt). Taps pair up into double taps: 1+2, 3+4, 5+6, 7+8 (each
        // double tap ends its sequence at its second lift, so the next touch starts a new one);
        // the 9th has no partner and is a single tap, recognized 0.35 s after its lift.
        let taps = raw.groups
        try #require(taps.count == 9)
        for tap in taps {
            #expect(tap.mostFingers == 1 && tap.end - tap.start < 500_000)
            let first = tap.frames[0].contacts[0]
            #expect(tap.frames.allSatisfy { hypot($0.contacts[0].x - first.x, $0.contacts[0].y - first.y) < 10 })
        }
        var doubleTaps: [Int64] = [], singleTaps: [Int64] = []
        var i = 0
        while i < taps.count {
            let tap = taps[i]
            if i + 1 < taps.count, taps[i + 1].start - tap.end < 350_000,
                hypot(
                    taps[i + 1].frames[0].contacts[0].x - tap.frames[0].contacts[0].x,
                    taps[i + 1].frames[0].contacts[0].y - tap.frames[0].contacts[0].y) <= 45
            {
                doubleTaps.append(taps[i + 1].end)
                i += 2
            } else {
                singleTaps.append(tap.end + 350_000)
                i += 1
            }
        }
        #expect(doubleTaps.count == 4 && singleTaps.count == 1)
        #expect(lines.of("double-tap", "recognized").map(\.time) == doubleTaps)
        #expect(lines.of("double-tap", "failed").map(\.time) == singleTaps)
        #expect(lines.of("tap", "recognized").map(\.time) == singleTaps)
        #expect(lines.of("tap", "failed").map(\.time) == doubleTaps)
        // Five sequences: every other recognizer fails once in each, at its first tap's lift
        // (the edge pan at its first touch), and nothing pans, swipes or presses.
        for gesture in ["long-press", "pan", "two-finger-tap", "pinch", "rotation"] + SampledGesture.swipes {
            #expect(lines.of(gesture).map(\.state) == Array(repeating: "failed", count: 5), "\(gesture)")
        }
        #expect(lines.of("edge-pan-left", "failed").map(\.time) == [0, 2, 4, 6, 8].map { taps[$0].start })
    }

    @Test(arguments: [
        "Atmel maXTouch Touchscreen.1-finger-drag-up-down.events",
        "ELAN CANDO Windows7.1-finger-drag-up-down.events",
        "EP0430M09.1-finger-drag-up-down.events"
    ])
    func oneFingerDragPansOnce(_ name: String) throws {
        let (lines, raw) = try runFixture(name)
        // From the raw events: one finger, one touch sequence, starting far from the left edge
        // (> 20 pt); the pan begins at the first frame 10 pt or more from where the finger went
        // down and ends at the lift.
        let groups = raw.groups
        try #require(groups.count == 1 && groups[0].mostFingers == 1)
        let group = groups[0]
        let start = group.frames[0].contacts[0]
        #expect(start.x > 20)
        let crossing = try #require(group.frames.first { hypot($0.contacts[0].x - start.x, $0.contacts[0].y - start.y) >= 10 })
        #expect(lines.decisions(of: "pan") == [StateAt("began", crossing.time), StateAt("ended", group.end)])
        #expect(lines.of("pan", "cancelled").isEmpty && lines.of("long-press", "began").isEmpty)
        #expect(lines.decisions(of: "edge-pan-left") == [StateAt("failed", group.start)])
    }

    @Test func diagonalDragFromTheTopLeftCornerIsAnEdgePan() throws {
        let name = "N-Trig MultiTouch.1-finger-drag-NW-SE.events"
        let (lines, raw) = try runFixture(name)
        // From the raw events (protocol A, 0…9600 × 0…7200 onto 800×480): the finger goes down
        // at (17.1, 12.2), within 20 pt of the left edge, and at the first frame 10 pt away it
        // moves right at least as much as down: the edge pan begins there, the pan fails.
        let group = try #require(raw.groups.first)
        let start = group.frames[0].contacts[0]
        #expect(start.x <= 20)
        let crossing = try #require(group.frames.first { hypot($0.contacts[0].x - start.x, $0.contacts[0].y - start.y) >= 10 })
        let dx = crossing.contacts[0].x - start.x, dy = crossing.contacts[0].y - start.y
        #expect(dx > 0 && dx >= abs(dy))
        #expect(lines.decisions(of: "edge-pan-left") == [StateAt("began", crossing.time), StateAt("ended", group.end)])
        #expect(lines.decisions(of: "pan") == [StateAt("failed", crossing.time)])
    }

    @Test(arguments: ["Atmel maXTouch Touchscreen.4-finger-drag-down.events", "EP0430M09.4-finger-drag-down.events"])
    func fourFingerDragFailsEverything(_ name: String) throws {
        let (lines, raw) = try runFixture(name)
        // From the raw events: one sequence; the first frame with more than one finger holds
        // three or more (Atmel: 1 then 3; EP0430M09: all 4 at once), before the first finger
        // moved 10 pt or stayed 0.5 s. Every recognizer takes at most two fingers: all fail
        // then, once, with touches ≥ 3; nothing begins or is recognized. The edge pan fails
        // earlier, at the first touch (not within 20 pt of the left edge), with the touches of
        // that first frame.
        let group = try #require(raw.groups.first)
        try #require(raw.groups.count == 1)
        let many = try #require(group.frames.first { $0.contacts.count >= 2 })
        #expect(many.contacts.count >= 3)
        #expect(many.time - group.start < 500_000)
        let start = group.frames[0].contacts[0]
        #expect(
            group.frames.prefix { $0.time < many.time }
                .allSatisfy { hypot($0.contacts[0].x - start.x, $0.contacts[0].y - start.y) < 10 })
        #expect(lines.allSatisfy { $0.state == "failed" }, "\(lines.filter { $0.state != "failed" })")
        for gesture in SampledGesture.all.sorted() { #expect(lines.of(gesture).count == 1, "\(gesture)") }
        for line in lines where line.gesture != "edge-pan-left" {
            #expect(line.time == many.time && line.touches >= 3, "«\(line)»")
        }
        let edge = try only(lines, "edge-pan-left", "failed")
        #expect(edge.time == group.start && edge.touches == group.frames[0].contacts.count)
    }

    @Test func twoFingersTouchingAndReleasingMakeATwoFingerTap() throws {
        let name = "EP0430M09.2-fingers-touch-release.events"
        let (lines, raw) = try runFixture(name)
        // From the raw events: both fingers go down in the first frame, about 330 pt apart;
        // while both are down their distance changes by less than 10 pt and their line turns by
        // less than 5°: no pinch, no rotation, which fail when the first finger lifts. The
        // two-finger tap is recognized at the last lift, with touches=2.
        let group = try #require(raw.groups.first)
        try #require(raw.groups.count == 1 && group.frames[0].contacts.count == 2)
        let both = group.frames.filter { $0.contacts.count == 2 }
        func vector(_ frame: RawRecording.Frame) -> (x: Double, y: Double) {
            (frame.contacts[1].x - frame.contacts[0].x, frame.contacts[1].y - frame.contacts[0].y)
        }
        let v0 = vector(both[0])
        for frame in both {
            let v = vector(frame)
            #expect(abs(hypot(v.x, v.y) - hypot(v0.x, v0.y)) < 10)
            #expect(abs(atan2(v.y, v.x) - atan2(v0.y, v0.x)) < Double.pi / 36)
        }
        let firstLift = try #require(group.frames.first { $0.contacts.count < 2 }).time
        #expect(lines.decisions(of: "two-finger-tap") == [StateAt("recognized", group.end)])
        #expect(try only(lines, "two-finger-tap", "recognized").touches == 2)
        #expect(lines.decisions(of: "pinch") == [StateAt("failed", firstLift)])
        #expect(lines.decisions(of: "rotation") == [StateAt("failed", firstLift)])
    }
}

extension HandWrittenRecording {
    /// The times (µs) when a finger went down on an empty screen, and of the last lift, from
    /// the frames written.
    var quietTouchDowns: [Int64] { touchHistory.quietTouchDowns }
    var lastLift: Int64? { touchHistory.lastLift }

    private var touchHistory: (quietTouchDowns: [Int64], lastLift: Int64?) {
        var down = Set<Int>()
        var quiet: [Int64] = []
        var lift: Int64?
        var slot = 0
        var frameChanges: [(code: Int, value: Int)] = []
        for line in text.split(separator: "\n") {
            let f = line.split(separator: " ")
            guard f.count == 5, let time = micros(text: f[1]), let code = Int(f[3], radix: 16), let value = Int(f[4])
            else { continue }
            if f[2] == "0000" {
                let wasEmpty = down.isEmpty
                for (code, value) in frameChanges {
                    if code == 0x2f { slot = value }
                    if code == 0x39 { if value < 0 { down.remove(slot) } else { down.insert(slot) } }
                }
                frameChanges = []
                if wasEmpty && !down.isEmpty { quiet.append(time) }
                if !wasEmpty && down.isEmpty { lift = time }
            } else {
                frameChanges.append((code, value))
            }
        }
        return (quiet, lift)
    }
}
