import TactileTestSupport
import Testing

@testable import TactileCore

@Suite struct HierarchyTests {
    func tagged(_ tags: [Int]) -> [View] {
        tags.map {
            let v = View(); v.tag = $0; return v
        }
    }

    func order(_ view: View) -> [Int] { view.subviews.map(\.tag) }

    @Test func addAndInsertKeepOrder() {
        let parent = View()
        let v = tagged([1, 2, 3, 4, 5])
        parent.addSubview(v[0])
        parent.addSubview(v[1])
        parent.insertSubview(v[2], at: 0)
        #expect(order(parent) == [3, 1, 2])
        parent.insertSubview(v[3], aboveSubview: v[2])
        #expect(order(parent) == [3, 4, 1, 2])
        parent.insertSubview(v[4], belowSubview: v[1])
        #expect(order(parent) == [3, 4, 1, 5, 2])
        parent.insertSubview(v[0], at: 99)
        #expect(order(parent) == [3, 4, 5, 2, 1])
        for view in v { #expect(view.superview === parent) }
    }

    @Test func reorderingAmongSiblings() {
        let parent = View()
        let v = tagged([1, 2, 3, 4])
        for view in v { parent.addSubview(view) }
        parent.bringSubviewToFront(v[0])
        #expect(order(parent) == [2, 3, 4, 1])
        parent.sendSubviewToBack(v[3])
        #expect(order(parent) == [4, 2, 3, 1])
        // Moving a sibling above or below another, from either side.
        parent.insertSubview(v[3], aboveSubview: v[2])
        #expect(order(parent) == [2, 3, 4, 1])
        parent.insertSubview(v[0], belowSubview: v[1])
        #expect(order(parent) == [1, 2, 3, 4])
        parent.insertSubview(v[0], aboveSubview: v[3])
        #expect(order(parent) == [2, 3, 4, 1])
        // Above or below itself is where it already is.
        parent.insertSubview(v[1], aboveSubview: v[1])
        parent.insertSubview(v[2], belowSubview: v[2])
        #expect(order(parent) == [2, 3, 4, 1])
    }

    @Test func removeClearsSuperviewAndAddingMovesBetweenParents() {
        let a = View(), b = View(), child = View()
        a.addSubview(child)
        #expect(child.superview === a)
        b.addSubview(child)
        #expect(a.subviews.isEmpty)
        #expect(child.superview === b && b.subviews.count == 1)
        child.removeFromSuperview()
        #expect(child.superview == nil && b.subviews.isEmpty)
        child.removeFromSuperview()  // removing twice does nothing
        #expect(child.superview == nil)
    }

    @Test func descendantsAndTags() {
        let root = View(), middle = View(), leaf = View()
        leaf.tag = 7
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.isDescendant(of: root) && leaf.isDescendant(of: leaf) && !root.isDescendant(of: leaf))
        #expect(root.viewWithTag(7) === leaf)
        #expect(root.viewWithTag(8) == nil)
        #expect(leaf.rootView === root)
    }
}
