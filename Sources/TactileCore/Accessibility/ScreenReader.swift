import TactilePlatform
import TactileRaster
import TactileSystem

/// The built-in screen reader (docs/accessibility.md): it reads the screen into containers and
/// items (`AccessibilityScreenModel`), turns the gestures its touch stage recognizes
/// (`ScreenReaderStage`) into moves, activation and adjustment, and reports what it does as
/// events (`ScreenReaderEvent`) to speech, cues and the focus highlight.
///
/// Made by `ScreenSession.accessibilityMode`; an app talks to it through `Accessibility.post(_:)`.
public final class ScreenReader {
    /// The session whose screen it reads.
    @Unowned public private(set) var session: ScreenSession
    /// The mode it runs in (never `.off`: the session drops the reader then).
    public let mode: AccessibilityMode
    /// The preferences; a change applies from the next gesture.
    public var settings = ScreenReaderSettings()
    /// Receives every event with its time on the run loop's clock.
    public var onEvent: ((ScreenReaderEvent, Instant) -> Void)?
    /// Where speech and cues are heard (`ScreenSession.speechOutput`); nil: nowhere.
    public var speechOutput: SpeechOutput?
    /// The model of the screen as last read.
    public private(set) var model: AccessibilityScreenModel
    /// Whether speech is paused (two-finger tap).
    public private(set) var isSpeechPaused = false
    /// How many screen changes were announced (`.screenChanged`): tools tell a new screen from a
    /// changed one by it.
    public private(set) var screenChanges = 0
    /// The touch stage that feeds it.
    public private(set) var stage: ScreenReaderStage!

    /// The container a touch is exploring in (for the boundary cue), or in alert mode the
    /// current container.
    private var touchedContainer: Int?
    /// A screen change waiting for its transition to end, and what to focus then.
    private var pendingScreenChange: (focus: View?, cue: Bool)?
    private var hintTimer: Timer?
    private var readAllTimer: Timer?
    /// The ring around the current item (containers mode).
    private var highlight: FocusHighlight?
    /// The container zoom (three-finger double tap).
    private var zoom = ContainerZoom()

    init(session: ScreenSession, mode: AccessibilityMode) {
        self.session = session
        self.mode = mode
        model = AccessibilityScreenModel(roots: [])
        stage = ScreenReaderStage(reader: self)
        if mode == .containers { highlight = FocusHighlight(screen: session.screen) }
    }

    /// The reader stops (the mode changed): its highlight leaves the screen.
    func tearDown() {
        speechOutput?.stopSpeaking(at: now)
        zoom.end(on: session.screen)
        stopReadingAll()
        hintTimer?.invalidate()
        highlight?.remove()
        highlight = nil
    }

    /// The time events are stamped with when no touch gives one.
    private var now: Instant { session.runLoop.clock.now() }

    /// Whether the reader waits for something (a screen change to settle, a hint, reading all):
    /// the session is not idle until it is done.
    var isPending: Bool {
        pendingScreenChange != nil || hintTimer?.isValid == true || readAllTimer?.isValid == true
    }

    // MARK: Reading the screen

    /// Reads the screen again, keeping the focus on the same item (or container) when it is
    /// still there.
    public func refresh() {
        session.screen.layoutIfNeeded()
        let old = model
        var fresh = AccessibilityScreenModel(screen: session.screen)
        fresh.navigator.loops = settings.loops
        fresh.navigator.verbosity = settings.verbosity
        if let focus = old.navigator.focus {
            if let step = focus.step, let same = Self.step(matching: old.navigator.steps[step], of: old.navigator, in: fresh.navigator) {
                _ = fresh.navigator.select(step: same)
            } else if let same = fresh.navigator.containers.firstIndex(where: { $0.title == old.navigator.containers[focus.container].title }) {
                _ = fresh.navigator.select(container: same)
            }
        }
        model = fresh
    }

    private static func step(
        matching step: AccessibilityNavigator.Step, of old: AccessibilityNavigator,
        in new: AccessibilityNavigator
    ) -> Int? {
        switch step {
        case let .item(item, _):
            return new.steps.firstIndex { if case let .item(other, _) = $0 { return other.isSame(as: item) } else { return false } }
        case let .title(container):
            let title = old.containers[container].title, frame = old.containers[container].frame
            return new.steps.firstIndex { candidate in
                guard case let .title(index) = candidate else { return false }
                return new.containers[index].title == title && new.containers[index].frame == frame
            }
        }
    }

