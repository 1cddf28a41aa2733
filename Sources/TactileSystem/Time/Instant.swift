/// A point in time on a `Clock`, in nanoseconds since the clock's origin (boot time for
/// `MonotonicClock`, zero for a new `VirtualClock`).
///
/// Integer nanoseconds keep virtual-time arithmetic exact: a frame clock that adds its interval
/// sixty times lands exactly one second later.
public struct Instant: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Nanoseconds since the clock's origin.
    public var nanoseconds: Int64

    /// The instant `nanoseconds` after the clock's origin.
    @inlinable public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// The clock's origin.
    public static let zero = Instant(nanoseconds: 0)

    /// The instant `microseconds` after the origin (an evdev event time), saturating at the
    /// limits of the representable range rather than trapping on a hostile value.
    public init(microseconds: Int64) {
        let (product, overflow) = microseconds.multipliedReportingOverflow(by: 1000)
        nanoseconds = overflow ? (microseconds < 0 ? .min : .max) : product
    }

    /// The instant closest to `seconds` after the origin (saturating; NaN is the origin).
    public init(seconds: Double) {
        let value = (seconds * 1e9).rounded()
        if value.isNaN {
            nanoseconds = 0
        } else if value >= 9.2e18 {
            nanoseconds = .max
        } else if value <= -9.2e18 {
            nanoseconds = .min
        } else {
            nanoseconds = Int64(value)
        }
    }

    /// Whether `a` comes before `b`.
    @inlinable public static func < (a: Instant, b: Instant) -> Bool { a.nanoseconds < b.nanoseconds }

    /// The instant `b` after `a` (wrapping around on overflow).
    @inlinable public static func + (a: Instant, b: Interval) -> Instant {
        Instant(nanoseconds: a.nanoseconds &+ b.nanoseconds)
    }

    /// The instant `b` before `a` (wrapping around on overflow).
    @inlinable public static func - (a: Instant, b: Interval) -> Instant {
        Instant(nanoseconds: a.nanoseconds &- b.nanoseconds)
    }

    /// The time from `b` to `a`.
    @inlinable public static func - (a: Instant, b: Instant) -> Interval {
        Interval(nanoseconds: a.nanoseconds &- b.nanoseconds)
    }

    /// Moves `a` later by `b`.
    @inlinable public static func += (a: inout Instant, b: Interval) { a = a + b }

    /// The time in seconds since the clock's origin (for display; keep arithmetic in `Instant`).
    public var seconds: Double { Double(nanoseconds) / 1e9 }

    /// Seconds since the origin with six decimals, rounded to the microsecond ("1.250000"), exact
    /// for any value: the `t=` of `tactile debug-touches`.
    public var secondsText: String {
        let negative = nanoseconds < 0
        // Magnitude in microseconds, rounded half away from zero, without overflowing at .min.
        let magnitude = nanoseconds.magnitude
        let micro = magnitude / 1000 + (magnitude % 1000 >= 500 ? 1 : 0)
        var fraction = String(micro % 1_000_000)
        while fraction.utf8.count < 6 { fraction = "0" + fraction }
        return (negative && micro != 0 ? "-" : "") + String(micro / 1_000_000) + "." + fraction
    }

    /// The nanoseconds since the origin, as "1500 ns".
    public var description: String { "\(nanoseconds) ns" }
}

/// A length of time in nanoseconds; negative when it runs backwards.
public struct Interval: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The length in nanoseconds.
    public var nanoseconds: Int64

    /// An interval of `nanoseconds`.
    @inlinable public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// No time at all.
    public static let zero = Interval(nanoseconds: 0)

    /// An interval of `value` microseconds.
    @inlinable public static func microseconds(_ value: Int) -> Interval { Interval(nanoseconds: Int64(value) * 1_000) }
    /// An interval of `value` milliseconds.
    @inlinable public static func milliseconds(_ value: Int) -> Interval { Interval(nanoseconds: Int64(value) * 1_000_000) }
    /// An interval of `value` whole seconds.
    @inlinable public static func seconds(_ value: Int) -> Interval { Interval(nanoseconds: Int64(value) * 1_000_000_000) }

    /// The interval closest to `value` seconds.
    public static func seconds(_ value: Double) -> Interval {
        Interval(nanoseconds: Int64((value * 1e9).rounded()))
    }

    /// One period of a rate in hertz, rounded to the nanosecond.
    public static func period(hertz: Double) -> Interval {
        precondition(hertz > 0, "a rate must be positive")
        return Interval(nanoseconds: Int64((1e9 / hertz).rounded()))
    }

    /// Whether `a` is shorter than `b` (a negative interval is shorter than any positive one).
    @inlinable public static func < (a: Interval, b: Interval) -> Bool { a.nanoseconds < b.nanoseconds }
    /// The two intervals one after the other (wrapping around on overflow).
    @inlinable public static func + (a: Interval, b: Interval) -> Interval { Interval(nanoseconds: a.nanoseconds &+ b.nanoseconds) }
    /// `a` less `b` (wrapping around on overflow).
    @inlinable public static func - (a: Interval, b: Interval) -> Interval { Interval(nanoseconds: a.nanoseconds &- b.nanoseconds) }
    /// `a` repeated `b` times (wrapping around on overflow).
    @inlinable public static func * (a: Interval, b: Int64) -> Interval { Interval(nanoseconds: a.nanoseconds &* b) }

    /// The interval in seconds.
    public var seconds: Double { Double(nanoseconds) / 1e9 }

    /// The interval in milliseconds.
    public var milliseconds: Double { Double(nanoseconds) / 1e6 }

    /// The rate whose period this is, in hertz.
    public var hertz: Double { 1e9 / Double(nanoseconds) }

    /// The length in nanoseconds, as "1500 ns".
    public var description: String { "\(nanoseconds) ns" }
}
