import Foundation
import TactileInput
import TactilePlatform
import TactileRaster

/// Paths and helpers shared by the input tests.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    static func path(_ name: String) -> String { directory + "/" + name }

    /// Every events file in the fixtures, with its description file.
    static var eventFiles: [(events: String, description: String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".events") }.sorted().map { name in
            // "Device.what-was-recorded.events" or "Device.events", beside "Device.desc".
            var device = String(name.dropLast(7))
            while !names.contains(device + ".desc"), let dot = device.lastIndex(of: ".") { device = String(device[..<dot]) }
            return (path(name), path(device + ".desc"))
        }
    }
}

/// Parses evemu text written in a test.
func parseEvemu(_ text: String) throws(RecordingError) -> Recording {
    try EvemuFormat.parse(Array(text.utf8))
}

/// Replays a recording in virtual time through the same path as a live device and returns
/// every record, ending with cancelled records for touches still down.
func replayRecords(
    _ recording: Recording, width: Double = 1024, height: Double = 600,
    calibration: CalibrationMatrix = .identity, rotation: DisplayRotation = .none,
    thresholds: TouchThresholds = .standard
) throws -> [TouchRecord] {
    let tracker = TouchTracker(thresholds: thresholds)
    let device = try InputDevice.replay(
        recording, path: "test", id: 1, tracker: tracker, screen: (width, height),
        calibration: calibration, rotation: rotation)
    device.replayToEnd()
    return tracker.takeRecords()
}

/// A hand-written 10-slot protocol B panel, 1024×600 units, with pressure, touch major and
/// tool type: mapped 1:1 onto a 1024×600 pt screen.
let tenSlotPanel = """
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
    A: 00 0 1023 0 0 0
    A: 01 0 599 0 0 0
    A: 2f 0 9 0 0 0
    A: 30 0 255 0 0 0
    A: 35 0 1023 0 0 0
    A: 36 0 599 0 0 0
    A: 37 0 2 0 0 0
    A: 39 0 65535 0 0 0
    A: 3a 0 255 0 0 0

    """

/// Builds event lines for `tenSlotPanel`.
struct EventScript {
    private(set) var text = ""
    var time = 1.0

    mutating func add(_ type: Int, _ code: Int, _ value: Int) {
        text += String(format: "E: %.6f %04x %04x %d\n", time, type, code, value)
    }
    mutating func slot(_ slot: Int) { add(3, 0x2f, slot) }
    mutating func down(slot s: Int, id: Int, x: Int, y: Int) {
        slot(s); add(3, 0x39, id); add(3, 0x35, x); add(3, 0x36, y)
    }
    mutating func move(slot s: Int, x: Int, y: Int) { slot(s); add(3, 0x35, x); add(3, 0x36, y) }
    mutating func up(slot s: Int) { slot(s); add(3, 0x39, -1) }
    /// SYN_REPORT, then the clock advances by `step` seconds.
    mutating func report(step: Double = 0.01) { add(0, 0, 0); time += step }
}

extension Array where Element == TouchRecord {
    func phases(of id: Int) -> [TouchPhase] { filter { $0.id == id }.map(\.phase) }
    var ids: [Int] { Set(map { $0.id }).sorted() }
    func count(_ phase: TouchPhase) -> Int { filter { $0.phase == phase }.count }
}
