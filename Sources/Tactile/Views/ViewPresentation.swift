/// What the screen shows of a view's animatable properties. Equal to the model (the properties
/// the application set) unless an animation is running, in which case the animator writes the
/// in-flight values each frame with `View.setPresentation(_:)`.
public struct ViewPresentation: Equatable, Sendable {
    public var center: Point
    public var bounds: Rect
    public var transform: AffineTransform
    public var alpha: Double
    public var backgroundColor: Color?

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
