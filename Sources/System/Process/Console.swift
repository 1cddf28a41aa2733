import CLinux

/// Messages for the person running the program: errors on standard error with the program's
/// name as prefix ("tactile: ", or an app's own "hello: "), information on standard output.
public enum Console {
    /// Writes "PROGRAM: MESSAGE" and a newline to standard error.
    public static func error(_ message: String) {
        write(fd: 2, errorPrefix + message + "\n")
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
                let written = CLinux.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