    // MARK: Gestures (from the stage)

    /// A finger exploring at `point`: selects the item (or container) under it, with a boundary
    /// cue when it crossed into another container.
    func explore(at point: Point, time: Instant, isFirst: Bool) {
        if isFirst { refresh() }
        let container = model.container(at: point)
        if !isFirst, container != touchedContainer { emit(.cue(.boundary), at: time) }
        touchedContainer = container
        if let step = model.step(at: point) {
            guard model.navigator.focus?.step != step else { return }
            let outcome = model.navigator.select(step: step)
            announce(outcome, at: time)
        } else if let container {
            let focus = model.navigator.focus
            guard focus?.container != container || focus?.step != nil else { return }
            let outcome = model.navigator.select(container: container)
            announce(outcome, at: time)
        }
    }

    /// The exploring finger lifted.
    func exploreEnded() {
        touchedContainer = nil
    }

    /// A touch in alert mode at `point`: the outside cue when it is not in the current container.
    func alertTouch(at point: Point, time: Instant, isFirst: Bool) {
        if isFirst { refresh() }
        guard let container = model.container(at: point) else { return }
        let top = topLevel(container)
        if let current = touchedContainer, current != top { emit(.cue(.outside), at: time) }
        touchedContainer = top
    }

    private func topLevel(_ container: Int) -> Int {
        var current = container
        while let parent = model.navigator.containers[current].parent { current = parent }
        return current
    }

    /// Performs a navigation move (a flick).
    func perform(_ move: AccessibilityNavigator.Move, time: Instant) {
        stopReadingAll()
        refresh()
        let outcome = model.navigator.perform(move)
        announce(outcome, at: time)
    }

    /// One-finger flick up (`up` true) or down on an adjustable item.
    func adjust(up: Bool, time: Instant) {
        refresh()
        guard let item = currentItem, item.traits.contains(.adjustable) else { return }
        switch item.source {
        case .view(let view)?: if up { view.accessibilityIncrement() } else { view.accessibilityDecrement() }
        case .element(let element)?: if up { element.accessibilityIncrement() } else { element.accessibilityDecrement() }
        case nil: return
        }
        refresh()
        if let value = currentItem?.value { speak(value, at: time) }
    }

    /// Double tap: activates the current item (its `accessibilityActivate()`, else a tap at its
    /// activation point).
    func activate(time: Instant) {
        stopReadingAll()
        refresh()
        guard let step = model.navigator.focus?.step else { return }
        let target = self.target(of: step)
        emit(.activate(target.label), at: time)
        emit(.cue(.activate), at: time)
        var handled = false
        if case let .item(item, _) = model.navigator.steps[step] {
            switch item.source {
            case .view(let view)?: handled = view.accessibilityActivate()
            case .element(let element)?: handled = element.accessibilityActivate()
            case nil: break
            }
        }
        if !handled { stage.tap(at: target.point, time: time) }
    }

    /// Double tap and hold: where the touch passed through to the app starts.
    func passThroughPoint() -> Point? {
        model.navigator.focus?.step.map { target(of: $0).point }
    }

    /// What step `step` is to the user: an item's label, frame and activation point, or a nested
    /// container's title, frame and centre.
    private func target(of step: Int) -> (label: String, frame: Rect, point: Point) {
        switch model.navigator.steps[step] {
        case let .item(item, _): return (item.label, item.frame, item.activationPoint)
        case let .title(container):
            let info = model.navigator.containers[container]
            return (info.title, info.frame, info.frame.center)
        }
    }

    /// Three-finger flick: scrolls the content of the current item (or the key window's) by a page.
    func scroll(_ direction: AccessibilityScrollDirection, time: Instant) {
        refresh()
        var view = focusedView ?? session.screen.keyWindow
        while let current = view {
            if current.accessibilityScroll(direction) { return }
            view = current.superview
        }
        emit(.cue(.boundary), at: time)
    }

