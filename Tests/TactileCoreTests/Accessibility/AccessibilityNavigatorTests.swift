import TactileCore
import TactileRaster
import TactileTestSupport
import Testing

/// The navigation table and the edges of docs/accessibility.md, on small screens worked out by
/// hand.
@Suite struct AccessibilityNavigatorTests {
    static func item(_ label: String, x: Double = 0, y: Double = 0) -> AccessibilityNode {
        .item(label: label, frame: Rect(x: x, y: y, width: 10, height: 10))
    }

    static func container(_ title: String, _ children: [AccessibilityNode]) -> AccessibilityNode {
        .container(title: title, frame: Rect(x: 0, y: 0, width: 100, height: 100), children: children)
    }

    /// A toolbar and a list: two top-level containers of two and three items.
    static func toolbarAndList(loops: Bool = false) -> AccessibilityNavigator {
        AccessibilityNavigator(
            roots: [
                container("Toolbar", [item("Back"), item("Edit")]),
                container("Inbox", [item("Ann"), item("Bob"), item("Cy")])
            ], loops: loops)
    }

    /// The calendar of the docs: September 2009, two events on the 2nd.
    static func calendar() -> AccessibilityNavigator {
        AccessibilityNavigator(roots: [
            container(
                "September 2009",
                [
                    container("September 1", []),
                    container("September 2", [item("Meeting A"), item("Meeting B")]),
                    container("September 3", [])
                ])
        ])
    }

    @Test func theCalendarWalkOfTheDocs() {
        var navigator = AccessibilityNavigatorTests.calendar()
        #expect(navigator.select(container: 0).utterance == "September 2009, 3 items")
        #expect(navigator.perform(.first).utterance == "September 1, no items")
        #expect(navigator.perform(.next).utterance == "September 2, 2 items")
        #expect(navigator.perform(.next).utterance == "Meeting A")
        #expect(navigator.perform(.next).utterance == "Meeting B")
        // A day's title step belongs to the month; its events to the day.
        #expect(navigator.focus?.container == 2)
        #expect(navigator.perform(.next).utterance == "September 3, no items")
        #expect(navigator.focus?.container == 0)
    }

    @Test func nextFromTheLastItemEntersTheNextContainerOrWrapsWithTheLoop() {
        var navigator = AccessibilityNavigatorTests.toolbarAndList()
        _ = navigator.select(step: 1)
        let outcome = navigator.perform(.next)
        #expect(outcome.utterance == "Inbox, 3 items, Ann")
        #expect(outcome.cue == nil)
        #expect(navigator.perform(.previous).utterance == "Toolbar, 2 items, Edit")

        var looping = AccessibilityNavigatorTests.toolbarAndList(loops: true)
        _ = looping.select(step: 1)
        #expect(looping.perform(.next) == .init(utterance: "Back", cue: .wrap))
        #expect(looping.perform(.previous) == .init(utterance: "Edit", cue: .wrap))
    }

    @Test func firstAndLastJumpInsideTheContainerThenLeaveIt() {
        var navigator = AccessibilityNavigatorTests.toolbarAndList()
        _ = navigator.select(step: 3)
        #expect(navigator.perform(.last).utterance == "Cy")
        #expect(navigator.perform(.first).utterance == "Ann")
        // First on the first item: the previous container's first item.
        #expect(navigator.perform(.first).utterance == "Toolbar, 2 items, Back")
        // Last on the last item: the next container's first item.
        _ = navigator.perform(.last)
        #expect(navigator.perform(.last).utterance == "Inbox, 3 items, Ann")

        var looping = AccessibilityNavigatorTests.toolbarAndList(loops: true)
        _ = looping.select(step: 2)
        #expect(looping.perform(.first).utterance == nil)
        #expect(looping.focus == .init(container: 1, step: 2))
    }

    @Test func theScreensEndsAndTheContainerGestures() {
        var navigator = AccessibilityNavigatorTests.toolbarAndList()
        _ = navigator.select(step: 3)
        #expect(navigator.perform(.firstOnScreen).utterance == "Toolbar, 2 items, Back")
        #expect(navigator.perform(.lastOnScreen).utterance == "Inbox, 3 items, Cy")
        #expect(navigator.perform(.previousContainer).utterance == "Toolbar, 2 items")
        #expect(navigator.focus == .init(container: 0, step: nil))
        #expect(navigator.perform(.nextContainer).utterance == "Inbox, 3 items")
        #expect(navigator.perform(.nextContainer).utterance == nil, "no container after the last")
        #expect(navigator.perform(.next).utterance == "Ann", "a selected container's next step is its first item")
    }

    @Test func anEmptyContainerIsOneStep() {
        var navigator = AccessibilityNavigator(roots: [
            AccessibilityNavigatorTests.container("Toolbar", [AccessibilityNavigatorTests.item("Back")]),
            AccessibilityNavigatorTests.container("Drafts", []),
            AccessibilityNavigatorTests.container("Inbox", [AccessibilityNavigatorTests.item("Ann")])
        ])
        _ = navigator.select(step: 0)
        #expect(navigator.perform(.next).utterance == "Drafts, no items")
        #expect(navigator.perform(.next).utterance == "Inbox, one item, Ann")
    }

    @Test func theSameMoveGivesTheSameResultWhateverTheFocusWasSelectedBy() {
        // A move acts on the current container wherever the gesture lands: the navigator has no
        // notion of where a flick was made, so two walks differing only in that agree.
        var a = AccessibilityNavigatorTests.toolbarAndList(), b = AccessibilityNavigatorTests.toolbarAndList()
        _ = a.select(step: 2)
        _ = b.select(step: 2)
        for move in [AccessibilityNavigator.Move.next, .last, .previous, .first, .nextContainer, .next] {
            #expect(a.perform(move) == b.perform(move))
            #expect(a.focus == b.focus)
        }
    }
}
