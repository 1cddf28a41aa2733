/// The lines of the print view: the printer's bytes (`Printer.takeOutput()`, SimH's file format:
/// "\n" a line fed, "\r" the next line printed over this one, "\f" after a line feed a skip to
/// the top of the next form) turned into numbered lines of the endless paper, of which the last
/// `capacity` are kept.
///
/// Line numbers count from the first line printed and never go back (a torn-off page leaves its
/// numbers used), so a line keeps its place on the paper as the paper moves on.
struct PrintedLines {
    /// Lines kept: the view shows the last lines that fit, and a few more.
    let capacity: Int
    /// The line the next characters go on (the print position's line).
    private(set) var currentLine = 0
    /// The last line characters were printed on (-1 before any).
    private(set) var lastPrintedLine = -1
    /// Whether the current line has characters yet (an overprint merges into it).
    private var currentHasText = false
    /// The kept lines' characters, by line number modulo `capacity`, with the number they hold.
    private var slots: [(line: Int, text: [UInt8])]
    /// The form's length: a skip to channel 1 goes on to the next multiple of it.
    static let formLength = 66

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        slots = Array(repeating: (-1, []), count: self.capacity)
    }

    /// The characters printed on line `line`, empty for a blank line or one no longer kept.
    func text(ofLine line: Int) -> ArraySlice<UInt8> {
        guard line >= 0 else { return [] }
        let slot = slots[line % capacity]
        return slot.line == line ? slot.text[...] : []
    }

    /// Takes the printer's bytes; calls `changed` with each line whose characters changed (the
    /// current line may be told more than once) and returns how many lines the paper moved.
    mutating func append(_ bytes: [UInt8], changed: (Int) -> Void) -> Int {
        let start = currentLine
        var run: [UInt8] = []
        func flush() {
            guard !run.isEmpty else { return }
            put(run, on: currentLine)
            changed(currentLine)
            run.removeAll(keepingCapacity: true)
        }
        for byte in bytes {
            switch byte {
            case 0x0A:
                flush()
                advance(to: currentLine + 1)
            case 0x0D:
                // No spacing: the next characters print over this line, from its first column.
                flush()
                overprinting = true
            case 0x0C:
                flush()
                // SimH writes "\n\f": the line feed has already moved on; a new form starts at
                // the next multiple of the form length (nothing when already at the top of one).
                let form = Self.formLength
                if currentLine % form != 0 { advance(to: (currentLine / form + 1) * form) }
            default:
                run.append(byte)
            }
        }
        flush()
        return currentLine - start
    }

    /// Whether the characters in hand go over those already on the current line.
    private var overprinting = false

    private mutating func put(_ text: [UInt8], on line: Int) {
        let index = line % capacity
        if slots[index].line != line || !currentHasText {
            slots[index] = (line, text)
        } else if overprinting {
            // Struck over: a blank leaves what was printed there.
            var merged = slots[index].text
            for (column, byte) in text.enumerated() where byte != UInt8(ascii: " ") {
                if column < merged.count {
                    merged[column] = byte
                } else {
                    merged += [UInt8](repeating: UInt8(ascii: " "), count: column - merged.count) + [byte]
                }
            }
            slots[index].text = merged
        } else {
            slots[index].text += text
        }
        currentHasText = true
        overprinting = false
        lastPrintedLine = line
    }

    private mutating func advance(to line: Int) {
        currentLine = line
        currentHasText = false
        overprinting = false
    }

    /// Forgets every line (the page torn off); numbering goes on where it was.
    mutating func removeAll() {
        for index in slots.indices { slots[index] = (-1, []) }
        currentHasText = false
        overprinting = false
    }
}
