import Foundation
import TactileInput
import Testing

// Support for DebugGesturesReplayTests: running `tactile debug-gestures` as a subprocess, reading
// its lines, writing hand-made evemu recordings, reading the raw events of real recordings
// (independently of the Input module), and checking the state sequences the lines describe.

// MARK: - Running the program

/// The built `tactile` program and one run of `tactile debug-gestures`.
enum DebugGesturesProgram {
    /// The package root: this file is <root>/Tests/TactileDeviceTests/DebugGestures/<file>.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // DebugGestures
        .deletingLastPathComponent()  // TactileDeviceTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `$TACTILE_BINARY` when set (builds with another `--scratch-path`), else
    /// `<package root>/.build/debug/tactile` (what `make test`'s `swift build --build-tests` makes).
    static var binaryPath: String {
        if let path = ProcessInfo.processInfo.environment["TACTILE_BINARY"], !path.isEmpty { return path }
        return packageRoot.appendingPathComponent(".build/debug/tactile").path
    }

    static var missingBinaryMessage: Comment {
        Comment(rawValue: missingBinaryText)
    }

    static var missingBinaryText: String {
        "tactile binary not found at \(binaryPath): build it first (`swift build --build-tests`, as `make test` does), "
            + "or point TACTILE_BINARY at it (e.g. <scratch path>/debug/tactile)"
    }

    /// What one run printed.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Every non-empty line of standard output.
        var outputLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
        /// The lines that parse, in order.
        var lines: [GestureLine] { outputLines.compactMap(GestureLine.init(parsing:)) }
        /// The lines that do not parse.
        var unparsedLines: [String] { outputLines.filter { GestureLine(parsing: $0) == nil } }
    }

    /// Runs `tactile debug-gestures --input replay:EVENTS [--input-description DESC]` plus
    /// `arguments`. The child gets no TACTILE_* variable (they would choose a display or a
    /// calibration) and a calibration file that does not exist (identity calibration, whatever
    /// /etc holds).
    static func run(
        eventsPath: String, descriptionPath: String?, arguments: [String] = [],
        timeout: TimeInterval = 120
    ) throws -> Run {
        var all = ["debug-gestures", "--input", "replay:" + eventsPath]
        if let descriptionPath { all += ["--input-description", descriptionPath] }
        let output = try runTactile(all + arguments, timeout: timeout)
        return Run(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }

    /// Runs the binary with `arguments` plus an `--input-config` that does not exist (identity
    /// calibration, whatever /etc holds); the child gets no TACTILE_* variable (they would choose
    /// a display or a calibration). Killed after `timeout` seconds (status −1).
    static func runTactile(_ arguments: [String], timeout: TimeInterval = 120) throws
        -> (status: Int32, stdout: String, stderr: String)
    {
        let scratch = try TemporaryDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binaryPath)
        process.arguments = arguments + ["--input-config", scratch.path("no-such-calibration.conf")]
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("TACTILE_") { environment.removeValue(forKey: key) }
        process.environment = environment
        let outPath = scratch.path("stdout.txt"), errPath = scratch.path("stderr.txt")
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        var timedOut = false
        if process.isRunning {
            timedOut = true
            process.terminate()
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        let stdout = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        var stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        if timedOut { stderr += "\n[test] killed after \(timeout) s" }
        return (timedOut ? -1 : process.terminationStatus, stdout, stderr)
    }

    /// Writes `recording` (and the panel description) to a temporary directory and runs it.
    static func run(_ recording: HandWrittenRecording, arguments: [String] = []) throws -> Run {
        let scratch = try TemporaryDirectory()
        let (events, description) = try recording.write(to: scratch)
        return try run(eventsPath: events, descriptionPath: description, arguments: arguments)
    }
}

/// A fresh directory under the system's temporary directory, removed when released.
final class TemporaryDirectory {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-debug-gestures-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    deinit { try? FileManager.default.removeItem(at: url) }
}

// MARK: - Time

/// Microseconds from seconds written in a test (1.08 → 1_080_000).
func micros(_ seconds: Double) -> Int64 { Int64((seconds * 1_000_000).rounded()) }

/// Microseconds from a decimal text with up to 6 decimals ("1357751027.175522"), exactly.
func micros(text: Substring) -> Int64? {
    let negative = text.hasPrefix("-")
    let body = negative ? text.dropFirst() : text
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = Int64(parts[0]) else { return nil }
    var fraction: Int64 = 0
    if parts.count == 2 {
        let digits = parts[1]
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy(\.isNumber), let value = Int64(digits) else { return nil }
        fraction = value
        for _ in digits.count..<6 { fraction *= 10 }
    }
    let total = whole * 1_000_000 + fraction
    return negative ? -total : total
}

