import TactilePlatform
import TactileSystem
import TactileText

/// The on-screen keyboard (the system keyboard of a phone): QWERTY letters, numbers and
/// symbols, shift (the next letter is a capital) and caps lock (shift twice within
/// `doubleTapInterval`), backspace repeating while held (after `repeatDelay`, then every
/// `repeatInterval`, on the run loop's timers), space, return and a key that hides it. While a
/// finger is on a character key, an enlarged copy of the key shows above it.
///
/// `TextInputSystem` shows one at the bottom of the screen when a text field or text view
/// becomes first responder and sends its keys to that `client`. A character types when its
/// finger lifts (on the key under it then); shift, backspace and the layout keys act when
/// touched.
open class Keyboard: View {
    /// Where the keys go; the text input system sets it.
    @Unowned public var client: (any TextInputClient)?
    /// Called by the hide key.
    public var onDismiss: (() -> Void)?

    /// The keys shown.
    public private(set) var layout = KeyboardLayout.letters
    /// Whether the next letter is a capital.
    public private(set) var isShifted = false
    /// Whether every letter is a capital until shift is touched again.
    public private(set) var isCapsLocked = false

    /// The longest time between two touches of shift that turn on caps lock. Default 0.35 s.
    public var doubleTapInterval: Interval = .milliseconds(350)
    /// How long backspace is held before it repeats. Default 0.5 s.
    public var repeatDelay: Interval = .milliseconds(500)
    /// The time between repeats of a held backspace. Default 0.1 s.
    public var repeatInterval: Interval = .milliseconds(100)

    /// Room between keys and around them, in points.
    static let horizontalGap = 6.0
    static let verticalGap = 10.0
    static let topPadding = 8.0
    static let bottomPadding = 4.0
    static let sidePadding = 3.0

    /// The frames of the keys, row by row, in bounds coordinates.
    public private(set) var keyFrames: [[Rect]] = []
    private var laidOutSize = Size.zero

