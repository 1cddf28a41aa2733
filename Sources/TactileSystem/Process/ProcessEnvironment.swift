import CTactileLinux

/// The process's command line and environment, without Foundation.
public enum ProcessEnvironment {
    /// The command line after the program name.
    public static func arguments() -> [String] {
        (1..<max(1, Int(tl_argument_count()))).map { String(cString: tl_argument(Int32($0))) }
    }

    /// The program's name: the last component of the path it was started by ("tactile").
    public static func programName() -> String {
        guard tl_argument_count() > 0 else { return "tactile" }
        let path = String(cString: tl_argument(0))
        return path.split(separator: "/").last.map(String.init) ?? "tactile"
    }

    /// The value of environment variable `name`, nil when it is not set.
    public static func value(of name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}

extension ProcessEnvironment {
    /// Ends the process with `status` (C's `exit`: buffers flushed, `atexit` handlers run).
    public static func exit(_ status: Int32) -> Never {
        CTactileLinux.exit(status)
    }
}

extension ProcessEnvironment {
    /// The signals that ask a program to end: SIGINT (Ctrl-C), SIGTERM, SIGHUP.
    public static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
}
