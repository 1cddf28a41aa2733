import Platform
import CLinux

/// Writes an evemu recording to a file as events arrive: the description first, then one `E:`
/// line per event with times relative to the first event (as `evemu-record` does). Each
/// SYN_REPORT flushes, so a recording stopped by a signal is complete up to its last moment.
public final class EvemuWriter {
    public let path: String
    private let fd: Int32
    private var firstTime: Int64?
    private var pending = ""

    /// Creates (or truncates) `path` and writes the description.
    public init(path: String, description: DeviceDescription) throws(FileError) {
        let fd = tl_create(path, O_WRONLY | O_TRUNC, 0o644)
        guard fd >= 0 else { throw FileError(path: path, problem: .system(errno: tl_errno())) }
        self.path = path
        self.fd = fd
        try append(EvemuFormat.text(for: description))
    }

    deinit { close(fd) }

    /// Appends one event.
    public func write(_ event: RawInputEvent) throws(FileError) {
        let start = firstTime ?? event.time
        firstTime = start
        var relative = event
        relative.time = max(0, event.time - start)
        pending += EvemuFormat.line(for: relative)
        if event.isReport || pending.utf8.count > 4096 { try flush() }
    }

    /// Writes buffered lines.
    public func flush() throws(FileError) {
        guard !pending.isEmpty else { return }
        let text = pending
        pending = ""
        try append(text)
    }

    private func append(_ text: String) throws(FileError) {
        var text = text
        let failure = text.withUTF8 { FileBytes.write(UnsafeRawBufferPointer($0), to: fd) }
        if failure != 0 { throw FileError(path: path, problem: .system(errno: failure)) }
    }
}
