/// What a kind of view offers the screen reader when the app sets nothing: the value of
/// `View.standardAccessibility`, which standard views override (a label is an item reading its
/// text, a button an item with the button trait). The app's own settings
/// (`accessibilityLabel` and the others) always win over it.
///
/// UIKit has each view class override the accessibility properties' getters; here one value per
/// class says it all, so that what an app sets is kept apart from the class's defaults and a
/// subclass overrides one member, not six.
public struct StandardAccessibility: Equatable, Sendable {
    public var isElement: Bool
    public var label: String?
    public var value: String?
    public var traits: AccessibilityTraits
    public var isContainer: Bool
    public var containerTitle: String?

    public init(
        isElement: Bool = false, label: String? = nil, value: String? = nil, traits: AccessibilityTraits = [],
        isContainer: Bool = false, containerTitle: String? = nil
    ) {
        self.isElement = isElement
        self.label = label
        self.value = value
        self.traits = traits
        self.isContainer = isContainer
        self.containerTitle = containerTitle
    }
}
