import Foundation
import Testing

@testable import TactileInput

/// Small recordings written by hand for each case, replayed on `tenSlotPanel` (1024×600 units
/// onto 1024×600 pt, so device units are points).
@Suite struct HandWrittenRecordingTests {
    func replay(_ events: String) throws -> [TouchRecord] {
        try replayRecords(try parseEvemu(tenSlotPanel + events))
    }

    @Test func oneFingerTap() throws {
        let records = try replay(
            """
            E: 1.000000 0003 002f 0
            E: 1.000000 0003 0039 7
            E: 1.000000 0003 0035 100
            E: 1.000000 0003 0036 200
            E: 1.000000 0000 0000 0
            E: 1.050000 0003 0039 -1
            E: 1.050000 0000 0000 0
            """)
        #expect(records.map(\.phase) == [.began, .ended])
        #expect(records.allSatisfy { $0.location == TouchLocation(x: 100, y: 200) && $0.tapCount == 1 && $0.swipe == [] })
        #expect(records.map(\.timestamp.seconds) == [1.0, 1.05])
        #expect(records[0].isFirstTouchForView == false)
    }

    @Test func doubleTapAtOneSpot() throws {
        let records = try replay(
            """
            E: 1.000000 0003 0039 1
            E: 1.000000 0003 0035 300
            E: 1.000000 0003 0036 300
            E: 1.000000 0000 0000 0
            E: 1.080000 0003 0039 -1
            E: 1.080000 0000 0000 0
            E: 1.250000 0003 0039 2
            E: 1.250000 0003 0035 310
            E: 1.250000 0003 0036 295
            E: 1.250000 0000 0000 0
            E: 1.320000 0003 0039 -1
            E: 1.320000 0000 0000 0
            """)
        #expect(records.map(\.tapCount) == [1, 1, 2, 2])
        #expect(records.ids.count == 2)
    }

    @Test func dragMovesAndHolds() throws {
        var script = EventScript()
        script.down(slot: 0, id: 5, x: 100, y: 300); script.report()
        for step in 1...5 { script.move(slot: 0, x: 100 + 20 * step, y: 300); script.report() }
        script.report()  // no change: stationary
        script.up(slot: 0); script.report()
        let records = try replay(script.text)
        #expect(records.map(\.phase) == [.began, .moved, .moved, .moved, .moved, .moved, .stationary, .ended])
        #expect(records[3].previousLocation == TouchLocation(x: 140, y: 300))
        #expect(records[3].location == TouchLocation(x: 160, y: 300))
        #expect(records.last?.location == TouchLocation(x: 200, y: 300))
        // 100 pt right in 0.05 s, straight: a swipe right from the record that passes 50 pt.
        #expect(records.map { $0.swipe.rawValue } == [0, 0, 0, 8, 8, 8, 8, 8])
    }

    @Test func twoFingerPinch() throws {
        var script = EventScript()
        script.down(slot: 0, id: 10, x: 400, y: 300)
        script.down(slot: 1, id: 11, x: 600, y: 300); script.report()
        for step in 1...4 {
            script.move(slot: 0, x: 400 - 25 * step, y: 300)
            script.move(slot: 1, x: 600 + 25 * step, y: 300); script.report()
        }
        script.up(slot: 0); script.up(slot: 1); script.report()
        let records = try replay(script.text)
        #expect(records.ids.count == 2)
        let left = records.filter { $0.id == records.ids[0] }, right = records.filter { $0.id == records.ids[1] }
        #expect(left.map(\.phase) == [.began, .moved, .moved, .moved, .moved, .ended])
        #expect(right.map(\.phase) == left.map(\.phase))
        #expect(left.last?.location.x == 300 && right.last?.location.x == 700)
        #expect(left.last?.swipe == .left && right.last?.swipe == .right)
    }

    @Test func tenFingers() throws {
        var script = EventScript()
        for finger in 0..<10 { script.down(slot: finger, id: 100 + finger, x: 50 + 100 * finger, y: 300) }
        script.report()
        for finger in 0..<10 { script.move(slot: finger, x: 50 + 100 * finger, y: 310) }
        script.report()
        for finger in 0..<10 { script.up(slot: finger) }
        script.report()
        let records = try replay(script.text)
        #expect(records.ids.count == 10)
        #expect(records.count(.began) == 10 && records.count(.moved) == 10 && records.count(.ended) == 10)
        let began = records.filter { $0.phase == .began }.map(\.location.x)
        let expected: [Double] = [50, 150, 250, 350, 450, 550, 650, 750, 850, 950]
        #expect(began == expected)
    }

