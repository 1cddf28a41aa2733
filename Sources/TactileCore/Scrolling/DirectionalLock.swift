import TactileRaster

/// Which axes a drag scrolls when the directional lock is on (docs/scroll-physics.md,
/// 'Directional lock'): a drag within `horizontalAngle` degrees of horizontal scrolls
/// horizontally only, within `verticalAngle` degrees of vertical vertically only, anything
/// between both ways.
public struct DirectionalLock: Equatable, Sendable {
    /// The axes a drag moves.
    public struct Axes: OptionSet, Hashable, Sendable {
        /// The axis bits.
        public let rawValue: Int
        /// Creates a set of axes from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Left and right.
        public static let horizontal = Axes(rawValue: 1)
        /// Up and down.
        public static let vertical = Axes(rawValue: 2)
        /// Both axes: the drag moves freely.
        public static let both: Axes = [.horizontal, .vertical]
    }

    /// Degrees from horizontal within which a drag is horizontal only. Default 25.
    public var horizontalAngle = 25.0
    /// Degrees from vertical within which a drag is vertical only (a tall page may want more).
    /// Default 25.
    public var verticalAngle = 25.0

    /// Creates a lock with the given angles in degrees.
    public init(horizontalAngle: Double = 25, verticalAngle: Double = 25) {
        self.horizontalAngle = horizontalAngle
        self.verticalAngle = verticalAngle
    }

    /// The axes a drag that started along `movement` scrolls: (100, 46) is 24.7° from
    /// horizontal, horizontal only; (100, 47) is 25.2°, both.
    public func axes(for movement: Point) -> Axes {
        let dx = abs(movement.x), dy = abs(movement.y)
        guard dx > 0 || dy > 0 else { return .both }
        // Compare tangents rather than angles: no trigonometry needed.
        if dy <= dx * Self.tangent(degrees: horizontalAngle) { return .horizontal }
        if dx <= dy * Self.tangent(degrees: verticalAngle) { return .vertical }
        return .both
    }

    static func tangent(degrees: Double) -> Double {
        let radians = degrees * Trigonometry.pi / 180
        return Trigonometry.sin(radians) / Trigonometry.cos(radians)
    }
}
