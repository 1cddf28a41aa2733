import FuzzSupport
import TactileInput
import TactileRaster

/// libFuzzer's entry: parses the input as an evemu recording and replays it to its end through
/// the contact decoder (protocol A, B or single touch, as its description says) and the touch
/// tracker onto an 800×480 screen, in each of the four rotations the length picks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvemu(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard var recording = try? EvemuFormat.parse(bytes) else { return 0 }
    if recording.description == nil { recording.description = boardPanel }
    let rotations = DisplayRotation.allCases
    let tracker = TouchTracker()
    guard
        let device = try? InputDevice.replay(
            recording, path: "<fuzz>", id: 1, tracker: tracker,
            screen: (width: 800, height: 480),
            rotation: rotations[size % 4])
    else { return 0 }
    device.replayToEnd()
    _ = tracker.takeRecords()
    _ = tracker.takeKeyRecords()
    // The writer's side of the format: every parsed recording can be written back.
    _ = EvemuFormat.text(for: recording)
    return 0
}
