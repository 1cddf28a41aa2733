/// What an input device is and which events it can send: the part of an evemu recording before
/// the events, or what libevdev reports for a live device.
public struct DeviceDescription: Equatable, Sendable {
    /// The device's name, as `EVIOCGNAME` reports it.
    public var name: String
    /// The bus the device is on (`BUS_*`, e.g. 0x03 for USB, 0x06 for the virtual bus).
    public var busType: UInt16 = 0
    /// The vendor id, as in `struct input_id`.
    public var vendor: UInt16 = 0
    /// The product id, as in `struct input_id`.
    public var product: UInt16 = 0
    /// The version number, as in `struct input_id`.
    public var version: UInt16 = 0
    /// INPUT_PROP_* bits, one bit per property.
    public private(set) var propertyBits: [UInt8] = []
    /// For each event type (index), a bitmask of its supported codes. Type 0's mask holds the
    /// supported event types, as evdev's EVIOCGBIT(0) does.
    public private(set) var codeBits: [[UInt8]] = Array(repeating: [], count: Int(EventType.maximum) + 1)
    /// Absolute axes by code (index 0...ABS_MAX).
    public private(set) var axes: [AxisInfo?] = Array(repeating: nil, count: Int(EventType.maximumCode(of: EventType.absolute)) + 1)
    /// LED and switch states (`L:` and `S:` lines), kept so a recording round-trips.
    public var ledStates: [(code: UInt16, value: Int32)] = []
    /// Switch states (`S:` lines), kept so a recording round-trips.
    public var switchStates: [(code: UInt16, value: Int32)] = []

    /// Creates a description of a device called `name` that sends no events yet.
    public init(name: String) { self.name = name }

    /// Whether two descriptions describe the same device: LED and switch states are not compared, and bitmasks compare
    /// without their trailing zero bytes.
    public static func == (a: DeviceDescription, b: DeviceDescription) -> Bool {
        a.name == b.name && a.busType == b.busType && a.vendor == b.vendor && a.product == b.product
            && a.version == b.version && a.propertyBits.trimmed == b.propertyBits.trimmed
            && a.codeBits.map({ $0.trimmed }) == b.codeBits.map({ $0.trimmed }) && a.axes == b.axes
    }

    // MARK: Queries

    /// Whether the device sends events of `type`.
    public func supports(type: UInt16) -> Bool {
        type == EventType.synchronization || DeviceDescription.bit(Int(type), in: codeBits[0])
    }

    /// Whether the device sends `code` events of `type`.
    public func supports(type: UInt16, code: UInt16) -> Bool {
        guard type <= EventType.maximum else { return false }
        if type == EventType.absolute { return axes.indices.contains(Int(code)) && axes[Int(code)] != nil }
        return supports(type: type) && DeviceDescription.bit(Int(code), in: codeBits[Int(type)])
    }

    /// Whether the device has the INPUT_PROP_* property `property`.
    public func hasProperty(_ property: UInt16) -> Bool { DeviceDescription.bit(Int(property), in: propertyBits) }

    /// The absolute axis `code`, if the device has it.
    public func axis(_ code: UInt16) -> AxisInfo? { axes.indices.contains(Int(code)) ? axes[Int(code)] : nil }

    // MARK: Building

    /// Declares that the device sends `code` events of `type` (and events of `type` at all).
    public mutating func enable(type: UInt16, code: UInt16) {
        guard type <= EventType.maximum, code <= EventType.maximumCode(of: type) else { return }
        DeviceDescription.setBit(Int(type), in: &codeBits[0])
        DeviceDescription.setBit(Int(code), in: &codeBits[Int(type)])
    }

    /// Declares an absolute axis.
    public mutating func setAxis(_ code: UInt16, _ info: AxisInfo) {
        guard axes.indices.contains(Int(code)) else { return }
        enable(type: EventType.absolute, code: code)
        axes[Int(code)] = info
    }

    /// Declares an INPUT_PROP_* property.
    public mutating func setProperty(_ property: UInt16) {
        guard property <= EventCode.propertyMaximum else { return }
        DeviceDescription.setBit(Int(property), in: &propertyBits)
    }

    /// Replaces the raw bitmask of `type` (bytes as in an evemu `B:` line, least significant
    /// code first). Absolute axes still need `setAxis` for their ranges.
    public mutating func setCodeBits(_ bytes: [UInt8], for type: UInt16) {
        guard type <= EventType.maximum else { return }
        codeBits[Int(type)] = bytes
    }

    /// Replaces the raw property bitmask (bytes as in an evemu `P:` line).
    public mutating func setPropertyBits(_ bytes: [UInt8]) { propertyBits = bytes }

    static func bit(_ index: Int, in bytes: [UInt8]) -> Bool {
        index >= 0 && index / 8 < bytes.count && bytes[index / 8] & (1 << UInt8(index % 8)) != 0
    }

    static func setBit(_ index: Int, in bytes: inout [UInt8]) {
        while bytes.count <= index / 8 { bytes.append(0) }
        bytes[index / 8] |= 1 << UInt8(index % 8)
    }
}

extension Array where Element == UInt8 {
    /// The bitmask without trailing zero bytes, for comparing masks written with different lengths.
    var trimmed: [UInt8] {
        var result = self
        while result.last == 0 { result.removeLast() }
        return result
    }
}
