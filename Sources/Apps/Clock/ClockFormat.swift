/// How the Clock app writes times.
enum ClockFormat {
    static func twoDigits(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }

    /// "MM:SS.hh" (or "H:MM:SS.hh" past an hour) for a stopwatch's `nanoseconds`.
    static func stopwatch(_ nanoseconds: Int64) -> String {
        let hundredths = Int(max(0, nanoseconds) / 10_000_000)
        let seconds = hundredths / 100, minutes = seconds / 60, hours = minutes / 60
        let text = twoDigits(minutes % 60) + ":" + twoDigits(seconds % 60) + "." + twoDigits(hundredths % 100)
        return hours > 0 ? String(hours) + ":" + text : text
    }

    /// "H:MM:SS" or "MM:SS" for a timer's whole seconds left (rounded up: 0.2 s left shows 00:01).
    static func countdown(_ nanoseconds: Int64) -> String {
        let seconds = Int((max(0, nanoseconds) + 999_999_999) / 1_000_000_000)
        let text = twoDigits(seconds / 60 % 60) + ":" + twoDigits(seconds % 60)
        return seconds >= 3600 ? String(seconds / 3600) + ":" + text : text
    }

    /// "+9 h", "−3:30 h" (a minus sign, not a hyphen), "+0 h" for an offset in seconds from the
    /// local time.
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "\u{2212}" : "+", magnitude = abs(seconds)
        let hours = magnitude / 3600, minutes = magnitude / 60 % 60
        return sign + String(hours) + (minutes == 0 ? "" : ":" + twoDigits(minutes)) + " h"
    }
}
