import FuzzSupport
import TactileInput
import TactileRaster

/// A recording on the board's panel (`boardPanelText`): a tap at
/// each corner and in the middle, then a drag and a two-finger pinch across the panel.
let gestures: Recording = {
    var text = boardPanelText
    var time = 0
    func event(_ code: Int, _ value: Int, type: Int = 3) {
        let seconds = "\(time / 1_000_000).\(String(repeating: "0", count: 6 - "\(time % 1_000_000)".count))\(time % 1_000_000)"
        text += "E: \(seconds) 000\(type) \(String(code, radix: 16)) \(value)\n"
    }
    func report() { event(0, 0, type: 0); time += 16_000 }
    var id = 1
    for (x, y) in [(0, 0), (1280, 0), (0, 800), (1280, 800), (640, 400)] {
        event(0x2F, 0); event(0x39, id); event(0x35, x); event(0x36, y); report()
        event(0x2F, 0); event(0x39, -1); report()
        id += 1
        time += 200_000
    }
    event(0x2F, 0); event(0x39, id); event(0x35, 100); event(0x36, 100); report()
    for step in 1...20 { event(0x35, 100 + step * 50); event(0x36, 100 + step * 30); report() }
    event(0x39, -1); report()
    event(0x2F, 0); event(0x39, id + 1); event(0x35, 600); event(0x36, 400)
    event(0x2F, 1); event(0x39, id + 2); event(0x35, 680); event(0x36, 400); report()
    for step in 1...10 {
        event(0x2F, 0); event(0x35, 600 - step * 40)
        event(0x2F, 1); event(0x35, 680 + step * 40); report()
    }
    event(0x2F, 0); event(0x39, -1); event(0x2F, 1); event(0x39, -1); report()
    return try! EvemuFormat.parse(Array(text.utf8))
}()

/// libFuzzer's entry: parses the input as an input configuration file and, when it is
/// accepted, replays `gestures` through its calibration and rotation onto an 800×480 screen.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputConfiguration(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let configuration = try? InputConfiguration.parse(bytes) else { return 0 }
    // What `tactile calibrate` writes back must parse again.
    _ = try? InputConfiguration.parse(Array(configuration.text.utf8))
    let tracker = TouchTracker()
    guard
        let device = try? InputDevice.replay(
            gestures, path: "<fuzz>", id: 1, tracker: tracker,
            screen: (width: 800, height: 480),
            calibration: configuration.calibration,
            rotation: configuration.rotation ?? .none)
    else { return 0 }
    device.replayToEnd()
    _ = tracker.takeRecords()
    return 0
}
