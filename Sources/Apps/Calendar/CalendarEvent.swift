import TactileCore
import TactileSystem

/// One event of the calendar: a day, a time and a title.
public struct CalendarEvent: Equatable, Sendable {
    /// The day of the event.
    public var date: CivilDate
    /// 0…23.
    public var hour: Int
    /// 0…59.
    public var minute: Int
    /// What the calendar shows for the event.
    public var title: String

    /// An event on `date` at `hour`:`minute`; the fields are taken as given.
    public init(date: CivilDate, hour: Int, minute: Int, title: String) {
        self.date = date
        self.hour = hour
        self.minute = minute
        self.title = title
    }

    /// "HH:MM".
    public var timeText: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
}

/// The events file: one event per line, `YYYY-MM-DD HH:MM title` (blank lines and lines
/// starting with `#` are skipped). A line that is not an event is reported and skipped; the
/// others are kept.
public enum CalendarEventsFile {
    /// The largest file read.
    public static let limit = FileLimit(bytes: 1 << 20, kind: "a calendar")
    /// The most events kept for one day: the list beside the grid shows about fifteen, and each
    /// event kept costs a label and an accessibility element when its day is shown (55 000
    /// events on one day took the memory budget).
    public static let maximumEventsPerDay = 100
    /// The most events kept in all: a few hundred bytes each, so the calendar's memory is capped
    /// whatever the file (a 1 MiB file holds about 55 000 short lines).
    public static let maximumEvents = 10_000
    /// The longest title kept, in bytes (longer ones are cut at a character and end in "…").
    public static let maximumTitleBytes = 160

    /// The events of `bytes`, sorted by day and time (equal ones in file order), and one message
    /// per bad line ("line N: why"). At most `maximumEventsPerDay` a day (the earliest) and
    /// `maximumEvents` in all (the first days) are kept, with one message for each cut.
    public static func parse(_ bytes: [UInt8]) -> (events: [CalendarEvent], problems: [String]) {
        var events: [CalendarEvent] = []
        var problems: [String] = []
        var lineNumber = 0
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            var text = line
            if text.last == 0x0D { text = text.dropLast() }
            if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) || text.first == 0x23 { continue }
            switch event(text) {
            case .success(let event): events.append(event)
            case .failure(let problem): problems.append("line \(lineNumber): \(problem.reason)")
            }
        }
        // A stable sort: the file's order among events at the same minute.
        let order = events.indices.sorted { a, b in
            let x = events[a], y = events[b]
            return (x.date, x.hour, x.minute, a) < (y.date, y.hour, y.minute, b)
        }
        var kept: [CalendarEvent] = []
        kept.reserveCapacity(min(order.count, maximumEvents))
        var dropped = 0
        var dayStart = 0
        var droppedOnDay = 0
        func endDay() {
            guard droppedOnDay > 0, let last = kept.last else { return }
            problems.append(
                "\(droppedOnDay) more events on \(last.date.text) than the \(maximumEventsPerDay) kept "
                    + "for a day; they are skipped")
            droppedOnDay = 0
        }
        for index in order {
            let event = events[index]
            if let last = kept.last, last.date != event.date {
                endDay()
                dayStart = kept.count
            }
            if kept.count - dayStart >= maximumEventsPerDay, kept.last?.date == event.date {
                droppedOnDay += 1
                continue
            }
            if kept.count >= maximumEvents {
                dropped += 1
                continue
            }
            kept.append(event)
        }
        endDay()
        if dropped > 0 {
            problems.append("\(dropped) events after the first \(maximumEvents) are skipped (the most a calendar keeps)")
        }
        return (kept, problems)
    }

    /// A reason a line is not an event.
    struct Problem: Error {
        let reason: String
    }

    private static func event(_ line: ArraySlice<UInt8>) -> Result<CalendarEvent, Problem> {
        let bytes = Array(line)
        guard bytes.count >= 17, bytes[10] == 0x20, bytes[16] == 0x20 else {
            return .failure(Problem(reason: "expected `YYYY-MM-DD HH:MM title`"))
        }
        guard let date = CivilDate(text: String(decoding: bytes[0..<10], as: UTF8.self)) else {
            return .failure(Problem(reason: "no such date \(printable(bytes[0..<10]))"))
        }
        let time = bytes[11..<16]
        let digits = [time.startIndex, time.startIndex + 1, time.startIndex + 3, time.startIndex + 4]
        guard bytes[13] == 0x3A, digits.allSatisfy({ bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }) else {
            return .failure(Problem(reason: "expected a time HH:MM, not \(printable(time))"))
        }
        let hour = Int(bytes[11] - 0x30) * 10 + Int(bytes[12] - 0x30)
        let minute = Int(bytes[14] - 0x30) * 10 + Int(bytes[15] - 0x30)
        guard hour < 24, minute < 60 else { return .failure(Problem(reason: "no such time \(printable(time))")) }
        var end = bytes.count
        if end - 17 > maximumTitleBytes {
            end = 17 + maximumTitleBytes
            while end > 17, bytes[end] & 0xC0 == 0x80 { end -= 1 }  // not inside a character
        }
        var title = String(decoding: bytes[17..<end], as: UTF8.self)
        if end < bytes.count { title += "…" }
        while title.hasSuffix(" ") || title.hasSuffix("\t") { title.removeLast() }
        guard !title.isEmpty else { return .failure(Problem(reason: "the event has no title")) }
        // Control characters would break the one line an event is spoken and printed on.
        title = String(title.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
        return .success(CalendarEvent(date: date, hour: hour, minute: minute, title: title))
    }

    /// Reads the file at `path`: its events, after one error line per bad line (naming the file)
    /// on standard error. A missing file is no events, silently; an unreadable one is one line.
    public static func load(_ path: String) -> [CalendarEvent] {
        let bytes: [UInt8]
        do throws(FileError) {
            bytes = try FileBytes.read(path, limit: limit)
        } catch {
            if !error.isMissingFile { Console.error("\(Console.sanitized(path)): \(error.reason); no events shown") }
            return []
        }
        let (events, problems) = parse(bytes)
        // At most a few lines: a file of thousands of bad lines is said to be so, not listed.
        let shown = 20
        for problem in problems.prefix(shown) {
            let skipped = problem.hasPrefix("line ") ? "; line skipped" : ""
            Console.error("\(Console.sanitized(path)): \(problem)\(skipped)")
        }
        if problems.count > shown { Console.error("\(Console.sanitized(path)): \(problems.count - shown) more problems") }
        return events
    }

    private static func printable(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.map { $0 >= 0x20 && $0 < 0x7F ? $0 : 0x3F }, as: UTF8.self)
    }
}
