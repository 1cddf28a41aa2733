import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// A headless session in virtual time with the screen reader in `mode`, its events as transcript
/// lines ("focus Toolbar/Back", "speak …", "cue wrap", "activate Back"), and touches fed moment by
/// moment with the clock run up to each (so the reader's timers fire in order).
final class ReaderHarness {
    let app: ScreenSession
    var lines: [String] = []
    private var nextID = 1

    init(mode: AccessibilityMode, loops: Bool = false, build: (Window) -> Void) throws {
        app = makeHeadlessSession(width: 400, height: 300)
        build(app.window)
        app.screenReaderSettings.loops = loops
        app.accessibilityMode = mode
        app.screenReader?.onEvent = { [unowned(unsafe) self] event, _ in
            switch event {
            case let .focus(container, item): self.lines.append("focus \(container)/\(item)")
            case let .speak(text): self.lines.append("speak \(text)")
            case let .cue(cue): self.lines.append("cue \(cue.rawValue)")
            case let .activate(label): self.lines.append("activate \(label)")
            }
        }
        app.runLoop.run(until: Instant(seconds: 0.1))
    }

    deinit {
        app.animator.removeAllAnimations()
        app.animator.detach()
    }

    private func at(_ seconds: Double) -> Instant { Instant(seconds: seconds) }

    private func moment(_ records: [TouchRecord], _ seconds: Double) {
        app.runLoop.run(until: at(seconds))
        app.handleTouches(records)
    }

    /// Fingers down at `starts` at `start` seconds, moved in straight lines to `ends` over
    /// `duration` (a report every 16 ms), lifted then.
    func gesture(_ starts: [Point], to ends: [Point], start: Double, duration: Double) {
        let ids = starts.indices.map { nextID + $0 }
        nextID += starts.count
        func records(_ phase: TouchPhase, _ fraction: Double, _ seconds: Double) -> [TouchRecord] {
            starts.indices.map { index in
                let point = Point(
                    x: starts[index].x + (ends[index].x - starts[index].x) * fraction,
                    y: starts[index].y + (ends[index].y - starts[index].y) * fraction)
                let location = TouchLocation(x: point.x, y: point.y)
                return TouchRecord(
                    id: ids[index], phase: phase, timestamp: at(seconds), location: location,
                    previousLocation: location)
            }
        }
        moment(records(.began, 0, start), start)
        let steps = max(1, Int(duration / 0.016))
        for step in 1..<steps {
            let seconds = start + Double(step) * duration / Double(steps)
            moment(records(.moved, Double(step) / Double(steps), seconds), seconds)
        }
        moment(records(.ended, 1, start + duration), start + duration)
    }

    func tap(_ x: Double, _ y: Double, at start: Double, fingers: Int = 1) {
        let points = (0..<fingers).map { Point(x: x + 30 * Double($0), y: y) }
        gesture(points, to: points, start: start, duration: 0.06)
    }

    func flick(fingers: Int, dx: Double, dy: Double, from x: Double = 150, _ y: Double = 150, at start: Double) {
        let starts = (0..<fingers).map { Point(x: x + 30 * Double($0), y: y) }
        gesture(starts, to: starts.map { Point(x: $0.x + dx, y: $0.y + dy) }, start: start, duration: 0.15)
    }

    /// Runs the clock on to `seconds` (pending timers fire).
    func wait(until seconds: Double) { app.runLoop.run(until: at(seconds)) }

    /// The lines since the last call.
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}

/// A button that counts what reaches it.
final class CountingButton: Button {
    var taps = 0
    var escapes = 0
    init(title: String, frame: Rect) {
        super.init(frame: frame)
        setTitle(title, for: .normal)
        addAction(for: .touchUpInside) { [unowned(unsafe) self] _ in self.taps += 1 }
    }

    override func accessibilityPerformEscape() -> Bool {
        escapes += 1
        return true
    }
}

