/// Colours that change along the line from `start` to `end` and stay constant across it.
/// Points before `start` take the first stop's colour, points after `end` the last one's.
public struct LinearGradient: Equatable, Hashable, Sendable {
    /// Where location 0 lies, in the canvas's pixel coordinates.
    public var start: Point
    /// Where location 1 lies, in the canvas's pixel coordinates.
    public var end: Point
    /// Stops in increasing location order.
    public var stops: [GradientStop]

    /// A gradient from `start` to `end`.
    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}
