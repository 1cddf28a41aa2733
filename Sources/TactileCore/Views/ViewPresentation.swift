/// What the screen shows of a view's animatable properties (`View.presentation`). Each property
/// is the model's (what the application set) unless something overrides it: a running animation
/// of that property writes its in-flight value every frame, and `View.setPresentation(_:)`
/// overrides every property until `clearPresentation()` (see `PresentationOverrides`).
public struct ViewPresentation: Equatable, Sendable {
    /// The centre of the view's bounds, in its superview's coordinates (points).
    public var center: Point
    /// The view's bounds in its own coordinates (points).
    public var bounds: Rect
    /// The transform applied about the bounds' centre.
    public var transform: AffineTransform
    /// The opacity, 0...1.
    public var alpha: Double
    /// The background colour, or nil for none.
    public var backgroundColor: Color?

    /// Creates a presentation from the five properties.
    public init(center: Point, bounds: Rect, transform: AffineTransform, alpha: Double, backgroundColor: Color?) {
        self.center = center
        self.bounds = bounds
        self.transform = transform
        self.alpha = alpha
        self.backgroundColor = backgroundColor
    }

    /// The transform from the view's bounds coordinates to its superview's: the bounds centre
    /// goes to `center` after `transform` is applied about it.
    public var transformToSuperview: AffineTransform {
        AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// The bounding box of the transformed bounds in the superview's coordinates.
    public var frame: Rect {
        transformToSuperview.apply(to: bounds)
    }
}
