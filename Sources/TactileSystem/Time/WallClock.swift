import CTactileLinux

/// A moment of the local wall-clock time (the time zone the C library reads from `TZ` or
/// `/etc/localtime`), for showing the time of day. Not for measuring intervals: the wall clock
/// jumps when it is set; use `Clock` for that.
public struct WallTime: Equatable, Sendable {
    /// 0…23.
    public var hour: Int
    /// 0…59.
    public var minute: Int
    /// 0…59 (60 during a leap second).
    public var second: Int
    /// 0…999 999 999 within the second.
    public var nanosecond: Int

    /// A time of day from its fields, taken as given (not checked against their ranges).
    public init(hour: Int, minute: Int, second: Int = 0, nanosecond: Int = 0) {
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
    }

    /// "HH:MM" in 24-hour form, both fields clamped to their ranges.
    public var hoursAndMinutes: String {
        WallTime.twoDigits(Swift.min(Swift.max(hour, 0), 23)) + ":" + WallTime.twoDigits(Swift.min(Swift.max(minute, 0), 59))
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }

    /// How long from this time until the next minute starts (the moment the shown "HH:MM"
    /// changes): 60 s less the seconds and fraction past the minute. A leap second (60) or any
    /// out-of-range field is clamped, so the result is always within 1 ms … 60 s.
    public var intervalToNextMinute: Interval {
        let second = Int64(Swift.min(Swift.max(self.second, 0), 59))
        let nanos = Int64(Swift.min(Swift.max(nanosecond, 0), 999_999_999))
        let remaining = (60 - second) * 1_000_000_000 - nanos
        return Interval(nanoseconds: Swift.min(Swift.max(remaining, 1_000_000), 60_000_000_000))
    }
}

/// Reads the local wall-clock time; tests give one reading a fixed or scripted time.
public final class WallClock {
    private let read: () -> WallTime

    /// A clock that answers with `read`.
    public init(read: @escaping () -> WallTime) {
        self.read = read
    }

    /// The current local time.
    public func now() -> WallTime { read() }

    /// The system's local time: `clock_gettime(CLOCK_REALTIME)` broken down by `localtime_r`.
    public static func system() -> WallClock {
        WallClock(read: { WallClock.systemNow() })
    }

    /// How far the local time is ahead of UTC, in seconds (negative west of Greenwich), from the
    /// C library's time zone now; 0 when it cannot tell.
    public static func systemUTCOffset() -> Int {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        var seconds = spec.tv_sec
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }

    private static func systemNow() -> WallTime {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        var seconds = spec.tv_sec
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return WallTime(hour: 0, minute: 0) }
        return WallTime(
            hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec),
            nanosecond: Int(spec.tv_nsec))
    }
}
