/// A colour at a position along a gradient, from 0 (start) to 1 (end).
public struct GradientStop: Equatable, Hashable, Sendable {
    public var location: Double
    public var color: Color

    public init(location: Double, color: Color) {
        self.location = location
        self.color = color
    }
}
