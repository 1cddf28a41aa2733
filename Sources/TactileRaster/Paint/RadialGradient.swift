/// Colours that change with the distance from `center`: location 0 at the centre, 1 at
/// `radius`, the last stop's colour beyond.
public struct RadialGradient: Equatable, Hashable, Sendable {
    /// Where location 0 lies, in the canvas's pixel coordinates.
    public var center: Point
    /// The distance from `center` at which location 1 lies, in pixels.
    public var radius: Double
    /// Stops in increasing location order.
    public var stops: [GradientStop]

    /// A gradient around `center` that reaches its last location at `radius`.
    public init(center: Point, radius: Double, stops: [GradientStop]) {
        self.center = center
        self.radius = radius
        self.stops = stops
    }
}