/// The reader's touch stage and what it does with each gesture (docs/accessibility.md): explore,
/// flicks, double tap, the thresholds, alert mode and the gesture split with the launcher.
@Suite struct ScreenReaderTests {
    /// A toolbar container (Back, Edit) above two loose buttons (One, Two) and a slider.
    static func build(_ window: Window) -> (back: CountingButton, edit: CountingButton, one: CountingButton, slider: Slider) {
        window.accessibilityContainerTitle = "Notes"
        let toolbar = View(frame: Rect(x: 0, y: 0, width: 400, height: 44))
        toolbar.isAccessibilityContainer = true
        toolbar.accessibilityContainerTitle = "Toolbar"
        let back = CountingButton(title: "Back", frame: Rect(x: 10, y: 4, width: 80, height: 36))
        let edit = CountingButton(title: "Edit", frame: Rect(x: 300, y: 4, width: 80, height: 36))
        toolbar.addSubview(back)
        toolbar.addSubview(edit)
        window.addSubview(toolbar)
        let one = CountingButton(title: "One", frame: Rect(x: 20, y: 100, width: 100, height: 40))
        let two = CountingButton(title: "Two", frame: Rect(x: 200, y: 100, width: 100, height: 40))
        window.addSubview(one)
        window.addSubview(two)
        let slider = Slider(frame: Rect(x: 20, y: 200, width: 200, height: 30))
        slider.accessibilityLabel = "Volume"
        slider.value = 0.5
        window.addSubview(slider)
        // A container with room beside its one item.
        let status = View(frame: Rect(x: 0, y: 250, width: 400, height: 50))
        status.isAccessibilityContainer = true
        status.accessibilityContainerTitle = "Status"
        let ready = Label(frame: Rect(x: 10, y: 15, width: 60, height: 20))
        ready.text = "Ready"
        status.addSubview(ready)
        window.addSubview(status)
        return (back, edit, one, slider)
    }

    @Test func offLeavesTouchesAlone() throws {
        var views: (back: CountingButton, edit: CountingButton, one: CountingButton, slider: Slider)!
        let reader = try ReaderHarness(mode: .off) { views = Self.build($0) }
        #expect(reader.app.screenReader == nil)
        reader.tap(60, 120, at: 0.2)
        reader.wait(until: 1)
        #expect(views.one.taps == 1 && reader.take().isEmpty)
    }

    @Test func aTouchExploresOnceTheDoubleTapIntervalHasPassedAndActivatesNothing() throws {
        var views: (back: CountingButton, edit: CountingButton, one: CountingButton, slider: Slider)!
        let reader = try ReaderHarness(mode: .containers) { views = Self.build($0) }
        reader.tap(60, 120, at: 0.2)
        reader.wait(until: 0.5)
        #expect(reader.take().isEmpty, "nothing before the double-tap interval (0.35 s after the lift)")
        reader.wait(until: 0.7)
        #expect(reader.take() == ["focus Notes/One", "speak Notes, 3 items, One, button"])
        #expect(views.one.taps == 0, "exploring never activates")
        // Inside the status container but not on its label, not even on its enlarged area (half
        // the 330 pt to its right: up to x 235): the container, its title and count.
        reader.tap(350, 290, at: 1.0)
        reader.wait(until: 1.6)
        #expect(reader.take() == ["focus Status/", "speak Status, one item"])
    }

    @Test func aDoubleTapAnywhereActivatesTheCurrentItemAsATap() throws {
        var views: (back: CountingButton, edit: CountingButton, one: CountingButton, slider: Slider)!
        let reader = try ReaderHarness(mode: .containers) { views = Self.build($0) }
        reader.tap(60, 120, at: 0.2)
        reader.wait(until: 1)
        _ = reader.take()
        // Far from One, on Two: the first tap does not move the focus, the second activates One.
        reader.tap(250, 120, at: 1.0)
        reader.tap(252, 121, at: 1.2)
        reader.wait(until: 2)
        #expect(reader.take() == ["activate One", "cue activate"])
        #expect(views.one.taps == 1)
    }

    @Test func flicksFollowTheSeedsTableWhereverTheyLand() throws {
        let reader = try ReaderHarness(mode: .containers) { _ = Self.build($0) }
        reader.tap(50, 20, at: 0.2)  // Back
        reader.wait(until: 1)
        #expect(reader.take() == ["focus Toolbar/Back", "speak Toolbar, 2 items, Back, button"])
        reader.flick(fingers: 1, dx: 120, dy: 0, from: 20, 250, at: 1.0)
        #expect(reader.take() == ["focus Toolbar/Edit", "speak Edit, button"])
        // The last item: the next container's first, from another place on the screen.
        reader.flick(fingers: 1, dx: 120, dy: 0, from: 200, 60, at: 1.6)
        #expect(reader.take() == ["focus Notes/One", "speak Notes, 3 items, One, button"])
        reader.flick(fingers: 4, dx: 0, dy: 100, from: 20, 100, at: 2.2)
        #expect(reader.take() == ["focus Status/Ready", "speak Status, one item, Ready"])
        reader.flick(fingers: 2, dx: -120, dy: 0, at: 2.8)
        #expect(reader.take() == ["focus Notes/", "speak Notes, 3 items"])
        reader.flick(fingers: 4, dx: 120, dy: 0, at: 3.4)
        #expect(reader.take() == ["focus Notes/Volume", "speak Volume, 50 %, adjustable"])
        reader.flick(fingers: 1, dx: -120, dy: 0, at: 4.0)
        #expect(reader.take() == ["focus Notes/Two", "speak Two, button"])
        reader.flick(fingers: 4, dx: 0, dy: -100, at: 4.6)
        #expect(reader.take() == ["focus Toolbar/Back", "speak Toolbar, 2 items, Back, button"])
    }