/// Seconds with 6 decimals, as the program prints them, for messages.
func secondsText(_ micros: Int64) -> String {
    let sign = micros < 0 ? "-" : ""
    let m = abs(micros)
    let fraction = String(m % 1_000_000)
    return sign + "\(m / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
}

// MARK: - The program's lines

/// The recognizers of `tactile debug-gestures` (GestureSampler.swift).
enum SampledGesture {
    static let discrete: Set<String> = [
        "tap", "double-tap", "two-finger-tap",
        "swipe-left", "swipe-right", "swipe-up", "swipe-down"
    ]
    static let continuous: Set<String> = ["long-press", "pan", "pinch", "rotation", "edge-pan-left"]
    static let swipes = ["swipe-left", "swipe-right", "swipe-up", "swipe-down"]
    static var all: Set<String> { discrete.union(continuous) }
}

/// One line: `t=<s> gesture=<name> state=<state> x=<pt> y=<pt> touches=<n>` and, for pan and
/// edge pan, `translation=<dx>,<dy> velocity=<vx>,<vy>`; for pinch `scale=<s> velocity=<v>`; for
/// rotation `rotation=<rad> velocity=<v>`. Parsing is strict: fields in that order, nothing else.
struct GestureLine: Equatable, CustomStringConvertible {
    var time: Int64
    var gesture: String
    var state: String
    var x: Double
    var y: Double
    var touches: Int
    var translation: (x: Double, y: Double)?
    var velocity: (x: Double, y: Double)?
    var scale: Double?
    var rotation: Double?
    /// Pinch (scale per second) and rotation (radians per second) velocity.
    var rate: Double?
    let text: String

    var description: String { text }

    static func == (a: GestureLine, b: GestureLine) -> Bool { a.text == b.text }

    static let states: Set<String> = ["began", "changed", "ended", "recognized", "cancelled", "failed"]

    init?(parsing text: String) {
        self.text = text
        let fields = text.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count >= 6 else { return nil }
        func value(_ index: Int, _ key: String) -> Substring? {
            guard index < fields.count, fields[index].hasPrefix(key + "=") else { return nil }
            let rest = fields[index].dropFirst(key.count + 1)
            return rest.isEmpty ? nil : rest
        }
        func number(_ text: Substring?) -> Double? {
            guard let text, text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }) else { return nil }
            return Double(text)
        }
        func pair(_ text: Substring?) -> (Double, Double)? {
            guard let parts = text?.split(separator: ",", omittingEmptySubsequences: false), parts.count == 2,
                let a = number(parts[0]), let b = number(parts[1])
            else { return nil }
            return (a, b)
        }
        guard let t = value(0, "t"), let time = micros(text: t),
            let gesture = value(1, "gesture"), SampledGesture.all.contains(String(gesture)),
            let state = value(2, "state"), Self.states.contains(String(state)),
            let x = number(value(3, "x")), let y = number(value(4, "y")),
            let touchesText = value(5, "touches"), let touches = Int(touchesText), touches >= 0
        else { return nil }
        self.time = time
        self.gesture = String(gesture)
        self.state = String(state)
        self.x = x
        self.y = y
        self.touches = touches
        switch self.gesture {
        case "pan", "edge-pan-left":
            guard fields.count == 8, let translation = pair(value(6, "translation")),
                let velocity = pair(value(7, "velocity"))
            else { return nil }
            self.translation = translation
            self.velocity = velocity
        case "pinch":
            guard fields.count == 8, let scale = number(value(6, "scale")), let rate = number(value(7, "velocity"))
            else { return nil }
            self.scale = scale
            self.rate = rate
        case "rotation":
            guard fields.count == 8, let rotation = number(value(6, "rotation")),
                let rate = number(value(7, "velocity"))
            else { return nil }
            self.rotation = rotation
            self.rate = rate
        default:
            guard fields.count == 6 else { return nil }
        }
    }
}

extension Array where Element == GestureLine {
    func of(_ gesture: String) -> [GestureLine] { filter { $0.gesture == gesture } }
    func of(_ gesture: String, _ state: String) -> [GestureLine] { filter { $0.gesture == gesture && $0.state == state } }
    /// (state, time) of one recognizer's lines other than `changed`.
    func decisions(of gesture: String) -> [StateAt] {
        of(gesture).filter { $0.state != "changed" }.map { StateAt($0.state, $0.time) }
    }
}

