import TactileText

/// Shows read-only text: one font, one colour, aligned, on one or more lines, truncated with
/// "…" when it does not fit. Centred vertically in its bounds, like UIKit's label.
open class Label: View {
    /// The text shown.
    public var text: String = "" {
        didSet { if text != oldValue { setNeedsDisplay(); textSizeDidChange() } }
    }

    /// An item reading its text, while it has some.
    open override var standardAccessibility: StandardAccessibility {
        StandardAccessibility(isElement: !text.isEmpty, label: text, traits: .staticText)
    }

    /// The font, in points. Drawn at the screen's scale (a copy at that scale is made when the
    /// font's own scale differs).
    public var font: Font {
        didSet { scaledFont = nil; setNeedsDisplay(); textSizeDidChange() }
    }

    /// The colour of the text: by default the style's text colour (black, or white in dark
    /// mode), until set.
    public var textColor: Color {
        get { textColorValue.given }
        set {
            let old = textColorValue.color
            textColorValue.set(newValue, shown: shownStyle)
            if newValue != old { setNeedsDisplay() }
        }
    }
    /// The text colour and the light and dark colours it follows while the app has set none.
    final var textColorValue = StyledValue(.label)

    open override func userInterfaceStyleDidChange() {
        super.userInterfaceStyleDidChange()
        if textColorValue.update(for: shownStyle) { setNeedsDisplay() }
    }

