import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// The reader's model read out of views: containers, items, what is looked through or left out,
/// and the reading order.
@Suite struct AccessibilityTreeTests {
    /// A toolbar container with two buttons, three loose labels in two rows, a hidden label.
    static func screen() -> (Screen, Window) {
        let (screen, window, _) = makeScreen(width: 400, height: 300)
        let toolbar = View(frame: Rect(x: 0, y: 0, width: 400, height: 44))
        toolbar.isAccessibilityContainer = true
        toolbar.accessibilityContainerTitle = "Toolbar"
        for (title, x) in [("Edit", 300.0), ("Back", 10.0)] {
            let button = Button(frame: Rect(x: x, y: 4, width: 80, height: 36))
            button.setTitle(title, for: .normal)
            toolbar.addSubview(button)
        }
        window.addSubview(toolbar)
        let group = View(frame: Rect(x: 0, y: 100, width: 400, height: 100))
        for (text, x, y) in [("C", 0.0, 50.0), ("B", 150.0, 5.0), ("A", 0.0, 0.0)] {
            let label = Label(frame: Rect(x: x, y: y, width: 100, height: 20))
            label.text = text
            group.addSubview(label)
        }
        let hidden = Label(frame: Rect(x: 0, y: 250, width: 100, height: 20))
        hidden.text = "Hidden"
        hidden.isHidden = true
        group.addSubview(hidden)
        window.addSubview(group)
        return (screen, window)
    }

    @Test func containersItemsAndReadingOrder() {
        let (_, window) = AccessibilityTreeTests.screen()
        // Compared without what is behind the items (their views): labels and frames.
        func bare(_ node: AccessibilityNode) -> AccessibilityNode {
            switch node {
            case let .item(item): .item(label: item.label, frame: item.frame)
            case let .container(title, frame, children): .container(title: title, frame: frame, children: children.map(bare))
            }
        }
        let nodes = AccessibilityTree.nodes(of: window, title: "Notes").map(bare)
        #expect(
            nodes == [
                .container(
                    title: "Toolbar", frame: Rect(x: 0, y: 0, width: 400, height: 44),
                    children: [
                        .item(label: "Back", frame: Rect(x: 10, y: 4, width: 80, height: 36)),
                        .item(label: "Edit", frame: Rect(x: 300, y: 4, width: 80, height: 36))
                    ]),
                .container(
                    title: "Notes", frame: Rect(x: 0, y: 100, width: 250, height: 70),
                    children: [
                        .item(label: "A", frame: Rect(x: 0, y: 100, width: 100, height: 20)),
                        .item(label: "B", frame: Rect(x: 150, y: 105, width: 100, height: 20)),
                        .item(label: "C", frame: Rect(x: 0, y: 150, width: 100, height: 20))
                    ])
            ])
    }

    @Test func whatTheAppSetsWinsOverTheStandardAccessibility() {
        let button = Button(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        button.setTitle("→", for: .normal)
        #expect(button.accessibilityLabel == "→" && button.accessibilityTraits == .button)
        button.accessibilityLabel = "Next month"
        button.isEnabled = false
        #expect(button.accessibilityLabel == "Next month")
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        let label = Label(frame: .zero)
        #expect(!label.isAccessibilityElement, "an empty label is not an item")
        label.text = "Hi"
        #expect(label.isAccessibilityElement && label.accessibilityTraits == .staticText)
        let plain = View(frame: .zero)
        #expect(!plain.isAccessibilityElement && !plain.isAccessibilityContainer && plain.accessibilitySettings == nil)
    }

    @Test func theNavigatorWalksABuiltScreen() {
        let (_, window) = AccessibilityTreeTests.screen()
        var navigator = AccessibilityNavigator(roots: AccessibilityTree.nodes(of: window, title: "Notes"))
        #expect(navigator.select(container: 0).utterance == "Toolbar, 2 items")
        #expect(navigator.perform(.next).utterance == "Back, button")
        #expect(navigator.perform(.last).utterance == "Edit, button")
        #expect(navigator.perform(.next).utterance == "Notes, 3 items, A")
        #expect(navigator.perform(.lastOnScreen).utterance == "C")
    }
}
