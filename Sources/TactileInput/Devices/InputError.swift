/// Why an input device or source could not be used.
public enum InputError: Error, Equatable {
    /// The device node could not be opened (missing, no permission).
    case cannotOpen(path: String, reason: String)
    /// libevdev does not accept the node as an evdev device.
    case notAnInputDevice(path: String, reason: String)
    /// A recording could not be used.
    case recording(path: String, RecordingError)
    /// A `--input` value that names nothing usable.
    case badSelection(String)
    /// No device matched.
    case noDevice(String)

    /// A message a person can act on.
    public var message: String {
        switch self {
        case .cannotOpen(let path, let reason): return "cannot open \(path): \(reason)"
        case .notAnInputDevice(let path, let reason): return "\(path) is not an evdev input device: \(reason)"
        case .recording(_, .unreadable(let path, let reason)): return "cannot read \(path): \(reason)"
        case .recording(let path, let error): return "\(path): \(error.message)"
        case .badSelection(let text): return text
        case .noDevice(let text): return text
        }
    }
}