/// A state at a time (microseconds), for comparisons with readable failures.
struct StateAt: Equatable, CustomStringConvertible {
    var state: String
    var time: Int64
    init(_ state: String, _ time: Int64) {
        self.state = state
        self.time = time
    }
    var description: String { "\(state)@\(secondsText(time))" }
}

/// Whether a printed value (rounded to `decimals`) is `expected`, allowing for the rounding.
func printed(_ value: Double?, matches expected: Double, decimals: Int) -> Bool {
    guard let value else { return false }
    var half = 0.5
    for _ in 0..<decimals { half /= 10 }
    return abs(value - expected) <= half + 1e-9
}

// MARK: - Legal state sequences

/// Problems with the lines as state sequences, independently of what the gestures are:
/// - lines are in time order, within the recording (first touch … last lift + 0.5 s, the
///   longest timer);
/// - per recognizer, its lines split into episodes, each legal: a discrete recognizer prints one
///   line, `recognized` or `failed`; a continuous one prints `failed` alone, or `began`,
///   `changed`…, then `ended` or `cancelled` (never `recognized`);
/// - a recognizer decides once per sequence: between the end of one of its episodes and the
///   start of the next there is a touch on a quiet screen (a new sequence), so no recognizer is
///   both recognized (or began) and failed in one sequence, and `failed` appears once per
///   sequence;
/// - every episode is closed when the program exits.
func stateSequenceProblems(_ lines: [GestureLine], quietTouchDowns: [Int64], lastLift: Int64?) -> [String] {
    var problems: [String] = []
    for (a, b) in zip(lines, lines.dropFirst()) where b.time < a.time {
        problems.append("out of time order: «\(a)» then «\(b)»")
    }
    if let first = quietTouchDowns.first, let line = lines.first(where: { $0.time < first }) {
        problems.append("line before the first touch: «\(line)»")
    }
    if let lastLift, let line = lines.first(where: { $0.time > lastLift + 500_000 }) {
        problems.append("line more than 0.5 s after the last lift: «\(line)»")
    }
    for gesture in SampledGesture.all.sorted() {
        let mine = lines.of(gesture)
        let discrete = SampledGesture.discrete.contains(gesture)
        var open: GestureLine?  // a continuous episode under way
        var lastEnd: Int64?  // when the last episode finished
        for line in mine {
            if open == nil {
                // A new episode: a new sequence must have started since the last one finished.
                if let lastEnd, !quietTouchDowns.contains(where: { $0 >= lastEnd && $0 <= line.time }) {
                    problems.append(
                        "\(gesture) decides again in the same sequence (no touch on a quiet screen "
                            + "between \(secondsText(lastEnd)) and \(secondsText(line.time))): «\(line)»")
                }
                switch (discrete, line.state) {
                case (true, "recognized"), (true, "failed"), (false, "failed"):
                    lastEnd = line.time
                case (false, "began"):
                    open = line
                default:
                    problems.append(
                        "\(gesture) (\(discrete ? "discrete" : "continuous")) starts an episode with "
                            + "\(line.state): «\(line)»")
                    lastEnd = line.time
                }
            } else {
                switch line.state {
                case "changed":
                    break
                case "ended", "cancelled":
                    open = nil
                    lastEnd = line.time
                default:
                    problems.append("\(gesture) goes from began/changed to \(line.state): «\(line)»")
                    open = nil
                    lastEnd = line.time
                }
            }
        }
        if let open { problems.append("\(gesture) began and never ended or was cancelled: «\(open)»") }
    }
    return problems
}

// MARK: - Hand-written recordings

/// A protocol B recording written in a test, for a 10-slot panel whose axes (X 0…799, Y 0…479)
/// map 1:1 onto the default 800×480-point screen: device units are points.
struct HandWrittenRecording {
    /// Writes the recording and the panel's description into `scratch`; returns their paths.
    func write(to scratch: TemporaryDirectory) throws -> (events: String, description: String) {
        let events = scratch.path("hand-written.events"), description = scratch.path("panel.desc")
        try text.write(toFile: events, atomically: true, encoding: .utf8)
        try Self.panelDescription.write(toFile: description, atomically: true, encoding: .utf8)
        return (events, description)
    }

