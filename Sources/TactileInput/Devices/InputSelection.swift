/// Which input devices to use, from the `--input` options:
/// `auto` (default: every touchscreen and key device under /dev/input), `evdev:PATH`,
/// `name:TEXT` (devices whose name contains TEXT), `replay:FILE` (with
/// `--input-description DESC` when FILE holds only events).
public enum InputSelection: Equatable, Sendable {
    /// `auto`: every touchscreen, hardware-key device and keyboard under /dev/input.
    case automatic
    /// `evdev:PATH`: the device node at `path`.
    case evdev(path: String)
    /// `name:TEXT`: the devices whose name contains the text.
    case name(String)
    /// `replay:FILE`: a recording's events, with the file holding its description when `events` holds only events.
    case replay(events: String, description: String?)

    /// Whether this plays a recording (a replay that cannot be read ends the program; a live
    /// device that is missing is waited for).
    public var isReplay: Bool {
        if case .replay = self { true } else { false }
    }

    /// Parses one `--input` value. `description` is the `--input-description` value, if any.
    public init(parsing text: String, description: String? = nil) throws(InputError) {
        if text == "auto" {
            self = .automatic
        } else if text.hasPrefix("evdev:"), text.count > 6 {
            self = .evdev(path: String(text.dropFirst(6)))
        } else if text.hasPrefix("name:"), text.count > 5 {
            self = .name(String(text.dropFirst(5)))
        } else if text.hasPrefix("replay:"), text.count > 7 {
            self = .replay(events: String(text.dropFirst(7)), description: description)
        } else {
            throw .badSelection("--input must be auto, evdev:PATH, name:TEXT or replay:FILE, not \(text)")
        }
    }

    /// Parses the `--input`/`--input-description` options out of `arguments`, returning the
    /// selections (`.automatic` when none) and the remaining arguments.
    public static func parse(arguments: [String]) throws(InputError) -> (selections: [InputSelection], rest: [String]) {
        var inputs: [String] = []
        var description: String?
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--input" || argument == "--input-description" {
                guard index + 1 < arguments.count else { throw .badSelection("\(argument) needs a value") }
                if argument == "--input" { inputs.append(arguments[index + 1]) } else { description = arguments[index + 1] }
                index += 2
                continue
            }
            rest.append(argument)
            index += 1
        }
        var selections: [InputSelection] = []
        for input in inputs { selections.append(try InputSelection(parsing: input, description: description)) }
        if description != nil, !selections.contains(where: { if case .replay = $0 { return true } else { return false } }) {
            throw .badSelection("--input-description only goes with --input replay:FILE")
        }
        return (selections.isEmpty ? [.automatic] : selections, rest)
    }
}
