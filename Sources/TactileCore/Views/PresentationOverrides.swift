/// The animatable properties whose on-screen value differs from the model: each is set while an
/// animation of that property runs (or `View.setPresentation(_:)` holds it) and nil otherwise,
/// so properties that do not animate keep following the model.
@usableFromInline  // Embedded Swift compiles public View methods into clients, which call these.
struct PresentationOverrides {
    @usableFromInline var center: Point?
    @usableFromInline var bounds: Rect?
    @usableFromInline var transform: AffineTransform?
    @usableFromInline var alpha: Double?
    /// `.some(nil)` shows no background while the model has one.
    @usableFromInline var backgroundColor: Color??
    /// The shadow while it animates (not part of `ViewPresentation`); `.some(nil)` shows none.
    @usableFromInline var shadow: Shadow??

    @usableFromInline var isEmpty: Bool {
        center == nil && bounds == nil && transform == nil && alpha == nil && backgroundColor == nil && shadow == nil
    }

    /// `model` with the overridden properties replaced.
    @usableFromInline func applied(to model: ViewPresentation) -> ViewPresentation {
        var result = model
        if let center { result.center = center }
        if let bounds { result.bounds = bounds }
        if let transform { result.transform = transform }
        if let alpha { result.alpha = alpha }
        if let backgroundColor { result.backgroundColor = backgroundColor }
        return result
    }

    /// Overrides every property with `presentation`'s values.
    @usableFromInline init(_ presentation: ViewPresentation) {
        center = presentation.center
        bounds = presentation.bounds
        transform = presentation.transform
        alpha = presentation.alpha
        backgroundColor = .some(presentation.backgroundColor)
    }

    @usableFromInline init() {}
}
