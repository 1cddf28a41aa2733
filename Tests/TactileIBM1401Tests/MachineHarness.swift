@testable import TactileIBM1401

/// A machine with fields and instructions placed by their card characters, for tests worked
/// out by hand (or verified once on SimH's i1401, as docs/ibm1401.md notes).
struct MachineHarness {
    var machine = Machine()

    /// Puts `text` (card characters) so that its last character is at `units`, with a word mark
    /// on its first (high-order) character unless `wordMark` is false.
    mutating func field(_ text: String, endingAt units: Int, wordMark: Bool = true) {
        let codes = text.utf8.map { BCD.code(ascii: $0) }
        let start = units - codes.count + 1
        for (offset, code) in codes.enumerated() { machine.storage[start + offset] = code }
        if wordMark { machine.storage[start] |= BCD.wordMark }
    }

    /// The characters from `start` through `end` as card characters.
    func text(from start: Int, through end: Int) -> String {
        String(decoding: machine.storage[start...end].map { BCD.printable[Int($0 & BCD.character)] }, as: UTF8.self)
    }

    /// Runs the instruction `text` (op code first, e.g. "A615619"), placed at 500 with a word mark
    /// after it, and returns why the machine stopped, if it did.
    mutating func run(_ text: String) -> StopReason? {
        field(text, endingAt: 500 + text.utf8.count - 1)
        machine.storage[500 + text.utf8.count] |= BCD.wordMark
        machine.instructionAddress = 500
        return machine.step()
    }

    func indicator(_ indicator: Indicator) -> Bool { machine.indicators[Int(indicator.rawValue)] }
}
