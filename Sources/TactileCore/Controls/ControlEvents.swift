extension Control {
    /// The events a control sends to its actions, UIKit's `UIControl.Event`.
    public struct Events: OptionSet, Hashable, Sendable {
        /// The event bits.
        public let rawValue: UInt

        /// Creates a set of events from their bits.
        @inlinable public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger went down in the control.
        public static let touchDown = Events(rawValue: 1 << 0)
        /// A finger went down again in quick succession (`Touch.tapCount` > 1), after `touchDown`.
        public static let touchDownRepeat = Events(rawValue: 1 << 1)
        /// The finger moved while inside the control's tracking area.
        public static let touchDragInside = Events(rawValue: 1 << 2)
        /// The finger moved while outside the control's tracking area.
        public static let touchDragOutside = Events(rawValue: 1 << 3)
        /// The finger came back into the tracking area.
        public static let touchDragEnter = Events(rawValue: 1 << 4)
        /// The finger left the tracking area.
        public static let touchDragExit = Events(rawValue: 1 << 5)
        /// The finger lifted inside the tracking area: the control's tap.
        public static let touchUpInside = Events(rawValue: 1 << 6)
        /// The finger lifted outside the tracking area.
        public static let touchUpOutside = Events(rawValue: 1 << 7)
        /// The system cancelled the touch (a gesture or scroll took it over).
        public static let touchCancel = Events(rawValue: 1 << 8)
        /// The control's value changed (sliders, switches, segmented controls).
        public static let valueChanged = Events(rawValue: 1 << 12)
        /// The control's main action: for a button, after `touchUpInside`.
        public static let primaryActionTriggered = Events(rawValue: 1 << 13)

        /// Every touch event.
        public static let allTouchEvents = Events(rawValue: 0x0FFF)
        /// Every event.
        public static let allEvents = Events(rawValue: 0xFFFF_FFFF)
    }

    /// Identifies an action added with `addAction(for:_:)`, for removing it.
    public struct ActionID: Hashable, Sendable {
        /// The identifying number, unique among the control's actions.
        public let rawValue: Int
    }

    /// One registered handler and the events it is for.
    struct Action {
        let id: ActionID
        var events: Events
        let handler: (Control) -> Void
    }
}
