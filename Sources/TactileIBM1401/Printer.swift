/// The 1403 printer as SimH writes its file (docs/ibm1401.md, "Printer"): each line the
/// characters of print positions 201-332, trailing blanks dropped, then the carriage's motion as
/// line feeds ("\n" a line, "\n\f" a skip to the top of the form, "\r" for no spacing).
///
/// The carriage tape is SimH's default: 66 lines, channel 1 on the first.
public struct Printer {
    /// Everything printed, as bytes of the file SimH writes.
    public private(set) var output: [UInt8] = []
    /// The lines completed so far (text before each line end), for views that show them.
    public private(set) var lineCount = 0
    /// The carriage's line on the form (0 is the top, channel 1).
    private var carriageLine = 0
    /// Lines to space, or whether to skip to channel 1, after the next print (a CC "after").
    private var pendingSpace: (lines: Int, skip: Bool)?
    static let formLength = 66

    /// A printer that has printed nothing, its carriage at the top of the form.
    public init() {}

    /// Hands over what was printed since the last call and forgets it (a view printing as the
    /// machine runs; `output` then holds only what came after).
    public mutating func takeOutput() -> [UInt8] {
        let taken = output
        output.removeAll(keepingCapacity: true)
        return taken
    }

    /// Prints `characters` (BCD codes with word marks), then spaces one line, or by what a
    /// carriage control asked, or not at all (`suppressSpacing`, the S modifier: the next line
    /// prints over this one). `wordMarks`: a 1 under each word mark instead (the ) modifier).
    mutating func print(_ characters: ArraySlice<UInt8>, suppressSpacing: Bool, wordMarks: Bool = false) {
        var line = characters.map { code in
            wordMarks ? (code & BCD.wordMark != 0 ? UInt8(ascii: "1") : UInt8(ascii: " ")) : BCD.printable[Int(code & BCD.character)]
        }
        while line.last == UInt8(ascii: " ") { line.removeLast() }
        output += line
        if let pending = pendingSpace, pending.lines != 0 {
            space(pending.lines, skip: pending.skip)
        } else if suppressSpacing {
            output.append(0x0D)
        } else {
            space(1, skip: false)
        }
        pendingSpace = nil
        lineCount += 1
    }

    /// A carriage control character (CC's d): skips and spaces now or after the next print.
    /// Returns false for a skip to a channel the tape does not punch (only channel 1 is).
    mutating func control(_ code: UInt8) -> Bool {
        let value = Int(code & BCD.digit)
        switch (code >> 4) & 3 {
        case 0:  // skip to channel `value` now
            if value == 0 || value > 12 || (value == 1 && carriageLine == 0) { return true }
            guard value == 1 else { return false }
            space(Self.formLength - carriageLine, skip: true)
        case 1:  // space `value` lines after the next print
            if value <= 3 { pendingSpace = (value, false) }
        case 2:  // space `value` lines now
            if value <= 3 { space(value, skip: false) }
        default:  // skip to channel `value` after the next print
            if value == 0 || value > 12 { return true }
            guard value == 1 else { return false }
            pendingSpace = (Self.formLength - carriageLine, true)
        }
        return true
    }

    private mutating func space(_ lines: Int, skip: Bool) {
        carriageLine = (carriageLine + lines) % Self.formLength
        if skip && carriageLine == 0 {
            output += [0x0A, 0x0C]
        } else {
            for _ in 0..<lines { output.append(0x0A) }
        }
    }
}