    @Test func slotReuseGivesANewTouch() throws {
        // Slot 0 lifts and is reused by a new finger (new tracking id) in the next frame, and
        // a tracking id replaced without -1 in between also starts a new touch.
        let records = try replay(
            """
            E: 1.000000 0003 002f 0
            E: 1.000000 0003 0039 20
            E: 1.000000 0003 0035 100
            E: 1.000000 0003 0036 100
            E: 1.000000 0000 0000 0
            E: 1.010000 0003 0039 -1
            E: 1.010000 0000 0000 0
            E: 1.020000 0003 0039 21
            E: 1.020000 0003 0035 800
            E: 1.020000 0000 0000 0
            E: 1.030000 0003 0039 22
            E: 1.030000 0000 0000 0
            E: 1.040000 0003 0039 -1
            E: 1.040000 0000 0000 0
            """)
        #expect(records.ids.count == 3)
        #expect(records.map(\.phase) == [.began, .ended, .began, .ended, .began, .ended])
        // The reused slot keeps Y (protocol B sends only changes).
        #expect(records[2].location == TouchLocation(x: 800, y: 100))
    }

    @Test func synDroppedCancelsTouchesAndNewOnesBegin() throws {
        let records = try replay(
            """
            E: 1.000000 0003 002f 0
            E: 1.000000 0003 0039 30
            E: 1.000000 0003 0035 100
            E: 1.000000 0003 0036 100
            E: 1.000000 0003 002f 1
            E: 1.000000 0003 0039 31
            E: 1.000000 0003 0035 500
            E: 1.000000 0003 0036 100
            E: 1.000000 0000 0000 0
            E: 1.010000 0000 0003 0
            E: 1.020000 0003 002f 0
            E: 1.020000 0003 0035 120
            E: 1.020000 0000 0000 0
            E: 1.030000 0003 002f 1
            E: 1.030000 0003 0039 -1
            E: 1.030000 0003 002f 2
            E: 1.030000 0003 0039 32
            E: 1.030000 0003 0035 900
            E: 1.030000 0003 0036 500
            E: 1.030000 0000 0000 0
            E: 1.040000 0003 002f 0
            E: 1.040000 0003 0039 -1
            E: 1.040000 0003 002f 2
            E: 1.040000 0003 0039 -1
            E: 1.040000 0000 0000 0
            """)
        #expect(records.map(\.phase) == [.began, .began, .cancelled, .cancelled, .began, .ended])
        #expect(records[2].timestamp.seconds == 1.01 && records[3].timestamp.seconds == 1.01)
        #expect(records.ids.count == 3)
        // The finger that stayed down after the drop is never reported again.
        #expect(records.filter { $0.id == records[0].id }.map(\.phase) == [.began, .cancelled])
    }

    @Test func palmIsCancelled() throws {
        let records = try replay(
            """
            E: 1.000000 0003 0039 40
            E: 1.000000 0003 0035 100
            E: 1.000000 0003 0036 100
            E: 1.000000 0000 0000 0
            E: 1.010000 0003 0037 2
            E: 1.010000 0000 0000 0
            E: 1.020000 0003 0035 150
            E: 1.020000 0000 0000 0
            E: 1.030000 0003 0039 -1
            E: 1.030000 0000 0000 0
            E: 1.040000 0003 0039 41
            E: 1.040000 0003 0037 0
            E: 1.040000 0000 0000 0
            E: 1.050000 0003 0039 -1
            E: 1.050000 0000 0000 0
            """)
        #expect(records.map(\.phase) == [.began, .cancelled, .began, .ended])
    }

    @Test func palmFromTheStartIsNeverReported() throws {
        let records = try replay(
            """
            E: 1.000000 0003 0039 50
            E: 1.000000 0003 0037 2
            E: 1.000000 0003 0035 100
            E: 1.000000 0003 0036 100
            E: 1.000000 0000 0000 0
            E: 1.010000 0003 0039 -1
            E: 1.010000 0000 0000 0
            """)
        #expect(records.isEmpty)
    }

    @Test func oversizedContactIsCancelled() throws {
        // Touch major limit: a quarter of the shorter side, 600 / 4 = 150 units (no resolution).
        let records = try replay(
            """
            E: 1.000000 0003 0039 60
            E: 1.000000 0003 0030 40
            E: 1.000000 0003 0035 100
            E: 1.000000 0003 0036 100
            E: 1.000000 0000 0000 0
            E: 1.010000 0003 0030 150
            E: 1.010000 0000 0000 0
            E: 1.020000 0003 0030 151
            E: 1.020000 0000 0000 0
            E: 1.030000 0003 0039 -1
            E: 1.030000 0000 0000 0
            """)
        #expect(records.map(\.phase) == [.began, .stationary, .cancelled])
        #expect(records[0].majorRadius == 20)
    }

