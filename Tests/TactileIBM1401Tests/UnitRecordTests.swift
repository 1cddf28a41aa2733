import Testing

@testable import TactileIBM1401

/// The card reader's and the printer's conventions, as SimH's i1401 has them.
@Suite struct UnitRecordTests {
    @Test func cardsArePaddedTruncatedAndReadInUpperCase() {
        var reader = CardReader(deck: Array("hello, world\n\(String(repeating: "9", count: 85))\nTAIL".utf8))
        let first = reader.read()!
        #expect(first.count == 80)
        #expect(String(decoding: first.prefix(12).map { BCD.printable[Int($0)] }, as: UTF8.self) == "HELLO, WORLD")
        #expect(first[12...].allSatisfy { $0 == BCD.blank })
        let second = reader.read()!
        #expect(second.allSatisfy { $0 == BCD.code(ascii: UInt8(ascii: "9")) })
        // A last line without its newline is not a card.
        let result1 = reader.read()
        #expect(result1 == nil)
        // Control characters, bytes past ASCII and the backquote read as blanks.
        var odd = CardReader(deck: [0x09, 0xC3, 0x60, 0x41, 0x0A])
        let result2 = odd.read()
        #expect(result2!.prefix(4) == [0, 0, 0, 0o61])
    }

    @Test func theLoadReadsTheFirstCardAndStartsAtOne() {
        var machine = Machine()
        machine.storage[500] = 0o61  // outside 001-080: kept, as SimH keeps it
        // SW 008,009 marks the halt at 008 and the position after it, which ends its fetch.
        machine.reader = CardReader(deck: Array(",008009.\n".utf8))
        machine.load()
        let result3 = machine.run(limit: 10)
        #expect(result3 == .halt)
        #expect(machine.instructionAddress == 9 && machine.storage[500] == 0o61)
        #expect(machine.storage[1] == BCD.wordMark | 0o33 && machine.storage[0] == 0o60)
        var empty = Machine()
        empty.load()
        let result4 = empty.run(limit: 10)
        #expect(result4 == .readerEmpty && empty.instructionAddress == 0)
    }

    @Test func thePrinterWritesWhatSimHWrites() {
        var printer = Printer()
        func line(_ text: String) -> ArraySlice<UInt8> {
            var area = [UInt8](repeating: 0, count: 132)
            for (index, byte) in text.utf8.enumerated() { area[index] = BCD.code(ascii: byte) }
            return area[...]
        }
        let result5 = printer.control(0o01)  // skip to channel 1 at the top: nothing
        #expect(result5)
        printer.print(line("L1   "), suppressSpacing: false)
        let result6 = printer.control(0o01)  // skip to channel 1 now
        #expect(result6)
        let result7 = printer.control(0o22)  // space 2 after the next print
        #expect(result7)
        printer.print(line("L2"), suppressSpacing: false)
        let result8 = printer.control(0o42)  // space 2 now
        #expect(result8)
        let result9 = printer.control(0o61)  // skip to channel 1 after the next print
        #expect(result9)
        printer.print(line("L3"), suppressSpacing: false)
        printer.print(line("L4"), suppressSpacing: false)
        #expect(String(decoding: printer.output, as: UTF8.self) == "L1\n\n\u{0C}L2\n\n\n\nL3\n\u{0C}L4\n")
        let result10 = printer.control(0o02)  // channel 2: not punched on the tape
        #expect(!result10)
        printer.print(line(""), suppressSpacing: true)
        #expect(printer.output.last == 0x0D)
    }
}