    @Test func loopWrapsInsideTheContainerWithItsCue() throws {
        let reader = try ReaderHarness(mode: .containers, loops: true) { _ = Self.build($0) }
        reader.tap(340, 20, at: 0.2)  // Edit
        reader.wait(until: 1)
        _ = reader.take()
        reader.flick(fingers: 1, dx: 120, dy: 0, at: 1.0)
        #expect(reader.take() == ["focus Toolbar/Back", "cue wrap", "speak Back, button"])
    }

    /// The thresholds: a flick needs 50 pt within 0.5 s; slower or shorter motion is no flick.
    @Test func flickTapAndExploreAreToldApartAtTheirThresholds() throws {
        let reader = try ReaderHarness(mode: .containers) { _ = Self.build($0) }
        reader.tap(50, 20, at: 0.2)
        reader.wait(until: 1)
        _ = reader.take()
        reader.flick(fingers: 1, dx: 49, dy: 0, from: 150, 250, at: 1.0)
        reader.wait(until: 1.6)
        #expect(reader.take().isEmpty, "49 pt: neither a flick nor a tap")
        reader.flick(fingers: 1, dx: 51, dy: 0, from: 150, 250, at: 2.0)
        #expect(reader.take() == ["focus Toolbar/Edit", "speak Edit, button"])
        // A slow drag over One and Two explores: each is selected as the finger reaches it.
        reader.gesture([Point(x: 60, y: 120)], to: [Point(x: 260, y: 120)], start: 3.0, duration: 1.5)
        let explored = reader.take()
        #expect(explored.first == "focus Notes/One" && explored.contains("focus Notes/Two"), "\(explored)")
        #expect(!explored.contains("cue boundary"), "one container")
        // Dragging up into the toolbar crosses a container's edge.
        reader.gesture([Point(x: 250, y: 120)], to: [Point(x: 250, y: 20)], start: 5.0, duration: 1.5)
        #expect(reader.take().contains("cue boundary"))
    }

    @Test func flicksUpAndDownAdjustTheCurrentAdjustableItem() throws {
        var views: (back: CountingButton, edit: CountingButton, one: CountingButton, slider: Slider)!
        let reader = try ReaderHarness(mode: .containers) { views = Self.build($0) }
        reader.tap(120, 215, at: 0.2)
        reader.wait(until: 1)
        _ = reader.take()
        reader.flick(fingers: 1, dx: 0, dy: -100, at: 1.0)
        #expect(views.slider.value == 0.6 && reader.take() == ["speak 60 %"])
        reader.flick(fingers: 1, dx: 0, dy: 100, at: 1.6)
        #expect(views.slider.value == 0.5 && reader.take() == ["speak 50 %"])
    }

    @Test func aTwoFingerScrubEscapesFromTheCurrentItem() throws {
        var views: (back: CountingButton, edit: CountingButton, one: CountingButton, slider: Slider)!
        let reader = try ReaderHarness(mode: .containers) { views = Self.build($0) }
        reader.tap(60, 120, at: 0.2)
        reader.wait(until: 1)
        // A scrub: three strokes in one touch sequence.
        scrub(reader, at: 1.0)
        #expect(views.one.escapes == 1)
        // A two-finger flick right is no scrub (it moves to the next container).
        let starts = [Point(x: 100, y: 200), Point(x: 100, y: 240)]
        reader.gesture(starts, to: starts.map { Point(x: $0.x + 80, y: $0.y) }, start: 2.0, duration: 0.15)
        #expect(views.one.escapes == 1)
    }

    private func scrub(_ reader: ReaderHarness, at start: Double) {
        let app = reader.app
        var time = start
        // Right, left, right: two turns of 80 pt.
        let xs: [Double] = [100, 140, 180, 140, 100, 140, 180]
        for (index, x) in xs.enumerated() {
            let phase: TouchPhase = index == 0 ? .began : .moved
            app.runLoop.run(until: Instant(seconds: time))
            app.handleTouches(
                [0, 1].map { finger in
                    let location = TouchLocation(x: x, y: 200 + 40 * Double(finger))
                    return TouchRecord(
                        id: 900 + finger, phase: phase, timestamp: Instant(seconds: time),
                        location: location, previousLocation: location)
                })
            time += 0.05
        }
        app.handleTouches(
            [0, 1].map { finger in
                let location = TouchLocation(x: 180, y: 200 + 40 * Double(finger))
                return TouchRecord(
                    id: 900 + finger, phase: .ended, timestamp: Instant(seconds: time),
                    location: location, previousLocation: location)
            })
    }

