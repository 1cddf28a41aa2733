import CTactileLinux

/// Text for errno values: the C library's message, starting in lower case so it reads well after
/// "cannot open PATH: " ("no such file or directory").
public enum SystemErrorText {
    /// A short lowercase description of an errno value.
    public static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        var bytes = Array(String(cString: text).utf8)
        // Lower the first letter unless it starts an acronym ("I/O error" stays).
        if let first = bytes.first, first >= 65, first <= 90, bytes.count > 1, !(bytes[1] >= 65 && bytes[1] <= 90),
            bytes[1] != UInt8(ascii: "/")
        {
            bytes[0] = first + 32
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
