import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// The system appearance: light, dark, or by the time of day, and the cross-fade of a change.
@Suite struct SystemAppearanceTests {
    /// (hour, minute, second, preference, style, seconds to the next change or -1 for none).
    static let clockCases: [(Int, Int, Int, AppearancePreference, UserInterfaceStyle, Int64)] = [
        (6, 59, 59, .automatic, .dark, 1),
        (7, 0, 0, .automatic, .light, 12 * 3600),
        (12, 30, 0, .automatic, .light, 6 * 3600 + 30 * 60),
        (19, 0, 0, .automatic, .dark, 12 * 3600),
        (23, 0, 0, .automatic, .dark, 8 * 3600),
        (0, 0, 0, .automatic, .dark, 7 * 3600),
        (23, 0, 0, .light, .light, -1),
        (3, 0, 0, .dark, .dark, -1)
    ]

    @Test(arguments: SystemAppearanceTests.clockCases)
    func theStyleAndTheNextChangeByTheClock(
        hour: Int, minute: Int, second: Int, preference: AppearancePreference, style: UserInterfaceStyle,
        secondsToChange: Int64
    ) {
        let time = WallTime(hour: hour, minute: minute, second: second)
        #expect(preference.style(at: time) == style)
        let next = preference.intervalToNextChange(from: time)
        #expect(next == (secondsToChange < 0 ? nil : Interval(nanoseconds: secondsToChange * 1_000_000_000)))
    }

    @Test func preferencesReadAndWriteTheirNames() {
        for preference in [AppearancePreference.light, .dark, .automatic] {
            #expect(AppearancePreference(text: preference.text) == preference)
        }
        #expect(AppearancePreference(text: "Dark") == nil && AppearancePreference(text: "") == nil)
    }

    /// `automatic` at 18:59:30 is light; the one timer it sets turns it dark at 19:00, and
    /// nothing else runs in between.
    @Test func automaticTurnsDarkAtSevenWithOneTimer() {
        let session = makeHeadlessSession(width: 100, height: 60)
        let start = session.clock.now()
        let clock = session.clock
        session.wallClock = WallClock {
            let seconds = 18 * 3600 + 59 * 60 + 30 + Int((clock.now() - start).nanoseconds / 1_000_000_000)
            return WallTime(hour: seconds / 3600 % 24, minute: seconds / 60 % 60, second: seconds % 60)
        }
        var changes = 0
        session.onAppearanceChange = { changes += 1 }
        session.setAppearance(.automatic, animated: false)
        #expect(session.screen.userInterfaceStyle == .light && changes == 1)
        session.runLoop.run(for: .seconds(29))
        #expect(session.screen.userInterfaceStyle == .light)
        session.runLoop.run(for: .seconds(2))
        #expect(session.screen.userInterfaceStyle == .dark)
        // A fixed preference cancels the timer.
        session.appearance = .light
        #expect(session.screen.userInterfaceStyle == .light && session.appearanceTimer == nil && changes == 2)
    }

    /// After a suspend the wall clock has moved past 19:00 while the run loop's clock stood
    /// still: the next touch brings the dark appearance at once.
    @Test func automaticCatchesUpAtTheFirstTouchAfterASuspend() {
        let session = makeHeadlessSession(width: 100, height: 60)
        final class Hour { var value = 12 }
        let hour = Hour()
        session.wallClock = WallClock { WallTime(hour: hour.value, minute: 0, second: 0) }
        session.setAppearance(.automatic, animated: false)
        #expect(session.screen.userInterfaceStyle == .light)
        hour.value = 21
        #expect(session.screen.userInterfaceStyle == .light)
        session.handleTouches([])
        #expect(session.screen.userInterfaceStyle == .dark)
        // A fixed preference is left alone.
        session.appearance = .light
        session.handleTouches([])
        #expect(session.screen.userInterfaceStyle == .light)
    }

    /// An animated change shows the old picture over the new one, fading, and ends on exactly
    /// the picture of the change made at once.
    @Test func anAnimatedChangeCrossFadesToTheSamePicture() {
        let (screen, window, target) = makeScreen(width: 40, height: 20)
        window.backgroundColor = .systemBackground
        let label = Label(frame: Rect(x: 0, y: 0, width: 40, height: 20), font: textTestFont())
        label.text = "Hi"
        window.addSubview(label)
        screen.renderAll(into: target)
        let count = window.subviews.count
        screen.setUserInterfaceStyle(.dark, animated: true)
        #expect(window.subviews.count == count + 1)
        screen.animator.tick(now: Instant(nanoseconds: 0))
        screen.animator.tick(now: Instant(nanoseconds: 150_000_000))
        screen.render(into: target)
        // Halfway: neither black nor white.
        let middle = target.pixel(x: 39, y: 19) & 0xFF
        #expect(middle > 0x20 && middle < 0xE0)
        screen.animator.tick(now: Instant(nanoseconds: 400_000_000))
        #expect(window.subviews.count == count)
        screen.render(into: target)
        let (direct, directWindow, directTarget) = makeScreen(width: 40, height: 20)
        directWindow.backgroundColor = .systemBackground
        let same = Label(frame: Rect(x: 0, y: 0, width: 40, height: 20), font: textTestFont())
        same.text = "Hi"
        directWindow.addSubview(same)
        direct.setUserInterfaceStyle(.dark, animated: false)
        direct.renderAll(into: directTarget)
        #expect(target.hasSamePixels(as: directTarget))
    }
}
