import TactileCore
import TactileSystem

/// A stopwatch: the time in hundredths, Start/Stop, Lap/Reset and the laps in a list (newest
/// first). Time is read from the run loop's monotonic clock, so it runs on while the app is in
/// the background without anything waking; the display follows the frames only while running
/// and seen.
final class StopwatchView: View, ListViewDataSource {
    let timeLabel = Label(frame: .zero, font: .system(size: 56, weight: .bold))
    let startButton = Button(frame: .zero)
    let lapButton = Button(frame: .zero)
    let lapList = ListView(frame: .zero)
    @Unowned private var clockSession: ScreenSession

    /// When the current run started, and the time of the runs before it.
    private var runStart: Instant?
    private var accumulated = Interval.zero
    /// Each lap's time, oldest first.
    private(set) var laps: [Int64] = []
    private var lapStart: Int64 = 0
    private var frameTick: DisplayLink?
    private var isVisible = false
    /// What the empty lap list says.
    let noLaps = Label(frame: .zero, font: .system(size: 15))

    init(session: ScreenSession) {
        clockSession = session
        super.init(frame: .zero)
        timeLabel.textAlignment = .center
        for button in [startButton, lapButton] {
            button.cornerRadius = 8
            button.setTitleColor(.white, for: .normal)
            addSubview(button)
        }
        startButton.addAction(for: .touchUpInside, target: self) { owner, _ in owner.toggleRunning() }
        lapButton.addAction(for: .touchUpInside, target: self) { owner, _ in owner.lapOrReset() }
        lapList.rowHeight = 40
        lapList.register("lap") { ListCell(style: .value1, reuseIdentifier: "lap") }
        lapList.dataSource = self
        addSubview(timeLabel)
        addSubview(lapList)
        noLaps.text = "Laps show here while the stopwatch runs"
        noLaps.textColor = .secondaryLabel
        noLaps.textAlignment = .center
        noLaps.numberOfLines = 0
        addSubview(noLaps)
        updateButtons()
        showTime()
    }

    var isRunning: Bool { runStart != nil }

    /// The time on the stopwatch now.
    var elapsed: Int64 {
        (accumulated + (runStart.map { clockSession.now - $0 } ?? .zero)).nanoseconds
    }

    func toggleRunning() {
        if let start = runStart {
            accumulated = accumulated + (clockSession.now - start)
            runStart = nil
        } else {
            runStart = clockSession.now
        }
        updateButtons()
        updateTicking()
        showTime()
    }

    func lapOrReset() {
        if isRunning {
            let now = elapsed
            laps.append(now - lapStart)
            lapStart = now
        } else {
            accumulated = .zero
            laps.removeAll()
            lapStart = 0
        }
        lapList.reloadData()
        updateButtons()
        showTime()
    }

    /// Whether the stopwatch is on screen (the app in front, its page shown): only then does it
    /// follow the frames.
    func setVisible(_ visible: Bool) {
        isVisible = visible
        updateTicking()
        showTime()
    }

    private func updateTicking() {
        let wants = isRunning && isVisible
        if wants, frameTick == nil {
            frameTick = clockSession.addDisplayLink { [owner = Unowned(self)] _ in
                owner.object.showTime()
                return true
            }
        } else if !wants, let tick = frameTick {
            tick.invalidate()
            frameTick = nil
        }
    }

    private func showTime() {
        let text = ClockFormat.stopwatch(elapsed)
        if timeLabel.text != text { timeLabel.text = text }
    }

    private func updateButtons() {
        startButton.setTitle(isRunning ? "Stop" : "Start", for: .normal)
        startButton.backgroundColor = isRunning ? Color(rgb: 0xC8_3B32) : Color(rgb: 0x2E_9D55)
        lapButton.setTitle(isRunning || laps.isEmpty && accumulated == .zero ? "Lap" : "Reset", for: .normal)
        lapButton.backgroundColor = Color(rgb: 0x63_6366)
        // Stopped at zero a lap has nothing to measure: the button says so by its look.
        lapButton.isEnabled = isRunning || !(laps.isEmpty && accumulated == .zero)
        lapButton.alpha = lapButton.isEnabled ? 1 : 0.45
        noLaps.isHidden = !laps.isEmpty
    }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { laps.count }

    func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "lap")
        let index = laps.count - 1 - indexPath.row
        cell.textLabel.text = "Lap " + String(index + 1)
        cell.detailTextLabel.text = ClockFormat.stopwatch(laps[index])
        return cell
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        timeLabel.frame = Rect(x: 0, y: 12, width: width, height: 70)
        let buttonWidth = 120.0
        startButton.frame = Rect(x: width / 2 - buttonWidth - 10, y: 92, width: buttonWidth, height: 44)
        lapButton.frame = Rect(x: width / 2 + 10, y: 92, width: buttonWidth, height: 44)
        lapList.frame = Rect(x: 0, y: 148, width: width, height: max(1, bounds.height - 148))
        noLaps.frame = Rect(x: 24, y: 164, width: max(0, width - 48), height: 44)
    }

}
