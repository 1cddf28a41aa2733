import CTactileFriBidi

/// The embedding levels of a text's paragraphs by the Unicode Bidirectional Algorithm, through
/// FriBidi, and the visual order of a line's runs. Its arrays cover the whole text (every
/// paragraph at its own indices) and are kept and refilled layout after layout.
struct BidiLevels {
    private(set) var levels: [FriBidiLevel] = []
    private var types: [FriBidiCharType] = []
    private var brackets: [FriBidiBracketType] = []
    private var map: [FriBidiStrIndex] = []

    /// Makes room for a text of `count` scalars (levels 0 until a paragraph is analyzed).
    mutating func reset(count: Int) {
        types.removeAll(keepingCapacity: true)
        types.append(contentsOf: repeatElement(FriBidiCharType(rawValue: 0), count: count))
        brackets.removeAll(keepingCapacity: true)
        brackets.append(contentsOf: repeatElement(0, count: count))
        levels.removeAll(keepingCapacity: true)
        levels.append(contentsOf: repeatElement(0, count: count))
        map.removeAll(keepingCapacity: true)
        map.append(contentsOf: repeatElement(0, count: count))
    }

    /// Resolves the levels of the paragraph `scalars[range]` (no separators inside); returns
    /// whether it is right to left.
    mutating func analyze(
        _ scalars: [UInt32], range: Range<Int>, direction: WritingDirection, defaultRightToLeft: Bool
    ) -> Bool {
        let count = range.count, start = range.lowerBound
        // Text with nothing written right to left, in a paragraph that would be left to right
        // without a strong character, has every level 0 (as `reset` left them): FriBidi is not
        // asked.
        if direction == .leftToRight || (direction == .natural && !defaultRightToLeft),
            !scalars[range].contains(where: BidiLevels.mayGoRightToLeft)
        {
            return false
        }
        var base: FriBidiParType
        switch direction {
        case .leftToRight: base = FRIBIDI_PAR_LTR
        case .rightToLeft: base = FRIBIDI_PAR_RTL
        case .natural: base = defaultRightToLeft ? FRIBIDI_PAR_WRTL : FRIBIDI_PAR_WLTR
        }
        guard count > 0 else { return base == FRIBIDI_PAR_RTL || base == FRIBIDI_PAR_WRTL }
        let length = FriBidiStrIndex(count)
        var resolved = false
        scalars.withUnsafeBufferPointer { text in
            types.withUnsafeMutableBufferPointer { types in
                brackets.withUnsafeMutableBufferPointer { brackets in
                    levels.withUnsafeMutableBufferPointer { levels in
                        let text = text.baseAddress! + start, types = types.baseAddress! + start
                        let brackets = brackets.baseAddress! + start
                        fribidi_get_bidi_types(text, length, types)
                        fribidi_get_bracket_types(text, length, types, brackets)
                        // 0 only when FriBidi cannot allocate: levels stay at the base's, below.
                        resolved = fribidi_get_par_embedding_levels_ex(types, brackets, length, &base, levels.baseAddress! + start) != 0
                    }
                }
            }
        }
        // FriBidi answers with a strong direction once it has resolved a weak or neutral one.
        let isRightToLeft = base == FRIBIDI_PAR_RTL || base == FRIBIDI_PAR_WRTL
        if !resolved {
            for index in range { levels[index] = isRightToLeft ? 1 : 0 }
        }
        return isRightToLeft
    }

    /// Whether a scalar is of a right-to-left script block or a directional formatting
    /// character: text without one has no right-to-left level.
    static func mayGoRightToLeft(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF, 0x200E...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFB1D...0xFDFF, 0xFE70...0xFEFF,
            0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return true
        default: return false
        }
    }

    /// The level of the scalar at `index`.
    func level(at index: Int) -> FriBidiLevel { levels[index] }

    /// Applies rule L1 to the line `range` of a paragraph (whitespace at its end, and before
    /// separators, goes back to the paragraph's level) and fills `positions` with each scalar's
    /// place in visual order from the left (rule L2), as FriBidi reorders the line.
    mutating func reorderLine(_ range: Range<Int>, rightToLeft: Bool, positions: inout [Int]) {
        positions.removeAll(keepingCapacity: true)
        guard !range.isEmpty else { return }
        for index in range { map[index] = FriBidiStrIndex(index) }
        _ = fribidi_reorder_line(
            0, types, FriBidiStrIndex(range.count), FriBidiStrIndex(range.lowerBound),
            rightToLeft ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR, &levels, nil, &map)
        positions.append(contentsOf: repeatElement(0, count: range.count))
        for visual in range { positions[Int(map[visual]) - range.lowerBound] = visual - range.lowerBound }
    }
}
