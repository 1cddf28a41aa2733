import TactileText

/// Multi-line editable text in a scroll view (UIKit's `UITextView`): lines wrap at spaces to
/// the view's width (a word longer than a line breaks between characters), return starts a new
/// line, and the content scrolls to keep the caret visible. A tap makes it first responder and
/// places the caret at the nearest character boundary of the line tapped; a double tap selects
/// a word; a drag scrolls.
open class TextView: ScrollView, TextInputClient, EditableTextHost {
    // MARK: Text

    /// The text. Setting it puts the caret at its end.
    public var text: String {
        get { editable.string }
        set {
            editable.setText(newValue)
            textDidChange()
        }
    }

    /// The font (the 17 pt system font by default).
    public var font: Font {
        didSet {
            scaledFont.reset()
            textDidChange()
        }
    }

    /// The colour of the text: the style's text colour (black, white in dark mode) until set.
    public var textColor: Color {
        get { textColorValue.given }
        set { textColorValue.set(newValue, shown: shownStyle); textContent.setNeedsDisplay() }
    }
    private final var textColorValue = StyledValue(.label)

    /// The colour of the caret; the selection is drawn in it at a quarter opacity. Until set,
    /// the view's `tintColor` (the accent), as UIKit's caret.
    public var caretColor: Color {
        get { ownCaretColor ?? tintColor }
        set {
            ownCaretColor = newValue
            caretColorDidChange()
        }
    }
    private final var ownCaretColor: Color?

    private final func caretColorDidChange() {
        caret.backgroundColor = caretColor
        textContent.setNeedsDisplay()
    }

