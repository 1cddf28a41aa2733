import TactileText

/// A single line of editable text (UIKit's `UITextField`). A tap makes it first responder (the
/// on-screen keyboard slides up) and puts the caret at the nearest character boundary; a double
/// tap selects the word there. Typing inserts at the caret or replaces the selection, and the
/// text scrolls sideways to keep the caret in view. Return sends `primaryActionTriggered` and
/// ends the editing.
///
/// Events: `editingDidBegin`, `editingChanged` (typing, deleting; not setting `text`),
/// `editingDidEndOnExit` (return), `editingDidEnd`, `primaryActionTriggered` (return).
open class TextField: Control, TextInputClient, EditableTextHost {
    /// An item named by its placeholder whose value is the text (a secure field says how many
    /// characters it holds, never which).
    open override var standardAccessibility: StandardAccessibility {
        let count = text.count
        let value = isSecureTextEntry ? (count == 1 ? "one character" : "\(count) characters") : text
        return StandardAccessibility(
            isElement: true, label: placeholder.isEmpty ? nil : placeholder, value: value,
            traits: isEnabled ? [] : .notEnabled)
    }

    // MARK: Text

    /// The text. Setting it puts the caret at its end and sends no event.
    public var text: String {
        get { editable.string }
        set {
            editable.setText(newValue)
            textDidChange()
        }
    }

    /// Shown in `placeholderColor` while the text is empty.
    public var placeholder: String = "" {
        didSet { if placeholder != oldValue && editable.isEmpty { setNeedsDisplay() } }
    }

    /// The font of the text and the placeholder (the 17 pt system font by default).
    public var font: Font {
        didSet {
            scaledFont.reset()
            textDidChange()
        }
    }

    /// The colour of the text: the style's text colour (black, white in dark mode) until set.
    public var textColor: Color {
        get { textColorValue.given }
        set { textColorValue.set(newValue, shown: shownStyle); setNeedsDisplay() }
    }
    private final var textColorValue = StyledValue(.label)

    /// The colour of the placeholder: UIKit's placeholder grey of the style until set.
    public var placeholderColor: Color {
        get { placeholderColorValue.given }
        set { placeholderColorValue.set(newValue, shown: shownStyle); setNeedsDisplay() }
    }
    private final var placeholderColorValue = StyledValue(.placeholderText)

