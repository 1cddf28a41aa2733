import Foundation
import Testing

// Support for DebugScrollReplayTests: running `tactile debug-scroll` and `tactile debug-touches`
// as subprocesses, parsing their lines, and the documented scrolling rules written out again
// (rubber band, deceleration, critically damped spring, the pan's tracked point), so that every
// expected value comes from the formulas, never from the program's own output.
//
// The binary locator (`DebugGesturesProgram.binaryPath`) and the hand-written recording writer
// (`HandWrittenRecording`, its 10-slot panel mapping 1:1 onto 800×480 points) are the internal
// helpers of Tests/TactileDeviceTests/DebugGestures, used as they are.

// MARK: - Running the programs

enum DebugScrollProgram {
    static var binaryPath: String { DebugGesturesProgram.binaryPath }

    static var missingBinaryMessage: Comment {
        Comment(
            rawValue: "tactile binary not found at \(binaryPath): build it first (`swift build --build-tests`), "
                + "or point TACTILE_BINARY at it (e.g. <scratch path>/debug/tactile)")
    }

    static let fixtureDirectory = DebugGesturesProgram.packageRoot.appendingPathComponent("Tests/TactileInputTests/Fixtures").path

    /// A fixture's events file and its device description (`<device>.desc`, the name up to the
    /// last dot before the gesture's name: "EP0430M09.1-finger-drag-up-down" → "EP0430M09").
    static func fixture(_ name: String) -> (events: String, description: String) {
        let device = String(name[..<name.range(of: ".", options: .backwards)!.lowerBound])
        return (fixtureDirectory + "/" + name + ".events", fixtureDirectory + "/" + device + ".desc")
    }

    /// What one run printed.
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        var outputLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    }

    /// Runs the binary with `arguments` plus an `--input-config` that does not exist (identity
    /// calibration whatever /etc holds); the child gets no TACTILE_* variable (they would choose
    /// a display or a calibration).
    static func run(_ arguments: [String], timeout: TimeInterval = 120) throws -> Output {
        let output = try DebugGesturesProgram.runTactile(arguments, timeout: timeout)
        return Output(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }

    /// `tactile debug-scroll --input replay:EVENTS --input-description DESC` plus `arguments`.
    static func scroll(events: String, description: String, arguments: [String] = []) throws -> Output {
        try run(["debug-scroll", "--input", "replay:" + events, "--input-description", description] + arguments)
    }

    /// `tactile debug-touches` on the same recording.
    static func touches(events: String, description: String) throws -> Output {
        try run(["debug-touches", "--input", "replay:" + events, "--input-description", description])
    }

    /// Writes `recording` and the test panel's description to a temporary directory and runs
    /// `debug-scroll` on them.
    static func scroll(_ recording: HandWrittenRecording, arguments: [String] = []) throws -> Output {
        let scratch = try TemporaryDirectory()
        let (events, description) = try recording.write(to: scratch)
        return try scroll(events: events, description: description, arguments: arguments)
    }
}

// Scratch directories (`TemporaryDirectory`) and times (`micros(text:)`, `micros(_:)`) come
// from the debug-gestures support.

// MARK: - The lines

/// One line of `tactile debug-scroll`: `t=<s> offset=<x>,<y> zoom=<scale> state=<state>`, parsed
/// strictly (those fields in that order, nothing else; two decimals for offsets, four for zoom).
struct ScrollLine: CustomStringConvertible {
    static let states: Set<String> = ["tracking", "dragging", "decelerating", "bouncing", "idle"]

    var time: Int64
    var x: Double
    var y: Double
    var zoom: Double
    var state: String
    let text: String

    var seconds: Double { Double(time) / 1e6 }
    var description: String { text }

