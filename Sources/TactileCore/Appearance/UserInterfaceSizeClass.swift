/// How much room a screen has along one axis (UIKit's `UIUserInterfaceSizeClass`): `compact`
/// under `TraitCollection.regularWidth` points wide or `TraitCollection.regularHeight` points
/// tall, `regular` from there.
public enum UserInterfaceSizeClass: Sendable {
    /// Little room: a portrait screen's width, a small landscape panel's height.
    case compact
    /// Room for side-by-side content: 800 × 480 points and larger.
    case regular
}
