import Testing

@testable import TactileIBM1401App

/// The print view's reading of the printer's bytes (SimH's file format, docs/ibm1401.md).
@Suite struct PrintedLinesTests {
    func text(_ lines: PrintedLines, _ line: Int) -> String { String(decoding: lines.text(ofLine: line), as: UTF8.self) }

    @Test func lineFeedsOverprintsAndFormSkips() {
        var lines = PrintedLines(capacity: 100)
        var changed: [Int] = []
        let moved = lines.append(Array("A\nB  Z\rX Y\n\n\n\u{0C}C\n".utf8)) { changed.append($0) }
        #expect(text(lines, 0) == "A")
        // Struck over: X over B, a blank leaves the blank, Y where nothing was; Z stays.
        #expect(text(lines, 1) == "X YZ")
        #expect(text(lines, 2) == "" && text(lines, 3) == "")
        // "\n\f" after line 3's feed: the next form starts at line 66.
        #expect(text(lines, 66) == "C" && lines.currentLine == 67 && moved == 67)
        #expect(changed == [0, 1, 1, 66])
    }

    @Test func onlyTheLastLinesAreKeptAndATearOffKeepsTheNumbering() {
        var lines = PrintedLines(capacity: 4)
        for n in 0..<10 { _ = lines.append(Array("L\(n)\n".utf8)) { _ in } }
        #expect(text(lines, 9) == "L9" && text(lines, 6) == "L6" && text(lines, 5) == "")
        lines.removeAll()
        #expect(text(lines, 9) == "" && lines.currentLine == 10)
        _ = lines.append(Array("after\n".utf8)) { _ in }
        #expect(text(lines, 10) == "after")
    }
}
