/// Why a recording or description could not be read.
public enum RecordingError: Error, Equatable {
    /// A line that is not valid evemu text; `line` counts from 1.
    case malformed(line: Int, reason: String)
    /// Events without any device description (pass one with `--input-description`).
    case missingDescription
    /// The file could not be read.
    case unreadable(path: String, reason: String)

    /// The line number the error is about, or 0.
    public var line: Int {
        if case .malformed(let line, _) = self { return line }
        return 0
    }

    /// A message a person can act on.
    public var message: String {
        switch self {
        case .malformed(let line, let reason):
            return "line \(line): \(reason)"
        case .missingDescription:
            return "the recording has no device description (no N: line); pass one with --input-description FILE"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        }
    }

    /// The message about the file at `path`: "PATH: line 3: …", or the unreadable file's own
    /// "cannot read PATH: …" (which names it already).
    public func message(about path: String) -> String {
        if case .unreadable = self { return message }
        return "\(path): \(message)"
    }
}
