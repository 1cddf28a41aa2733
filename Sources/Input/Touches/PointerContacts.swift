/// A pointer's primary button standing in for one finger (a mouse on a desktop window): each
/// press, drag and release becomes a contact frame for a `TouchTracker`, as a panel's would, so
/// taps are counted and swipes seen the same way.
///
/// A window can miss button events (a release taken by another client's grab, a press before
/// the window was mapped), so the contact follows what the pointer shows: a press while a
/// contact is down ends that contact first, a drag with no contact down starts one, and a move
/// seen with the button up ends it (how soon that is seen depends on the window system).
public struct PointerContacts {
    /// What the pointer did.
    public enum Action: Equatable, Sendable {
        /// The primary button went down.
        case pressed
        /// The pointer moved with the primary button down.
        case dragged
        /// The pointer was seen with the primary button up (a move, or entering the window).
        case moved
        /// The primary button came up.
        case released
    }

    /// The contact's key while the button is down; each press is a new contact.
    public private(set) var contactKey: Int?
    private var nextKey = 1

    /// A pointer with its button up.
    public init() {}

    /// The frames for `action` at (`x`, `y`) in device units, at `time` (microseconds): none when
    /// nothing touches or lifts, two when a lost release has to end the previous contact first.
    public mutating func frames(for action: Action, x: Int32, y: Int32, time: Int64) -> [ContactFrame] {
        var frames: [ContactFrame] = []
        switch action {
        case .pressed:
            if contactKey != nil { frames.append(ContactFrame(time: time, contacts: [])) }
            startContact()
        case .dragged:
            if contactKey == nil { startContact() }
        case .moved, .released:
            guard contactKey != nil else { return [] }
            contactKey = nil
            return [ContactFrame(time: time, contacts: [])]
        }
        if let key = contactKey { frames.append(ContactFrame(time: time, contacts: [Contact(key: key, x: x, y: y)])) }
        return frames
    }

    /// A new contact: keys are never reused.
    private mutating func startContact() {
        contactKey = nextKey
        nextKey += 1
    }
}
