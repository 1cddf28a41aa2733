import Testing

@testable import TactileInput

/// One mouse as several fingers: the fingers chosen at the press, where they are, their keys,
/// and their lifting together. The area is 800 × 480 units (positions 0...799, 0...479) and
/// neighbouring fingers of a row are 60 units apart.
@Suite struct PointerFingersTests {
    typealias Fingers = PointerContacts.Fingers

    /// The contacts of each frame, as (key, x, y), for a series of pointer actions at time 0,
    /// each with the fingers its keys ask for.
    func frames(_ actions: [(PointerContacts.Action, Int32, Int32, Fingers)]) -> [[[Int32]]] {
        var pointer = PointerContacts(width: 800, height: 480)
        return actions.flatMap { action, x, y, fingers in
            pointer.frames(for: action, x: x, y: y, fingers: fingers, time: 0).map { frame in
                frame.contacts.map { [Int32($0.key), $0.x, $0.y] }
            }
        }
    }

    @Test func theSpacingIsSixtyUnits() {
        #expect(PointerContacts.spacing == 60)
    }

    @Test func oneFingerIsThePointer() {
        #expect(
            frames([(.pressed, 100, 50, .one), (.dragged, 120, 60, .one), (.released, 120, 60, .one)])
                == [[[1, 100, 50]], [[1, 120, 60]], []])
    }

    @Test func mirroredFingersAreReflectedThroughTheCentre() {
        // (799 − 100, 479 − 50) = (699, 429); then (799 − 300, 479 − 200) = (499, 279).
        #expect(
            frames([(.pressed, 100, 50, .mirrored), (.dragged, 300, 200, .mirrored), (.released, 300, 200, .mirrored)])
                == [[[1, 100, 50], [2, 699, 429]], [[1, 300, 200], [2, 499, 279]], []])
    }

    @Test func mirroredFingersMeetAtTheCentre() {
        // The centre of 0...799 × 0...479 is (399.5, 239.5): (399, 239) and (400, 240) straddle it.
        #expect(frames([(.pressed, 399, 239, .mirrored)]) == [[[1, 399, 239], [2, 400, 240]]])
        #expect(frames([(.pressed, 0, 0, .mirrored)]) == [[[1, 0, 0], [2, 799, 479]]])
    }

    @Test func twoFingersSideBySide() {
        #expect(
            frames([(.pressed, 100, 50, .row(2)), (.dragged, 200, 70, .row(2)), (.released, 200, 70, .row(2))])
                == [[[1, 100, 50], [2, 160, 50]], [[1, 200, 70], [2, 260, 70]], []])
    }

    @Test func threeFourAndFiveFingersInARow() {
        #expect(frames([(.pressed, 100, 50, .row(3))]) == [[[1, 100, 50], [2, 160, 50], [3, 220, 50]]])
        #expect(
            frames([(.pressed, 100, 50, .row(4))])
                == [[[1, 100, 50], [2, 160, 50], [3, 220, 50], [4, 280, 50]]])
        #expect(
            frames([(.pressed, 100, 50, .row(5)), (.dragged, 110, 400, .row(5))])
                == [
                    [[1, 100, 50], [2, 160, 50], [3, 220, 50], [4, 280, 50], [5, 340, 50]],
                    [[1, 110, 400], [2, 170, 400], [3, 230, 400], [4, 290, 400], [5, 350, 400]]
                ])
    }

    @Test func fingersPastTheRightEdgeStayOnIt() {
        // 760 + 60 = 820 and 760 + 120 = 880, both past 799.
        #expect(frames([(.pressed, 760, 10, .row(3))]) == [[[1, 760, 10], [2, 799, 10], [3, 799, 10]]])
        // 700 + 60 = 760 fits, 700 + 120 = 820 does not.
        #expect(frames([(.pressed, 700, 10, .row(3))]) == [[[1, 700, 10], [2, 760, 10], [3, 799, 10]]])
    }

    @Test func onlyThePointersFingerLeavesTheArea() {
        // A drag out of the window: the pointer's finger follows it, the others stay inside.
        // Mirror of (−20, 500) is (819, −21): clamped to (799, 0).
        #expect(
            frames([(.pressed, 10, 10, .mirrored), (.dragged, -20, 500, .mirrored)])
                == [[[1, 10, 10], [2, 789, 469]], [[1, -20, 500], [2, 799, 0]]])
        // A row below the bottom edge: the other fingers at y = 479; left of the area, x from 0.
        #expect(
            frames([(.pressed, 10, 10, .row(3)), (.dragged, -100, 490, .row(3))])
                == [[[1, 10, 10], [2, 70, 10], [3, 130, 10]], [[1, -100, 490], [2, 0, 479], [3, 20, 479]]])
    }

    @Test func keysAreDistinctAndNeverReused() {
        #expect(
            frames([
                (.pressed, 0, 0, .row(5)), (.released, 0, 0, .row(5)),
                (.pressed, 0, 0, .mirrored), (.released, 0, 0, .mirrored),
                (.pressed, 0, 0, .one), (.released, 0, 0, .one)
            ])
                == [
                    [[1, 0, 0], [2, 60, 0], [3, 120, 0], [4, 180, 0], [5, 240, 0]], [],
                    [[6, 0, 0], [7, 799, 479]], [],
                    [[8, 0, 0]], []
                ])
    }

    @Test func keysChangedMidDragChangeNothing() {
        // Pressed with Ctrl: a pair for the whole drag, whatever the later events carry.
        #expect(
            frames([
                (.pressed, 100, 100, .mirrored), (.dragged, 110, 100, .one), (.dragged, 120, 100, .row(5)),
                (.released, 120, 100, .one)
            ])
                == [
                    [[1, 100, 100], [2, 699, 379]], [[1, 110, 100], [2, 689, 379]],
                    [[1, 120, 100], [2, 679, 379]], []
                ])
        // Pressed with 4: four until the release, though the keys went up at once.
        #expect(
            frames([(.pressed, 0, 0, .row(4)), (.dragged, 10, 0, .one), (.released, 10, 0, .one)])
                == [
                    [[1, 0, 0], [2, 60, 0], [3, 120, 0], [4, 180, 0]],
                    [[1, 10, 0], [2, 70, 0], [3, 130, 0], [4, 190, 0]], []
                ])
    }

    @Test func aPressWithTheLastReleaseLostEndsAllTheOldFingersFirst() {
        #expect(
            frames([(.pressed, 1, 1, .row(3)), (.pressed, 5, 5, .one), (.released, 5, 5, .one)])
                == [[[1, 1, 1], [2, 61, 1], [3, 121, 1]], [], [[4, 5, 5]], []])
    }

    @Test func aDragWithThePressLostStartsTheFingersItsKeysAskFor() {
        #expect(
            frames([(.dragged, 3, 4, .row(2)), (.dragged, 5, 6, .one), (.released, 5, 6, .one)])
                == [[[1, 3, 4], [2, 63, 4]], [[1, 5, 6], [2, 65, 6]], []])
    }

    @Test func aMoveWithTheButtonUpLiftsEveryFinger() {
        #expect(
            frames([
                (.pressed, 1, 1, .mirrored), (.moved, 9, 9, .mirrored), (.moved, 9, 9, .one),
                (.dragged, 9, 9, .one)
            ])
                == [[[1, 1, 1], [2, 798, 478]], [], [[3, 9, 9]]])
    }

    @Test func theStateFollowsTheContacts() {
        var pointer = PointerContacts(width: 800, height: 480)
        _ = pointer.frames(for: .pressed, x: 0, y: 0, fingers: .row(3), time: 0)
        #expect(pointer.contactKeys == [1, 2, 3])
        #expect(pointer.fingers == .row(3))
        _ = pointer.frames(for: .released, x: 0, y: 0, time: 0)
        #expect(pointer.contactKeys.isEmpty)
        #expect(pointer.fingers == nil)
    }

    @Test func theKeysChooseTheFingers() {
        #expect(Fingers(control: false, shift: false) == .one)
        #expect(Fingers(control: true, shift: false) == .mirrored)
        #expect(Fingers(control: false, shift: true) == .row(2))
        #expect(Fingers(control: true, shift: true) == .mirrored)
        #expect(Fingers(control: false, shift: false, digitKey: 3) == .row(3))
        #expect(Fingers(control: false, shift: false, digitKey: 4) == .row(4))
        #expect(Fingers(control: false, shift: false, digitKey: 5) == .row(5))
        // A digit wins over Ctrl and Shift (Shift-3 is still 3).
        #expect(Fingers(control: true, shift: true, digitKey: 5) == .row(5))
        #expect(Fingers(control: false, shift: true, digitKey: 3) == .row(3))
        // Other digits ask for nothing.
        #expect(Fingers(control: false, shift: false, digitKey: 2) == .one)
        #expect(Fingers(control: true, shift: false, digitKey: 6) == .mirrored)
        #expect([Fingers.one, .mirrored, .row(2), .row(5), .row(0)].map(\.count) == [1, 2, 2, 5, 1])
    }

    @Test func aTrackerSeesTheFingersBeginMoveAndEndTogether() {
        var pointer = PointerContacts(width: 800, height: 480)
        let tracker = TouchTracker()
        // Device units are points here: 800 units (0...799) onto 800 points.
        let mapping = ScreenMapping(
            xAxis: AxisInfo(minimum: 0, maximum: 799), yAxis: AxisInfo(minimum: 0, maximum: 479),
            width: 800, height: 480)
        let steps: [(PointerContacts.Action, Int32, Int64)] = [
            (.pressed, 100, 0), (.dragged, 400, 50_000),
            (.released, 400, 100_000)
        ]
        for (action, x, time) in steps {
            for frame in pointer.frames(for: action, x: x, y: 200, fingers: .row(3), time: time) {
                tracker.consume(frame, deviceID: 0, mapping: mapping)
            }
            if action == .dragged { #expect(tracker.activeTouchCount == 3) }
        }
        let records = tracker.takeRecords()
        #expect(records.map(\.phase) == [.began, .began, .began, .moved, .moved, .moved, .ended, .ended, .ended])
        #expect(Set(records.map(\.id)).count == 3)
        let ended = records.filter { $0.phase == .ended }
        #expect(Set(ended.map(\.timestamp)).count == 1)
        #expect(ended.map { ($0.location.x * 1000).rounded() / 1000 } == [400, 460, 520])
        #expect(tracker.activeTouchCount == 0)
    }
}
