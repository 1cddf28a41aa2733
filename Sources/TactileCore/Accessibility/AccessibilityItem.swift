import TactileRaster

/// What the screen reader knows of one item of a screen when it reads it: what to say, where it
/// is, and what it comes from (to activate and adjust it).
public struct AccessibilityItem: Equatable {
    /// Where an item comes from.
    public enum Source {
        /// A view that is an item itself.
        case view(View)
        /// An element a view draws itself.
        case element(AccessibilityElement)
    }

    /// What the reader says for the item; empty when it has none (`AccessibilityAudit` flags interactive ones).
    public var label: String
    /// The item's current value, read after its label (a slider's percentage, a switch's state).
    public var value: String?
    /// What activating the item does, said after a pause (or with the item at high verbosity).
    public var hint: String?
    /// What kind of item it is and what state it is in (button, selected, dimmed…).
    public var traits: AccessibilityTraits
    /// The drawn frame in screen points.
    public var frame: Rect
    /// Where a double tap taps it, in screen points.
    public var activationPoint: Point
    /// How far its touch area grows beyond the drawn frame.
    public var enlargement: AccessibilityEnlargement
    /// Nil for an item made by hand (tests).
    public var source: Source?

    /// An item with nothing behind it.
    public init(
        label: String, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
        frame: Rect, activationPoint: Point? = nil, enlargement: AccessibilityEnlargement = .automatic,
        source: Source? = nil
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.activationPoint = activationPoint ?? frame.center
        self.enlargement = enlargement
        self.source = source
    }

    /// The item of `view` as it is now.
    public init(view: View) {
        self.init(
            label: view.accessibilityLabel ?? "", value: view.accessibilityValue, hint: view.accessibilityHint,
            traits: view.accessibilityTraits, frame: view.accessibilityFrame,
            activationPoint: view.accessibilityActivationPoint, enlargement: view.accessibilityEnlargement,
            source: .view(view))
    }

    /// The item of `element` as it is now.
    public init(element: AccessibilityElement) {
        self.init(
            label: element.accessibilityLabel ?? "", value: element.accessibilityValue,
            hint: element.accessibilityHint, traits: element.accessibilityTraits,
            frame: element.accessibilityFrame, activationPoint: element.accessibilityActivationPoint,
            enlargement: element.accessibilityEnlargement, source: .element(element))
    }

    /// The view behind the item: its own, or the one that draws its element (nil for an item
    /// made by hand).
    public var view: View? {
        switch source {
        case .view(let view)?: view
        case .element(let element)?: element.container
        case nil: nil
        }
    }

    /// Whether the item is something to press or adjust: a button, an adjustable item, a control.
    public var isInteractive: Bool {
        if traits.contains(.button) || traits.contains(.adjustable) { return true }
        if case .view(let view)? = source { return view is Control }
        return false
    }

    /// Whether both come from the same view or element (or both from none and say the same).
    public func isSame(as other: AccessibilityItem) -> Bool {
        switch (source, other.source) {
        case let (.view(a)?, .view(b)?): return a === b
        case let (.element(a)?, .element(b)?): return a === b
        case (nil, nil): return label == other.label && frame == other.frame
        default: return false
        }
    }

    /// Whether two items say the same, sit at the same place and come from the same view or element.
    public static func == (a: AccessibilityItem, b: AccessibilityItem) -> Bool {
        a.label == b.label && a.value == b.value && a.hint == b.hint && a.traits == b.traits && a.frame == b.frame
            && a.activationPoint == b.activationPoint && a.enlargement == b.enlargement && a.isSame(as: b)
    }
}
