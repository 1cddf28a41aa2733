import Foundation
import Testing

@testable import TactileInput

@Suite struct RecordingFormatTests {
    @Test func everyFixtureParses() throws {
        let files = Fixtures.eventFiles
        #expect(files.count == 14)
        for file in files {
            let recording = try EvemuFormat.read(eventsPath: file.events, descriptionPath: file.description)
            let lines = try String(contentsOfFile: file.events, encoding: .utf8).split(separator: "\n")
            #expect(recording.events.count == lines.filter { $0.hasPrefix("E:") }.count, "\(file.events)")
            #expect(recording.description != nil)
        }
    }

    @Test func descriptionFieldsMatchTheFile() throws {
        let recording = try EvemuFormat.read(path: Fixtures.path("Atmel maXTouch Touchscreen.desc"))
        let device = try #require(recording.description)
        #expect(device.name == "Atmel maXTouch Touchscreen")
        #expect(device.busType == 0x18)
        #expect(device.axis(EventCode.multitouchPositionX) == AxisInfo(minimum: 0, maximum: 799))
        #expect(device.axis(EventCode.multitouchPositionY) == AxisInfo(minimum: 0, maximum: 479))
        #expect(device.touchProtocol == .slots(slotCount: 10))
        #expect(device.hasProperty(EventCode.propertyDirect))
        #expect(device.supports(type: EventType.key, code: EventCode.buttonTouch))
        #expect(device.isTouchscreen)
        #expect(recording.events.isEmpty)
    }

    /// The software panel of the soak, the latency benchmark and the fuzz targets is a
    /// touchscreen of protocol B like a kernel driver's, and survives the evemu text.
    @Test func aSoftwarePanelIsAProtocolBTouchscreen() throws {
        let panel = DeviceDescription.multitouchPanel(name: "Software panel", maximumX: 799, maximumY: 479, slots: 5)
        #expect(panel.isTouchscreen)
        #expect(panel.touchProtocol == .slots(slotCount: 5))
        #expect(panel.axis(EventCode.multitouchPositionX) == AxisInfo(minimum: 0, maximum: 799))
        #expect(panel.axis(EventCode.multitouchPositionY) == AxisInfo(minimum: 0, maximum: 479))
        let parsed = try #require(try EvemuFormat.parse(Array(EvemuFormat.text(for: panel).utf8)).description)
        #expect(parsed == panel)
    }

    @Test func nameWithSpacesAndCommasIsKept() throws {
        let path = Fixtures.path("Beijing IRTOUCHSYSTEMS Co.,LtD IRTOUCH InfraRed USB TouchScreen.desc")
        let device = try #require(try EvemuFormat.read(path: path).description)
        #expect(device.name == "Beijing IRTOUCHSYSTEMS Co.,LtD IRTOUCH InfraRed USB TouchScreen")
        #expect(device.touchProtocol == .slots(slotCount: 2))
    }