    /// The caret follows the tint unless given a colour of its own.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if ownCaretColor == nil { caretColorDidChange() }
    }

    /// The room between the view's edges and the text, in points.
    public var textContainerInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if textContainerInset != oldValue { textDidChange() } }
    }

    /// Called after each change the user makes (typing, deleting).
    public var onTextChange: ((TextView) -> Void)?

    /// The selected characters (Unicode scalars); empty at the caret.
    public var selectedRange: Range<Int> {
        get { editable.selection }
        set { selectRange(newValue) }
    }

    /// Whether the view is first responder, taking typing.
    public internal(set) var isEditing = false

    // MARK: State

    /// One line on screen: its characters (a line broken at spaces keeps them, so the caret can
    /// stand after them) and the pen positions before each and after the last, in pixels.
    struct VisualLine {
        var range: Range<Int>
        var offsets: [Double]
    }

    var editable = EditableText()
    let textContent = TextViewContent(frame: .zero)
    let caret = CaretView(frame: .zero)
    private var scaledFont = ScaledFont()
    private(set) var lines: [VisualLine] = []
    private var linesWidth = -1.0
    private var linesScale = 0.0
    @Unowned final var editingSystem: TextInputSystem?

    /// A text view in `font` (the 17 pt system font by default).
    public init(frame: Rect = .zero, font: Font = .system(size: 17)) {
        self.font = font
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        alwaysBounceVertical = true
        textContent.textView = self
        textContent.isOpaque = false
        addSubview(textContent)
        caret.backgroundColor = caretColor
        textContent.addSubview(caret)
    }

    open override func userInterfaceStyleDidChange() {
        super.userInterfaceStyleDidChange()
        if textColorValue.update(for: shownStyle) { textContent.setNeedsDisplay() }
    }

    // MARK: Layout

    private final var textScale: Double { screenScale ?? contentScaleFactor }

    private final func font(scale: Double) -> Font { scaledFont.font(font, scale: scale) }

    /// The height of a line, in points.
    final var lineHeight: Double {
        let scale = textScale
        return font(scale: scale).lineHeight / scale
    }

    /// Breaks the text into lines for the current width (cached until the text, font, width or
    /// scale changes).
    final func layoutLines() {
        let scale = textScale
        let width = Swift.max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        guard width != linesWidth || scale != linesScale || lines.isEmpty else { return }
        linesWidth = width
        linesScale = scale
        let font = self.font(scale: scale)
        let limit = width * scale
        let scalars = editable.scalars
        var result: [VisualLine] = []
        var paragraphStart = 0
        while true {
            var paragraphEnd = paragraphStart
            while paragraphEnd < scalars.count, scalars[paragraphEnd] != "\n" { paragraphEnd += 1 }
            let offsets = font.characterOffsets(of: scalars[paragraphStart..<paragraphEnd])
            var lineStart = paragraphStart
            repeat {
                var index = lineStart
                var lastBreak = -1
                while index < paragraphEnd {
                    if scalars[index] == " " {
                        index += 1
                        lastBreak = index  // spaces hang past the line's end
                        continue
                    }
                    let right = offsets[index + 1 - paragraphStart] - offsets[lineStart - paragraphStart]
                    if right > limit && index > lineStart { break }
                    index += 1
                }
                let end = index >= paragraphEnd ? paragraphEnd : (lastBreak > lineStart ? lastBreak : index)
                let range = lineStart..<end
                result.append(VisualLine(range: range, offsets: font.characterOffsets(of: scalars[range])))
                lineStart = end
            } while lineStart < paragraphEnd
            guard paragraphEnd < scalars.count else { break }
            paragraphStart = paragraphEnd + 1
        }
        lines = result
        let height = textContainerInset.top + Double(lines.count) * lineHeight + textContainerInset.bottom
        contentSize = Size(width: bounds.width, height: height)
        textContent.frame = Rect(x: 0, y: 0, width: bounds.width, height: Swift.max(height, bounds.height))
        textContent.setNeedsDisplay()
    }

    /// The line holding caret position `index`: the last line starting at or before it.
    final func lineIndex(forCaret index: Int) -> Int {
        layoutLines()
        var found = 0
        for (number, line) in lines.enumerated() where line.range.lowerBound <= index { found = number }
        return found
    }

    /// The top of line `number`, in content points.
    final func lineTop(_ number: Int) -> Double {
        textContainerInset.top + Double(number) * lineHeight
    }

    /// The caret position nearest to `point` (content coordinates).
    public func characterIndex(closestTo point: Point) -> Int {
        layoutLines()
        guard !lines.isEmpty, point.y.isFinite else { return 0 }
        let row = Int(((point.y - textContainerInset.top) / lineHeight).rounded(.down))
        let line = lines[Swift.min(Swift.max(row, 0), lines.count - 1)]
        var offsets = line.offsets
        // A line broken at spaces ends before them: the caret may not go past the break.
        if line.range.upperBound < editable.count, editable.scalars[line.range.upperBound] != "\n" {
            offsets.removeLast()
        }
        let x = (point.x - textContainerInset.left) * textScale
        return line.range.lowerBound + nearestBoundary(to: x, in: offsets)
    }

    /// The caret's rectangle in content coordinates.
    public var caretRect: Rect {
        layoutLines()
        let number = lineIndex(forCaret: editable.caret)
        let line = lines[number]
        let column = Swift.min(Swift.max(editable.caret - line.range.lowerBound, 0), line.offsets.count - 1)
        let x = textContainerInset.left + line.offsets[column] / textScale
        return Rect(x: x - CaretView.width / 2, y: lineTop(number), width: CaretView.width, height: lineHeight)
    }

    /// The text view itself.
    public var textInputView: View { self }
    /// Whether the view holds any text.
    public var hasText: Bool { !editable.isEmpty }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutLines()
        caret.frame = caretRect
    }

    // MARK: Changes

    private final func textDidChange() {
        linesWidth = -1
        layoutLines()
        selectionDidChange()
    }

    final func selectionDidChange() {
        caret.frame = caretRect
        if isEditing && editable.selection.isEmpty { caret.startBlinking() } else { caret.stopBlinking() }
        textContent.setNeedsDisplay()
        if isEditing { scrollToCaret() }
        editingSystem?.clientCaretDidMove(self)
    }

    /// Scrolls the least that shows the caret above the bottom inset (the keyboard's part).
    private final func scrollToCaret() {
        let rect = caretRect
        let room = bounds.height - contentInset.bottom
        guard room > 0 else { return }
        var offset = contentOffset
        if rect.maxY > offset.y + room { offset.y = rect.maxY - room }
        if rect.minY < offset.y { offset.y = rect.minY }
        let range = offsetRange
        offset.y = Swift.min(Swift.max(offset.y, range.minY), range.maxY)
        if offset != contentOffset { contentOffset = offset }
    }

    // MARK: Editing

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        beginEditing(becomeResponder: { super.becomeFirstResponder() })
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        endEditing(resignResponder: { super.resignFirstResponder() })
        return true
    }

    /// Types `text`; "\n" starts a new line.
    public func insertText(_ text: String) { typeText(text, newlinesAreText: true) }

    /// Deletes the selection, else the character before the caret; nothing at the start of the text.
    public func deleteBackward() { eraseBackward() }

    /// Moves the caret `offset` characters (negative: left), collapsing a selection.
    public func moveCaret(by offset: Int) { shiftCaret(by: offset) }

    /// Typing or deleting changed the text: the lines are broken again, and `onTextChange` runs.
    final func textWasEdited() {
        linesWidth = -1
        layoutLines()
        selectionDidChange()
        onTextChange?(self)
    }

    /// A tap at `point` (content coordinates): first responder, and the caret there, or with a
    /// second tap while editing, the word there selected.
    final func tapped(at point: Point, tapCount: Int) {
        let wasEditing = isEditing
        guard becomeFirstResponder() else { return }
        if wasEditing && tapCount >= 2, let word = editable.wordRange(at: characterIndex(closestTo: point)) {
            editable.select(word)
        } else {
            editable.placeCaret(at: characterIndex(closestTo: point))
        }
        selectionDidChange()
    }

    /// Draws the lines (and the selection) that meet `rect`, in the content's coordinates.
    final func drawText(_ rect: Rect, in context: Canvas) {
        let scale = textContent.contentScaleFactor
        let font = self.font(scale: scale)
        let left = textContainerInset.left * scale
        let selection = isEditing ? editable.selection : 0..<0
        let lineHeightPixels = font.lineHeight
        for (number, line) in lines.enumerated() {
            let top = (lineTop(number) * scale).rounded(.down)
            guard top + lineHeightPixels >= rect.minY * scale, top <= rect.maxY * scale else { continue }
            let lower = Swift.max(selection.lowerBound, line.range.lowerBound)
            let upper = Swift.min(selection.upperBound, line.range.upperBound)
            if lower < upper {
                let x0 = line.offsets[lower - line.range.lowerBound], x1 = line.offsets[upper - line.range.lowerBound]
                context.fill(
                    Rect(x: left + x0, y: top, width: x1 - x0, height: lineHeightPixels),
                    color: caretColor.withAlpha(64))
            }
            guard !line.range.isEmpty, textColor.alpha > 0 else { continue }
            var shown = ""
            shown.unicodeScalars.append(contentsOf: editable.scalars[line.range])
            let layout = TextLayout(shown, font: font, lineBreakMode: .byClipping)
            context.drawText(layout, at: Point(x: left, y: top), color: textColor)
        }
    }
}

/// The content of a `TextView`: draws its lines and takes its taps.
final class TextViewContent: View {
    @Unowned var textView: TextView?

    override func draw(_ rect: Rect, in context: Canvas) {
        textView?.drawText(rect, in: context)
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first, let textView else { return }
        textView.tapped(at: touch.location(in: self), tapCount: touch.tapCount)
    }
}