    @Test func hoveringContactsAreNotTouches() throws {
        // The Atmel panel reports ABS_MT_DISTANCE 0...1: 1 is a finger above the glass.
        let atmel = try String(contentsOfFile: Fixtures.path("Atmel maXTouch Touchscreen.desc"), encoding: .utf8)
        let records = try replayRecords(
            try parseEvemu(
                atmel + """
                    E: 1.000000 0003 0039 1
                    E: 1.000000 0003 003b 1
                    E: 1.000000 0003 0035 100
                    E: 1.000000 0003 0036 100
                    E: 1.000000 0000 0000 0
                    E: 1.010000 0003 003b 0
                    E: 1.010000 0000 0000 0
                    E: 1.020000 0003 0035 120
                    E: 1.020000 0000 0000 0
                    E: 1.030000 0003 003b 1
                    E: 1.030000 0000 0000 0
                    E: 1.040000 0003 003b 0
                    E: 1.040000 0000 0000 0
                    E: 1.050000 0003 0039 -1
                    E: 1.050000 0000 0000 0
                    """), width: 800, height: 480)
        #expect(records.map(\.phase) == [.began, .moved, .ended, .began, .ended])
        #expect(records.map(\.timestamp.seconds) == [1.01, 1.02, 1.03, 1.04, 1.05])
        #expect(records.ids.count == 2)
    }

    @Test func pressureIsNormalised() throws {
        let records = try replay(
            """
            E: 1.000000 0003 0039 70
            E: 1.000000 0003 003a 51
            E: 1.000000 0003 0035 100
            E: 1.000000 0003 0036 100
            E: 1.000000 0000 0000 0
            """)
        #expect(records.first?.pressure == 0.2)
        // Still down at the end of the recording: cancelled.
        #expect(records.map(\.phase) == [.began, .cancelled])
    }

    @Test func invertedAxesDeviceMapsWithItsCalibration() throws {
        // A panel mounted upside down reports (1023 − x, 599 − y); libinput's matrix
        // -1 0 1 0 -1 1 undoes it in normalised coordinates.
        var script = EventScript()
        script.down(slot: 0, id: 1, x: 1023 - 100, y: 599 - 200); script.report()
        script.up(slot: 0); script.report()
        let inverted = CalibrationMatrix(-1, 0, 1, 0, -1, 1)
        let records = try replayRecords(try parseEvemu(tenSlotPanel + script.text), calibration: inverted)
        // Normalised (923/1024, 399/600) → (101/1024, 201/600) → (101, 201) points: the
        // inversion maps the pixel's near edge, so the point lands one unit on.
        #expect(abs(records[0].location.x - 101) < 1e-9 && abs(records[0].location.y - 201) < 1e-9)
    }

    @Test func singleTouchTabletLikeQEMU() throws {
        let records = try replayRecords(
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
                E: 0.500000 0003 0000 8192
                E: 0.500000 0003 0001 16384
                E: 0.500000 0001 014a 1
                E: 0.500000 0000 0000 0
                E: 0.510000 0003 0000 12288
                E: 0.510000 0000 0000 0
                E: 0.520000 0001 014a 0
                E: 0.520000 0000 0000 0
                E: 0.700000 0003 0000 0
                E: 0.700000 0000 0000 0
                """), width: 800, height: 600)
        #expect(records.map(\.phase) == [.began, .moved, .ended])
        #expect(records[0].location == TouchLocation(x: 200, y: 300))
        #expect(records[1].location == TouchLocation(x: 300, y: 300))
    }

    @Test func hardwareKeysAreRecorded() throws {
        let recording = try parseEvemu(
            """
            N: gpio-keys
            B: 00 03 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00
            E: 2.000000 0001 0074 1
            E: 2.000000 0000 0000 0
            E: 2.500000 0001 0074 0
            E: 2.500000 0000 0000 0
            E: 3.000000 0001 0066 1
            E: 3.000000 0001 0066 2
            """)
        let tracker = TouchTracker()
        let device = try InputDevice.replay(recording, path: "keys", id: 3, tracker: tracker, screen: (100, 100))
        device.replayToEnd()
        let keys = tracker.takeKeyRecords()
        #expect(keys.map(\.key) == [.power, .power, .home, .home])
        #expect(keys.map(\.isPressed) == [true, false, true, true])
        #expect(keys.map(\.isRepeat) == [false, false, false, true])
        #expect(keys[1].timestamp.seconds == 2.5 && keys[1].deviceID == 3)
        #expect(tracker.takeRecords().isEmpty)
    }
}
