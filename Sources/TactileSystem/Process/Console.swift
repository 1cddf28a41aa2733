import CTactileLinux

/// Messages for the person running the program: errors on standard error with the program's
/// name as prefix ("tactile: ", or an app's own "hello: "), information on standard output.
public enum Console {
    /// Writes "PROGRAM: MESSAGE" and a newline to standard error. Control characters other than
    /// line breaks are written as escapes (`\x1b`): a file name holding an escape sequence must
    /// not reach the terminal as one (one cleared the screen).
    public static func error(_ message: String) {
        write(fd: 2, errorPrefix + escapingControls(message, keepingLineBreaks: true) + "\n")
    }

    /// `text` (a file name, a value from outside) with every control character written as an
    /// escape, line breaks included: `a\x1b[2Jb` for "a", ESC, "[2J", "b".
    public static func sanitized(_ text: String) -> String {
        escapingControls(text, keepingLineBreaks: false)
    }

    /// C0 controls, DEL and the C1 controls (U+0080...U+009F, which some terminals obey) as
    /// `\xNN` escapes.
    private static func escapingControls(_ text: String, keepingLineBreaks: Bool) -> String {
        var needsEscapes = false
        for scalar in text.unicodeScalars where isControl(scalar.value, keepingLineBreaks) {
            needsEscapes = true
            break
        }
        guard needsEscapes else { return text }
        let digits = Array("0123456789abcdef".utf8)
        var result = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if isControl(value, keepingLineBreaks) {
                result += "\\x"
                result.unicodeScalars.append(Unicode.Scalar(digits[Int(value >> 4)]))
                result.unicodeScalars.append(Unicode.Scalar(digits[Int(value & 15)]))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ value: UInt32, _ keepingLineBreaks: Bool) -> Bool {
        if keepingLineBreaks, value == 0x0A { return false }
        return value < 0x20 || (value >= 0x7F && value <= 0x9F)
    }

    /// "tactile: " for the device program, the executable's own name for an app.
    private static let errorPrefix = ProcessEnvironment.programName() + ": "

    /// Writes a line to standard output.
    public static func info(_ message: String) {
        write(fd: 1, message + "\n")
    }

    private static func write(fd: Int32, _ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = CTactileLinux.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