    @Test func protocolAndSingleTouchDevicesAreRecognised() throws {
        let ntrig = try #require(try EvemuFormat.read(path: Fixtures.path("N-Trig MultiTouch.desc")).description)
        #expect(ntrig.touchProtocol == .anonymousContacts)
        let tablet = try #require(
            try parseEvemu(
                """
                N: QEMU QEMU USB Tablet
                I: 0003 0627 0001 0001
                B: 00 0b 00 00 00 00 00 00 00
                B: 01 00 00 00 00 00 00 00 00
                B: 01 00 00 00 00 00 00 00 00
                B: 01 00 00 00 00 00 00 00 00
                B: 01 00 00 00 00 00 00 00 00
                B: 01 00 00 00 00 00 00 00 00
                B: 01 00 04 00 00 00 00 00 00
                A: 00 0 32767 0 0 0
                A: 01 0 32767 0 0 0
                """
            ).description)
        #expect(tablet.touchProtocol == .singleTouch)
        #expect(tablet.isTouchscreen)
    }

    @Test func relativeAndAbsoluteTimestampsAreKeptExactly() throws {
        let taps = try EvemuFormat.read(path: Fixtures.path("Atmel maXTouch Touchscreen.1-finger-fast-taps.events"))
        #expect(taps.events.first?.time == 1)  // "0.000001"
        #expect(taps.events[7].time == 95_573)
        let ntrig = try EvemuFormat.read(path: Fixtures.path("N-Trig MultiTouch.2-fingers-touch-release.events"))
        #expect(ntrig.events.first?.time == 1_357_751_031_716_015)
        #expect(ntrig.description == nil)
    }

    @Test func writingAndReadingRoundTrips() throws {
        let original = try EvemuFormat.read(
            eventsPath: Fixtures.path("Atmel maXTouch Touchscreen.2-fingers-touch-release.events"),
            descriptionPath: nil)
        let text = EvemuFormat.text(for: original)
        let again = try parseEvemu(text)
        #expect(again == original)
        #expect(
            EvemuFormat.line(for: RawInputEvent(time: 1_500_042, type: 3, code: 0x39, value: -1))
                == "E: 1.500042 0003 0039 -001\n")
        #expect(EvemuFormat.line(for: RawInputEvent(time: 7, type: 0, code: 0, value: 0)) == "E: 0.000007 0000 0000 0000\n")
    }

    @Test func separateDescriptionWinsOverNone() throws {
        let recording = try EvemuFormat.read(
            eventsPath: Fixtures.path("N-Trig MultiTouch.1-finger-drag-NW-SE.events"),
            descriptionPath: Fixtures.path("N-Trig MultiTouch.desc"))
        #expect(recording.description?.name == "N-Trig MultiTouch")
        #expect(throws: RecordingError.missingDescription) {
            try EvemuFormat.read(
                eventsPath: Fixtures.path("N-Trig MultiTouch.1-finger-drag-NW-SE.events"),
                descriptionPath: Fixtures.path("N-Trig MultiTouch.1-finger-drag-NW-SE.events"))
        }
    }

    // MARK: Hostile input

    func errorLine(_ text: String) -> Int? {
        do { _ = try parseEvemu(text); return nil } catch { return error.line }
    }

    func errorLine(bytes: [UInt8]) -> Int? {
        do { _ = try EvemuFormat.parse(bytes); return nil } catch { return error.line }
    }

    @Test func garbageIsRejectedWithItsLineNumber() {
        #expect(errorLine("N: ok\nA: 00 0 10 0 0\nhello world\n") == 3)
        #expect(errorLine("E: 0.1 0003 0035 12\nE: 0.2 0003 0035\n") == 2)  // truncated
        #expect(errorLine("E: 0.1 0003 0035 12\nE: 0.2 0003 0035 99999999999\n") == 2)  // value overflow
        #expect(errorLine("E: -0.5 0003 0035 1\n") == 1)  // negative time
        #expect(errorLine("E: 99999999999999999999.0 0003 0035 1\n") == 1)  // huge time
        #expect(errorLine("E: 0.2 0003 0035 1\nE: 0.1 0003 0035 1\n") == 2)  // time goes backwards
        #expect(errorLine("E: 0.1 0020 0000 0\n") == 1)  // type > EV_MAX
        #expect(errorLine("E: 0.1 0001 0300 0\n") == 1)  // code > KEY_MAX
        #expect(errorLine("E: 0.1 zz 0000 0\n") == 1)
        #expect(errorLine("N: x\nA: 40 0 1 0 0\n") == 2)  // axis > ABS_MAX
        #expect(errorLine("N: x\nA: 00 10 1 0 0\n") == 2)  // min > max
        #expect(errorLine("N: x\nB: 03 1ff\n") == 2)
        #expect(errorLine("N: x\nI: 0003 04f3\n") == 2)
        #expect(errorLine("E: 0.1 0003 0035 1\nN: late\n") == 2)
        #expect(errorLine("E: 0.1. 0003 0035 1\n") == 1)
        #expect(errorLine("# comment\n\nE: 0.1 0000 0000 0 # trailing comment\n") == nil)
    }

    @Test func randomBytesNeverCrashAndReportALine() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for round in 0..<300 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let count = Int(state >> 54) + 1
            var bytes: [UInt8] = []
            for _ in 0..<count {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(UInt8(truncatingIfNeeded: state >> 33))
            }
            if round % 3 == 0 { bytes = Array("E: 0.1 0003 0035 1\n".utf8) + bytes }
            if let line = errorLine(bytes: bytes) { #expect(line >= 1) }
        }
    }

    @Test func truncatedRealRecordingFailsAtTheCut() throws {
        var text = try String(contentsOfFile: Fixtures.path("EP0430M09.2-fingers-touch-release.events"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        text = lines[0..<120].joined(separator: "\n") + "\n" + lines[120].prefix(12)
        #expect(errorLine(text) == 121)
    }
}