    /// The panel: `tenSlotPanel` of TactileInputTests/Support/TestSupport.swift with the position axes
    /// (ABS_X/ABS_Y 00/01 and ABS_MT_POSITION_X/Y 35/36) at 0…799 and 0…479.
    static let panelDescription = """
        # EVEMU 1.3
        N: Test Panel, Inc. 10-finger touchscreen
        I: 0018 1234 5678 0001
        P: 02 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 04 00 00 00 00 00 00
        B: 03 03 00 00 00 00 80 e1 06
        A: 00 0 799 0 0 0
        A: 01 0 479 0 0 0
        A: 2f 0 9 0 0 0
        A: 30 0 255 0 0 0
        A: 35 0 799 0 0 0
        A: 36 0 479 0 0 0
        A: 37 0 2 0 0 0
        A: 39 0 65535 0 0 0
        A: 3a 0 255 0 0 0

        """

    enum Change {
        /// A finger goes down in `slot` with tracking id `id`.
        case down(slot: Int, id: Int, x: Int, y: Int)
        case move(slot: Int, x: Int, y: Int)
        case up(slot: Int)
    }

    private(set) var text = ""
    private var slot = 0

    /// One frame: the changes, then SYN_REPORT, all at `time` seconds.
    mutating func frame(at time: Double, _ changes: Change...) {
        for change in changes {
            switch change {
            case let .down(s, id, x, y):
                select(s, time)
                add(time, 0x39, id)
                add(time, 0x35, x)
                add(time, 0x36, y)
            case let .move(s, x, y):
                select(s, time)
                add(time, 0x35, x)
                add(time, 0x36, y)
            case let .up(s):
                select(s, time)
                add(time, 0x39, -1)
            }
        }
        text += String(format: "E: %.6f 0000 0000 0\n", time)
    }

    private mutating func select(_ s: Int, _ time: Double) {
        if s != slot {
            add(time, 0x2f, s)
            slot = s
        }
    }

    private mutating func add(_ time: Double, _ code: Int, _ value: Int) {
        text += String(format: "E: %.6f 0003 %04x %d\n", time, code, value)
    }
}

// MARK: - Velocity, as VelocityEstimator.swift documents it

/// An independent implementation of the documented velocity rule, for expected values: each
/// kept sample's velocity (movement over the time since the previous kept sample) is blended
/// 0.2 · new + 0.8 · previous estimate; the first estimate is the first sample's velocity;
/// samples less than 1 ms after the previous kept one are dropped (their movement counts in the
/// next kept one); after a gap of more than 100 ms the estimate restarts from the new sample
/// alone; asked more than 100 ms after the last kept sample, the velocity is zero.
struct DocumentedVelocity {
    private var lastX = 0.0, lastY = 0.0
    private var lastTime: Int64 = 0
    /// When the point last moved: reports of a finger held still do not count (VelocityEstimator:
    /// "zero when the point last moved more than 100 ms before").
    private var lastMoveTime: Int64 = 0
    private var estimate: (x: Double, y: Double)?

    /// Starts at the touch-down point.
    init(x: Double, y: Double, time: Int64) {
        lastX = x
        lastY = y
        lastTime = time
        lastMoveTime = time
    }

    mutating func add(x: Double, y: Double, time: Int64) {
        let elapsed = time - lastTime
        guard elapsed >= 1_000 else { return }
        let seconds = Double(elapsed) / 1_000_000
        let current = (x: (x - lastX) / seconds, y: (y - lastY) / seconds)
        if let previous = estimate, elapsed <= 100_000 {
            estimate = (0.2 * current.x + 0.8 * previous.x, 0.2 * current.y + 0.8 * previous.y)
        } else {
            estimate = current
        }
        if x != lastX || y != lastY { lastMoveTime = time }
        lastX = x
        lastY = y
        lastTime = time
    }

    func velocity(at time: Int64) -> (x: Double, y: Double) {
        guard let estimate, time - lastMoveTime <= 100_000 else { return (0, 0) }
        return estimate
    }
}

// MARK: - Raw events of real recordings

/// A recording's frames read straight from the evemu text (not through the Input module): each
/// SYN_REPORT is a frame, at its own timestamp, holding the contacts down then, mapped onto the
/// 800×480-point screen as (raw − min) / (max − min + 1) × size from the description's axes.
///
/// Protocol B: a contact is a slot holding a tracking id ≥ 0; a new tracking id in a slot is a
/// new contact; a slot keeps its last position across contacts (the kernel sends changes only).
/// Protocol A (SYN_MT_REPORT): each report is a contact; identities follow the nearest contact
/// of the previous frame.
struct RawRecording {
    struct Contact: Equatable {
        var id: Int
        var x: Double
        var y: Double
    }
    struct Frame {
        var time: Int64
        var contacts: [Contact]
        func contact(_ id: Int) -> Contact? { contacts.first { $0.id == id } }
    }
    /// A touch sequence's fingers from a touch on an empty screen to the frame where none is
    /// left (`end`, the last lift).
    struct Group {
        var frames: [Frame]  // from the first touch to the last frame with a contact
        var end: Int64
        var start: Int64 { frames[0].time }
        var mostFingers: Int { frames.map(\.contacts.count).max() ?? 0 }
    }

