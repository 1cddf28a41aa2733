/// The text being edited and its selection, in Unicode scalars (the unit the caret moves by:
/// combined characters move in steps of their scalars). Shared by `TextField` and `TextView`.
struct EditableText {
    /// The text.
    private(set) var scalars: [Unicode.Scalar] = []
    /// The selected scalars; empty at the caret.
    private(set) var selection: Range<Int> = 0..<0

    init(_ text: String = "") {
        scalars = Array(text.unicodeScalars)
        selection = scalars.count..<scalars.count
    }

    /// The text as a string.
    var string: String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    var count: Int { scalars.count }
    var isEmpty: Bool { scalars.isEmpty }
    /// The caret: the end of the selection.
    var caret: Int { selection.upperBound }

    /// Replaces the whole text; the caret goes to its end.
    mutating func setText(_ text: String) {
        scalars = Array(text.unicodeScalars)
        selection = scalars.count..<scalars.count
    }

    /// Selects `range`, clamped to the text.
    mutating func select(_ range: Range<Int>) {
        let lower = Swift.min(Swift.max(range.lowerBound, 0), scalars.count)
        let upper = Swift.min(Swift.max(range.upperBound, lower), scalars.count)
        selection = lower..<upper
    }

    /// Puts the caret at `index`, clamped to the text.
    mutating func placeCaret(at index: Int) {
        let clamped = Swift.min(Swift.max(index, 0), scalars.count)
        selection = clamped..<clamped
    }

    /// Moves the caret by `offset`; a selection collapses to its start (left) or end (right).
    mutating func moveCaret(by offset: Int) {
        if !selection.isEmpty {
            placeCaret(at: offset < 0 ? selection.lowerBound : selection.upperBound)
        } else {
            placeCaret(at: caret + offset)
        }
    }

    /// Replaces the selection with `inserted`; the caret follows it.
    mutating func replaceSelection(with inserted: [Unicode.Scalar]) {
        scalars.replaceSubrange(selection, with: inserted)
        let caret = selection.lowerBound + inserted.count
        selection = caret..<caret
    }

    /// Deletes the selection, else the scalar before the caret. Returns whether anything went.
    mutating func deleteBackward() -> Bool {
        if !selection.isEmpty {
            replaceSelection(with: [])
            return true
        }
        guard caret > 0 else { return false }
        select(caret - 1..<caret)
        replaceSelection(with: [])
        return true
    }

    /// Whether `scalar` belongs to a word: not a space, a control character or ASCII punctuation
    /// (other scripts' letters count as word characters).
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value <= 0x20 || value == 0x7F || value == 0xA0 || value == 0x3000 { return false }
        if value < 0x80 {
            let isDigit = value >= 0x30 && value <= 0x39
            let isLetter = (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A
            return isDigit || isLetter || value == 0x5F || value == 0x27  // underscore, apostrophe
        }
        return true
    }

    /// The word at a caret position `index`: the run of word characters touching it (the one
    /// after it first). Nil between two non-word characters.
    func wordRange(at index: Int) -> Range<Int>? {
        let index = Swift.min(Swift.max(index, 0), scalars.count)
        var start: Int
        if index < scalars.count, EditableText.isWordCharacter(scalars[index]) {
            start = index
        } else if index > 0, EditableText.isWordCharacter(scalars[index - 1]) {
            start = index - 1
        } else {
            return nil
        }
        var end = start + 1
        while start > 0, EditableText.isWordCharacter(scalars[start - 1]) { start -= 1 }
        while end < scalars.count, EditableText.isWordCharacter(scalars[end]) { end += 1 }
        return start..<end
    }

    /// The scalars of `text` that can be typed: control characters other than newline (kept
    /// only when `allowsNewlines`) and tab are dropped, "\r\n" and "\r" become "\n".
    static func typeable(_ text: String, allowsNewlines: Bool) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n" && afterCarriageReturn { continue }
            if scalar == "\n" || scalar == "\r" {
                if allowsNewlines { result.append("\n") }
                continue
            }
            if scalar == "\t" { result.append(" "); continue }
            if scalar.value < 0x20 || scalar.value == 0x7F { continue }
            result.append(scalar)
        }
        return result
    }
}

/// The index of the value in `offsets` nearest to `x` (the earlier one of two as near): the
/// character boundary a tap at `x` puts the caret on.
func nearestBoundary(to x: Double, in offsets: [Double]) -> Int {
    guard let last = offsets.last, let widest = offsets.max(), !x.isNaN else { return 0 }
    // Offsets grow left to right, unless right-to-left text puts some boundaries to the left of
    // earlier ones.
    if x >= widest && last == widest { return offsets.count - 1 }  // also +infinity
    var best = 0
    var bestDistance = Double.infinity
    for (index, offset) in offsets.enumerated() {
        // At ±infinity the farthest boundary in that direction is nearest.
        let distance = x.isInfinite ? (x > 0 ? widest - offset : offset) : abs(offset - x)
        if distance < bestDistance {
            best = index
            bestDistance = distance
        }
    }
    return best
}
