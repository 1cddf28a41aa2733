import TactileRaster

/// What an app set of one view's accessibility; nil fields fall back to the view's
/// `standardAccessibility`. Kept out of line (`View.accessibilitySettings`, nil until the app sets
/// something) so that views cost one pointer while nobody uses it.
final class AccessibilitySettings {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits?
    var isContainer: Bool?
    var containerTitle: String?
    var elements: [AccessibilityChild]?
    var activationPoint: Point?
    var enlargement: AccessibilityEnlargement?
    var viewIsModal: Bool?
}
