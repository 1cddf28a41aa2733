import TactileRaster

extension ScrollView {
    /// The reader's three-finger flick (`accessibilityScroll(_:)`): a page (the visible size) in
    /// `direction`, animated, kept within the content; says "page x of y" where it lands. False
    /// when it cannot move that way.
    final func scrollPageForAccessibility(_ direction: AccessibilityScrollDirection) -> Bool {
        let page = Size(width: bounds.width, height: bounds.height)
        guard page.width > 0, page.height > 0 else { return false }
        let minX = -adjustedContentInset.left, minY = -adjustedContentInset.top
        let maxX = Swift.max(minX, contentSize.width + adjustedContentInset.right - page.width)
        let maxY = Swift.max(minY, contentSize.height + adjustedContentInset.bottom - page.height)
        var target = contentOffset
        switch direction {
        case .down: target.y += page.height
        case .up: target.y -= page.height
        case .right: target.x += page.width
        case .left: target.x -= page.width
        }
        target = Point(x: Swift.min(Swift.max(target.x, minX), maxX), y: Swift.min(Swift.max(target.y, minY), maxY))
        guard target != contentOffset else { return false }
        setContentOffset(target, animated: true)
        let horizontal = direction == .left || direction == .right
        let extent = horizontal ? contentSize.width : contentSize.height
        let side = horizontal ? page.width : page.height
        let pages = Swift.max(1, Int((extent / side).rounded(.up)))
        let index = Swift.min(pages, Int(((horizontal ? target.x - minX : target.y - minY) / side).rounded()) + 1)
        Accessibility.post(.pageScrolled("page \(index) of \(pages)"))
        Accessibility.post(.layoutChanged(focus: nil))
        return true
    }
}
