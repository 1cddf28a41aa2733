import Foundation
import TactilePlatform
import TactileSystem
import Testing

@testable import TactileInput

/// Numbers from devices and files at their extremes (Int32/Int64 limits, empty and upside-down
/// ranges, times going backwards or years ahead, non-finite and degenerate calibrations): each
/// is refused with a clear line or clamped to a value worked out here by hand, and nothing traps.
@Suite struct HostileNumbersTests {
    /// A protocol A panel whose position axes span the whole of Int32.
    static let wideProtocolA = """
        N: Hostile protocol A panel
        A: 35 -2147483648 2147483647 0 0
        A: 36 -2147483648 2147483647 0 0

        """

    /// A single-touch panel with X and Y ranges given by the test.
    static func singleTouch(x: String = "0 1023", y: String = "0 599") -> String {
        """
        N: Hostile single touch
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 04 00 00 00 00 00 00
        A: 00 \(x) 0 0
        A: 01 \(y) 0 0

        """
    }

    /// Events: a touch at (x, y) at `time`, closed by a report.
    static func touch(_ time: String, x: Int64, y: Int64, down: Bool = true) -> String {
        "E: \(time) 0003 0000 \(x)\nE: \(time) 0003 0001 \(y)\nE: \(time) 0001 014a \(down ? 1 : 0)\nE: \(time) 0000 0000 0\n"
    }

    func message(_ text: String) -> String? {
        do throws(RecordingError) { _ = try parseEvemu(text); return nil } catch { return error.message }
    }

    // MARK: Trackers

    @Test func protocolAPositionsFromInt32MinToMaxDoNotOverflowTheDistance() throws {
        // A hostile case: X = −2147483648, then 2147483647 (a component of 2³² − 1, whose
        // square is beyond Int64). Too far to be the same finger: a lift and a new touch.
        var text = Self.wideProtocolA
        text += "E: 1.000000 0003 0035 -2147483648\nE: 1.000000 0003 0036 0\nE: 1.000000 0000 0002 0\nE: 1.000000 0000 0000 0\n"
        text += "E: 1.010000 0003 0035 2147483647\nE: 1.010000 0003 0036 2147483647\nE: 1.010000 0000 0002 0\nE: 1.010000 0000 0000 0\n"
        text += "E: 1.020000 0000 0000 0\n"
        let records = try replayRecords(try parseEvemu(text), width: 1000, height: 1000)
        #expect(records.map(\.phase) == [.began, .ended, .began, .ended])
        // Normalised by a span of 2³²: Int32.min is 0, Int32.max is (2³² − 1) / 2³².
        #expect(records[0].location == TouchLocation(x: 0, y: 2_147_483_648.0 / 4_294_967_296 * 1000))
        #expect(records[2].location.x == 4_294_967_295.0 / 4_294_967_296 * 1000)
    }

    @Test func theTrackersDistanceLimitIsClampedAndExactAtItsEdge() {
        #expect(AnonymousContactTracker(maximumDistance: .max).maximumDistance == 2_147_483_647)
        #expect(AnonymousContactTracker(maximumDistance: .min).maximumDistance == 0)
        var tracker = AnonymousContactTracker(maximumDistance: .max)
        var next = 1
        #expect(tracker.update([(0, .min, nil)], nextKey: &next).map(\.key) == [1])
        // Exactly the limit away along x: matched (distance² = (2³¹ − 1)², no overflow).
        #expect(tracker.update([(.max, .min, nil)], nextKey: &next).map(\.key) == [1])
        // The limit along both axes: 2 · (2³¹ − 1)² > (2³¹ − 1)², a new contact.
        #expect(tracker.update([(0, -1, nil)], nextKey: &next).map(\.key) == [2])
        // From Int32.max to Int32.min on both axes: dropped before squaring.
        #expect(tracker.update([(.min, .min, nil)], nextKey: &next).map(\.key) == [3])
        #expect(tracker.update([(.max, .max, nil)], nextKey: &next).map(\.key) == [4])
    }

