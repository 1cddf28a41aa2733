/// The animatable properties whose on-screen value differs from the model: each is set while an
/// animation of that property runs (or `View.setPresentation(_:)` holds it) and nil otherwise,
/// so properties that do not animate keep following the model.
struct PresentationOverrides {
    var center: Point?
    var bounds: Rect?
    var transform: AffineTransform?
    var alpha: Double?
    /// `.some(nil)` shows no background while the model has one.
    var backgroundColor: Color??

    var isEmpty: Bool {
        center == nil && bounds == nil && transform == nil && alpha == nil && backgroundColor == nil
    }

    /// `model` with the overridden properties replaced.
    func applied(to model: ViewPresentation) -> ViewPresentation {
        var result = model
        if let center { result.center = center }
        if let bounds { result.bounds = bounds }
        if let transform { result.transform = transform }
        if let alpha { result.alpha = alpha }
        if let backgroundColor { result.backgroundColor = backgroundColor }
        return result
    }

    /// Overrides every property with `presentation`'s values.
    init(_ presentation: ViewPresentation) {
        center = presentation.center
        bounds = presentation.bounds
        transform = presentation.transform
        alpha = presentation.alpha
        backgroundColor = .some(presentation.backgroundColor)
    }

    init() {}
}