    /// Where lines sit horizontally.
    public var textAlignment: TextAlignment = .leading {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The most lines shown; 0 for any number. 1 (the default) keeps the text on one line. As in
    /// UIKit, text on more than one line wraps at words whatever `lineBreakMode` says, and a
    /// truncating mode shortens only the last line kept.
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { setNeedsDisplay(); textSizeDidChange() } }
    }

    /// How text that does not fit is shortened. With one line, word wrapping truncates the tail;
    /// with more, truncating the tail wraps at words and ends the last line kept with "…".
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { setNeedsDisplay(); textSizeDidChange() } }
    }

    /// The width a label of more than one line wraps its text at for `intrinsicContentSize`
    /// (UIKit's `preferredMaxLayoutWidth`); 0, the default, for none: lines break only at
    /// newlines.
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textSizeDidChange() } }
    }

    /// `intrinsicContentSize` and the scale it was measured at: a stack laying out every frame
    /// of an animation must not lay the text out again each time.
    private var measuredSize: (size: Size, scale: Double)?

    /// The font at the scale of the last draw.
    private var scaledFont: Font?

    /// A label in `font` (the 17 pt system font by default).
    public init(frame: Rect = .zero, font: Font = .system(size: 17)) {
        self.font = font
        super.init(frame: frame)
        isOpaque = false
    }

    /// The lines laid out for a width of `width` points, in pixels of `scale`.
    final func layout(width: Double, scale: Double) -> TextLayout {
        TextLayout(
            text, font: font(scale: scale), width: width * scale, alignment: textAlignment,
            lineBreakMode: textLineBreakMode, maximumLines: numberOfLines)
    }

    /// Text's mode for the label's: Text's modes describe one line; a label's mode describes its
    /// last line (UIKit's meaning).
    private final var textLineBreakMode: LineBreakMode {
        switch (numberOfLines == 1, lineBreakMode) {
        case (true, .byWordWrapping): return .byTruncatingTail
        // Word wrapping with a line limit ends the last line kept with an ellipsis.
        case (false, .byTruncatingTail): return .byWordWrapping
        default: return lineBreakMode
        }
    }

    /// The lines of the last draw, laid out again in place by the next (`TextLayout.relayout`):
    /// a label of a reused list cell draws its new text without allocating.
    private var drawnLayout: TextLayout?
    /// What `drawnLayout` was laid out from: a draw with the same is drawn from it as it is (a
    /// long label scrolled in strips lays its text out once).
    private var drawnLayoutSource:
        (
            text: String, font: Font, width: Double, alignment: TextAlignment,
            lineBreakMode: LineBreakMode, maximumLines: Int
        )?

    private final func font(scale: Double) -> Font {
        if font.scale == scale { return font }
        // System fonts at the screen's scale are shared by every label.
        if let weight = font.systemWeight { return Font.system(size: font.pointSize, weight: weight, scale: scale) }
        if let scaledFont, scaledFont.scale == scale { return scaledFont }
        let made = (try? font.withSize(font.pointSize, scale: scale)) ?? font
        scaledFont = made
        return made
    }

    private final func textSizeDidChange() {
        measuredSize = nil
        invalidateIntrinsicContentSize()
    }

    /// The size of the text in `font`, in whole pixels of the screen: one line as long as the
    /// text (lines break only at newlines), or, with more than one line allowed and a
    /// `preferredMaxLayoutWidth`, wrapped at that width. Zero for no text.
    open override var intrinsicContentSize: Size {
        guard !text.isEmpty else { return .zero }
        let scale = screenScale ?? contentScaleFactor
        if let measuredSize, measuredSize.scale == scale { return measuredSize.size }
        let width = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        let size = sizeThatFits(width: width)
        measuredSize = (size, scale)
        return size
    }

    /// The size the text needs: on one line its whole length (as UIKit's label, even past
    /// `size.width`); on more lines wrapped at `size.width` (when positive and finite) and at
    /// most `numberOfLines` lines. Zero for no text.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard !text.isEmpty else { return .zero }
        guard numberOfLines != 1, size.width > 0, size.width.isFinite else { return intrinsicContentSize }
        return sizeThatFits(width: size.width)
    }

    /// A new screen may have another scale: the text measures differently there.
    open override func didMoveToSuperview() {
        if measuredSize != nil, measuredSize?.scale != (screenScale ?? contentScaleFactor) { measuredSize = nil }
    }

    /// The size the text needs within `width` points (nil: unbounded), in points.
    public func sizeThatFits(width: Double? = nil) -> Size {
        // Measured at the scale it will be drawn at: hinted glyph advances do not scale linearly.
        let scale = screenScale ?? contentScaleFactor
        let laidOut = layout(width: width ?? 1e9, scale: scale)
        let measuredWidth = width == nil ? laidOut.lines.reduce(0) { Swift.max($0, $1.width) } : laidOut.width
        // Whole pixels, so a label given exactly this size lays its text out the same way.
        return Size(width: (measuredWidth.rounded(.up)) / scale, height: laidOut.height.rounded(.up) / scale)
    }

    /// Whether the text does not show whole in the bounds: shortened with "…", wider than the
    /// bounds, or with lines below them (what an audit reports as text cut short).
    public var isTextTruncated: Bool {
        guard !text.isEmpty else { return false }
        guard bounds.width > 0, bounds.height > 0 else { return true }
        let scale = screenScale ?? contentScaleFactor
        let laidOut = layout(width: bounds.width, scale: scale)
        let widest = laidOut.lines.reduce(0) { Swift.max($0, $1.x + $1.width) }
        return laidOut.isTruncated || widest.rounded(.down) / scale > bounds.width
            || laidOut.height.rounded(.up) / scale > bounds.height + 1
    }

    /// Where the text is drawn, in the label's bounds: the lines' extent, centred vertically as
    /// `draw(_:in:)` places them.
    public var textRect: Rect {
        guard !text.isEmpty, bounds.width > 0 else { return Rect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        let scale = screenScale ?? contentScaleFactor
        let laidOut = layout(width: bounds.width, scale: scale)
        let left = laidOut.lines.reduce(Double.infinity) { Swift.min($0, $1.x) }
        let right = laidOut.lines.reduce(0) { Swift.max($0, $1.x + $1.width) }
        let top = Swift.max(0, ((bounds.height * scale - laidOut.height) / 2).rounded(.down))
        return Rect(
            x: bounds.minX + (left.isFinite ? left : 0) / scale, y: bounds.minY + top / scale,
            width: Swift.max(0, right - (left.isFinite ? left : 0)) / scale, height: laidOut.height / scale)
    }

    open override func draw(_ rect: Rect, in context: Canvas) {
        guard !text.isEmpty, context.shown(textColor).alpha > 0 else { return }
        let scale = contentScaleFactor
        var laidOut: TextLayout
        let source = (
            text: text, font: font(scale: scale), width: bounds.width * scale, alignment: textAlignment,
            lineBreakMode: textLineBreakMode, maximumLines: numberOfLines
        )
        if let drawn = drawnLayout, let last = drawnLayoutSource, last.font === source.font, last.width == source.width,
            last.alignment == source.alignment, last.lineBreakMode == source.lineBreakMode,
            last.maximumLines == source.maximumLines, last.text == source.text
        {
            laidOut = drawn
        } else if var reused = drawnLayout {
            drawnLayout = nil  // the only reference, so relaying out refills its arrays
            reused.relayout(
                source.text, font: source.font, width: source.width, alignment: source.alignment,
                lineBreakMode: source.lineBreakMode, maximumLines: source.maximumLines)
            laidOut = reused
        } else {
            laidOut = layout(width: bounds.width, scale: scale)
        }
        drawnLayoutSource = source
        defer { drawnLayout = laidOut }
        // Whole pixels, so glyphs stay crisp.
        let top = ((bounds.height * scale - laidOut.height) / 2).rounded(.down)
        context.drawText(laidOut, at: Point(x: 0, y: Swift.max(0, top)), color: textColor)
    }
}