    /// A finger on a key.
    private struct Tracked {
        let identity: Touch.Identity
        var row: Int
        var index: Int
    }
    private var tracked: [Tracked] = []
    private var lastShiftTouch: Instant?
    private var repeatTimer: TimerID?
    @Unowned private final var repeatLoop: RunLoop?
    /// The key a finger is on, drawn pressed.
    private var pressedKeys: [(row: Int, index: Int)] = []
    /// The enlarged key over the finger.
    public let keyPreview = KeyPreview(frame: .zero)

    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = KeyboardColors.background
        isMultipleTouchEnabled = true
        keyPreview.isHidden = true
        addSubview(keyPreview)
    }

    deinit { stopRepeating() }

    open override func userInterfaceStyleDidChange() {
        super.userInterfaceStyleDidChange()
        setNeedsDisplay()
    }

    /// The height of a keyboard for a screen of `size` points: four rows of keys about 44 pt
    /// tall, at most half the screen.
    public static func preferredHeight(for size: Size) -> Double {
        let natural = 4 * 44 + 3 * verticalGap + topPadding + bottomPadding
        return Swift.max(0, Swift.min(natural, size.height / 2))
    }

    /// Back to the letters, unshifted (a new editing session).
    public func reset() {
        stopRepeating()
        tracked.removeAll()
        pressedKeys.removeAll()
        keyPreview.isHidden = true
        isShifted = false
        isCapsLocked = false
        setLayout(.letters)
    }

    /// Shows the keys of `kind`.
    public func setLayout(_ kind: KeyboardLayout.Kind) {
        guard layout.kind != kind else { return }
        layout = KeyboardLayout.standard(kind)
        laidOutSize = .zero
        layoutKeys()
        setNeedsDisplay()
    }

    // MARK: Geometry

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutKeys()
    }

    private final func layoutKeys() {
        let size = bounds.size
        guard size != laidOutSize || keyFrames.count != layout.rows.count else { return }
        laidOutSize = size
        let unit = Swift.max(0, (size.width - 2 * Keyboard.sidePadding) / 10)
        let rows = Double(layout.rows.count)
        let rowHeight = Swift.max(
            0,
            (size.height - Keyboard.topPadding - Keyboard.bottomPadding
                - (rows - 1) * Keyboard.verticalGap) / rows)
        keyFrames = layout.rows.enumerated().map { rowIndex, row in
            let units = row.reduce(0) { $0 + $1.width }
            var x = Keyboard.sidePadding + (10 - units) * unit / 2
            let y = Keyboard.topPadding + Double(rowIndex) * (rowHeight + Keyboard.verticalGap)
            return row.map { key in
                let frame = Rect(
                    x: x + Keyboard.horizontalGap / 2, y: y,
                    width: Swift.max(0, key.width * unit - Keyboard.horizontalGap), height: rowHeight)
                x += key.width * unit
                return frame
            }
        }
        setNeedsDisplay()
    }

    /// The frame (bounds coordinates) of the first key doing `action` in the current layout.
    public func frame(of action: KeyboardKey.Action) -> Rect? {
        layoutKeys()
        for (r, row) in layout.rows.enumerated() {
            for (i, key) in row.enumerated() where key.action == action { return keyFrames[r][i] }
        }
        return nil
    }

    /// The key at `point` (bounds coordinates): the row whose band holds it (the gaps split
    /// between neighbours), then the nearest key of that row.
    public func key(at point: Point) -> (row: Int, index: Int)? {
        layoutKeys()
        guard !keyFrames.isEmpty, point.x.isFinite, point.y.isFinite else { return nil }
        var row = 0
        for (index, frames) in keyFrames.enumerated() {
            guard let first = frames.first else { continue }
            if point.y >= first.minY - Keyboard.verticalGap / 2 { row = index }
        }
        let frames = keyFrames[row]
        guard !frames.isEmpty else { return nil }
        var best = 0
        var bestDistance = Double.infinity
        for (index, frame) in frames.enumerated() {
            let distance = point.x < frame.minX ? frame.minX - point.x : (point.x > frame.maxX ? point.x - frame.maxX : 0)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return (row, best)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        for touch in touches {
            guard let (row, index) = key(at: touch.location(in: self)) else { continue }
            tracked.append(Tracked(identity: touch.identity, row: row, index: index))
            keyTouched(layout.rows[row][index], row: row, index: index, at: touch.timestamp)
        }
        updatePressedKeys()
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        for touch in touches {
            guard let position = tracked.firstIndex(where: { $0.identity === touch.identity }),
                let (row, index) = key(at: touch.location(in: self))
            else { continue }
            let old = tracked[position]
            guard old.row != row || old.index != index else { continue }
            // Sliding off backspace stops its repeat; a character key under the finger is what
            // the lift types.
            if case .backspace = layout.rows[old.row][old.index].action { stopRepeating() }
            tracked[position].row = row
            tracked[position].index = index
        }
        updatePressedKeys()
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        for touch in touches {
            guard let position = tracked.firstIndex(where: { $0.identity === touch.identity }) else { continue }
            let ended = tracked.remove(at: position)
            keyLifted(layout.rows[ended.row][ended.index])
        }
        updatePressedKeys()
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        for touch in touches {
            guard let position = tracked.firstIndex(where: { $0.identity === touch.identity }) else { continue }
            let cancelled = tracked.remove(at: position)
            if case .backspace = layout.rows[cancelled.row][cancelled.index].action { stopRepeating() }
        }
        updatePressedKeys()
    }

    /// Keys that act when touched: shift, backspace (and its repeat), the layout keys.
    private final func keyTouched(_ key: KeyboardKey, row: Int, index: Int, at time: Instant) {
        switch key.action {
        case .shift:
            if isCapsLocked {
                isCapsLocked = false
                isShifted = false
            } else if isShifted, let last = lastShiftTouch, time - last <= doubleTapInterval {
                isCapsLocked = true
            } else {
                isShifted.toggle()
            }
            lastShiftTouch = time
            setNeedsDisplay()
        case .backspace:
            client?.deleteBackward()
            startRepeating()
        case .layout(let kind):
            setLayout(kind)
            // The finger stays on the key of the new layout under it: nothing types at its lift.
            tracked.removeAll { $0.row == row && $0.index == index }
        default:
            break
        }
    }

    /// Keys that act when the finger lifts on them: characters, space, return, hide.
    private final func keyLifted(_ key: KeyboardKey) {
        switch key.action {
        case .text(let text):
            let capital = isShifted || isCapsLocked
            client?.insertText(capital ? Keyboard.uppercased(text) : text)
            if isShifted && !isCapsLocked {
                isShifted = false
                setNeedsDisplay()
            }
        case .space:
            client?.insertText(" ")
        case .returnKey:
            client?.insertText("\n")
        case .dismiss:
            onDismiss?()
        case .backspace:
            stopRepeating()
        case .shift, .layout:
            break
        }
    }

    /// ASCII letters in capitals (the letter keys are a–z).
    static func uppercased(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x61 && scalar.value <= 0x7A, let upper = Unicode.Scalar(scalar.value - 0x20) {
                result.unicodeScalars.append(upper)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a held backspace is repeating or waiting to.
    public var isRepeating: Bool { repeatTimer != nil }

    private final func startRepeating() {
        stopRepeating()
        guard let loop = animator?.runLoop else { return }
        repeatLoop = loop
        // First at the delay, then every interval, until the finger lifts or slides away.
        repeatTimer = loop.addTimer(after: repeatDelay, repeating: repeatInterval) { [owner = Unowned(self)] in
            owner.object.client?.deleteBackward()
        }
    }

    /// Out of its window a held key stops repeating (Lifetimes/View+WindowLifetime.swift).
    override func stopWindowActivity() { stopRepeating() }

    private final func stopRepeating() {
        if let repeatTimer, let repeatLoop { repeatLoop.cancelTimer(repeatTimer) }
        repeatTimer = nil
        repeatLoop = nil
    }

    // MARK: Appearance

    /// Marks the keys under fingers pressed and shows the preview over the last character key.
    private final func updatePressedKeys() {
        let now = tracked.map { (row: $0.row, index: $0.index) }
        let changed = now.count != pressedKeys.count || zip(now, pressedKeys).contains { $0.row != $1.row || $0.index != $1.index }
        pressedKeys = now
        if changed { setNeedsDisplay() }
        guard let last = tracked.last, case .text(let text) = layout.rows[last.row][last.index].action else {
            keyPreview.isHidden = true
            return
        }
        let keyFrame = keyFrames[last.row][last.index]
        keyPreview.title = (isShifted || isCapsLocked) ? Keyboard.uppercased(text) : text
        // A balloon as iOS shows: a head wider than the key above it, kept within the
        // keyboard's width, joined by a neck to a stem covering the key itself.
        let width = keyFrame.width * 1.5
        let headHeight = keyFrame.height * 1.25
        var x = keyFrame.midX - width / 2
        x = Swift.max(0, Swift.min(x, bounds.width - width))
        let top = keyFrame.minY - headHeight - 4
        keyPreview.frame = Rect(x: x, y: top, width: width, height: keyFrame.maxY - top)
        keyPreview.headHeight = headHeight
        keyPreview.stem = Rect(x: keyFrame.minX - x, y: keyFrame.minY - top, width: keyFrame.width, height: keyFrame.height)
        keyPreview.isHidden = false
    }

    private final func isPressed(row: Int, index: Int) -> Bool {
        pressedKeys.contains { $0.row == row && $0.index == index }
    }

    open override func draw(_ rect: Rect, in context: Canvas) {
        let scale = contentScaleFactor
        let letterFont = Font.system(size: 22, scale: scale)
        let labelFont = Font.system(size: 15, scale: scale)
        let radius = CornerRadii(all: 5 * scale)
        let style = shownStyle
        let letterKey = KeyboardColors.letterKey.resolvedColor(with: style)
        let functionKey = KeyboardColors.functionKey.resolvedColor(with: style)
        let keyShadow = KeyboardColors.keyShadow.resolvedColor(with: style)
        let keyText = Color.label.resolvedColor(with: style)
        for (r, row) in layout.rows.enumerated() where r < keyFrames.count {
            for (i, key) in row.enumerated() where i < keyFrames[r].count {
                let frame = keyFrames[r][i]
                let pixels = Rect(
                    x: frame.minX * scale, y: frame.minY * scale,
                    width: frame.width * scale, height: frame.height * scale)
                let shadow = Rect(x: pixels.minX, y: pixels.minY + scale, width: pixels.width, height: pixels.height)
                context.fillRoundedRect(shadow, cornerRadii: radius, color: keyShadow)
                var fill = key.isFunctionKey ? functionKey : letterKey
                if case .shift = key.action, isShifted || isCapsLocked { fill = letterKey }
                if isPressed(row: r, index: i) { fill = key.isFunctionKey ? letterKey : functionKey }
                context.fillRoundedRect(pixels, cornerRadii: radius, color: fill)
                var title = key.title
                if case .text(let text) = key.action, isShifted || isCapsLocked { title = Keyboard.uppercased(text) }
                if case .shift = key.action, isCapsLocked { title = "\u{21EA}" }
                let font = title.unicodeScalars.count == 1 ? letterFont : labelFont
                let layout = TextLayout(title, font: font, lineBreakMode: .byClipping)
                let x = (pixels.midX - layout.width / 2).rounded()
                let y = (pixels.midY - layout.height / 2).rounded()
                context.drawText(layout, at: Point(x: x, y: y), color: keyText)
            }
        }
    }
}

/// The enlarged key shown above a finger on the keyboard: a balloon whose head shows the
/// character and whose stem covers the key pressed, in the key's colour with its shadow.
public final class KeyPreview: View {
    /// The character shown.
    public var title = "" {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    /// The height of the head, from the top.
    var headHeight = 0.0 {
        didSet { if headHeight != oldValue { setNeedsDisplay() } }
    }

    /// The key pressed, in the preview's coordinates: the stem at the bottom.
    var stem = Rect.zero {
        didSet { if stem != oldValue { setNeedsDisplay() } }
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    public override func draw(_ rect: Rect, in context: Canvas) {
        let s = contentScaleFactor
        let style = shownStyle
        let head = Rect(x: 0, y: 0, width: bounds.width * s, height: headHeight * s)
        let stem = Rect(x: self.stem.minX * s, y: self.stem.minY * s, width: self.stem.width * s, height: self.stem.height * s)
        // The neck: from the head's lower corners (inside their rounding) to the stem's top.
        let r = 8 * s
        let neck = [
            Point(x: head.minX + 1, y: head.maxY - r), Point(x: head.maxX - 1, y: head.maxY - r),
            Point(x: stem.maxX, y: stem.minY + r / 2), Point(x: stem.minX, y: stem.minY + r / 2)
        ]
        func balloon(dy: Double, color: Color) {
            context.fillRoundedRect(head.offsetBy(dx: 0, dy: dy), cornerRadii: CornerRadii(all: r), color: color)
            context.fillRoundedRect(stem.offsetBy(dx: 0, dy: dy), cornerRadii: CornerRadii(all: 5 * s), color: color)
            context.fillPolygon(neck.map { Point(x: $0.x, y: $0.y + dy) }, color: color)
        }
        balloon(dy: s, color: KeyboardColors.keyShadow.resolvedColor(with: style))
        balloon(dy: 0, color: KeyboardColors.letterKey.resolvedColor(with: style))
        let layout = TextLayout(title, font: Font.system(size: 32, scale: s), lineBreakMode: .byClipping)
        let x = ((head.width - layout.width) / 2).rounded()
        let y = ((head.height - layout.height) / 2).rounded()
        context.drawText(layout, at: Point(x: x, y: y), color: Color.label.resolvedColor(with: style))
    }

    public override func userInterfaceStyleDidChange() {
        super.userInterfaceStyleDidChange()
        setNeedsDisplay()
    }
}
