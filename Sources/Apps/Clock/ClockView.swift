import TactileCore
import TactileSystem

/// The Clock app's screen, in the safe area under its navigation bar: a segmented control
/// choosing the page (clock, world clocks, stopwatch, timer) over the page.
final class ClockView: View {
    let pages = SegmentedControl(frame: .zero, titles: ["Clock", "World", "Stopwatch", "Timer"])
    let analogClock = AnalogClockView(frame: .zero)
    let digitalLabel = Label(frame: .zero, font: .system(size: 22, weight: .bold))
    let worldClocks: WorldClockList
    let stopwatch: StopwatchView
    let countdown: CountdownView
    let wallClock: WallClock
    private var secondTimer: Timer?
    private var isTicking = false

    init(wallClock: WallClock, utcOffset: Int, session: ScreenSession) {
        self.wallClock = wallClock
        worldClocks = WorldClockList(localOffset: utcOffset)
        stopwatch = StopwatchView(session: session)
        countdown = CountdownView(session: session)
        super.init(frame: .zero)
        backgroundColor = .systemGroupedBackground
        digitalLabel.textAlignment = .center
        pages.selectedSegmentIndex = 0
        pages.accessibilityLabel = "Page"
        // "Stopwatch" needs more room than "Clock" on a narrow screen.
        pages.apportionsSegmentWidthsByContent = true
        pages.addAction(for: .valueChanged, target: self) { owner, _ in owner.showPage() }
        for view in [pages, analogClock, digitalLabel, worldClocks, stopwatch, countdown] as [View] { addSubview(view) }
        showPage()
    }

    /// The page shown: 0 clock, 1 world, 2 stopwatch, 3 timer.
    var page: Int { pages.selectedSegmentIndex }

    /// The pages' titles, for the navigation bar.
    static let pageTitles = ["Clock", "World Clock", "Stopwatch", "Timer"]

    /// Called when another page is chosen (the controller titles its bar after it).
    var onPageChange: (() -> Void)?

    private func showPage() {
        onPageChange?()
        analogClock.isHidden = page != 0
        digitalLabel.isHidden = page != 0
        worldClocks.isHidden = page != 1
        stopwatch.isHidden = page != 2
        countdown.isHidden = page != 3
        stopwatch.setVisible(isTicking && page == 2)
        countdown.setVisible(isTicking && page == 3)
    }

    /// Shows the time now and ticks once a second, on the second (no frames in between).
    func startTicking() {
        secondTimer?.invalidate()
        secondTimer = nil
        isTicking = true
        tick()
        showPage()
    }

    /// Stops every timer of the app's own but a running countdown's deadline.
    func stopTicking() {
        isTicking = false
        secondTimer?.invalidate()
        secondTimer = nil
        showPage()
    }

    private func tick() {
        let now = wallClock.now()
        View.performWithoutAnimation {
            analogClock.time = WallTime(hour: now.hour, minute: now.minute, second: min(now.second, 59))
        }
        let text =
            ClockFormat.twoDigits(now.hour) + ":" + ClockFormat.twoDigits(now.minute) + ":"
            + ClockFormat.twoDigits(min(now.second, 59))
        if digitalLabel.text != text { digitalLabel.text = text }
        worldClocks.localMinutes = now.hour * 60 + now.minute
        guard isTicking, let session else { return }
        // To the next whole second (the wall clock, not the timer, says when that is), then
        // made again: a repeating timer invalidated when it fires, so that, unlike a pending
        // one-shot timer, it does not keep the application from being idle.
        let toNextSecond = Int64(1_000_000_000 - min(max(now.nanosecond, 0), 999_999_999))
        secondTimer = session.scheduledTimer(
            after: Interval(nanoseconds: toNextSecond), repeating: .seconds(1),
            mode: .common
        ) { [owner = Unowned(self)] timer in
            timer.invalidate()
            owner.object.secondTimer = nil
            owner.object.tick()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Below the navigation bar: frames from the safe area's top.
        let area = safeAreaLayoutGuide.layoutFrame
        let width = bounds.width, height = area.maxY
        pages.frame = Rect(x: max(8, width / 2 - 200), y: area.minY + 4, width: min(400, width - 16), height: 44)
        let top = area.minY + 52
        let content = Rect(x: 0, y: top, width: width, height: max(1, height - top))
        let side = min(content.width, content.height - 40) - 16
        analogClock.frame = Rect(x: content.midX - side / 2, y: top + 4, width: side, height: side)
        digitalLabel.frame = Rect(x: 0, y: top + side + 8, width: width, height: 28)
        for view in [worldClocks, stopwatch, countdown] as [View] { view.frame = content }
    }

    deinit { secondTimer?.invalidate() }
}
