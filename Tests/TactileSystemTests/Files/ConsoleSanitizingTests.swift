import TactilePlatform
import TactileSystem
import Testing

/// Names printed in messages cannot drive the terminal: every control character is written as
/// an escape (`Console.error` keeps only line breaks).
@Suite struct ConsoleSanitizingTests {
    @Test func controlCharactersAreWrittenAsEscapes() {
        #expect(Console.sanitized("plain name.png") == "plain name.png")
        #expect(Console.sanitized("a\u{1B}[2Jb") == "a\\x1b[2Jb")
        #expect(Console.sanitized("\u{1B}]0;title\u{07}") == "\\x1b]0;title\\x07")
        #expect(Console.sanitized("line\nbreak\ttab\r") == "line\\x0abreak\\x09tab\\x0d")
        // DEL and the C1 controls (CSI is U+009B) as well; other characters stay.
        #expect(Console.sanitized("\u{7F}\u{9B}2J é 日本") == "\\x7f\\x9b2J é 日本")
    }
}
