import Input
import Platform

/// A 10-slot protocol-B panel (the board's, `Board/touch/tap.evemu`) for recordings that carry
/// events only, as public collections split them.
let boardPanel = try! EvemuFormat.parse(Array("""
    N: Tactile board panel
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
    A: 00 0 1280 0 0 0
    A: 01 0 800 0 0 0
    A: 2f 0 9 0 0 0
    A: 30 0 255 0 0 0
    A: 35 0 1280 0 0 0
    A: 36 0 800 0 0 0
    A: 37 0 2 0 0 0
    A: 39 0 65535 0 0 0
    A: 3a 0 255 0 0 0

    """.utf8)).description!

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
    guard let device = try? InputDevice.replay(recording, path: "<fuzz>", id: 1, tracker: tracker,
                                               screen: (width: 800, height: 480),
                                               rotation: rotations[size % 4]) else { return 0 }
    device.replayToEnd()
    _ = tracker.takeRecords()
    _ = tracker.takeKeyRecords()
    // The writer's side of the format: every parsed recording can be written back.
    _ = EvemuFormat.text(for: recording)
    return 0
}
