/// The range and noise figures of one absolute axis (`struct input_absinfo`).
public struct AxisInfo: Equatable, Sendable {
    public var minimum: Int32
    public var maximum: Int32
    public var fuzz: Int32
    public var flat: Int32
    /// Units per millimetre (0 when the device does not say).
    public var resolution: Int32
    /// The current value when the description was taken.
    public var value: Int32

    public init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0,
                resolution: Int32 = 0, value: Int32 = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
        self.value = value
    }

    /// The number of distinct values, as libinput counts it when normalising (max − min + 1).
    public var span: Double { Double(Int64(maximum) - Int64(minimum) + 1) }

    /// `raw` mapped to 0...1 the way libinput normalises for its calibration matrix.
    public func normalized(_ raw: Int32) -> Double { Double(Int64(raw) - Int64(minimum)) / span }
}
