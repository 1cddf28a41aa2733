/// Lines its arranged views up in a row or a column, UIKit's `UIStackView`: it sizes them from
/// their `intrinsicContentSize` by `distribution` along the axis and places them by `alignment`
/// across it, `spacing` apart, inside its bounds (or inside `layoutMargins` with
/// `isLayoutMarginsRelativeArrangement`).
///
/// A hidden arranged view takes no space; hiding or showing one inside an animation block
/// animates: the others slide, and the one hiding collapses and fades (a picture of it does, in
/// its place, since the view itself is hidden at once), the one showing grows and fades in.
/// The stack lays out in `layoutSubviews`, so changes made together lay it out once, at the next
/// frame. Its own `intrinsicContentSize` is made of its arranged views', so stacks nest.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [label, toggle])
/// row.spacing = 8
/// row.alignment = .center
/// let form = StackView(arrangedSubviews: [row, otherRow])
/// form.axis = .vertical
/// View.animate(duration: .milliseconds(300)) { otherRow.isHidden = true }
/// ```
open class StackView: View {
    /// The views the stack lays out, in order (left to right, or top to bottom). Each is also a
    /// subview; the subviews' order (which is in front) is separate.
    public private(set) var arrangedSubviews: [View] = []

    /// The direction the views line up in; horizontal by default, as in UIKit.
    public var axis: Axis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// The distance between adjacent views along the axis, in points (the least distance for
    /// `equalSpacing`). Negative spacing overlaps them; a value that is not finite counts as 0.
    public var spacing: Double = 0 {
        didSet { if spacing != oldValue && !(spacing.isNaN && oldValue.isNaN) { arrangementDidChange() } }
    }

    /// Where the views sit across the axis.
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// How the views share the length along the axis.
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// Space kept free inside the edges when `isLayoutMarginsRelativeArrangement` is on; zero by
    /// default. Lengths that are not finite count as 0.
    public var layoutMargins: EdgeInsets = .zero {
        didSet { if layoutMargins != oldValue && isLayoutMarginsRelativeArrangement { arrangementDidChange() } }
    }

    /// Whether the views are laid out inside `layoutMargins` rather than the bounds; off by
    /// default, as in UIKit.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    // MARK: Layout state (see StackView+Layout.swift)

    /// The intrinsic sizes of the shown arranged views and their lengths along the axis, kept
    /// between layouts so laying out allocates nothing once they have grown.
    var naturalSizes: [Size] = []
    var lengths: [Double] = []

    // MARK: Hiding animation state (see StackView+HidingAnimation.swift)

    /// Arranged views hidden in an animation block, each with the picture that collapses and
    /// fades in its place until the animation ends.
    var collapsing: [(view: View, standIn: View)] = []
    /// Arranged views shown in an animation block, to grow from a collapsed frame at the
    /// block's layout: where they start (nil: collapsed at their new place) and their opacity there.
    var appearing: [(view: View, start: Rect?, startAlpha: Double)] = []
    /// Whether the open animation block will lay the stack out before it closes.
    var hasScheduledAnimatedLayout = false

    /// An empty stack with the given frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// A stack of `views` (added as subviews too), with an empty frame at the origin.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Adds `view` at the end of `arrangedSubviews`, and as the front subview when it is not a
    /// subview yet.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` of `arrangedSubviews` (clamped to the list; a view already
    /// arranged moves there), adding it as the front subview when it is not a subview yet.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if view.superview !== self { addSubview(view) }
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: current)
        }
        arrangedSubviews.insert(view, at: Swift.max(0, Swift.min(index, arrangedSubviews.count)))
        arrangementDidChange()
    }

    /// Takes `view` out of `arrangedSubviews`: the stack no longer lays it out. As in UIKit it
    /// stays a subview (call `removeFromSuperview()` to take it off screen, which also takes it
    /// out of the arrangement).
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        forgetHidingAnimation(of: view)
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: View) {
        removeArrangedSubview(subview)
    }

    /// Something the layout depends on changed: lay out again, and tell a stack holding this one.
    final func arrangementDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    final func isArranged(_ view: View) -> Bool {
        arrangedSubviews.contains { $0 === view }
    }

    override func subviewIntrinsicContentSizeDidChange(_ subview: View) {
        if isArranged(subview) { arrangementDidChange() }
    }

    override func subviewVisibilityDidChange(_ subview: View) {
        guard isArranged(subview) else { return }
        arrangementDidChange()
        arrangedSubviewVisibilityDidChange(subview)
    }

    // MARK: Size

    /// The size the shown arranged views need: along the axis their intrinsic lengths (zero
    /// for a view without one; with `fillEqually`, the longest one for each) plus the spacing
    /// between them; across it the largest intrinsic length; plus `layoutMargins` when the
    /// arrangement is relative to them. Zero lengths (and margins) for no shown view.
    open override var intrinsicContentSize: Size {
        var along = 0.0, longest = 0.0, across = 0.0, count = 0
        for view in arrangedSubviews where !view.isHidden {
            let size = view.intrinsicContentSize
            let length = StackView.natural(axis == .vertical ? size.height : size.width)
            along += Swift.max(0, length)
            longest = Swift.max(longest, length)
            across = Swift.max(across, StackView.natural(axis == .vertical ? size.width : size.height))
            count += 1
        }
        if distribution == .fillEqually { along = longest * Double(count) }
        if count > 1 { along += StackView.finite(spacing) * Double(count - 1) }
        var size = axis == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
        if isLayoutMarginsRelativeArrangement {
            let margins = StackView.finite(layoutMargins)
            size.width += margins.left + margins.right
            size.height += margins.top + margins.bottom
        }
        // Huge lengths and spacing can overflow: the size stays a finite, non-negative one.
        return Size(width: StackView.clamped(size.width), height: StackView.clamped(size.height))
    }

    /// The intrinsic content size, whatever `size` is.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Lays out the arranged views (see `Distribution` and `Alignment`).
    open override func layoutSubviews() {
        layoutArrangedSubviews()
    }
}
