import TactileSystem

/// Finds evdev device nodes.
public enum DeviceDiscovery {
    /// The `event*` nodes of `directory`, in numeric order.
    public static func eventNodes(in directory: String = "/dev/input") -> [String] {
        var numbers: [Int] = []
        for name in DirectoryListing.names(in: directory) ?? [] {
            if name.hasPrefix("event"), let number = Int(String(name.dropFirst(5))) { numbers.append(number) }
        }
        return numbers.sorted().map { directory + "/event\($0)" }
    }

    /// Whether a device is one Tactile uses on its own: a touchscreen, hardware keys or a keyboard.
    public static func isUseful(_ description: DeviceDescription) -> Bool {
        description.isTouchscreen || description.hasHardwareKeys || description.isKeyboard
    }

    /// Whether `description` matches a selection (`.replay` never matches live nodes).
    public static func matches(_ description: DeviceDescription, path: String, selection: InputSelection) -> Bool {
        switch selection {
        case .automatic: return isUseful(description)
        case .evdev(let wanted): return path == wanted
        case .name(let text): return contains(description.name, text)
        case .replay: return false
        }
    }

    /// Whether `text` occurs in `haystack` (byte-wise; Embedded Swift has no String.contains).
    static func contains(_ haystack: String, _ text: String) -> Bool {
        let big = Array(haystack.utf8), small = Array(text.utf8)
        guard small.count <= big.count else { return false }
        if small.isEmpty { return true }
        for start in 0...(big.count - small.count) where big[start..<start + small.count].elementsEqual(small) { return true }
        return false
    }
}
