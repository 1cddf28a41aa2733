import CTactileUnibreak

/// Where a paragraph may break into lines, by UAX #14 (libunibreak): between ideographs,
/// after spaces and hyphens, never before closing punctuation.
struct LineBreakOpportunities {
    private var breaks: [CChar] = []
    /// Whether libunibreak's tables are made (once per process; it keeps no other state).
    nonisolated(unsafe) private static var started = false

    /// Finds the opportunities of `scalars` for `language` (a BCP 47 tag such as
    /// "ja", which changes how some punctuation breaks; nil for none).
    mutating func find(in scalars: [UInt32], language: String?) {
        if !LineBreakOpportunities.started {
            init_linebreak()
            LineBreakOpportunities.started = true
        }
        breaks.removeAll(keepingCapacity: true)
        breaks.append(contentsOf: repeatElement(CChar(LINEBREAK_NOBREAK), count: scalars.count))
        guard !scalars.isEmpty else { return }
        scalars.withUnsafeBufferPointer { text in
            if let language {
                language.withCString { set_linebreaks_utf32(text.baseAddress, scalars.count, $0, &breaks) }
            } else {
                set_linebreaks_utf32(text.baseAddress, scalars.count, nil, &breaks)
            }
        }
    }

    /// Whether a line may end after the scalar at `index` (and so before the next one).
    func allowsBreak(after index: Int) -> Bool {
        let value = breaks[index]
        return value == CChar(LINEBREAK_ALLOWBREAK) || value == CChar(LINEBREAK_MUSTBREAK)
    }

    /// Whether a line must end after the scalar at `index` (after a line separator, and at the
    /// end of a paragraph).
    func requiresBreak(after index: Int) -> Bool { breaks[index] == CChar(LINEBREAK_MUSTBREAK) }
}
