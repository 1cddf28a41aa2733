/// The range and noise figures of one absolute axis (`struct input_absinfo`).
///
/// The figures come from a device or a file and are not trusted: a range with its minimum above
/// its maximum counts as empty (`isUsable` is false), and `span` and `normalized` stay finite
/// whatever the figures are.
public struct AxisInfo: Equatable, Sendable {
    /// The smallest value the axis reports.
    public var minimum: Int32
    /// The largest value the axis reports.
    public var maximum: Int32
    /// The noise the kernel filters out: changes smaller than this are dropped as jitter.
    public var fuzz: Int32
    /// The dead zone around the centre, as joysticks report it (usually 0 for touchscreens).
    public var flat: Int32
    /// Units per millimetre (0 when the device does not say).
    public var resolution: Int32
    /// The current value when the description was taken.
    public var value: Int32

    /// Creates the figures of an axis; `resolution` is in units per millimetre, 0 when unknown.
    public init(
        minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0,
        resolution: Int32 = 0, value: Int32 = 0
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
        self.value = value
    }

    /// Whether the range can place a position: its maximum is above its minimum (a range of one
    /// value, or one upside down, says nothing about where a finger is).
    public var isUsable: Bool { maximum > minimum }

    /// The number of distinct values, as libinput counts it when normalising (max − min + 1);
    /// 1 for an upside-down range, so nothing divides by zero or flips sign.
    public var span: Double { Double(max(1, Int64(maximum) - Int64(minimum) + 1)) }

    /// `raw` mapped to 0...1 the way libinput normalises for its calibration matrix. A value
    /// outside the range is first clamped to it: a panel does not report beyond its own edges,
    /// and a device that does must not send touches far off the screen.
    public func normalized(_ raw: Int32) -> Double {
        let clamped = isUsable ? min(max(raw, minimum), maximum) : minimum
        return Double(Int64(clamped) - Int64(minimum)) / span
    }

    /// Units per millimetre when the device gives a plausible figure (1...100 000), else nil.
    public var millimetre: Int32? { resolution > 0 && resolution <= 100_000 ? resolution : nil }
}
