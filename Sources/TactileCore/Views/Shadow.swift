/// A blurred shadow drawn under a view (`View.shadow`): the view's bounds, with its corner
/// radius, grown by `spread`, moved by `offset`, blurred by `radius` and filled with `color` at
/// `opacity`, as CALayer's `shadowColor`, `shadowOpacity`, `shadowOffset` and `shadowRadius`
/// plus CSS `box-shadow`'s spread.
///
/// The shadow is painted behind the view's background, contents and subviews, and is not cut by
/// the view's own `clipsToBounds` (ancestors that clip do cut it). It is translucent: it never
/// hides what is behind it. The view's `alpha` applies to it as to the rest of the view.
///
/// Hostile values are clamped when drawn: NaN and negative radii count as 0, the radius as at
/// most `maximumRadius`, NaN opacity as 0 and opacity into 0…1, NaN spread and offsets as 0.
public struct Shadow: Equatable, Sendable {
    /// The colour of the shadow; its alpha multiplies `opacity`.
    public var color: Color
    /// From 0 (invisible) to 1.
    public var opacity: Double
    /// Where the shadow lies relative to the view, in points (positive y is down).
    public var offset: Size
    /// The blur radius in points: as in CSS, a Gaussian blur of standard deviation radius / 2,
    /// so the shadow fades out over about `radius` on each side of its edge. 0 draws a sharp shape.
    public var radius: Double
    /// How far the shape is grown (positive) or shrunk (negative) on every side before the blur,
    /// in points; rounded corners grow or shrink with it.
    public var spread: Double

    /// The largest blur radius drawn, in points: larger radii are drawn as this one.
    public static let maximumRadius: Double = 100

    /// A shadow; the defaults are a soft black shadow 2 points below the view.
    public init(
        color: Color = .black, opacity: Double = 0.3, offset: Size = Size(width: 0, height: 2),
        radius: Double = 6, spread: Double = 0
    ) {
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
        self.spread = spread
    }
}
