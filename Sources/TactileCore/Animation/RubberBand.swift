/// How far content dragged past an edge follows the finger (UIScrollView's rubber band): a pull
/// of x beyond the edge of a viewport of dimension d shows b = (1 − 1/(x·c/d + 1))·d =
/// x·d·c/(d + c·x), c = 0.55. b grows ever slower and never reaches d. For d = 960: x = 100
/// shows 52.02, x = 960 shows 340.65.
public enum RubberBand {
    /// UIKit's coefficient c.
    public static let coefficient = 0.55

    /// The displacement shown for a pull of `pull` points beyond the edge (negative pulls go
    /// the other way, symmetrically) in a viewport `dimension` points long.
    public static func offset(forPull pull: Double, dimension: Double, coefficient: Double = coefficient) -> Double {
        precondition(dimension > 0 && coefficient > 0, "a rubber band needs a positive dimension and coefficient")
        let x = abs(pull)
        let shown = x * dimension * coefficient / (dimension + coefficient * x)
        return pull < 0 ? -shown : shown
    }

    /// The pull that shows `offset` (the inverse, x = b·d/(c·(d − b))): where to take up a drag
    /// that starts on content already displaced, e.g. caught during its return. Offsets at or
    /// beyond the dimension need an infinite pull.
    public static func pull(forOffset offset: Double, dimension: Double, coefficient: Double = coefficient) -> Double {
        precondition(dimension > 0 && coefficient > 0, "a rubber band needs a positive dimension and coefficient")
        let b = abs(offset)
        guard b < dimension else { return offset < 0 ? -.infinity : .infinity }
        let x = b * dimension / (coefficient * (dimension - b))
        return offset < 0 ? -x : x
    }
}
