import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

@Suite struct LayoutTests {
    @Test func setNeedsLayoutCoalesces() {
        let view = LayoutCountingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        #expect(view.layoutCount == 1)  // a new view lays out once
        view.layoutIfNeeded()
        #expect(view.layoutCount == 1)  // nothing marked: returns early
        view.setNeedsLayout(); view.setNeedsLayout(); view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layoutCount == 2)
    }

    @Test func sizeChangesMarkLayoutMovesDoNot() {
        let view = LayoutCountingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.center = Point(x: 50, y: 50)
        view.transform = AffineTransform(rotationAngle: 1)
        view.alpha = 0.5
        view.layoutIfNeeded()
        #expect(view.layoutCount == 1)
        view.bounds.size = Size(width: 20, height: 10)
        view.frame = view.frame  // same size: no mark
        view.layoutIfNeeded()
        #expect(view.layoutCount == 2)
    }

    @Test func passRunsTopDownOncePerDirtyView() {
        let (screen, window, target) = makeScreen(width: 40, height: 40)
        var log: [String] = []
        let parent = LayoutCountingView(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let childA = LayoutCountingView(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        let childB = LayoutCountingView(frame: Rect(x: 5, y: 0, width: 5, height: 5))
        for (view, name) in [(parent, "parent"), (childA, "a"), (childB, "b")] {
            view.name = name
            view.log = { log.append($0) }
        }
        window.addSubview(parent)
        parent.addSubview(childA)
        parent.addSubview(childB)
        screen.render(into: target)
        #expect(log == ["parent", "a", "b"])
        log.removeAll()
        childB.setNeedsLayout(); parent.setNeedsLayout(); childB.setNeedsLayout()
        #expect(screen.needsFrame)
        screen.render(into: target)
        #expect(log == ["parent", "b"])
        log.removeAll()
        screen.render(into: target)
        #expect(log.isEmpty)
        #expect(!screen.needsFrame)
    }

    @Test func layoutResizingAChildLaysItOutInTheSamePass() {
        final class Container: View {
            let child = LayoutCountingView(frame: Rect(x: 0, y: 0, width: 1, height: 1))
            override init(frame: Rect) {
                super.init(frame: frame)
                addSubview(child)
            }
            override func layoutSubviews() { child.frame = bounds }
        }
        let container = Container(frame: Rect(x: 0, y: 0, width: 30, height: 30))
        container.layoutIfNeeded()
        #expect(container.child.layoutCount == 1)
        container.bounds.size = Size(width: 50, height: 40)
        container.layoutIfNeeded()
        #expect(container.child.bounds.size == Size(width: 50, height: 40))
        #expect(container.child.layoutCount == 2)
    }
}