    init?(parsing text: String) {
        self.text = text
        let fields = text.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 4 else { return nil }
        func value(_ index: Int, _ key: String) -> Substring? {
            guard fields[index].hasPrefix(key + "=") else { return nil }
            let rest = fields[index].dropFirst(key.count + 1)
            return rest.isEmpty ? nil : rest
        }
        func fixed(_ text: Substring?, decimals: Int) -> Double? {
            guard let text else { return nil }
            let body = text.hasPrefix("-") ? text.dropFirst() : text
            let parts = body.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy(\.isNumber), parts[1].count == decimals,
                parts[1].allSatisfy(\.isNumber)
            else { return nil }
            return Double(text)
        }
        guard let t = value(0, "t"), let time = micros(text: t),
            let offset = value(1, "offset")
        else { return nil }
        let pair = offset.split(separator: ",", omittingEmptySubsequences: false)
        guard pair.count == 2, let x = fixed(pair[0], decimals: 2), let y = fixed(pair[1], decimals: 2),
            let zoom = fixed(value(2, "zoom"), decimals: 4),
            let state = value(3, "state"), Self.states.contains(String(state))
        else { return nil }
        self.time = time
        self.x = x
        self.y = y
        self.zoom = zoom
        self.state = String(state)
    }
}

extension DebugScrollProgram.Output {
    var lines: [ScrollLine] { outputLines.compactMap(ScrollLine.init(parsing:)) }
    var unparsedLines: [String] { outputLines.filter { ScrollLine(parsing: $0) == nil } }
}

/// One touch record of `tactile debug-touches`:
/// `t=<s> id=<n> phase=<phase> x=<pt> y=<pt> taps=<n> swipe=<bits>` (key lines are not touches).
struct TouchLine {
    var time: Int64
    var id: Int
    var phase: String
    var x: Double
    var y: Double

    init?(parsing text: String) {
        let fields = text.split(separator: " ")
        guard fields.count == 7 else { return nil }
        func value(_ index: Int, _ key: String) -> Substring? {
            guard fields[index].hasPrefix(key + "=") else { return nil }
            return fields[index].dropFirst(key.count + 1)
        }
        guard let t = value(0, "t"), let time = micros(text: t), let id = value(1, "id").flatMap({ Int($0) }),
            let phase = value(2, "phase"), let x = value(3, "x").flatMap({ Double($0) }),
            let y = value(4, "y").flatMap({ Double($0) })
        else { return nil }
        self.time = time
        self.id = id
        self.phase = String(phase)
        self.x = x
        self.y = y
    }
}

// MARK: - The pan's tracked point, from debug-touches

/// The point a pan follows, as PanGestureRecognizer documents it: it starts at the centroid of
/// the first fingers and then moves by the mean movement of the fingers that were down before
/// and still are (a finger added or lifted does not move it). One entry per touch moment (the
/// records sharing a timestamp).
struct TrackedPoint {
    struct Moment {
        var time: Int64
        var x: Double
        var y: Double
        /// Fingers down after this moment.
        var fingers: Int
        /// Whether the tracked point moved at this moment.
        var moved: Bool
        /// Whether fingers went down on an empty screen here (a new touch sequence).
        var sequenceStart: Bool
    }

    private(set) var moments: [Moment] = []

    init(_ touches: [TouchLine]) {
        var positions: [Int: (x: Double, y: Double)] = [:]
        var x = 0.0, y = 0.0
        var index = 0
        while index < touches.count {
            let time = touches[index].time
            var next = positions
            while index < touches.count, touches[index].time == time {
                let touch = touches[index]
                if touch.phase == "ended" || touch.phase == "cancelled" {
                    next[touch.id] = nil
                } else {
                    next[touch.id] = (touch.x, touch.y)
                }
                index += 1
            }
            let common = positions.keys.filter { next[$0] != nil }
            var moved = false
            let sequenceStart = positions.isEmpty && !next.isEmpty
            if sequenceStart {
                x = next.values.map(\.x).reduce(0, +) / Double(next.count)
                y = next.values.map(\.y).reduce(0, +) / Double(next.count)
            } else if !common.isEmpty {
                let dx = common.map { next[$0]!.x - positions[$0]!.x }.reduce(0, +) / Double(common.count)
                let dy = common.map { next[$0]!.y - positions[$0]!.y }.reduce(0, +) / Double(common.count)
                moved = dx != 0 || dy != 0
                x += dx
                y += dy
            }
            positions = next
            moments.append(Moment(time: time, x: x, y: y, fingers: next.count, moved: moved, sequenceStart: sequenceStart))
        }
    }

