import TactileRaster

/// The accessibility properties of UIKit's informal protocol. Each reads what the app set, else
/// the view's `standardAccessibility`; setting one keeps it for this view alone.
extension View {
    /// Whether the screen reader treats the view as one item (it does not look into its subviews).
    public var isAccessibilityElement: Bool {
        get { accessibilitySettings?.isElement ?? standardAccessibility.isElement }
        set { settingAccessibility().isElement = newValue }
    }

    /// What the reader says for the item: short, no role ("Send", not "Send button").
    public var accessibilityLabel: String? {
        get { accessibilitySettings?.label ?? standardAccessibility.label }
        set { settingAccessibility().label = newValue }
    }

    /// The item's current value ("50 %", "on"), said after the label.
    public var accessibilityValue: String? {
        get { accessibilitySettings?.value ?? standardAccessibility.value }
        set { settingAccessibility().value = newValue }
    }

    /// What activating the item does ("Opens the message"), said after a pause.
    public var accessibilityHint: String? {
        get { accessibilitySettings?.hint }
        set { settingAccessibility().hint = newValue }
    }

    /// The item's kind and state.
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings?.traits ?? standardAccessibility.traits }
        set { settingAccessibility().traits = newValue }
    }

    /// Whether the view groups the items inside it into a container the reader can move through
    /// and jump over as one (docs/accessibility.md, "Containers").
    public var isAccessibilityContainer: Bool {
        get { accessibilitySettings?.isContainer ?? standardAccessibility.isContainer }
        set { settingAccessibility().isContainer = newValue }
    }

    /// The container's title, said with its number of items ("Toolbar, 3 items").
    public var accessibilityContainerTitle: String? {
        get { accessibilitySettings?.containerTitle ?? standardAccessibility.containerTitle }
        set { settingAccessibility().containerTitle = newValue }
    }

    /// The view's bounds in screen points, as the reader highlights and hit-tests it.
    public var accessibilityFrame: Rect { convertToScreen(bounds) }

    /// What the reader finds inside the view, in this order, instead of its subviews in rows:
    /// subviews in another order, or elements the view draws itself (`AccessibilityElement`).
    /// Nil (the default): the subviews, in rows.
    public var accessibilityElements: [AccessibilityChild]? {
        get { accessibilitySettings?.elements ?? standardAccessibilityElements }
        set { settingAccessibility().elements = newValue }
    }

    /// Where the reader's double tap taps the item, in screen points; nil (the default) for the
    /// centre of its frame.
    public var accessibilityActivationPoint: Point? {
        get { accessibilitySettings?.activationPoint ?? nil }
        set { settingAccessibility().activationPoint = newValue }
    }

    /// How the item's touch area grows into the free space around it (default `.automatic`).
    public var accessibilityEnlargement: AccessibilityEnlargement {
        get { accessibilitySettings?.enlargement ?? .automatic }
        set { settingAccessibility().enlargement = newValue }
    }

    /// Whether the reader ignores what is behind the view: the windows below its window and its
    /// siblings behind it (an alert, a sheet, an app's window over the home screen).
    public var accessibilityViewIsModal: Bool {
        get { accessibilitySettings?.viewIsModal ?? false }
        set { settingAccessibility().viewIsModal = newValue }
    }

    private func settingAccessibility() -> AccessibilitySettings {
        if let settings = accessibilitySettings { return settings }
        let settings = AccessibilitySettings()
        accessibilitySettings = settings
        return settings
    }
}