    /// The colour of the caret; the selection is drawn in it at a quarter opacity. Until set,
    /// the field's `tintColor` (the accent), as UIKit's caret.
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
        focusRing.borderColor = caretColor
        setNeedsDisplay()
    }

    /// The caret follows the tint unless given a colour of its own.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if ownCaretColor == nil { caretColorDidChange() }
    }

    /// The ring in the caret's colour around the field while it is edited, over its border.
    let focusRing = View()

    /// Hides the text: each character is drawn as a bullet (•); a double tap selects it all.
    public var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { textDidChange() } }
    }

    /// The room between the bounds and the text, in points.
    public var textInsets = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8) {
        didSet { if textInsets != oldValue { textDidChange() } }
    }

    /// Whether return ends the editing (resigns first responder, hiding the keyboard). Default true.
    public var resignsFirstResponderOnReturn = true

    /// The selected characters (Unicode scalars); empty at the caret.
    public var selectedRange: Range<Int> {
        get { editable.selection }
        set { selectRange(newValue) }
    }

    /// Whether the field is first responder, taking typing.
    public internal(set) var isEditing = false

    /// How far the text is scrolled to the left to show the caret, in points.
    public private(set) var horizontalOffset = 0.0

    // MARK: State

    var editable = EditableText()
    let caret = CaretView(frame: .zero)
    private var scaledFont = ScaledFont()
    private var cachedOffsets: [Double]?
    private var cachedOffsetsScale = 0.0
    @Unowned final var editingSystem: TextInputSystem?

    /// A field in `font` (the 17 pt system font by default), white (dark grey in dark mode) with a
    /// thin grey border.
    public init(frame: Rect = .zero, font: Font = .system(size: 17)) {
        self.font = font
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        borderColor = .fieldBorder
        borderWidth = 1
        cornerRadius = 6
        caret.backgroundColor = caretColor
        addSubview(caret)
        focusRing.isUserInteractionEnabled = false
        focusRing.isOpaque = false
        focusRing.borderWidth = 2
        focusRing.borderColor = caretColor
        focusRing.isHidden = true
        addSubview(focusRing)
    }

    open override func userInterfaceStyleDidChange() {
        super.userInterfaceStyleDidChange()
        let text = textColorValue.update(for: shownStyle), placeholder = placeholderColorValue.update(for: shownStyle)
        if text || placeholder { setNeedsDisplay() }
    }

    // MARK: Geometry

    /// The scale text is laid out at: the screen's, else the contents'.
    private final var textScale: Double { screenScale ?? contentScaleFactor }

    /// The font in pixels of `scale`.
    private final func font(scale: Double) -> Font { scaledFont.font(font, scale: scale) }

    /// What is drawn: the text, or a bullet per character.
    private final var displayScalars: [Unicode.Scalar] {
        isSecureTextEntry ? Array(repeating: "\u{2022}", count: editable.count) : editable.scalars
    }

    /// Where the pen stands before each displayed character and after the last, in pixels.
    final func characterOffsets() -> [Double] {
        let scale = textScale
        if let cachedOffsets, cachedOffsetsScale == scale { return cachedOffsets }
        let offsets = font(scale: scale).characterOffsets(of: displayScalars)
        cachedOffsets = offsets
        cachedOffsetsScale = scale
        return offsets
    }

    /// The rectangle the text is drawn and scrolled in (bounds inset by `textInsets`).
    public var textRect: Rect {
        let b = bounds
        return Rect(
            x: b.minX + textInsets.left, y: b.minY + textInsets.top,
            width: Swift.max(0, b.width - textInsets.left - textInsets.right),
            height: Swift.max(0, b.height - textInsets.top - textInsets.bottom))
    }

    /// The top of the line, in whole pixels of `scale` (the line is centred vertically).
    private final func lineTop(scale: Double) -> Double {
        let rect = textRect
        let lineHeight = font(scale: scale).lineHeight
        return (rect.minY * scale + (rect.height * scale - lineHeight) / 2).rounded(.down)
    }

    /// The caret's x for character boundary `index`, in bounds coordinates.
    final func caretX(at index: Int) -> Double {
        let offsets = characterOffsets()
        let clamped = Swift.min(Swift.max(index, 0), offsets.count - 1)
        return textRect.minX + offsets[clamped] / textScale - horizontalOffset
    }

    /// The character boundary nearest to `point` (bounds coordinates).
    public func characterIndex(closestTo point: Point) -> Int {
        let x = (point.x - textRect.minX + horizontalOffset) * textScale
        return nearestBoundary(to: x, in: characterOffsets())
    }

    /// The caret's rectangle in the field's bounds coordinates: a thin bar one line tall.
    public var caretRect: Rect {
        let scale = textScale
        let top = lineTop(scale: scale) / scale
        let height = font(scale: scale).lineHeight / scale
        return Rect(x: caretX(at: editable.caret) - CaretView.width / 2, y: top, width: CaretView.width, height: height)
    }

    /// The field itself.
    public var textInputView: View { self }
    /// Whether the field holds any text.
    public var hasText: Bool { !editable.isEmpty }

    // MARK: Changes

    /// The text, font or drawing of characters changed.
    private final func textDidChange() {
        cachedOffsets = nil
        scrollToCaret()
        selectionDidChange()
        setNeedsDisplay()
    }

    /// The selection or caret moved: the caret is placed and shown solid, the highlight redrawn.
    final func selectionDidChange() {
        scrollToCaret()
        caret.frame = caretRect
        if isEditing && editable.selection.isEmpty {
            caret.startBlinking()
        } else {
            caret.stopBlinking()
        }
        setNeedsDisplay()
        editingSystem?.clientCaretDidMove(self)
    }

    /// Scrolls the text the least that keeps the caret inside `textRect`, and no further than
    /// the text's end allows.
    private final func scrollToCaret() {
        let scale = textScale
        let offsets = characterOffsets()
        let room = Swift.max(0, textRect.width - CaretView.width)
        let caretPosition = offsets[Swift.min(editable.caret, offsets.count - 1)] / scale
        var offset = horizontalOffset
        if caretPosition - offset > room { offset = caretPosition - room }
        if caretPosition - offset < 0 { offset = caretPosition }
        offset = Swift.max(0, Swift.min(offset, ((offsets.max() ?? 0) / scale) - room))
        offset = (offset * scale).rounded(.up) / scale  // whole pixels keep glyphs crisp
        if offset != horizontalOffset {
            horizontalOffset = offset
            setNeedsDisplay()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        cachedOffsets = nil  // the scale may differ once on screen
        scrollToCaret()
        caret.frame = caretRect
        focusRing.frame = bounds
        focusRing.cornerRadius = cornerRadius
    }

    // MARK: Editing

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard isEnabled, beginEditing(becomeResponder: { super.becomeFirstResponder() }) else {
            return false
        }
        focusRing.frame = bounds
        focusRing.cornerRadius = cornerRadius
        focusRing.isHidden = false
        sendActions(for: .editingDidBegin)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        endEditing(resignResponder: { super.resignFirstResponder() })
        focusRing.isHidden = true
        sendActions(for: .editingDidEnd)
        return true
    }

    /// Types `text`; "\n" is return, the field's primary action (after the rest is typed).
    public func insertText(_ text: String) {
        if typeText(text, newlinesAreText: false) { returnPressed() }
    }

    /// Deletes the selection, else the character before the caret; nothing at the start of the text.
    public func deleteBackward() { eraseBackward() }

    /// Moves the caret `offset` characters (negative: left), collapsing a selection.
    public func moveCaret(by offset: Int) { shiftCaret(by: offset) }

    /// Typing or deleting changed the text: the offsets are measured again, and the field
    /// sends `editingChanged`.
    final func textWasEdited() {
        cachedOffsets = nil
        selectionDidChange()
        sendActions(for: .editingChanged)
    }

    /// Return: the primary action, then the end of editing unless the field keeps it.
    private final func returnPressed() {
        sendActions(for: .primaryActionTriggered)
        guard resignsFirstResponderOnReturn, isEditing else { return }
        sendActions(for: .editingDidEndOnExit)
        _ = resignFirstResponder()
    }

    // MARK: Touches

    open override func endTracking(_ touch: Touch, with event: Event) {
        guard isTouchInside else { return }
        let point = touch.location(in: self)
        let wasEditing = isEditing
        guard becomeFirstResponder() else { return }
        if wasEditing && touch.tapCount >= 2 {
            selectWord(at: point)
        } else {
            editable.placeCaret(at: characterIndex(closestTo: point))
            selectionDidChange()
        }
    }

    /// Selects the word at `point` (bounds coordinates); in a secure field, all the text.
    public func selectWord(at point: Point) {
        if isSecureTextEntry {
            editable.select(0..<editable.count)
        } else if let word = editable.wordRange(at: characterIndex(closestTo: point)) {
            editable.select(word)
        }
        selectionDidChange()
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in context: Canvas) {
        let scale = contentScaleFactor
        let font = self.font(scale: scale)
        var canvas = context
        canvas.setClip(canvas.clip.intersection(pixelRect(for: textRect).enclosingPixels))
        let top = lineTop(scale: scale)
        let left = textRect.minX * scale
        if editable.isEmpty {
            guard !placeholder.isEmpty, placeholderColor.alpha > 0 else { return }
            let layout = TextLayout(placeholder, font: font, lineBreakMode: .byClipping)
            canvas.drawText(layout, at: Point(x: left, y: top), color: placeholderColor)
            return
        }
        let offsets = characterOffsets()
        let start = left - horizontalOffset * scale
        if isEditing && !editable.selection.isEmpty {
            // The span between the selection's outermost boundaries: in bidirectional text its
            // characters need not be side by side.
            let bounds = offsets[editable.selection.lowerBound...editable.selection.upperBound]
            let lowest = bounds.min() ?? 0, highest = bounds.max() ?? 0
            let highlight = Rect(x: start + lowest, y: top, width: highest - lowest, height: font.lineHeight)
            canvas.fill(highlight, color: caretColor.withAlpha(64))
        }
        guard textColor.alpha > 0 else { return }
        var shown = ""
        shown.unicodeScalars.append(contentsOf: displayScalars)
        let layout = TextLayout(shown, font: font, lineBreakMode: .byClipping)
        canvas.drawText(layout, at: Point(x: start, y: top), color: textColor)
    }
}