    var frames: [Frame] = []
    var isProtocolA = false

    init(eventsPath: String, descriptionPath: String, width: Double = 800, height: Double = 480) throws {
        // Axis ranges: "A: <code hex> <min> <max> …".
        var ranges: [Int: (min: Double, max: Double)] = [:]
        for line in try String(contentsOfFile: descriptionPath, encoding: .utf8).split(separator: "\n")
        where line.hasPrefix("A:") {
            let f = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if f.count >= 4, let code = Int(f[1], radix: 16), let lo = Double(f[2]), let hi = Double(f[3]) {
                ranges[code] = (lo, hi)
            }
        }
        let xr = ranges[0x35] ?? ranges[0x00] ?? (0, width - 1)
        let yr = ranges[0x36] ?? ranges[0x01] ?? (0, height - 1)
        func sx(_ v: Int) -> Double { (Double(v) - xr.min) / (xr.max - xr.min + 1) * width }
        func sy(_ v: Int) -> Double { (Double(v) - yr.min) / (yr.max - yr.min + 1) * height }

        let text = try String(contentsOfFile: eventsPath, encoding: .utf8)
        var slot = 0
        var slotContact: [Int: Int] = [:]  // slot → contact id
        var slotTracking: [Int: Int] = [:]  // slot → tracking id
        var slotX: [Int: Int] = [:], slotY: [Int: Int] = [:]
        var nextID = 1
        var reportX: Int?, reportY: Int?
        var reports: [(Int, Int)] = []
        var previous: [Contact] = []
        for line in text.split(separator: "\n") where line.hasPrefix("E:") {
            let f = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard f.count >= 5, let time = micros(text: f[1]), let type = Int(f[2], radix: 16),
                let code = Int(f[3], radix: 16), let value = Int(f[4])
            else { continue }
            switch (type, code) {
            case (3, 0x2f):
                slot = value
            case (3, 0x39):
                if value < 0 {
                    slotContact[slot] = nil
                    slotTracking[slot] = nil
                } else if slotTracking[slot] != value {
                    slotTracking[slot] = value
                    slotContact[slot] = nextID
                    nextID += 1
                }
            case (3, 0x35):
                slotX[slot] = value
                reportX = value
            case (3, 0x36):
                slotY[slot] = value
                reportY = value
            case (0, 2):  // SYN_MT_REPORT
                isProtocolA = true
                if let x = reportX, let y = reportY { reports.append((x, y)) }
                reportX = nil
                reportY = nil
            case (0, 0):  // SYN_REPORT
                var contacts: [Contact] = []
                if isProtocolA {
                    var unmatched = previous
                    for (x, y) in reports {
                        let point = (x: sx(x), y: sy(y))
                        let nearest = unmatched.indices.min { a, b in
                            hypot(unmatched[a].x - point.x, unmatched[a].y - point.y)
                                < hypot(unmatched[b].x - point.x, unmatched[b].y - point.y)
                        }
                        var id = nextID
                        if let nearest, hypot(unmatched[nearest].x - point.x, unmatched[nearest].y - point.y) < 100 {
                            id = unmatched[nearest].id
                            unmatched.remove(at: nearest)
                        } else {
                            nextID += 1
                        }
                        contacts.append(Contact(id: id, x: point.x, y: point.y))
                    }
                    reports = []
                } else {
                    for (s, id) in slotContact.sorted(by: { $0.key < $1.key }) {
                        guard let x = slotX[s], let y = slotY[s] else { continue }
                        contacts.append(Contact(id: id, x: sx(x), y: sy(y)))
                    }
                }
                previous = contacts
                frames.append(Frame(time: time, contacts: contacts))
            default:
                break
            }
        }
    }

    /// The touch sequences, each from a touch on an empty screen to its last lift.
    var groups: [Group] {
        var result: [Group] = []
        var current: [Frame] = []
        for frame in frames {
            if frame.contacts.isEmpty {
                if !current.isEmpty { result.append(Group(frames: current, end: frame.time)) }
                current = []
            } else {
                current.append(frame)
            }
        }
        if !current.isEmpty { result.append(Group(frames: current, end: Int64.max)) }
        return result
    }
}
