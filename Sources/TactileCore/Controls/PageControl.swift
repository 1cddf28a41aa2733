/// A row of dots, one per page, the current one highlighted, UIKit's `UIPageControl`.
///
/// Dots are 7 pt wide with 9 pt between them (16 pt from centre to centre), the row centred in
/// the bounds. A tap left of the current dot goes one page back, a tap right of it one page
/// forward (never past the first or last page), and sends `valueChanged`; setting
/// `currentPage` sends nothing. The tap counts at the lift inside the tracking area, so a drag
/// that a scroll view takes over changes nothing.
open class PageControl: Control {
    /// The diameter of a dot.
    public static let dotDiameter = 7.0
    /// The space between two dots.
    public static let dotSpacing = 9.0
    /// The height `size(forNumberOfPages:)` gives.
    public static let defaultHeight = 26.0

    /// The number of pages (dots); negative values count as 0. Default 0.
    public var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            guard numberOfPages != oldValue else { return }
            invalidateIntrinsicContentSize()
            clampCurrentPage()
            updateVisibility()
            setNeedsDisplay()
        }
    }

    /// The page whose dot is highlighted, kept within `0..<numberOfPages` (0 with no pages).
    public var currentPage = 0 {
        didSet {
            clampCurrentPage()
            if currentPage != oldValue { setNeedsDisplay() }
        }
    }

    /// An adjustable item "Page" whose value is "page x of y", once there is more than one page.
    open override var standardAccessibility: StandardAccessibility {
        StandardAccessibility(
            isElement: numberOfPages > 1, label: "Page", value: "page \(currentPage + 1) of \(numberOfPages)",
            traits: .adjustable)
    }

    /// The next page, as a tap on the right half does.
    open override func accessibilityIncrement() { step(by: 1) }

    /// The previous page.
    open override func accessibilityDecrement() { step(by: -1) }

    private final func step(by offset: Int) {
        let page = currentPage + offset
        guard page >= 0, page < numberOfPages else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }

    /// Whether the control hides itself while it has at most one page (default false).
    public var hidesForSinglePage = false {
        didSet { if hidesForSinglePage != oldValue { updateVisibility() } }
    }

    /// The colour of the other pages' dots; nil (the default): the palette's label colour at
    /// 30 % opacity.
    public var pageIndicatorTintColor: Color? {
        didSet { if pageIndicatorTintColor != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the current page's dot; nil (the default): the palette's label colour.
    public var currentPageIndicatorTintColor: Color? {
        didSet { if currentPageIndicatorTintColor != oldValue { setNeedsDisplay() } }
    }

    /// A page control with the given frame.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// The size the dots of `pageCount` pages need (UIKit's `size(forNumberOfPages:)`):
    /// 16 pt a page less 9 pt, by `defaultHeight`.
    public static func size(forNumberOfPages pageCount: Int) -> Size {
        let count = Double(Swift.max(0, pageCount))
        return Size(width: Swift.max(0, count * (dotDiameter + dotSpacing) - dotSpacing), height: defaultHeight)
    }

    /// The size the control needs for its pages: `size(forNumberOfPages: numberOfPages)`.
    open override var intrinsicContentSize: Size { PageControl.size(forNumberOfPages: numberOfPages) }

    /// The rectangle of the dot of `page` in bounds coordinates (pages outside the range give
    /// where such a dot would be).
    public func dotRect(forPage page: Int) -> Rect {
        let rowWidth = PageControl.size(forNumberOfPages: numberOfPages).width
        let d = PageControl.dotDiameter
        let x = bounds.midX - rowWidth / 2 + Double(page) * (d + PageControl.dotSpacing)
        return Rect(x: x, y: bounds.midY - d / 2, width: d, height: d)
    }

    private final func clampCurrentPage() {
        let clamped = Swift.max(0, Swift.min(currentPage, numberOfPages - 1))
        if clamped != currentPage { currentPage = clamped }
    }

    private final func updateVisibility() {
        isHidden = hidesForSinglePage && numberOfPages <= 1
    }

    // MARK: Tracking

    open override func endTracking(_ touch: Touch, with event: Event) {
        guard isTouchInside, numberOfPages > 1 else { return }
        let x = touch.location(in: self).x
        let current = dotRect(forPage: currentPage).midX
        let target = x < current ? currentPage - 1 : x > current ? currentPage + 1 : currentPage
        guard target >= 0, target < numberOfPages, target != currentPage else { return }
        currentPage = target
        sendActions(for: .valueChanged)
    }

    // MARK: Appearance

    open override func tintColorDidChange() { setNeedsDisplay() }
    open override func userInterfaceStyleDidChange() { setNeedsDisplay() }

    open override func draw(_ rect: Rect, in context: Canvas) {
        let palette = self.palette
        let other = pageIndicatorTintColor ?? palette.label.withAlpha(77)
        let current = currentPageIndicatorTintColor ?? palette.label
        let radius = PageControl.dotDiameter / 2 * contentScaleFactor
        for page in 0..<numberOfPages {
            context.fillRoundedRect(
                pixelRect(for: dotRect(forPage: page)), cornerRadii: CornerRadii(all: radius),
                color: page == currentPage ? current : other)
        }
    }
}
