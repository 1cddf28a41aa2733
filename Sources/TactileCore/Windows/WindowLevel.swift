extension Window {
    /// Where a window stands among a screen's windows (UIKit's `UIWindow.Level`): windows of a
    /// higher level are drawn in front of, and hit-tested before, every window of a lower one;
    /// within a level the window shown last is in front.
    public struct Level: Comparable, Hashable, Sendable {
        /// The level's position: a higher number stands in front.
        public var rawValue: Double

        /// Creates a level at `rawValue`; the standard levels are 0, 1000, 2000 and 3000.
        public init(rawValue: Double) { self.rawValue = rawValue }

        /// Applications' windows.
        public static let normal = Level(rawValue: 0)
        /// Above the apps, such as the status bar.
        public static let overlay = Level(rawValue: 1000)
        /// Alerts and action sheets, above the overlays.
        public static let alert = Level(rawValue: 2000)
        /// The system's own UI (the launcher's gestures and switcher), in front of everything.
        public static let system = Level(rawValue: 3000)

        /// Whether `a` stands behind `b`.
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }
}
