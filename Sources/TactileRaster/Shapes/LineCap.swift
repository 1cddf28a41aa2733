/// How a stroked line ends.
public enum LineCap: Equatable, Hashable, Sendable {
    /// The stroke stops exactly at the end point.
    case butt
    /// A half disc of the line's width closes the end.
    case round
    /// The stroke goes on past the end point by half its width.
    case square
}