    /// The speech output hears what the transcript says, with the reader's settings and the
    /// gesture's time; the two-finger tap stops the sound and a second one says the cut text again.
    @Test func speechOutputHearsTheReader() throws {
        let reader = try ReaderHarness(mode: .containers) { _ = Self.build($0) }
        let output = RecordingSpeechOutput()
        reader.app.speechOutput = output
        var settings = reader.app.screenReaderSettings
        settings.rate = 300
        reader.app.screenReaderSettings = settings
        reader.tap(250, 120, at: 0.2)  // Two
        reader.wait(until: 1)
        let said = reader.take().filter { $0.hasPrefix("speak ") }.map { String($0.dropFirst(6)) }
        #expect(!said.isEmpty && output.calls == said.map { "speak \($0) at 300" })
        output.calls.removeAll()
        reader.tap(100, 200, at: 2.0, fingers: 2)
        reader.wait(until: 2.6)
        #expect(output.calls == ["stop"])
        reader.tap(100, 200, at: 3.0, fingers: 2)
        reader.wait(until: 3.6)
        #expect(output.calls == ["stop", "speak \(said.last!) at 300"])
        #expect(reader.app.screenReader?.isSpeechPaused == false)
        reader.app.speechOutput = nil
    }

    /// Three-finger tap: where am I; two-finger tap: speech paused, nothing said; two-finger flick
    /// up: every item read from the top, one after the other.
    @Test func whereAmIPauseAndReadAll() throws {
        let reader = try ReaderHarness(mode: .containers) { _ = Self.build($0) }
        reader.tap(250, 120, at: 0.2)  // Two
        reader.wait(until: 1)
        _ = reader.take()
        reader.tap(100, 200, at: 1.0, fingers: 3)
        reader.wait(until: 1.6)
        #expect(reader.take() == ["speak item 2 of 3, Notes"])
        reader.tap(100, 200, at: 2.0, fingers: 2)
        reader.wait(until: 2.6)
        #expect(reader.take().isEmpty && reader.app.screenReader?.isSpeechPaused == true)
        reader.flick(fingers: 2, dx: 0, dy: -120, at: 3.0)
        reader.wait(until: 20)
        let read = reader.take().filter { $0.hasPrefix("focus ") }
        #expect(
            read == [
                "focus Toolbar/Back", "focus Toolbar/Edit", "focus Notes/One", "focus Notes/Two",
                "focus Notes/Volume", "focus Status/Ready"
            ])
    }

    /// Double tap and hold passes a touch through to the current item: its long press fires.
    @Test func doubleTapAndHoldPassesAPressThrough() throws {
        var views: (back: CountingButton, edit: CountingButton, one: CountingButton, slider: Slider)!
        let reader = try ReaderHarness(mode: .containers) { views = Self.build($0) }
        var pressed = 0
        views.one.addGestureRecognizer(
            LongPressGestureRecognizer { recognizer in
                if recognizer.state == .began { pressed += 1 }
            })
        reader.tap(60, 120, at: 0.2)
        reader.wait(until: 1)
        // Anywhere: a tap, then a touch held for 1.2 s.
        reader.tap(300, 200, at: 1.0)
        let held = [Point(x: 302, y: 201)]
        reader.gesture(held, to: held, start: 1.15, duration: 1.2)
        reader.wait(until: 3)
        #expect(pressed == 1)
        #expect(views.one.taps == 0, "held past the tap: no tap")
    }

    /// Three-finger flick up scrolls the scroll view around the current item a page down and says
    /// where it is.
    @Test func threeFingerFlicksScrollAPage() throws {
        var scroll: ScrollView!
        let reader = try ReaderHarness(mode: .containers) { window in
            scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            scroll.contentSize = Size(width: 400, height: 1000)
            for index in 0..<10 {
                let label = Label(frame: Rect(x: 10, y: Double(index) * 100 + 10, width: 200, height: 30))
                label.text = "Line \(index)"
                scroll.addSubview(label)
            }
            window.addSubview(scroll)
        }
        reader.tap(60, 25, at: 0.2)
        reader.wait(until: 1)
        #expect(reader.take().first == "focus /Line 0")
        reader.flick(fingers: 3, dx: 0, dy: -150, at: 1.0)
        reader.wait(until: 2)
        #expect(scroll.contentOffset.y == 300)
        #expect(reader.take().contains("speak page 2 of 4"))
        reader.flick(fingers: 3, dx: 0, dy: 150, at: 2.2)
        reader.wait(until: 3)
        #expect(scroll.contentOffset.y == 0 && reader.take().contains("speak page 1 of 4"))
    }

    /// Three-finger double tap: the current container fills the screen (here 4 times larger, the
    /// most), touches find and activate what is drawn there, and a second one puts it back.
    @Test func containerZoomMagnifiesAndTouchesFollow() throws {
        var ok: CountingButton!
        let reader = try ReaderHarness(mode: .containers) { window in
            let box = View(frame: Rect(x: 100, y: 100, width: 100, height: 50))
            box.isAccessibilityContainer = true
            box.accessibilityContainerTitle = "Box"
            ok = CountingButton(title: "OK", frame: Rect(x: 10, y: 10, width: 30, height: 20))
            box.addSubview(ok)
            window.addSubview(box)
        }
        reader.tap(125, 120, at: 0.2)
        reader.wait(until: 1)
        #expect(reader.take() == ["focus Box/OK", "speak Box, one item, OK, button"])
        reader.tap(300, 250, at: 1.0, fingers: 3)
        reader.tap(300, 250, at: 1.2, fingers: 3)
        reader.wait(until: 1.8)
        #expect(reader.take() == ["speak zoom, Box"])
        // The button's drawn frame, 4 times larger about the box's centre (150, 125) moved to the
        // screen's centre (200, 150): x 200 + 4 (110 - 150) = 40, y 150 + 4 (110 - 125) = 90.
        #expect(reader.app.screenReader?.currentItem?.frame == Rect(x: 40, y: 90, width: 120, height: 80))
        reader.tap(150, 120, at: 2.0)
        reader.tap(152, 121, at: 2.2)
        reader.wait(until: 3)
        #expect(ok.taps == 1, "the double tap's tap lands on the zoomed button")
        reader.tap(300, 250, at: 3.0, fingers: 3)
        reader.tap(300, 250, at: 3.2, fingers: 3)
        reader.wait(until: 4)
        #expect(reader.take().contains("speak zoom off"))
        #expect(reader.app.screenReader?.currentItem?.frame == Rect(x: 110, y: 110, width: 30, height: 20))
    }

    /// "Larger touch targets" without the reader: a tap beside a button, in its enlarged area
    /// (One ends at x 120, Two starts at 200: the midpoint 160 splits the gap), taps the button.
    @Test func largerTouchTargetsServeOrdinaryTaps() throws {
        var views: (back: CountingButton, edit: CountingButton, one: CountingButton, slider: Slider)!
        let reader = try ReaderHarness(mode: .off) { views = Self.build($0) }
        reader.tap(150, 120, at: 0.2)
        reader.wait(until: 0.5)
        #expect(views.one.taps == 0, "the setting is off: the tap lands on the window")
        reader.app.screenReaderSettings.enlargesTouchTargets = true
        reader.tap(150, 120, at: 1.0)
        reader.tap(60, 120, at: 1.5)
        reader.tap(170, 120, at: 2.0)
        reader.wait(until: 3)
        #expect(views.one.taps == 2, "beside it and on it")
        #expect(reader.take().isEmpty, "no reader")
    }

    @Test func alertModeLetsTouchesThroughAndCuesOutsideTheCurrentContainer() throws {
        var views: (back: CountingButton, edit: CountingButton, one: CountingButton, slider: Slider)!
        let reader = try ReaderHarness(mode: .alert) { views = Self.build($0) }
        reader.tap(50, 20, at: 0.2)
        reader.tap(60, 120, at: 1.0)
        reader.tap(240, 120, at: 2.0)
        reader.wait(until: 3)
        #expect(views.back.taps == 1 && views.one.taps == 1, "touches reach the app")
        #expect(reader.take() == ["cue outside"], "only the touch that left the toolbar")
    }
}

/// A speech output that writes down what it was asked to do.
final class RecordingSpeechOutput: SpeechOutput {
    var calls: [String] = []
    func speak(_ text: String, with settings: ScreenReaderSettings, at time: Instant) { calls.append("speak \(text) at \(settings.rate)") }
    func play(_ cue: AccessibilityCue, with settings: ScreenReaderSettings, at time: Instant) { calls.append("cue \(cue.rawValue)") }
    func stopSpeaking(at time: Instant) { calls.append("stop") }
}
