import CTactileUnibreak

/// Where a paragraph may break into lines, by UAX #14 (libunibreak): between ideographs,
/// after spaces and hyphens, never before closing punctuation.
struct LineBreakOpportunities {
    private var breaks: [CChar] = []
    /// Whether libunibreak's tables are made (once per process; it keeps no other state).
    nonisolated(unsafe) private static var started = false

    /// Finds the opportunities of the paragraph `scalars[range]` for `language` (a BCP 47 tag
    /// such as "ja", which changes how some punctuation breaks; nil for none).
    mutating func find(in scalars: [UInt32], range: Range<Int>, language: String?) {
        if !LineBreakOpportunities.started {
            init_linebreak()
            LineBreakOpportunities.started = true
        }
        if breaks.count != scalars.count {
            breaks.removeAll(keepingCapacity: true)
            breaks.append(contentsOf: repeatElement(CChar(LINEBREAK_NOBREAK), count: scalars.count))
        }
        guard !range.isEmpty else { return }
        // libunibreak 1.1 stops the program (a failed assertion) on a regional indicator (flag
        // emoji; its class is newer than the library's rules) and on U+FFFF (its end marker):
        // they are broken as letters and as U+FFFD.
        if scalars[range].contains(where: LineBreakOpportunities.isUnknownToLibunibreak) {
            var safe = Array(scalars[range])
            for index in safe.indices where LineBreakOpportunities.isUnknownToLibunibreak(safe[index]) {
                safe[index] = safe[index] == 0xFFFF ? 0xFFFD : 0x41
            }
            breakInPlace(safe, at: range.lowerBound, language: language)
            return
        }
        breakInPlace(Array(scalars[range]), at: range.lowerBound, language: language)
    }

    /// Asks libunibreak for the opportunities of `paragraph`, written at `offset` of `breaks`.
    private mutating func breakInPlace(_ paragraph: [UInt32], at offset: Int, language: String?) {
        paragraph.withUnsafeBufferPointer { text in
            breaks.withUnsafeMutableBufferPointer { breaks in
                let out = breaks.baseAddress! + offset
                if let language {
                    language.withCString { set_linebreaks_utf32(text.baseAddress, text.count, $0, out) }
                } else {
                    set_linebreaks_utf32(text.baseAddress, text.count, nil, out)
                }
            }
        }
    }

    /// Whether libunibreak 1.1 cannot take `value`: a regional indicator, or its end marker.
    static func isUnknownToLibunibreak(_ value: UInt32) -> Bool {
        (0x1F1E6...0x1F1FF).contains(value) || value == 0xFFFF
    }

    /// Whether a line may end after the scalar at `index` (and so before the next one).
    func allowsBreak(after index: Int) -> Bool {
        let value = breaks[index]
        return value == CChar(LINEBREAK_ALLOWBREAK) || value == CChar(LINEBREAK_MUSTBREAK)
    }

    /// Whether a line must end after the scalar at `index` (after a line separator, and at the
    /// end of the paragraph).
    func requiresBreak(after index: Int) -> Bool { breaks[index] == CChar(LINEBREAK_MUSTBREAK) }
}
