import Testing

@testable import TactileInput

/// The mouse as one finger: frames from button events, including the events a window loses.
@Suite struct PointerContactsTests {
    /// The contacts of each frame, as (key, x, y), for a series of pointer actions at time 0.
    func frames(_ actions: [(PointerContacts.Action, Int32, Int32)]) -> [[[Int32]]] {
        var pointer = PointerContacts(width: 100, height: 100)
        return actions.flatMap { action, x, y in
            pointer.frames(for: action, x: x, y: y, time: 0).map { frame in
                frame.contacts.map { [Int32($0.key), $0.x, $0.y] }
            }
        }
    }

    @Test func pressDragReleaseIsOneContact() {
        #expect(
            frames([(.pressed, 10, 20), (.dragged, 15, 25), (.released, 15, 25)])
                == [[[1, 10, 20]], [[1, 15, 25]], []])
    }

    @Test func eachPressIsANewContact() {
        #expect(
            frames([(.pressed, 1, 1), (.released, 1, 1), (.pressed, 2, 2), (.released, 2, 2)])
                == [[[1, 1, 1]], [], [[2, 2, 2]], []])
    }

    @Test func aPressWithTheLastReleaseLostEndsTheOldContactFirst() {
        #expect(
            frames([(.pressed, 1, 1), (.pressed, 5, 5), (.released, 5, 5)])
                == [[[1, 1, 1]], [], [[2, 5, 5]], []])
    }

    @Test func aDragWithThePressLostStartsAContact() {
        #expect(
            frames([(.dragged, 3, 4), (.dragged, 5, 6), (.released, 5, 6)])
                == [[[1, 3, 4]], [[1, 5, 6]], []])
    }

    @Test func aMoveWithTheButtonUpEndsALostContact() {
        #expect(
            frames([(.pressed, 1, 1), (.moved, 9, 9), (.dragged, 9, 9)])
                == [[[1, 1, 1]], [], [[2, 9, 9]]])
    }

    @Test func releasesAndMovesWithNothingDownGiveNoFrames() {
        #expect(frames([(.released, 1, 1), (.moved, 2, 2)]).isEmpty)
    }

    @Test func aTrackerSeesALostReleaseAsALiftThenANewTouch() {
        var pointer = PointerContacts(width: 100, height: 100)
        let tracker = TouchTracker()
        let mapping = ScreenMapping(
            xAxis: AxisInfo(minimum: 0, maximum: 99), yAxis: AxisInfo(minimum: 0, maximum: 99),
            width: 100, height: 100)
        for (action, time) in [(PointerContacts.Action.pressed, 0), (.pressed, 100_000), (.released, 150_000)] {
            for frame in pointer.frames(for: action, x: 50, y: 50, time: Int64(time)) {
                tracker.consume(frame, deviceID: 0, mapping: mapping)
            }
        }
        let records = tracker.takeRecords()
        #expect(records.map(\.phase) == [.began, .ended, .began, .ended])
        // Two quick presses at one spot: the second counts as a double tap, as two real taps would.
        #expect(records.filter { $0.phase == .began }.map(\.tapCount) == [1, 2])
        #expect(tracker.activeTouchCount == 0)
    }
}
