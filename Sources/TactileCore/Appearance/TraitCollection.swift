/// The traits a view lays out and draws for (UIKit's `UITraitCollection`): the appearance, the
/// size classes of the screen it is on, and the screen's scale. `View.traitCollection` gives a
/// view's; `View.traitCollectionDidChange(_:)` tells it when they changed.
///
/// Size classes are our own rule, by points, as handhelds come in every size: `compact` width under
/// 600 points (a portrait screen, 480 × 800; a 480 × 320 panel), `compact` height under 400
/// points (480 × 320), `regular` otherwise (800 × 480 up to 1280 × 800).
public struct TraitCollection: Equatable, Sendable {
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle
    /// How much room there is across.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// How much room there is down.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Pixels per point of the screen (1 off screen).
    public var displayScale: Double

    /// The least width in points that is `regular`.
    public static let regularWidth = 600.0
    /// The least height in points that is `regular`.
    public static let regularHeight = 400.0

    /// The traits of a screen of `size` points at `displayScale`, in `style`.
    public init(size: Size, displayScale: Double = 1, userInterfaceStyle: UserInterfaceStyle = .light) {
        self.userInterfaceStyle = userInterfaceStyle
        horizontalSizeClass = size.width < Self.regularWidth ? .compact : .regular
        verticalSizeClass = size.height < Self.regularHeight ? .compact : .regular
        self.displayScale = displayScale
    }
}

extension View {
    /// The traits this view is shown with: its appearance and its screen's size classes and
    /// scale (regular and 1 off screen).
    public var traitCollection: TraitCollection {
        let screen = window?.screen
        return TraitCollection(
            size: screen?.size ?? Size(width: TraitCollection.regularWidth, height: TraitCollection.regularHeight),
            displayScale: screen?.scale ?? 1, userInterfaceStyle: effectiveUserInterfaceStyle)
    }
}