    @Test func keysWrapInsteadOfTrapping() {
        var tracker = AnonymousContactTracker(maximumDistance: 10)
        var next = Int.max
        #expect(tracker.update([(0, 0, nil), (100, 100, nil)], nextKey: &next).map(\.key) == [.max, .min])
        #expect(next == .min + 1)
    }

    // MARK: Slots and tracking ids

    @Test func slotRangesThatHoldNoSlotGiveNoSlotsAndSaySo() throws {
        let base = "N: Hostile slots\nA: 35 0 1023 0 0\nA: 36 0 599 0 0\nA: 39 0 65535 0 0\n"
        // A hostile `A: 2f -2 -2` asked for an array of −1 slots.
        for range in ["-2 -2", "-2147483648 -1", "-5 -3"] {
            let device = try #require(try parseEvemu(base + "A: 2f \(range) 0 0\n").description)
            #expect(device.touchProtocol == .slots(slotCount: 0), "\(range)")
            let parts = range.split(separator: " ")
            #expect(device.touchProblem == "touches ignored: slot range \(parts[0])...\(parts[1]) has no slot")
            #expect(DeviceSummary.kind(of: device).hasSuffix("touches ignored: slot range \(parts[0])...\(parts[1]) has no slot"))
            var decoder = ContactDecoder(description: device)
            for event in [
                RawInputEvent(time: 0, type: 3, code: 0x2f, value: -2), RawInputEvent(time: 0, type: 3, code: 0x39, value: 5),
                RawInputEvent(time: 0, type: 3, code: 0x35, value: 10), RawInputEvent(time: 0, type: 0, code: 0, value: 0)
            ] {
                let decoded = decoder.decode(event)
                if event.isReport { #expect(decoded == .frame(ContactFrame(time: 0, contacts: []))) }
            }
        }
        // Slots from 0 up to Int32.max: at most 256 are kept, not 2³¹.
        let huge = try #require(try parseEvemu(base + "A: 2f 0 2147483647 0 0\n").description)
        #expect(huge.touchProtocol == .slots(slotCount: 256))
        #expect(huge.touchProblem == nil)
        let one = try #require(try parseEvemu(base + "A: 2f 0 0 0 0\n").description)
        #expect(one.touchProtocol == .slots(slotCount: 1))
    }

    @Test func slotNumbersAndTrackingIDsAtTheExtremes() throws {
        var script = EventScript()
        script.slot(Int(Int32.min)); script.add(3, 0x39, 7); script.report()  // no such slot: ignored
        script.slot(Int(Int32.max)); script.add(3, 0x35, 5); script.report()  // no such slot: ignored
        script.down(slot: 9, id: Int(Int32.max), x: 100, y: 200); script.report()
        script.down(slot: 0, id: 0, x: 300, y: 400); script.report()
        script.slot(9); script.add(3, 0x39, Int(Int32.min)); script.report()  // any negative id lifts
        script.up(slot: 0); script.report()
        let records = try replayRecords(try parseEvemu(tenSlotPanel + script.text))
        #expect(records.ids == [1, 2])
        #expect(records.phases(of: 1) == [.began, .stationary, .ended])
        #expect(records.phases(of: 2) == [.began, .stationary, .ended])
        #expect(records[0].location == TouchLocation(x: 100, y: 200))
    }

    // MARK: Axis ranges and values

    @Test func axisRangesThatAreEmptyOrUpsideDownStayFinite() {
        let upsideDown = AxisInfo(minimum: 10, maximum: 5)
        #expect(!upsideDown.isUsable)
        #expect(upsideDown.span == 1)
        #expect(upsideDown.normalized(7) == 0 && upsideDown.normalized(.max) == 0 && upsideDown.normalized(.min) == 0)
        let extreme = AxisInfo(minimum: .max, maximum: .min)
        #expect(extreme.span == 1 && extreme.normalized(0) == 0)
        let single = AxisInfo(minimum: 5, maximum: 5)
        #expect(!single.isUsable && single.span == 1)
        let whole = AxisInfo(minimum: .min, maximum: .max)
        #expect(whole.isUsable && whole.span == 4_294_967_296)
        #expect(whole.normalized(0) == 0.5)
    }

    @Test func valuesOutsideTheirRangeAreClampedToIt() throws {
        let axis = AxisInfo(minimum: 0, maximum: 99)
        #expect(axis.normalized(-1000) == 0)
        #expect(axis.normalized(.min) == 0)
        #expect(axis.normalized(1000) == 0.99)
        #expect(axis.normalized(.max) == 0.99)
        // Through a replay: 0...1023 × 0...599 onto 1024 × 600 points.
        var text = Self.singleTouch()
        text += Self.touch("1.000000", x: Int64(Int32.max), y: Int64(Int32.min))
        text += Self.touch("1.010000", x: Int64(Int32.min), y: Int64(Int32.max))
        text += Self.touch("1.020000", x: 0, y: 0, down: false)
        let records = try replayRecords(try parseEvemu(text))
        #expect(records.map(\.phase) == [.began, .moved, .ended])
        #expect(records[0].location == TouchLocation(x: 1023, y: 0))
        #expect(records[1].location.x == 0 && abs(records[1].location.y - 599) < 1e-9)
    }

    @Test func positionAxesWithoutARangeIgnoreTheTouchesAndSaySo() throws {
        // min == max reads; min > max is refused by the parser with its line.
        let flat = try parseEvemu(Self.singleTouch(x: "5 5") + Self.touch("1.000000", x: 5, y: 10))
        #expect(flat.description?.positionAxes == nil)
        #expect(flat.description?.touchProblem == "touches ignored: x axis range 5...5 is empty")
        #expect(try replayRecords(flat).isEmpty)
        // The replay still opens (its keys would work), with one line saying why it gives no touches.
        let path = NSTemporaryDirectory() + "/tactile-hostile-flat-\(getpid()).evemu"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try (Self.singleTouch(x: "5 5") + Self.touch("1.000000", x: 5, y: 10)).write(toFile: path, atomically: true, encoding: .utf8)
        let manager = try InputManager(selections: [.replay(events: path, description: nil)], screen: (100, 100), watchHotplug: false)
        #expect(manager.devices.count == 1)
        #expect(manager.takeMessages() == ["input: \(path): touches ignored: x axis range 5...5 is empty"])
        #expect(message(Self.singleTouch(y: "2147483647 -2147483648")) == "line 10: A: minimum is above maximum")
        // A description built in code (or read from a live device) is not checked by the parser.
        var device = DeviceDescription(name: "built")
        device.enable(type: EventType.key, code: EventCode.buttonTouch)
        device.setAxis(EventCode.x, AxisInfo(minimum: 0, maximum: 100))
        device.setAxis(EventCode.y, AxisInfo(minimum: 100, maximum: -100))
        #expect(device.touchProtocol == .singleTouch)
        #expect(device.touchProblem == "touches ignored: y axis range 100...-100 is empty")
        #expect(ScreenMapping(device: device, width: 100, height: 100) == nil)
    }

    @Test func pressureAndSizesAtTheExtremesStayInTheirRanges() {
        let axis = AxisInfo(minimum: 0, maximum: 1023)
        let mapping = ScreenMapping(
            xAxis: axis, yAxis: axis, width: 1024, height: 1024,
            pressureAxis: AxisInfo(minimum: 0, maximum: 255))
        let tracker = TouchTracker()
        tracker.consume(
            ContactFrame(
                time: 0,
                contacts: [
                    Contact(key: 1, x: 0, y: 0, pressure: .min, touchMajor: .min, touchMinor: .min),
                    Contact(key: 2, x: 500, y: 500, pressure: .max, touchMajor: .max, touchMinor: 2)
                ]), deviceID: 1, mapping: mapping)
        let records = tracker.takeRecords()
        #expect(records.map(\.pressure) == [0, 1])
        let largest: Double = 2_147_483_647.0 / 1024 * 1024 / 2
        #expect(records.map(\.majorRadius) == [0, largest])
        #expect(records.map(\.minorRadius) == [0, 1])
    }

    @Test func aHugeResolutionDoesNotShrinkThePalmLimit() throws {
        // Resolution Int32.max (units per mm) would make 30 mm overflow Int32; it is implausible
        // and ignored, leaving a quarter of the shorter side (600 / 4 = 150).
        let text = tenSlotPanel.replacingOccurrences(of: "A: 35 0 1023 0 0 0", with: "A: 35 0 1023 0 0 2147483647")
            .replacingOccurrences(of: "A: 36 0 599 0 0 0", with: "A: 36 0 599 0 0 2147483647")
        let device = try #require(try parseEvemu(text).description)
        #expect(ContactDecoder(description: device).maximumTouchMajor == 150)
        // A negative resolution is as good as none; 2 units per mm gives 30 mm = 60 units.
        let negative = tenSlotPanel.replacingOccurrences(of: "A: 35 0 1023 0 0 0", with: "A: 35 0 1023 0 0 -2147483648")
            .replacingOccurrences(of: "A: 36 0 599 0 0 0", with: "A: 36 0 599 0 0 -2147483648")
        #expect(ContactDecoder(description: try #require(try parseEvemu(negative).description)).maximumTouchMajor == 150)
        let two = tenSlotPanel.replacingOccurrences(of: "A: 35 0 1023 0 0 0", with: "A: 35 0 1023 0 0 2")
            .replacingOccurrences(of: "A: 36 0 599 0 0 0", with: "A: 36 0 599 0 0 2")
        #expect(ContactDecoder(description: try #require(try parseEvemu(two).description)).maximumTouchMajor == 60)
    }

    // MARK: Times

    @Test func timesGoingBackwardsOrYearsAheadAreRefusedWithTheirLine() {
        let head = Self.singleTouch()  // 10 lines
        #expect(message(head + "E: 5.000000 0000 0000 0\nE: 4.999999 0000 0000 0\n") == "line 12: timestamp goes backwards")
        // A day after the first event is the longest span; a microsecond more is refused.
        #expect(message(head + "E: 100.000000 0000 0000 0\nE: 86500.000000 0000 0000 0\n") == nil)
        #expect(
            message(head + "E: 100.000000 0000 0000 0\nE: 86500.000001 0000 0000 0\n")
                == "line 12: timestamp 86400 s after the first event (a recording spans at most a day)")
        // Years ahead (wall-clock start, then a jump of 30 years).
        #expect(
            message(head + "E: 1700000000.000000 0000 0000 0\nE: 2646080000.000000 0000 0000 0\n")
                == "line 12: timestamp 946080000 s after the first event (a recording spans at most a day)")
        // A wall-clock start of 12 digits is fine; 13 are out of range; a sign is not a time.
        #expect(message(head + "E: 999999999999.999999 0000 0000 0\n") == nil)
        #expect(message(head + "E: 9999999999999.000000 0000 0000 0\n") == "line 11: timestamp out of range")
        #expect(message(head + "E: -1.000000 0000 0000 0\n") == "line 11: negative timestamp")
        #expect(message(head + "E: +1.000000 0000 0000 0\n") == "line 11: timestamp must be SECONDS.MICROSECONDS")
    }

    @Test func aLiveDeviceWhoseClockStepsBackKeepsTimeGoingForward() throws {
        let recording = try parseEvemu(Self.singleTouch())
        let tracker = TouchTracker()
        let device = try InputDevice.replay(recording, path: "test", id: 1, tracker: tracker, screen: (1024, 600))
        // X, BTN_TOUCH and a report at 5 s; then X and a report stamped 1 s.
        for event in [
            RawInputEvent(time: 5_000_000, type: 3, code: 0, value: 10), RawInputEvent(time: 5_000_000, type: 1, code: 0x14a, value: 1),
            RawInputEvent(time: 5_000_000, type: 0, code: 0, value: 0),
            RawInputEvent(time: 1_000_000, type: 3, code: 0, value: 20), RawInputEvent(time: 1_000_000, type: 0, code: 0, value: 0)
        ] {
            device.handle(event)
        }
        let records = tracker.takeRecords()
        #expect(records.map(\.phase) == [.began, .moved])
        #expect(records.map(\.timestamp) == [Instant(microseconds: 5_000_000), Instant(microseconds: 5_000_000)])
        #expect(device.lastEventTime == 5_000_000)
    }

    // MARK: Fields of the evemu format

    @Test func everyNumericFieldRefusesWhatDoesNotFit() {
        let head = Self.singleTouch()
        #expect(message(head + "E: 1.0 0000 0000 2147483648\n") == "line 11: event value must be a 32-bit integer")
        #expect(message(head + "E: 1.0 0000 0000 -2147483649\n") == "line 11: event value must be a 32-bit integer")
        #expect(message(head + "E: 1.0 0000 0000 99999999999999999999999999\n") == "line 11: event value must be a 32-bit integer")
        #expect(message(head + "E: 1.0 0000 0000 -2147483648\n") == nil)
        #expect(message(head + "E: 1.0 0020 0000 0\n") == "line 11: event type must be hex 0000...001f")
        #expect(message(head + "E: 1.0 0000 ffffffff 0\n") == "line 11: event code must be hex 0000...02ff")
        #expect(message(head + "E: 1.0 0000 100000000 0\n") == "line 11: event code must be hex 0000...02ff")
        #expect(message(head + "E: 1.0000000000000000001 0000 0000 0\n") == "line 11: timestamp must be SECONDS.MICROSECONDS")
        #expect(message("N: x\nA: 00 0 2147483648 0 0\n") == "line 2: A: values must be 32-bit integers")
        #expect(message("N: x\nA: 40 0 1 0 0\n") == "line 2: A: code must be an axis 00...3f in hex")
        #expect(message("N: x\nA: 00 -2147483648 2147483647 -2147483648 2147483647 -2147483648\n") == nil)
        #expect(message("N: x\nI: 10000 0 0 0\n") == "line 2: I: values must be hex numbers up to ffff")
        #expect(message("N: x\nB: 20 00\n") == "line 2: B: needs an event type 00...1f in hex")
        #expect(message("N: x\nB: 00 100\n") == "line 2: bitmask bytes must be hex numbers 00...ff")
        #expect(message("N: x\nL: 300 1\n") == "line 2: L:/S: lines need a hex code and a value")
        #expect(message("N: x\nS: 00 4294967296\n") == "line 2: L:/S: lines need a hex code and a value")
    }

    @Test func scannerNumbersAtTheirLimits() {
        func bytes(_ text: String) -> ArraySlice<UInt8> { Array(text.utf8)[...] }
        #expect(TextScanner.int32(bytes("2147483647")) == .max)
        #expect(TextScanner.int32(bytes("-2147483648")) == .min)
        #expect(TextScanner.int32(bytes("2147483648")) == nil)
        #expect(TextScanner.int32(bytes("-")) == nil)
        #expect(TextScanner.int32(bytes("9223372036854775808")) == nil)
        #expect(TextScanner.hex(bytes("ffffffff"), maximum: .max) == .max)
        #expect(TextScanner.hex(bytes("1ffffffff"), maximum: .max) == nil)
        #expect(TextScanner.double(bytes("1e400")) == nil)
        #expect(TextScanner.double(bytes("1e99999")) == nil)
        #expect(TextScanner.double(bytes("nan")) == nil)
        #expect(TextScanner.double(bytes("inf")) == nil)
        #expect(TextScanner.double(bytes("-2.5e-3")) == -0.0025)
        #expect(TextScanner.fixed(.nan, decimals: 2) == "nan")
        #expect(TextScanner.fixed(-.infinity, decimals: 2) == "-inf")
        // The tree's and the audit's numbers: no trailing zeros, any Double without a trap.
        #expect(TextScanner.trimmed(205.714, decimals: 2) == "205.71")
        #expect(TextScanner.trimmed(96.0, decimals: 2) == "96")
        #expect(TextScanner.trimmed(0.25, decimals: 1) == "0.3")
        #expect(TextScanner.trimmed(-0.001, decimals: 2) == "0")
        #expect(TextScanner.trimmed(-12.5, decimals: 2) == "-12.5")
        #expect(TextScanner.trimmed(.infinity, decimals: 2) == "inf")
        #expect(TextScanner.trimmed(1e300, decimals: 2) == "1e+300")
    }

    // MARK: Calibration

    func configurationMessage(_ text: String) -> String? {
        do throws(RecordingError) { _ = try InputConfiguration.parse(Array(text.utf8)); return nil } catch { return error.message }
    }

    @Test func calibrationsThatPutTouchesAtInfinityOrOnePointAreRefused() {
        // Two hostile cases: x = inf everywhere, and everything at (0, 0).
        #expect(
            configurationMessage("calibration = 1e308 0 0 0 1 0\n")
                == "line 1: calibration matrix scales the panel's area by 1e308 (accepted: 0.1 to 10 in magnitude)")
        #expect(
            configurationMessage("calibration = 1e-11 0 0 0 1 0\n")
                == "line 1: calibration matrix scales the panel's area by 1e-11 (accepted: 0.1 to 10 in magnitude)")
        #expect(
            configurationMessage("# x\ncalibration = 1e300 0 0 0 1e300 0\n")
                == "line 2: calibration values are too large")
        #expect(configurationMessage("calibration = 0 0 0 0 0 0\n")?.hasPrefix("line 1: calibration matrix scales the panel's area by 0 ") == true)
        // Fine determinant, but the panel is moved off the screen.
        #expect(
            configurationMessage("calibration = 1 0 1e300 0 1 0\n")
                == "line 1: calibration matrix puts the panel's corner (0, 0) outside the screen (at 1e300, 0; accepted: -0.5 to 1.5)")
        #expect(
            configurationMessage("calibration = 1 0 0 0 1 -0.51\n")
                == "line 1: calibration matrix puts the panel's corner (0, 0) outside the screen (at 0, -0.51; accepted: -0.5 to 1.5)")
        // Sane ones, at the edges of what is accepted.
        for text in [
            "1 0 0 0 1 0", "1.02 0.01 -0.012 0 0.98 0.007", "0 -1 1 1 0 0", "-1 0 1 0 -1 1",
            "1 0 0.5 0 1 0", "0.1 0 0 0 1 0", "2 0 -0.5 0 2 -0.5", "1 0 0 0 1 -0.5"
        ] {
            #expect(configurationMessage("calibration = \(text)\n") == nil, "\(text)")
        }
        #expect(configurationMessage("calibration = 0.0999 0 0 0 1 0\n") != nil)
        #expect(configurationMessage("calibration = 1 0 0.501 0 1 0\n") != nil)
    }

    @Test func numbersInTheErrorLinesAreShort() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (0.5, "0.5"), (-0.51, "-0.51"), (10, "10"), (0.1, "0.1"),
            (1e308, "1e308"), (9.999999999999998e307, "1e308"), (1.2345e-11, "1.23e-11"),
            (-4.5e6, "-4.5e6"), (.greatestFiniteMagnitude, "1.8e308"),
            (.leastNonzeroMagnitude, "4.94e-324"), (0.0009996, "1e-3")
        ]
        for (value, text) in cases { #expect(CalibrationMatrix.readable(value) == text, "\(value)") }
    }

    @Test func aNonFiniteMatrixBuiltInCodeIsRefusedToo() {
        #expect(CalibrationMatrix(.nan, 0, 0, 0, 1, 0).problem == "calibration values must be finite numbers")
        #expect(CalibrationMatrix(1, 0, .infinity, 0, 1, 0).problem == "calibration values must be finite numbers")
        #expect(CalibrationMatrix.identity.problem == nil)
    }

    @Test func aBadCalibrationFileGivesTheDefault() throws {
        let path = NSTemporaryDirectory() + "/tactile-hostile-\(getpid()).conf"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "calibration = 1e-11 0 0 0 1 0\nrotation = 90\n".write(toFile: path, atomically: true, encoding: .utf8)
        do throws(RecordingError) {
            _ = try InputConfiguration.read(path: path)
            Issue.record("read a bad calibration")
        } catch {
            #expect(error.message.hasPrefix("line 1: calibration matrix scales"))
        }
    }

    /// Five taps, each at `place(target)` in normalised screen coordinates, on a 1000 × 1000 screen.
    func procedure(_ place: (TouchLocation) -> TouchLocation) -> CalibrationProcedure.State {
        var procedure = CalibrationProcedure(width: 1000, height: 1000)
        var id = 1
        while let target = procedure.currentTarget {
            let spot = place(TouchLocation(x: target.x / 1000, y: target.y / 1000))
            let location = TouchLocation(x: spot.x * 1000, y: spot.y * 1000)
            procedure.handle(TouchRecord(id: id, phase: .began, timestamp: Instant(seconds: 1), location: location, previousLocation: location))
            procedure.handle(TouchRecord(id: id, phase: .ended, timestamp: Instant(seconds: 1), location: location, previousLocation: location))
            id += 1
        }
        return procedure.state
    }

    @Test func theProcedureRefusesAMatrixThatWouldBlowUpTheTaps() {
        // Five taps within a thousandth of the screen's centre, in the targets' pattern: the exact
        // solution scales by 1000 (determinant 10⁶) and maps every tap onto its target, so the
        // distance check alone accepted it.
        #expect(
            procedure { TouchLocation(x: 0.5 + ($0.x - 0.5) / 1000, y: 0.5 + ($0.y - 0.5) / 1000) }
                == .failed("the touches do not match the targets; try again"))
        // Taps spread twenty times wider than the targets: determinant 1/400.
        #expect(
            procedure { TouchLocation(x: 0.5 + ($0.x - 0.5) * 20, y: 0.5 + ($0.y - 0.5) * 20) }
                == .failed("the touches do not match the targets; try again"))
        // Close to the targets: finished, with the exact identity.
        guard case .finished(let matrix) = procedure({ $0 }) else {
            Issue.record("the procedure failed on exact taps")
            return
        }
        for (found, wanted) in zip(matrix.values, CalibrationMatrix.identity.values) { #expect(abs(found - wanted) < 1e-9) }
    }

    // MARK: Pointer

    @Test func pointerAreasAndFingerCountsAtTheExtremes() {
        let tiny = PointerContacts(width: .min, height: 0)
        #expect(tiny.width == 1 && tiny.height == 1)
        #expect(PointerContacts.Fingers.row(.max).count == 10)
        #expect(PointerContacts.Fingers.row(.min).count == 1)
        let area = PointerContacts(width: .max, height: .max)
        let places = area.positions(of: .row(3), x: .max, y: .min)
        #expect(places.map(\.x) == [.max, .max - 1, .max - 1])
        #expect(places.map(\.y) == [.min, 0, 0])
        let mirrored = area.positions(of: .mirrored, x: .min, y: .max)
        #expect(mirrored[1].x == .max - 1 && mirrored[1].y == 0)
        var contacts = PointerContacts(width: 100, height: 100)
        let frames = contacts.frames(for: .pressed, x: 0, y: 0, fingers: .row(.max), time: .max)
        #expect(frames.count == 1 && frames[0].contacts.count == 10 && frames[0].time == .max)
    }
}
