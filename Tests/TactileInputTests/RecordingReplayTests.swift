import Foundation
import Testing

@testable import TactileInput

/// Replays of the real recordings. Expected numbers come from `Fixtures/expected-touches.py`,
/// which counts tracking ids and SYN_MT_REPORTs in the raw events independently.
@Suite struct RecordingReplayTests {
    /// events file → (touches, frames with a SYN_REPORT) from expected-touches.py.
    static let expected: [String: (touches: Int, frames: Int)] = [
        "Atmel maXTouch Touchscreen.1-finger-drag-up-down.events": (1, 150),
        "Atmel maXTouch Touchscreen.1-finger-fast-taps.events": (9, 18),
        "Atmel maXTouch Touchscreen.2-fingers-touch-release.events": (2, 16),
        "Atmel maXTouch Touchscreen.4-finger-drag-down.events": (4, 31),
        "ELAN CANDO Windows7.1-finger-drag-up-down.events": (1, 322),
        "EP0430M09.1-finger-drag-up-down.events": (1, 183),
        "EP0430M09.2-finger-scroll-down.events": (2, 98),
        "EP0430M09.2-fingers-touch-release.events": (2, 14),
        "EP0430M09.4-finger-drag-down.events": (4, 104),
        "N-Trig MultiTouch.1-finger-drag-NW-SE.events": (1, 107),
        "N-Trig MultiTouch.2-fingers-touch-release.events": (2, 219),
        "QUANTA OpticalTouchScreen.events": (9, 738),
        "QUANTA OpticalTouchScreen.touch-hover.events": (1, 112),
        "QUANTA OpticalTouchScreen.touch-on-left.events": (1, 41)
    ]

    @Test func everyRecordingReplaysWithTheExpectedTouches() throws {
        for file in Fixtures.eventFiles {
            let name = URL(fileURLWithPath: file.events).lastPathComponent
            let expected = try #require(Self.expected[name], "no expectation for \(name)")
            let recording = try EvemuFormat.read(eventsPath: file.events, descriptionPath: file.description)
            let records = try replayRecords(recording)
            #expect(records.ids.count == expected.touches, "\(name)")
            #expect(records.count(.began) == expected.touches, "\(name)")
            // Every touch lifts in these recordings: each ends exactly once, nothing is cancelled.
            #expect(records.count(.ended) == expected.touches, "\(name)")
            #expect(records.count(.cancelled) == 0, "\(name)")
            for id in records.ids {
                let phases = records.phases(of: id)
                #expect(phases.first == .began && phases.last == .ended, "\(name) touch \(id)")
                #expect(phases.dropFirst().dropLast().allSatisfy { $0 == .moved || $0 == .stationary }, "\(name)")
            }
            // Records are in time order.
            #expect(zip(records, records.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp }, "\(name)")
        }
    }

    @Test func twoFingersTouchAndRelease() throws {
        let recording = try EvemuFormat.read(path: Fixtures.path("Atmel maXTouch Touchscreen.2-fingers-touch-release.events"))
        let records = try replayRecords(recording, width: 800, height: 480)
        #expect(records.ids.count == 2)
        for id in records.ids {
            #expect(records.phases(of: id).first == .began)
            #expect(records.phases(of: id).last == .ended)
        }
        // Two fingers were down together at some moment.
        let beganTimes = records.filter { $0.phase == .began }.map(\.timestamp)
        let endedTimes = records.filter { $0.phase == .ended }.map(\.timestamp)
        #expect(beganTimes.max()! < endedTimes.min()!)
    }

    @Test func fastTapsCountUp() throws {
        // Gaps between lift and next touch are 0.125...0.153 s, distances 4...27 pt
        // (measured from the raw events), so each tap continues the series.
        let recording = try EvemuFormat.read(path: Fixtures.path("Atmel maXTouch Touchscreen.1-finger-fast-taps.events"))
        let records = try replayRecords(recording, width: 800, height: 480)
        let counts = records.filter { $0.phase == .began }.map(\.tapCount)
        #expect(counts == Array(1...9))
        // The first tap is at the raw position (340, 242), mapped 1:1 onto 800×480.
        let first = try #require(records.first)
        #expect(abs(first.location.x - 340) < 1e-9 && abs(first.location.y - 242) < 1e-9)
    }

    @Test func protocolATrackingKeepsIdentitiesStable() throws {
        let recording = try EvemuFormat.read(
            eventsPath: Fixtures.path("N-Trig MultiTouch.2-fingers-touch-release.events"),
            descriptionPath: Fixtures.path("N-Trig MultiTouch.desc"))
        let records = try replayRecords(recording, width: 9601, height: 7201)
        #expect(records.ids.count == 2)
        // Independently: follow each identity's positions; a finger never jumps far between
        // two of its records (the two fingers are far apart).
        for id in records.ids {
            let path = records.filter { $0.id == id }
            for (a, b) in zip(path, path.dropFirst()) {
                #expect(a.location.distance(to: b.location) < 300, "touch \(id) jumps at t=\(b.timestamp)")
            }
        }
        // From the raw stream: finger A at (1590, 6103) is alone for frames 0...92; finger B
        // lands at (7197, 2070) in frame 93, listed *before* A; A lifts after frame 141 and B
        // after frame 217. So A has 142 records plus its end, B 125 plus its end.
        let first = records.filter { $0.id == records.ids[0] }
        let second = records.filter { $0.id == records.ids[1] }
        #expect(first.count == 143)
        #expect(second.count == 126)
        #expect(first[0].location == TouchLocation(x: 1588, y: 6097))  // ranges 0...9600 on 9601 pt
        #expect(second[0].location == TouchLocation(x: 7197, y: 2070))
        #expect(first.last?.phase == .ended && second.last?.phase == .ended)
    }

    @Test func stationaryFingersGiveStationaryRecords() throws {
        // In the N-Trig drag, consecutive frames sometimes repeat a position exactly.
        let recording = try EvemuFormat.read(
            eventsPath: Fixtures.path("N-Trig MultiTouch.1-finger-drag-NW-SE.events"),
            descriptionPath: Fixtures.path("N-Trig MultiTouch.desc"))
        let records = try replayRecords(recording)
        for record in records where record.phase == .stationary {
            #expect(record.location == record.previousLocation)
        }
        for record in records where record.phase == .moved {
            #expect(record.location != record.previousLocation)
        }
    }

    @Test func replayThroughTheManagerInRealTimeSteps() throws {
        let manager = try InputManager(
            selections: [
                .replay(
                    events: Fixtures.path("Atmel maXTouch Touchscreen.1-finger-fast-taps.events"),
                    description: nil)
            ],
            screen: (800, 480), watchHotplug: false)
        #expect(manager.fileDescriptors.isEmpty)
        #expect(manager.nextReplayOffset == 0)
        manager.advanceReplays(elapsed: 100_000)  // 0.1 s: first tap down and up
        let early = manager.tracker.takeRecords()
        #expect(early.map(\.phase) == [.began, .ended])
        #expect(manager.nextReplayOffset == 233_855)
        manager.replayAllToEnd()
        #expect(!manager.hasReplays)
        #expect(manager.tracker.takeRecords().count(.began) == 8)
    }
}
