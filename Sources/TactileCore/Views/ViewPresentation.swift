/// What the screen shows of a view's animatable properties (`View.presentation`). Each property
/// is the model's (what the application set) unless something overrides it: a running animation
/// of that property writes its in-flight value every frame, and `View.setPresentation(_:)`
/// overrides every property until `clearPresentation()` (see `PresentationOverrides`).
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
