import TactileCore
import TactilePlatform
import TactileSystem

/// Every threshold of the launcher's system gestures (`SystemGestureStage`), with the finger
/// counts of the normal and the accessibility mode. Distances are in screen points.
///
/// As docs/gesture-arbitration.md, "Gesture modes", selects event definitions: a finger count belongs to one recognizer only, so the
/// pinch takes those of `pinchFingerCounts` that the swipes (of the mode in effect) and the tap
/// do not use: 5 and 4 in the normal mode, 5 and 3 in the accessibility mode. Counts below 3 are
/// never used: one- and two-finger sequences always stay with the application.
public struct SystemGestureSettings: Equatable, Sendable {
    /// The fingers of the swipes in the normal mode. Default 3.
    public var swipeFingers = 3
    /// The fingers of the swipes in the accessibility mode. Default 4.
    public var accessibilitySwipeFingers = 4
    /// How far the fingers' centroid travels along the swipe's axis before it recognizes. Default
    /// 50 pt (a `SwipeGestureRecognizer`'s `minimumDistance`).
    public var swipeMinimumDistance = 50.0
    /// How far each finger travels the swipe's way, at least, when it recognizes: all fingers
    /// move together. Default 25 pt.
    public var swipeMinimumFingerDistance = 25.0
    /// The centroid's travel across the axis over its travel along it, at most: the swipe is
    /// mostly straight. Default 0.5 (within about 27° of the axis).
    public var swipeMaximumDeviationRatio = 0.5

    /// The finger counts a pinch may have, those the swipes and the tap leave to it. Default
    /// [5, 4, 3].
    public var pinchFingerCounts = [5, 4, 3]
    /// How much the spread (the fingers' mean distance to their centroid) changes before the
    /// pinch recognizes. Default 15 pt.
    public var pinchHysteresis = 15.0
    /// A pinch released below this scale goes home. Default 0.75.
    public var homeScale = 0.75
    /// A pinch released while its scale shrinks faster than this (per second) goes home, even
    /// above `homeScale` (but never from a depinch: scale above 1). Default 1.5 /s.
    public var homeSpeed = 1.5

    /// The fingers of the system tap. Default 10.
    public var tapFingers = 10
    /// The longest time from the first finger down to the last of the tap's fingers down.
    /// Default 0.5 s.
    public var tapLandingWindow = Interval.milliseconds(500)
    /// The longest time from the first finger down to the last lift. Default 1 s.
    public var tapMaximumDuration = Interval.seconds(1)
    /// How far a tap's finger may move from where it went down. Default 45 pt (a
    /// `TapGestureRecognizer`'s `allowableMovement`).
    public var tapAllowableMovement = 45.0

    /// The defaults above.
    public init() {}

    /// The swipes' finger count in the mode.
    public func swipeFingers(accessibilityMode: Bool) -> Int {
        accessibilityMode ? accessibilitySwipeFingers : swipeFingers
    }

    /// The pinch's finger counts in the mode: `pinchFingerCounts` without the swipes' and the
    /// tap's count (and without counts below 3).
    public func pinchFingers(accessibilityMode: Bool) -> [Int] {
        let swipe = swipeFingers(accessibilityMode: accessibilityMode)
        return pinchFingerCounts.filter { $0 >= Self.minimumFingers && $0 != swipe && $0 != tapFingers }
    }

    /// The fewest fingers of any system gesture: fewer always stay with the application.
    public static let minimumFingers = 3

    /// The settings with hostile values (not finite, negative) replaced by the defaults, so a
    /// bad configuration neither crashes nor recognizes every touch.
    func sanitized() -> SystemGestureSettings {
        let defaults = SystemGestureSettings()
        var copy = self
        func clean(_ value: Double, _ fallback: Double) -> Double { value.isFinite && value >= 0 ? value : fallback }
        copy.swipeMinimumDistance = clean(swipeMinimumDistance, defaults.swipeMinimumDistance)
        copy.swipeMinimumFingerDistance = clean(swipeMinimumFingerDistance, defaults.swipeMinimumFingerDistance)
        copy.swipeMaximumDeviationRatio = clean(swipeMaximumDeviationRatio, defaults.swipeMaximumDeviationRatio)
        copy.pinchHysteresis = clean(pinchHysteresis, defaults.pinchHysteresis)
        copy.homeScale = clean(homeScale, defaults.homeScale)
        copy.homeSpeed = clean(homeSpeed, defaults.homeSpeed)
        copy.tapAllowableMovement = clean(tapAllowableMovement, defaults.tapAllowableMovement)
        if tapLandingWindow < .zero { copy.tapLandingWindow = defaults.tapLandingWindow }
        if tapMaximumDuration < .zero { copy.tapMaximumDuration = defaults.tapMaximumDuration }
        return copy
    }
}
