import TactileSystem

/// One touch at one moment: what the runtime knows about a finger after a SYN_REPORT. Every
/// touch that is down gets a record in every moment of its device (moved or stationary), and a
/// final ended or cancelled record.
public struct TouchRecord: Equatable, Sendable {
    /// Stable identity for the touch's life, unique across devices while the program runs.
    public var id: Int
    /// Where the touch is in its life: began, moved, stationary, ended or cancelled.
    public var phase: TouchPhase
    /// When the device reported it: the kernel's event time on CLOCK_MONOTONIC for live devices
    /// (the run loop's clock), the recording's own time for replays until the application maps
    /// it onto its clock.
    public var timestamp: Instant
    /// Screen position in points, after calibration and rotation.
    public var location: TouchLocation
    /// The position in this touch's previous record (equal to `location` when it began).
    public var previousLocation: TouchLocation
    /// Taps in quick succession at this place, counting this touch (1 for a first tap).
    public var tapCount: Int
    /// Swipe bits (`info`): set once the touch qualifies as a quick straight drag.
    public var swipe: SwipeDirections
    /// Set by the event layer for the first touch a view instance ever receives; false here.
    public var isFirstTouchForView: Bool
    /// Pressure normalised to 0...1 by the axis range, when the device reports it.
    public var pressure: Double?
    /// The contact ellipse's major radius in points (half its touch major), when the device reports it.
    public var majorRadius: Double?
    /// The contact ellipse's minor radius in points (half its touch minor), when the device reports it.
    public var minorRadius: Double?
    /// The device the touch is on (`InputDevice.id`).
    public var deviceID: Int

    /// Creates a record; the optional values default to a first tap with no swipe, pressure or contact size.
    public init(
        id: Int, phase: TouchPhase, timestamp: Instant, location: TouchLocation,
        previousLocation: TouchLocation, tapCount: Int = 1, swipe: SwipeDirections = [],
        isFirstTouchForView: Bool = false, pressure: Double? = nil, majorRadius: Double? = nil,
        minorRadius: Double? = nil, deviceID: Int = 0
    ) {
        self.id = id
        self.phase = phase
        self.timestamp = timestamp
        self.location = location
        self.previousLocation = previousLocation
        self.tapCount = tapCount
        self.swipe = swipe
        self.isFirstTouchForView = isFirstTouchForView
        self.pressure = pressure
        self.majorRadius = majorRadius
        self.minorRadius = minorRadius
        self.deviceID = deviceID
    }

    /// The `tactile debug-touches` line:
    /// `t=<seconds> id=<n> phase=<phase> x=<pt> y=<pt> taps=<n> swipe=<bits>`.
    public var debugDescription: String {
        "t=\(timestamp.secondsText) id=\(id) phase=\(phase.name) "
            + "x=\(TextScanner.fixed(location.x, decimals: 2)) y=\(TextScanner.fixed(location.y, decimals: 2)) "
            + "taps=\(tapCount) swipe=\(swipe.rawValue)"
    }
}
