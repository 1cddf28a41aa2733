import TactilePlatform
import Testing

@testable import TactileInput

/// Tap counts and swipe bits from contact frames fed straight to the tracker, on a mapping where
/// one device unit is one point.
@Suite struct TouchTrackerTests {
    let mapping = ScreenMapping(
        xAxis: AxisInfo(minimum: 0, maximum: 999), yAxis: AxisInfo(minimum: 0, maximum: 999),
        width: 1000, height: 1000)

    /// Feeds one finger's path: (seconds, x, y) samples, then a lift at `liftTime`.
    func stroke(_ tracker: TouchTracker, key: Int, _ samples: [(Double, Int32, Int32)], liftTime: Double) {
        for (time, x, y) in samples {
            tracker.consume(
                ContactFrame(time: Int64((time * 1e6).rounded()), contacts: [Contact(key: key, x: x, y: y)]),
                deviceID: 1, mapping: mapping)
        }
        tracker.consume(ContactFrame(time: Int64((liftTime * 1e6).rounded()), contacts: []), deviceID: 1, mapping: mapping)
    }

    func tapCounts(_ taps: [(down: Double, up: Double, x: Int32, y: Int32)]) -> [Int] {
        let tracker = TouchTracker()
        for (index, tap) in taps.enumerated() { stroke(tracker, key: index + 1, [(tap.down, tap.x, tap.y)], liftTime: tap.up) }
        return tracker.takeRecords().filter { $0.phase == .began }.map(\.tapCount)
    }

    @Test func twoQuickTapsAtOneSpotCountTwo() {
        #expect(tapCounts([(1.0, 1.05, 500, 500), (1.3, 1.35, 520, 510)]) == [1, 2])
    }

    @Test func tapsTooFarApartCountOne() {
        // 46 pt apart: just over the 45 pt limit.
        #expect(tapCounts([(1.0, 1.05, 500, 500), (1.2, 1.25, 546, 500)]) == [1, 1])
        #expect(tapCounts([(1.0, 1.05, 500, 500), (1.2, 1.25, 545, 500)]) == [1, 2])
    }

    @Test func tapsTooSlowCountOne() {
        // 0.36 s from lift to the next touch: over the 0.35 s interval.
        #expect(tapCounts([(1.0, 1.05, 500, 500), (1.41, 1.45, 500, 500)]) == [1, 1])
        #expect(tapCounts([(1.0, 1.05, 500, 500), (1.39, 1.45, 500, 500)]) == [1, 2])
    }

    @Test func aDragIsNotATap() {
        let tracker = TouchTracker()
        stroke(tracker, key: 1, [(1.0, 500, 500), (1.05, 500, 600)], liftTime: 1.1)
        stroke(tracker, key: 2, [(1.2, 500, 500)], liftTime: 1.25)
        #expect(tracker.takeRecords().filter { $0.phase == .began }.map(\.tapCount) == [1, 1])
    }

    @Test func tripleTapKeepsCounting() {
        #expect(tapCounts([(1.0, 1.05, 500, 500), (1.2, 1.25, 500, 500), (1.4, 1.45, 505, 505)]) == [1, 2, 3])
    }

    func swipeBits(_ samples: [(Double, Int32, Int32)]) -> Int {
        let tracker = TouchTracker()
        stroke(tracker, key: 1, samples, liftTime: samples.last!.0 + 0.01)
        return tracker.takeRecords().last!.swipe.rawValue
    }

    @Test func quickStraightDragsGiveDirectionBits() {
        // Up-right at 45°: up | right = 9.
        #expect(swipeBits([(1.0, 500, 500), (1.05, 520, 480), (1.1, 540, 460), (1.15, 560, 440)]) == 9)
        #expect(swipeBits([(1.0, 500, 500), (1.1, 500, 430)]) == 1)  // up
        #expect(swipeBits([(1.0, 500, 500), (1.1, 500, 570)]) == 2)  // down
        #expect(swipeBits([(1.0, 500, 500), (1.1, 430, 500)]) == 4)  // left
        #expect(swipeBits([(1.0, 500, 500), (1.1, 570, 500)]) == 8)  // right
        #expect(swipeBits([(1.0, 500, 500), (1.1, 440, 560)]) == 6)  // down-left
        // 20° off horizontal is within 22.5°: one bit.
        #expect(swipeBits([(1.0, 500, 500), (1.1, 594, 466)]) == 8)
        // 30° off horizontal: diagonal.
        #expect(swipeBits([(1.0, 500, 500), (1.1, 587, 450)]) == 9)
    }

    @Test func slowShortOrCurvedDragsAreNotSwipes() {
        #expect(swipeBits([(1.0, 500, 500), (1.3, 500, 452), (1.6, 500, 380)]) == 0)  // 50 pt only after 0.5 s
        #expect(swipeBits([(1.0, 500, 500), (1.3, 500, 450), (1.6, 500, 380)]) == 1)  // 50 pt at 0.3 s
        #expect(swipeBits([(1.0, 500, 500), (1.1, 540, 500)]) == 0)  // 40 pt
        // Out 30 pt right and back, then 55 pt up: 55 pt away after 115 pt of path.
        #expect(swipeBits([(1.0, 500, 500), (1.05, 530, 500), (1.1, 500, 500), (1.15, 500, 445)]) == 0)
    }

    @Test func swipeBitsFollowTheUIOrientation() {
        // With the picture turned 90° clockwise, the panel's +x runs toward the UI's top
        // (x' = y, y' = 1 − x): a quick drag along panel +x is a swipe up.
        let rotated = ScreenMapping(
            xAxis: AxisInfo(minimum: 0, maximum: 999), yAxis: AxisInfo(minimum: 0, maximum: 999),
            rotation: .clockwise90, width: 1000, height: 1000)
        let tracker = TouchTracker()
        for (time, x) in [(1.0, Int32(500)), (1.1, 600)] {
            tracker.consume(ContactFrame(time: Int64(time * 1e6), contacts: [Contact(key: 1, x: x, y: 500)]), deviceID: 1, mapping: rotated)
        }
        #expect(tracker.takeRecords().last?.swipe == .up)
    }

    @Test func removedDeviceCancelsItsTouchesOnly() {
        let tracker = TouchTracker()
        tracker.consume(ContactFrame(time: 1_000_000, contacts: [Contact(key: 1, x: 10, y: 10)]), deviceID: 1, mapping: mapping)
        tracker.consume(ContactFrame(time: 1_000_000, contacts: [Contact(key: 1, x: 20, y: 20)]), deviceID: 2, mapping: mapping)
        _ = tracker.takeRecords()
        tracker.cancelAll(deviceID: 1, time: 1_500_000)
        let records = tracker.takeRecords()
        #expect(records.map(\.phase) == [.cancelled])
        #expect(records.first?.location == TouchLocation(x: 10, y: 10) && records.first?.timestamp.seconds == 1.5)
        #expect(tracker.activeTouchCount == 1)
    }

    @Test func identitiesAreGlobalAcrossDevices() {
        let tracker = TouchTracker()
        tracker.consume(ContactFrame(time: 1, contacts: [Contact(key: 1, x: 10, y: 10)]), deviceID: 1, mapping: mapping)
        tracker.consume(ContactFrame(time: 2, contacts: [Contact(key: 1, x: 10, y: 10)]), deviceID: 2, mapping: mapping)
        #expect(tracker.takeRecords().map { $0.id } == [1, 2])
    }
}
