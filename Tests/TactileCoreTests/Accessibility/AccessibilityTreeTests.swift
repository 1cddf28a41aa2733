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

    /// A tall picture at the left beside a column of three lines, the lower two set further
    /// left than the first: the picture and the first line make a row, then the lines go down
    /// the column (not sorted across by their x as one row would have them).
    @Test func aTallPictureSharesItsRowWithTheFirstLineBesideIt() {
        func item(_ label: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> AccessibilityNode {
            .item(label: label, frame: Rect(x: x, y: y, width: width, height: height))
        }
        let picture = item("Picture", 0, 0, 150, 300)
        let first = item("Title", 200, 0, 200, 30), second = item("Artist", 170, 50, 200, 30)
        let third = item("Play", 160, 100, 80, 44), below = item("Footer", 0, 320, 100, 20)
        let order = AccessibilityTree.inRows([below, third, second, first, picture]).map { node -> String in
            if case let .item(item) = node { return item.label } else { return "" }
        }
        #expect(order == ["Picture", "Title", "Artist", "Play", "Footer"])
        // Items of one height in a row keep reading left to right.
        let row = AccessibilityTree.inRows([item("B", 100, 5, 50, 20), item("A", 0, 0, 50, 20)])
        #expect(row.map { node -> Double in node.frame.minX } == [0, 100])
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
