import CTactileLinux

/// A day of the proleptic Gregorian calendar (year, month, day), without a time or a zone: what
/// a calendar shows and an events file names.
public struct CivilDate: Comparable, Hashable, Sendable {
    /// 1…9999.
    public let year: Int
    /// 1…12.
    public let month: Int
    /// 1…the month's length.
    public let day: Int

    /// The date, nil unless it exists (years 1…9999).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= CivilDate.numberOfDays(inMonth: month, year: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// "YYYY-MM-DD" (exactly those digits), nil for anything else or a day that does not exist.
    public init?(text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
                value = value * 10 + Int(bytes[index] - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// "YYYY-MM-DD".
    public var text: String {
        func padded(_ value: Int, _ width: Int) -> String {
            var text = String(value)
            while text.utf8.count < width { text = "0" + text }
            return text
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    /// Whether `a` is an earlier day than `b`.
    public static func < (a: CivilDate, b: CivilDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// Whether `year` has a February 29.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days of `month` (1…12) in `year`.
    public static func numberOfDays(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 (negative before it), by the days-from-civil algorithm.
    public var daysSince1970: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// 0 for Sunday … 6 for Saturday (1970-01-01 was a Thursday).
    public var weekday: Int {
        ((daysSince1970 % 7) + 7 + 4) % 7
    }

    /// The first day of the month `months` after this date's (before it when negative), or nil
    /// outside years 1…9999.
    public func firstOfMonth(adding months: Int) -> CivilDate? {
        let index = year * 12 + (month - 1) + months
        return CivilDate(year: index / 12, month: index % 12 + 1, day: 1)
    }

    /// The English month names, January first.
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December"
    ]

    /// The English weekday names, Sunday first.
    public static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// Today in the local time zone (`localtime_r`).
    public static func today() -> CivilDate {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        var seconds = spec.tv_sec
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil,
            let date = CivilDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        else { return CivilDate(year: 1970, month: 1, day: 1)! }
        return date
    }
}
