/// What a kind of view offers the screen reader when the app sets nothing: the value of
/// `View.standardAccessibility`, which standard views override (a label is an item reading its
/// text, a button an item with the button trait). The app's own settings
/// (`accessibilityLabel` and the others) always win over it.
///
/// UIKit has each view class override the accessibility properties' getters; here one value per
/// class says it all, so that what an app sets is kept apart from the class's defaults and a
/// subclass overrides one member, not six.
public struct StandardAccessibility: Equatable, Sendable {
    /// The default of `View.isAccessibilityElement`: whether the view is one item to the reader.
    public var isElement: Bool
    /// The default of `View.accessibilityLabel`.
    public var label: String?
    /// The default of `View.accessibilityValue`.
    public var value: String?
    /// The default of `View.accessibilityTraits`.
    public var traits: AccessibilityTraits
    /// The default of `View.isAccessibilityContainer`: whether the view groups its items into a container.
    public var isContainer: Bool
    /// The default of `View.accessibilityContainerTitle`.
    public var containerTitle: String?

    /// Creates the defaults of a view that is neither item nor container, unless the arguments say otherwise.
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
