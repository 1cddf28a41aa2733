/// A colour at a position along a gradient, from 0 (start) to 1 (end).
public struct GradientStop: Equatable, Hashable, Sendable {
    /// Where the colour sits: 0 at the gradient's start, 1 at its end (clamped to 0...1 when drawn).
    public var location: Double
    /// The colour at `location`.
    public var color: Color

    /// A stop of `color` at `location`.
    public init(location: Double, color: Color) {
        self.location = location
        self.color = color
    }
}