    /// Two-finger scrub: goes back or closes, asking the current item's view and its superviews,
    /// then the key window's frontmost view controller (a navigation stack pops, a presented
    /// screen closes).
    func escape(time: Instant) {
        refresh()
        var view = focusedView ?? session.screen.keyWindow?.subviews.last
        while let current = view {
            if current.accessibilityPerformEscape() { return }
            view = current.superview
        }
        var controller = session.screen.keyWindow?.rootViewController
        while let presented = controller?.presentedViewController { controller = presented }
        while let current = controller {
            if current.accessibilityPerformEscape() { return }
            controller = current.parent
        }
        emit(.cue(.boundary), at: time)
    }

    /// Two-finger tap: pauses speech (what is being said stops), or resumes it by saying again
    /// what was cut. Any other gesture that speaks resumes speech too.
    func toggleSpeech(time: Instant) {
        stopReadingAll()
        if isSpeechPaused {
            speak(lastSpoken, at: time)
        } else {
            isSpeechPaused = true
            speechOutput?.stopSpeaking(at: time)
        }
    }

    /// Three-finger tap: where am I ("item k of n, title").
    func sayWhereAmI(time: Instant) {
        refresh()
        guard let focus = model.navigator.focus else { return }
        let container = model.navigator.containers[focus.container]
        guard let step = focus.step else {
            speak(model.navigator.summary(of: focus.container), at: time)
            return
        }
        // The position among the container's own children (a nested container counts once).
        var position = 0
        for index in container.steps where index <= step && isDirectChild(index, of: focus.container) { position += 1 }
        speak("item \(position) of \(container.childCount), \(container.title)", at: time)
    }

    private func isDirectChild(_ step: Int, of container: Int) -> Bool {
        switch model.navigator.steps[step] {
        case let .item(_, holder): return holder == container
        case let .title(nested): return model.navigator.containers[nested].parent == container
        }
    }

    /// Three-finger double tap: the current container fills the display, or back.
    func toggleZoom(time: Instant) {
        refresh()
        if zoom.isOn {
            zoom.end(on: session.screen)
            speak("zoom off", at: time)
        } else if let focus = model.navigator.focus {
            let container = model.navigator.containers[focus.container]
            guard zoom.zoom(to: container.frame, on: session.screen, except: highlight?.window) else { return }
            speak("zoom, \(container.title)", at: time)
        } else {
            return
        }
        refresh()
        moveHighlight()
    }

    /// Two-finger flick up: reads every step from the first, one after the other, until a touch.
    func readAll(time: Instant) {
        stopReadingAll()
        refresh()
        guard !model.navigator.steps.isEmpty else { return }
        announce(model.navigator.perform(.firstOnScreen), at: time)
        scheduleNextReading()
    }

    private func scheduleNextReading() {
        let text = lastSpoken
        // Speech takes about as long as its words at the rate; the transcript's clock follows it.
        let seconds = Double(max(1, text.split(separator: " ").count)) * 60 / Double(max(80, settings.rate)) + 0.3
        readAllTimer = session.scheduledTimer(after: .seconds(seconds), mode: .common) { [owner = Unowned(self)] _ in
            owner.object.readAllTimer = nil
            owner.object.refresh()
            guard let focus = owner.object.model.navigator.focus, let step = focus.step,
                step + 1 < owner.object.model.navigator.steps.count
            else { return }
            owner.object.announce(owner.object.model.navigator.perform(.next), at: owner.object.now)
            owner.object.scheduleNextReading()
        }
    }

    func stopReadingAll() {
        readAllTimer?.invalidate()
        readAllTimer = nil
    }

    // MARK: For tools

    /// Makes step `step` of the model current, as a touch on it does (nothing is said).
    public func focus(step: Int) {
        guard model.navigator.steps.indices.contains(step) else { return }
        _ = model.navigator.select(step: step)
    }

    /// Activates the current item, as a double tap does.
    public func activateCurrentItem() { activate(time: now) }

    /// Goes back or closes, as the two-finger scrub does.
    public func escape() { escape(time: now) }

    // MARK: Notifications

    func handle(_ notification: AccessibilityNotification) {
        switch notification {
        case .screenChanged(let focus):
            screenChanges += 1
            pendingScreenChange = (focus, true)
            session.runLoop.setNeedsFrame()
        case .layoutChanged(let focus):
            if pendingScreenChange == nil { pendingScreenChange = (focus, false) }
            session.runLoop.setNeedsFrame()
        case .announcement(let text), .pageScrolled(let text):
            speak(text, at: now)
        }
    }

