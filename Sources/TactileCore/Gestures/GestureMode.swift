/// A set of gesture definitions a recognizer can switch between (docs/gesture-arbitration.md,
/// 'Gesture modes': the "next application" swipe takes three fingers normally and four in
/// accessibility mode, where three-finger gestures belong to the screen reader). Switch with
/// `TouchDispatcher.gestureMode`.
public struct GestureMode: Hashable, Sendable {
    /// The mode's name.
    public let name: String

    /// A mode named `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The definitions recognizers start with.
    public static let normal = GestureMode("normal")
    /// The definitions for accessibility mode.
    public static let accessibility = GestureMode("accessibility")
}

extension GestureRecognizer {
    /// Gives the recognizer a definition for `mode`: `configure` sets its parameters (finger
    /// count, direction…) when the dispatcher switches to that mode. Give the `.normal`
    /// definition as well, to come back to. Once the mode is switched, a recognizer takes its
    /// definition only when no other enabled recognizer already uses the same one
    /// (`definitionDescription`); otherwise it keeps the one it has.
    public func setDefinition(for mode: GestureMode, _ configure: @escaping (Self) -> Void) {
        definitions[mode] = { recognizer in configure(recognizer as! Self) }
    }

    /// The mode whose definition the recognizer uses now.
    public var mode: GestureMode { currentMode }

    /// Applies the definition for `mode` unless another recognizer of `others` already uses
    /// it; returns whether it did.
    @discardableResult
    func switchDefinition(to mode: GestureMode, among others: [GestureRecognizer]) -> Bool {
        guard mode != currentMode, let configure = definitions[mode] else { return false }
        let previous = currentMode
        configure(self)
        let signature = definitionDescription
        let taken = others.contains { $0 !== self && $0.isEnabled && $0.definitionDescription == signature }
        if taken {
            if let restore = definitions[previous] ?? definitions[.normal] { restore(self) }
            return false
        }
        currentMode = mode
        return true
    }
}