    /// The last moment at or before `time`.
    func moment(at time: Int64) -> Moment? { moments.last { $0.time <= time } }

    /// How many touch moments fall in (a, b].
    func momentCount(after a: Int64, through b: Int64) -> Int { moments.filter { $0.time > a && $0.time <= b }.count }

    func isMoment(_ time: Int64) -> Bool { moments.contains { $0.time == time } }
}

// MARK: - The documented motion

/// The documented scrolling rules, written out from docs/scroll-physics.md and the doc comments.
enum DocumentedScroll {
    /// The rubber band: a pull x beyond an edge shows b = x·d·c/(d + c·x), c = 0.55, d the view's
    /// length on that axis (signed like the pull).
    static func rubberBand(_ pull: Double, dimension d: Double) -> Double {
        let c = 0.55, x = abs(pull)
        let b = x * d * c / (d + c * x)
        return pull < 0 ? -b : b
    }

    /// Where an unbounded drag offset shows: itself between the edges, else the edge plus the
    /// rubber band of the pull beyond it.
    static func shown(_ unbounded: Double, low: Double, high: Double, dimension: Double) -> Double {
        if unbounded < low { return low + rubberBand(unbounded - low, dimension: dimension) }
        if unbounded > high { return high + rubberBand(unbounded - high, dimension: dimension) }
        return unbounded
    }

    /// The inverse of `shown`: x = b·d/(c·(d − b)) beyond an edge.
    static func unbounded(_ shown: Double, low: Double, high: Double, dimension d: Double) -> Double {
        let c = 0.55
        func pull(_ b: Double) -> Double { let m = abs(b); let x = m * d / (c * (d - m)); return b < 0 ? -x : x }
        if shown < low { return low + pull(shown - low) }
        if shown > high { return high + pull(shown - high) }
        return shown
    }

    /// The deceleration at 0.998 per millisecond: k = 1000·ln 0.998 (per second, negative).
    static let k = 1000 * log(0.998)

    /// x(t) = x0 + v0·(0.998^(1000t) − 1)/k.
    static func decay(x0: Double, v0: Double, t: Double) -> Double { x0 + v0 * (pow(0.998, 1000 * t) - 1) / k }

    /// v(t) = v0·0.998^(1000t).
    static func decayVelocity(v0: Double, t: Double) -> Double { v0 * pow(0.998, 1000 * t) }

    /// The critically damped spring (mass 1, stiffness 100: ω = 10, damping 20) from displacement
    /// s0 and velocity v0: s(t) = (s0 + (v0 + 10·s0)·t)·e^(−10t).
    static func spring(s0: Double, v0: Double, t: Double) -> Double { (s0 + (v0 + 10 * s0) * t) * exp(-10 * t) }

    /// Its velocity: s'(t) = (v0 − 10·(v0 + 10·s0)·t)·e^(−10t).
    static func springVelocity(s0: Double, v0: Double, t: Double) -> Double {
        (v0 - 10 * (v0 + 10 * s0) * t) * exp(-10 * t)
    }

    /// The resting threshold at scale 1: half a pixel.
    static let threshold = 0.5
}

/// Whether a value printed with two decimals is `expected`, allowing for the rounding and
/// `slack` more.
func printedOffset(_ value: Double, matches expected: Double, slack: Double = 0) -> Bool {
    abs(value - expected) <= 0.005 + slack + 1e-9
}
