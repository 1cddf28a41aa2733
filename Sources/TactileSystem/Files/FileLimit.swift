/// How large a kind of file may be before it is refused unread: recordings and configuration
/// are parsed whole in memory, so their size is bounded by what they can sensibly hold rather
/// than by the device's memory.
public struct FileLimit: Equatable, Sendable {
    /// The most bytes accepted.
    public var bytes: Int
    /// What the file is, for the error: "a recording".
    public var kind: String

    /// A limit of `bytes` for files described as `kind` ("a recording").
    public init(bytes: Int, kind: String) {
        self.bytes = bytes
        self.kind = kind
    }

    /// An evemu recording: 16 MiB holds about 500,000 events, over ten minutes of ten fingers
    /// moving at 100 Hz (the launcher's gestures take 1 to 20 kB).
    public static let recording = FileLimit(bytes: 16 << 20, kind: "a recording")
    /// An input configuration (`tactile calibrate`'s few lines).
    public static let inputConfiguration = FileLimit(bytes: 256 << 10, kind: "an input configuration")
    /// The launcher's settings file (a few lines).
    public static let settings = FileLimit(bytes: 256 << 10, kind: "a settings file")
}
