import Foundation
import TactileCalendar
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// The calendar's dates against Foundation's Gregorian calendar, and its events file.
@Suite struct CalendarTests {
    /// Weekdays and day numbers of 2 000 dates spread over years 1…9999 agree with Foundation's.
    @Test func datesAgreeWithFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        var generator = SystemRandomNumberGenerator()
        let epoch = try #require(calendar.date(from: DateComponents(year: 1970, month: 1, day: 1)))
        for _ in 0..<2000 {
            let year = Int.random(in: 1583...9999, using: &generator)
            let month = Int.random(in: 1...12, using: &generator)
            let day = Int.random(in: 1...CivilDate.numberOfDays(inMonth: month, year: year), using: &generator)
            let date = try #require(CivilDate(year: year, month: month, day: day))
            let reference = try #require(calendar.date(from: DateComponents(year: year, month: month, day: day)))
            #expect(date.weekday == calendar.component(.weekday, from: reference) - 1, "\(date.text)")
            #expect(date.daysSince1970 == calendar.dateComponents([.day], from: epoch, to: reference).day, "\(date.text)")
            let lastDay = try #require(calendar.range(of: .day, in: .month, for: reference))
            #expect(CivilDate.numberOfDays(inMonth: month, year: year) == lastDay.count)
        }
        // The month of US 8386965's example: September 1, 2009 was a Tuesday.
        #expect(CivilDate(text: "2009-09-01")?.weekday == 2)
    }

    @Test func textIsExactlyYearMonthDay() {
        #expect(CivilDate(text: "2009-09-02") == CivilDate(year: 2009, month: 9, day: 2))
        #expect(CivilDate(text: "2009-09-02")?.text == "2009-09-02")
        for bad in ["2009-9-02", "2009-02-29", "2008-13-01", "0000-01-01", "2009-09-0x", "", "2009/09/02", "２００９-09-02"] {
            #expect(CivilDate(text: bad) == nil, "\(bad)")
        }
        #expect(CivilDate(text: "2008-02-29") != nil)
        #expect(CivilDate(year: 2009, month: 12, day: 1)?.firstOfMonth(adding: 1) == CivilDate(year: 2010, month: 1, day: 1))
        #expect(CivilDate(year: 1, month: 1, day: 1)?.firstOfMonth(adding: -1) == nil)
    }

    @Test func theEventsFileKeepsGoodLinesInOrderAndReportsBadOnes() {
        let text = """
            # meetings
            2009-09-02 14:30 Meeting B
            2009-09-02 10:00 Meeting A

            2009-09-02 10:00 Call
            2009-02-30 10:00 No such day
            2009-09-03 24:00 No such time
            2009-09-03 9:00 Short time
            2009-09-03 09x00 Bad time
            2009-09-03 10:00   \r
            garbage
            2009-09-01 08:05 Early \u{1B}[2J
            """
        let (events, problems) = CalendarEventsFile.parse(Array(text.utf8))
        #expect(
            events.map { "\($0.date.text) \($0.timeText) \($0.title)" } == [
                "2009-09-01 08:05 Early  [2J",
                "2009-09-02 10:00 Meeting A",
                "2009-09-02 10:00 Call",
                "2009-09-02 14:30 Meeting B"
            ])
        #expect(
            problems == [
                "line 6: no such date 2009-02-30",
                "line 7: no such time 24:00",
                "line 8: expected `YYYY-MM-DD HH:MM title`",
                "line 9: expected a time HH:MM, not 09x00",
                "line 10: the event has no title",
                "line 11: expected `YYYY-MM-DD HH:MM title`"
            ])
    }

    /// The calendar's memory is capped whatever the file: at most 100 events a day (the
    /// earliest) and 10 000 in all, titles cut at 160 bytes, one line for each cut.
    @Test func eventsAreCappedByDayInAllAndInLength() {
        var text = ""
        for index in 0..<250 {
            text += "2026-12-02 \(index / 60 < 10 ? "0" : "")\(index / 60):\(index % 60 < 10 ? "0" : "")\(index % 60) E\(index)\n"
        }
        text += "2026-12-03 10:00 " + String(repeating: "é", count: 100) + "\n"
        let (events, problems) = CalendarEventsFile.parse(Array(text.utf8))
        #expect(events.count == 101)
        #expect(events.prefix(100).map(\.title) == (0..<100).map { "E\($0)" })
        let long = events[100].title
        #expect(long.utf8.count <= CalendarEventsFile.maximumTitleBytes + 3 && long.hasSuffix("…"))
        #expect(long == String(repeating: "é", count: 80) + "…")
        #expect(problems == ["150 more events on 2026-12-02 than the 100 kept for a day; they are skipped"])

        // 140 days of 100 events: the first 100 days are kept.
        var many = ""
        for month in 1...5 {
            for day in 1...28 {
                for index in 0..<100 {
                    many += "2026-0\(month)-\(day < 10 ? "0" : "")\(day) 0\(index / 60):\(index % 60 < 10 ? "0" : "")\(index % 60) x\n"
                }
            }
        }
        let (kept, cut) = CalendarEventsFile.parse(Array(many.utf8))
        #expect(kept.count == CalendarEventsFile.maximumEvents)
        #expect(kept.last?.date.text == "2026-04-16")
        #expect(cut == ["4000 events after the first 10000 are skipped (the most a calendar keeps)"])
    }
}
