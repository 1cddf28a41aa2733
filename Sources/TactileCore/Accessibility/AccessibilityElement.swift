import TactileRaster

/// An item (or a container of items) the screen reader sees in content a view draws itself, with
/// no subview of its own: a day in a calendar grid, a bar of a chart (UIKit's
/// `UIAccessibilityElement`). Give them to the view that draws them, in reading order, through
/// `View.accessibilityElements`.
///
/// An element is an item unless `isAccessibilityContainer` is set: then it is a container titled
/// `accessibilityContainerTitle` holding `children` (a day holding its events).
open class AccessibilityElement {
    /// The view that draws the element; its frame is in this view's coordinates. The view keeps
    /// its elements, not the other way round.
    @Unowned public final private(set) var container: View

    /// What the reader says for the item.
    open var accessibilityLabel: String?
    /// Its current value, said after the label.
    open var accessibilityValue: String?
    /// What activating it does, said after a pause.
    open var accessibilityHint: String?
    /// Its kind and state.
    open var accessibilityTraits: AccessibilityTraits = []
    /// Where it is drawn, in `container`'s coordinates (UIKit's `accessibilityFrameInContainerSpace`).
    open var accessibilityFrameInContainerSpace = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Where a double tap taps it, in screen points; nil for the centre of its frame.
    open var accessibilityActivationPoint: Point?
    /// How its touch area grows into the free space around it.
    open var accessibilityEnlargement: AccessibilityEnlargement = .automatic
    /// Whether the element is a container of `children` rather than an item.
    open var isAccessibilityContainer = false
    /// The container's title ("September 2").
    open var accessibilityContainerTitle: String?
    /// A container's children in reading order: elements, or views (a list section's rows).
    open var children: [AccessibilityChild] = []
    /// Run by `accessibilityActivate()` (the reader's double tap); returns whether it did something.
    public var onActivate: (() -> Bool)?

    /// An element drawn by `container`.
    public init(container: View) {
        self.container = container
    }

    /// The element's frame in screen points.
    public var accessibilityFrame: Rect { container.convertToScreen(accessibilityFrameInContainerSpace) }

    /// Does what a tap on the element would; false (the default without `onActivate`) lets the
    /// reader tap `container` at the activation point instead.
    open func accessibilityActivate() -> Bool { onActivate?() ?? false }

    /// Raises an adjustable element's value (one-finger flick up).
    open func accessibilityIncrement() {}

    /// Lowers an adjustable element's value (one-finger flick down).
    open func accessibilityDecrement() {}
}
