/// A pointer's primary button standing in for one finger or several (a mouse on a desktop
/// window): each press, drag and release becomes a contact frame for a `TouchTracker`, as a
/// panel's would, so taps are counted, swipes seen and multi-finger gestures made the same way.
///
/// How many fingers, and where, is chosen when the contact starts (`Fingers`) and kept until it
/// ends, whatever the keys do in between. Every finger is a contact of its own, with its own key
/// (keys are never reused); the pointer's is the first. They move together with the pointer and
/// lift together.
///
/// A window can miss button events (a release taken by another client's grab, a press before
/// the window was mapped), so the contacts follow what the pointer shows: a press while contacts
/// are down ends them first, a drag with none down starts them, and a move seen with the button
/// up ends them (how soon that is seen depends on the window system).
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

    /// The fingers a contact stands for. Fingers other than the pointer's are kept inside the
    /// area (clamped to its edges); the pointer's is wherever the pointer is, as a single finger's.
    public enum Fingers: Equatable, Sendable {
        /// `count` fingers in a row (one to `PointerContacts.maximumFingers`, clamped): the
        /// pointer's, then one every `PointerContacts.spacing` units to its right, at the
        /// pointer's height.
        case row(Int)
        /// Two fingers: the pointer's at (x, y), and its mirror image through the area's centre,
        /// at (width − 1 − x, height − 1 − y). Dragging pinches and rotates about the centre.
        case mirrored

        /// One finger: the pointer's.
        public static var one: Fingers { .row(1) }

        /// How many fingers.
        public var count: Int {
            switch self {
            case .row(let count): return min(max(1, count), PointerContacts.maximumFingers)
            case .mirrored: return 2
            }
        }

        /// The fingers a desktop pointer's keys ask for, the first that applies:
        /// `digitKey` 3, 4 or 5 (a digit key held, the largest if several) gives that many in a
        /// row; `control` the mirrored pair; `shift` two in a row; nothing, one finger. Other
        /// digits are ignored.
        public init(control: Bool, shift: Bool, digitKey: Int? = nil) {
            if let digitKey, (3...5).contains(digitKey) {
                self = .row(digitKey)
            } else if control {
                self = .mirrored
            } else if shift {
                self = .row(2)
            } else {
                self = .one
            }
        }
    }

    /// The distance between neighbouring fingers of a row, in device units (window pixels on
    /// the desktop): about two fingertips apart on a phone-sized screen.
    public static let spacing: Int32 = 60

    /// The most fingers a row stands for: two hands'.
    public static let maximumFingers = 10

    /// The area's size in device units: positions run from 0 to `width` − 1 and `height` − 1.
    public let width: Int32
    /// The area's height in device units.
    public let height: Int32
    /// The keys of the contacts down, the pointer's first; empty while the button is up.
    public private(set) var contactKeys: [Int] = []
    /// The fingers of the contacts down (kept from the press), or nil while the button is up.
    public private(set) var fingers: Fingers?
    private var nextKey = 1

    /// A pointer with its button up, over an area of `width` × `height` device units.
    public init(width: Int32, height: Int32) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// The frames for `action` at (`x`, `y`) in device units, at `time` (microseconds): none when
    /// nothing touches or lifts, two when a lost release has to end the previous contacts first.
    /// `fingers` counts only when contacts start (a press, or a drag with none down); later
    /// actions move the fingers chosen then.
    public mutating func frames(
        for action: Action, x: Int32, y: Int32, fingers: Fingers = .one,
        time: Int64
    ) -> [ContactFrame] {
        var frames: [ContactFrame] = []
        switch action {
        case .pressed:
            if !contactKeys.isEmpty { frames.append(ContactFrame(time: time, contacts: [])) }
            startContacts(fingers)
        case .dragged:
            if contactKeys.isEmpty { startContacts(fingers) }
        case .moved, .released:
            guard !contactKeys.isEmpty else { return [] }
            contactKeys = []
            self.fingers = nil
            return [ContactFrame(time: time, contacts: [])]
        }
        let places = positions(of: self.fingers ?? .one, x: x, y: y)
        var contacts: [Contact] = []
        for (index, key) in contactKeys.enumerated() {
            contacts.append(Contact(key: key, x: places[index].x, y: places[index].y))
        }
        frames.append(ContactFrame(time: time, contacts: contacts))
        return frames
    }

    /// Where `fingers` are with the pointer at (`x`, `y`), the pointer's first.
    public func positions(of fingers: Fingers, x: Int32, y: Int32) -> [(x: Int32, y: Int32)] {
        var places: [(x: Int32, y: Int32)] = [(x, y)]
        switch fingers {
        case .mirrored:
            places.append(
                (
                    clamped(Int64(width) - 1 - Int64(x), below: width),
                    clamped(Int64(height) - 1 - Int64(y), below: height)
                ))
        case .row:
            let y = clamped(Int64(y), below: height)
            for index in 1..<fingers.count {
                places.append((clamped(Int64(x) + Int64(index) * Int64(PointerContacts.spacing), below: width), y))
            }
        }
        return places
    }

    /// `value` kept within 0 ... `limit` − 1.
    private func clamped(_ value: Int64, below limit: Int32) -> Int32 {
        Int32(min(max(value, 0), Int64(limit) - 1))
    }

    /// New contacts, one per finger: keys are never reused.
    private mutating func startContacts(_ fingers: Fingers) {
        self.fingers = fingers
        contactKeys = []
        for _ in 0..<fingers.count {
            contactKeys.append(nextKey)
            nextKey &+= 1
        }
    }
}
