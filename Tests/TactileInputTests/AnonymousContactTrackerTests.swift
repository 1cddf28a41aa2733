import Testing

@testable import TactileInput

@Suite struct AnonymousContactTrackerTests {
    @Test func nearestNeighbourKeepsIdentitiesWhenOrderSwaps() {
        var tracker = AnonymousContactTracker(maximumDistance: 100)
        var next = 1
        let first = tracker.update([(100, 100, nil), (500, 500, nil)], nextKey: &next)
        #expect(first.map(\.key) == [1, 2])
        // Reported in the other order, each moved a little.
        let second = tracker.update([(505, 490, nil), (110, 95, nil)], nextKey: &next)
        #expect(second.map(\.key) == [2, 1])
    }

    @Test func crossingFingersPreferTheGloballyNearestPairs() {
        var tracker = AnonymousContactTracker(maximumDistance: 100)
        var next = 1
        _ = tracker.update([(100, 100, nil), (140, 100, nil)], nextKey: &next)
        // New points at 125 and 165: 140→165 (25) and 100→125 (25) beat 140→125 (15)+100→165 (65)?
        // Greedy takes the single nearest pair first (140→125), then 100→165 (65 ≤ 100).
        let result = tracker.update([(125, 100, nil), (165, 100, nil)], nextKey: &next)
        #expect(result.map(\.key) == [2, 1])
    }

    @Test func farJumpIsANewContact() {
        var tracker = AnonymousContactTracker(maximumDistance: 100)
        var next = 1
        _ = tracker.update([(100, 100, nil)], nextKey: &next)
        let result = tracker.update([(400, 100, nil)], nextKey: &next)
        #expect(result.map(\.key) == [2])
    }

    @Test func liftAndNewContact() {
        var tracker = AnonymousContactTracker(maximumDistance: 100)
        var next = 1
        _ = tracker.update([(100, 100, nil), (500, 100, nil)], nextKey: &next)
        #expect(tracker.update([(502, 101, nil)], nextKey: &next).map(\.key) == [2])
        #expect(tracker.update([], nextKey: &next).isEmpty)
        #expect(tracker.update([(100, 100, nil)], nextKey: &next).map(\.key) == [3])
    }

    @Test func trackingIDsWinWhenPresent() {
        var tracker = AnonymousContactTracker(maximumDistance: 100)
        var next = 1
        _ = tracker.update([(100, 100, 7), (110, 100, 8)], nextKey: &next)
        // Swapped positions, but ids say which is which.
        #expect(tracker.update([(110, 100, 7), (100, 100, 8)], nextKey: &next).map(\.key) == [1, 2])
    }

    @Test func cancelledContactsStayCancelled() {
        var tracker = AnonymousContactTracker(maximumDistance: 100)
        var next = 1
        _ = tracker.update([(100, 100, nil)], nextKey: &next)
        #expect(tracker.cancelAll().map(\.key) == [1])
        let result = tracker.update([(105, 100, nil), (600, 600, nil)], nextKey: &next)
        #expect(result.map(\.isCancelled) == [true, false])
    }
}