    /// After each frame: a screen change is read once nothing animates any more.
    func frameDidEnd() {
        guard let change = pendingScreenChange, !session.runLoop.isAnimating else { return }
        pendingScreenChange = nil
        stopReadingAll()
        // A new screen is read unzoomed.
        if change.cue, zoom.isOn { zoom.end(on: session.screen) }
        let time = now
        let hadFocus = model.navigator.focus != nil
        let hadItem = model.navigator.focus?.step != nil
        refresh()
        if change.cue { emit(.cue(.screen), at: time) }
        if let view = change.focus,
            let step = model.navigator.steps.firstIndex(where: { step in
                if case let .item(item, _) = step, case .view(let source)? = item.source { return source === view }
                return false
            })
        {
            announce(model.navigator.select(step: step), at: time)
        } else if !change.cue, hadItem, let focus = model.navigator.focus, focus.step == nil,
            !model.navigator.containers[focus.container].steps.isEmpty
        {
            // The item went (scrolled away): the first of its container that is there now.
            announce(model.navigator.select(step: model.navigator.containers[focus.container].steps.lowerBound), at: time)
        } else if change.cue || !hadFocus || model.navigator.focus == nil {
            guard !model.navigator.steps.isEmpty else { return }
            // The new screen's first item in the key window (not the status bar above an app).
            let key = session.screen.keyWindow
            if let first = model.navigator.steps.indices.first(where: { window(of: $0) === key }) {
                announce(model.navigator.select(step: first), at: time)
            } else {
                announce(model.navigator.perform(.firstOnScreen), at: time)
            }
        }
    }

    /// The window of the view behind step `step` (nil for a title step).
    private func window(of step: Int) -> Window? {
        guard case let .item(item, _) = model.navigator.steps[step] else { return nil }
        return item.view?.window
    }

    // MARK: Output

    /// The current item, nil when a container or nothing is current.
    public var currentItem: AccessibilityItem? {
        guard let step = model.navigator.focus?.step, case let .item(item, _) = model.navigator.steps[step] else { return nil }
        return item
    }

    /// The view behind the current item, if it is a view (or drawn by one).
    private var focusedView: View? { currentItem?.view }

    private var lastSpoken = ""

    /// Reports the focus and says `outcome`.
    private func announce(_ outcome: AccessibilityNavigator.Outcome, at time: Instant) {
        guard let utterance = outcome.utterance else { return }
        if let focus = model.navigator.focus {
            let title = model.navigator.containers[focus.container].title
            emit(.focus(container: title, item: focus.step.map { target(of: $0).label } ?? ""), at: time)
            moveHighlight()
        }
        if let cue = outcome.cue { emit(.cue(cue), at: time) }
        speak(utterance, at: time)
        scheduleHint()
    }

    /// Moves the highlight to the current item and container.
    private func moveHighlight() {
        guard let focus = model.navigator.focus else { return }
        highlight?.show(item: focus.step.map { target(of: $0).frame }, container: model.navigator.containers[focus.container].frame)
    }

    private func speak(_ text: String, at time: Instant) {
        guard !text.isEmpty else { return }
        lastSpoken = text
        isSpeechPaused = false
        hintTimer?.invalidate()
        hintTimer = nil
        emit(.speak(text), at: time)
    }

    /// The current item's hint, after a pause, unless something else is said first.
    private func scheduleHint() {
        guard settings.speaksHints, settings.verbosity != .high, let hint = currentItem?.hint, !hint.isEmpty else { return }
        hintTimer = session.scheduledTimer(after: .milliseconds(1200), mode: .common) { [owner = Unowned(self)] _ in
            owner.object.hintTimer = nil
            owner.object.speak(hint, at: owner.object.now)
        }
    }

    private func emit(_ event: ScreenReaderEvent, at time: Instant) {
        if case .cue = event, !settings.playsCues { return }
        onEvent?(event, time)
        switch event {
        case .speak(let text): speechOutput?.speak(text, with: settings, at: time)
        case .cue(let cue): speechOutput?.play(cue, with: settings, at: time)
        case .focus, .activate: break
        }
    }
}
