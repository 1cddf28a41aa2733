/// Colours that change with the distance from `center`: location 0 at the centre, 1 at
/// `radius`, the last stop's colour beyond.
public struct RadialGradient: Equatable, Hashable, Sendable {
    public var center: Point
    public var radius: Double
    /// Stops in increasing location order.
    public var stops: [GradientStop]

    public init(center: Point, radius: Double, stops: [GradientStop]) {
        self.center = center
        self.radius = radius
        self.stops = stops
    }
}
