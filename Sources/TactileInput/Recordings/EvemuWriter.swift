import TactileSystem

/// Writes an evemu recording as events arrive: the description first, then one `E:` line per
/// event with times relative to the first event (as `evemu-record` does). The lines go to a
/// temporary file beside `path` (`ReplacementFile`), each SYN_REPORT flushing them, and
/// `finish()` puts the recording in place: an existing file at `path` is replaced whole, never
/// truncated, and a symbolic link, directory or device there is refused before anything is
/// written.
public final class EvemuWriter {
    /// The path the finished recording goes to.
    public var path: String { file.path }
    private let file: ReplacementFile
    private var firstTime: Int64?
    private var pending = ""

    /// Starts a recording that will replace `path`, and writes the description.
    public init(path: String, description: DeviceDescription) throws(FileError) {
        file = try ReplacementFile(replacing: path)
        try append(EvemuFormat.text(for: description))
    }

    /// Appends one event.
    public func write(_ event: RawInputEvent) throws(FileError) {
        let start = firstTime ?? event.time
        firstTime = start
        var relative = event
        relative.time = max(0, event.time - start)
        pending += EvemuFormat.line(for: relative)
        if event.isReport || pending.utf8.count > 4096 { try flush() }
    }

    /// Writes buffered lines to the temporary file.
    public func flush() throws(FileError) {
        guard !pending.isEmpty else { return }
        let text = pending
        pending = ""
        try append(text)
    }

    /// Writes what is buffered and puts the recording in place at `path`. A writer dropped
    /// without finishing removes its temporary file and leaves `path` as it was.
    public func finish() throws(FileError) {
        try flush()
        try file.commit()
    }

    private func append(_ text: String) throws(FileError) {
        try file.write(Array(text.utf8))
    }
}
