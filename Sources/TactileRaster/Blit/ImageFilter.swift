/// How a scaled or transformed image is sampled between its pixels.
public enum ImageFilter: Equatable, Sendable {
    /// The source pixel that contains the sample position: hard pixel edges, exact colours.
    case nearest
    /// The four source pixels around the sample position, weighted by distance: smooth.
    case bilinear
}
