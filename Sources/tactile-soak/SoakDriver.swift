import CTactileLinux
import Tactile
import TactileInput
import TactileLauncher
import TactilePlatform
import TactileRaster
import TactileSystem

/// Plays random gestures at a running launcher through a `SyntheticPanel`, on the application's
/// (virtual) clock, and watches what must hold however long it runs: every finger lifted leaves
/// no touch down, sampled frames equal a full redraw, and at regular rests — every app closed,
/// the home screen shown, everything settled, the same state each time — the resident memory and
/// the number of views are sampled for their trend (`SoakFindings`). With a tour (`--apps`) it
/// visits each app in turn between the rests and aims its gestures at what the app shows
/// (`SoakAimedGesture`).
final class SoakDriver {
    @Unowned private var app: Application
    @Unowned private var launcher: Launcher
    private var random: SoakRandom
    private let seed: UInt64
    private let tracker = TouchTracker()
    private var device: InputDevice
    private var nextDeviceID = 1
    /// The gesture being played, when it started, and each stroke's slot while it is down.
    private var gesture: SoakGesture?
    private var gestureStart = Instant.zero
    private var strokeSlots: [Int?] = []
    private var strokesDone: [Bool] = []
    private var slotsInUse = [Bool](repeating: false, count: SyntheticPanel.slotCount)
    private var nextTrackingID: Int32 = 1
    private let deviceLossChance: Double
    /// Frames between two comparisons with a full redraw.
    private let checkEvery: Int
    private var fullRedraw: Bitmap?
    private(set) var findings = SoakFindings()

    /// The app soak's tour, the app being visited and since when; nil tour: the launcher soak.
    private var tour: SoakAppTour?
    private var visiting: HostedApp?
    private var visitStart = Instant.zero
    /// Gesture kinds and apps left out (`--skip`).
    private let skipped: Set<String>
    /// Called when the tour is over.
    var onTourEnd: (() -> Void)?

    /// The panel reports every 8 ms while a finger is down (125 Hz, a common rate).
    static let reportInterval = Interval.milliseconds(8)

    /// The time between two rests, and when the next is due.
    private var restInterval = Interval.seconds(10)
    private var nextRest = Instant.zero
    /// How long a rest waits for the closing animations before it samples.
    static let restSettling = Interval.seconds(2)

    init(
        application: Application, launcher: Launcher, seed: UInt64, checkEvery: Int, deviceLossChance: Double = 0.04, tour: SoakAppTour? = nil,
        skipped: Set<String> = []
    ) {
        self.launcher = launcher
        self.tour = tour
        self.skipped = skipped
        app = application
        random = SoakRandom(seed: seed)
        self.seed = seed
        self.checkEvery = checkEvery
        self.deviceLossChance = deviceLossChance
        device = SoakDriver.makeDevice(id: nextDeviceID, tracker: tracker)
    }

    private static func makeDevice(id: Int, tracker: TouchTracker) -> InputDevice {
        InputDevice(
            id: id, description: SyntheticPanel.description,
            source: .replay(ReplayCursor(path: "soak panel \(id)", events: [])), tracker: tracker, mapping: nil)
    }

    /// Starts with a rest, then plays, resting every `restInterval`.
    func start(restInterval: Interval) {
        self.restInterval = restInterval
        app.onFramePresented = Unowned(self).callback { owner in owner.framePresented() }
        rest()
    }

    /// Closes every app and goes home, then samples once the closing has settled, and plays on
    /// (on the tour: visits the next app, or ends).
    private func rest() {
        if let visiting {
            findings.secondsByApp[visiting.name, default: 0] += (app.runLoop.clock.now() - visitStart).seconds
            self.visiting = nil
        }
        launcher.hideAppStrip()
        for open in launcher.openApps { launcher.terminate(open) }
        launcher.goHome(animated: false)
        nextRest = app.runLoop.clock.now() + restInterval
        app.scheduledTimer(after: SoakDriver.restSettling, mode: .common) { [owner = Unowned(self)] _ in
            owner.object.sample()
            if owner.object.tour != nil { owner.object.visitNext() } else { owner.object.scheduleNextGesture() }
        }
    }

    /// Opens the tour's next app from the home screen (zooming from its icon), with the one
    /// visited before launched behind it, and plays at it until the next rest.
    private func visitNext() {
        guard let next = tour?.next(), let target = launcher.app(named: next.app) else {
            onTourEnd?()
            return
        }
        if let previous = next.previous.flatMap(launcher.app(named:)), previous !== target {
            launcher.open(previous, animated: false)
            launcher.goHome(animated: false)
        }
        launcher.open(target, animated: true)
        visiting = target
        visitStart = app.runLoop.clock.now()
        nextRest = visitStart + (tour?.visitLength ?? restInterval)
        scheduleNextGesture()
    }

    // MARK: Gestures

    private func scheduleNextGesture(soon: Bool = false) {
        // Mostly quick succession, sometimes a pause long enough for everything to settle; after
        // a system gesture on the tour, often in the middle of the animation it started.
        let pause: Double
        if soon {
            pause = random.double(in: 0.02...0.25)
        } else {
            switch random.unit() {
            case ..<0.7: pause = random.double(in: 0.05...0.6)
            case ..<0.95: pause = random.double(in: 0.6...3)
            default: pause = random.double(in: 5...20)
            }
        }
        app.scheduledTimer(after: .seconds(pause), mode: .common) { [owner = Unowned(self)] _ in owner.object.beginGesture() }
    }

    private func beginGesture() {
        guard let next = tour != nil ? aimedGesture() : SoakGesture.random(&random, deviceLossChance: deviceLossChance) else {
            scheduleNextGesture()
            return
        }
        gesture = next
        gestureStart = app.runLoop.clock.now()
        strokeSlots = Array(repeating: nil, count: next.strokes.count)
        strokesDone = Array(repeating: false, count: next.strokes.count)
        // The screen may have turned (Settings): the panel maps onto its size now.
        device.mapping = ScreenMapping(
            device: SyntheticPanel.description, width: app.screen.size.width,
            height: app.screen.size.height)
        findings.count(next, app: visiting?.name)
        SoakSanitizerNote.note(
            "at t=\(TextScanner.fixed(gestureStart.seconds, decimals: 2)) s" + (visiting.map { " in \($0.name)" } ?? "")
                + ", gesture \(findings.gestures) (\(next.kind.rawValue)), seed \(seed)")
        step()
    }

    /// The tour's next gesture, aimed at what the screen shows; nil when the visited app went
    /// away (a home pinch, the app strip) and is brought back instead, in the middle of the
    /// animation that took it away half the time.
    private func aimedGesture() -> SoakGesture? {
        // A skipped app opened from the home screen or the strip goes again at once.
        for open in launcher.openApps where skipped.contains(open.name) { launcher.terminate(open) }
        if let visiting, launcher.foregroundApp == nil, random.chance(0.5) {
            launcher.hideAppStrip()
            launcher.open(visiting, animated: true)
            return nil
        }
        let fingers = launcher.accessibilityMode == .off ? 3 : 4
        return SoakAimedGesture.random(
            &random, targets: SoakTargets(screen: app.screen), screen: app.screen.size,
            systemSwipeFingers: fingers, skipped: skipped)
    }

    /// One panel report: fingers landing, moving and lifting at the time now.
    private func step() {
        guard let gesture else { return }
        let now = app.runLoop.clock.now()
        let time = (now - gestureStart).nanoseconds / 1000
        let touchBefore = slotsInUse.contains(true)
        var changes: [SyntheticPanel.SlotChange] = []
        for (index, stroke) in gesture.strokes.enumerated() where !strokesDone[index] && time >= stroke.start {
            if let slot = strokeSlots[index] {
                if time >= stroke.end {
                    changes.append(SyntheticPanel.SlotChange(slot: slot, trackingID: nil, position: nil))
                    slotsInUse[slot] = false
                    strokeSlots[index] = nil
                    strokesDone[index] = true
                } else {
                    changes.append(
                        SyntheticPanel.SlotChange(
                            slot: slot, trackingID: nil,
                            position: panelPosition(gesture.position(of: stroke, at: time))))
                }
            } else if let slot = slotsInUse.firstIndex(of: false) {
                slotsInUse[slot] = true
                strokeSlots[index] = slot
                changes.append(
                    SyntheticPanel.SlotChange(
                        slot: slot, trackingID: takeTrackingID(),
                        position: panelPosition(gesture.position(of: stroke, at: time))))
            } else {
                strokesDone[index] = true
            }
        }
        if !changes.isEmpty {
            let microseconds = now.nanoseconds / 1000
            for event in SyntheticPanel.report(
                changes, touchBefore: touchBefore, touchAfter: slotsInUse.contains(true),
                time: microseconds)
            {
                device.handle(event)
            }
            deliver()
        }
        if let loss = gesture.deviceLoss, time >= loss {
            loseDevice(at: now)
            finishGesture()
        } else if strokesDone.allSatisfy({ $0 }) {
            finishGesture()
        } else {
            // The panel: never held back by tracking.
            app.scheduledTimer(after: SoakDriver.reportInterval, mode: .common) { [owner = Unowned(self)] _ in owner.object.step() }
        }
    }

    /// The device goes away in the middle: as when a live one is unplugged, its touches end
    /// cancelled, and the panel comes back as a new device.
    private func loseDevice(at now: Instant) {
        tracker.cancelAll(deviceID: device.id, time: now.nanoseconds / 1000)
        deliver()
        nextDeviceID += 1
        device = SoakDriver.makeDevice(id: nextDeviceID, tracker: tracker)
        slotsInUse = Array(repeating: false, count: SyntheticPanel.slotCount)
        findings.devicesLost += 1
    }

    private func finishGesture() {
        if let gesture {
            let down = app.touchPipeline.touchesDownCount
            if down > 0 || app.touchDispatcher.hasTouchesDown {
                findings.fail(
                    "after gesture \(findings.gestures) (\(gesture.kind.rawValue), \(gesture.fingerCount) fingers"
                        + (gesture.deviceLoss != nil ? ", device lost" : "") + ") at t="
                        + "\(app.runLoop.clock.now().secondsText) s every finger had lifted, but \(down) touches "
                        + "were still down")
            }
        }
        let wasSystemGesture = gesture.map { [.homePinch, .appStrip, .appSwitch].contains($0.kind) } ?? false
        gesture = nil
        if app.runLoop.clock.now() >= nextRest { rest() } else { scheduleNextGesture(soon: wasSystemGesture && random.chance(0.6)) }
    }

    private func deliver() {
        let records = tracker.takeRecords()
        if !records.isEmpty { app.handleTouches(records) }
    }

    private func takeTrackingID() -> Int32 {
        defer { nextTrackingID = nextTrackingID >= 65535 ? 1 : nextTrackingID + 1 }
        return nextTrackingID
    }

    /// A point as a fraction of the screen, on the panel's axes (clamped to them, as a panel's
    /// edge does).
    private func panelPosition(_ point: (x: Double, y: Double)) -> (x: Int32, y: Int32) {
        let maximum = Double(SyntheticPanel.axisMaximum)
        return (
            Int32(min(maximum, max(0, (point.x * maximum).rounded()))),
            Int32(min(maximum, max(0, (point.y * maximum).rounded())))
        )
    }

    // MARK: Checks

    /// Every `checkEvery` frames: the frame just presented equals a full redraw of the screen.
    private func framePresented() {
        findings.frames += 1
        guard findings.frames % checkEvery == 0, !app.animator.isHoldingCommits else { return }
        let shown = app.display.backBuffer
        if fullRedraw?.width != shown.width || fullRedraw?.height != shown.height {
            fullRedraw = Bitmap(width: shown.width, height: shown.height, format: shown.format)
        }
        guard let fullRedraw else { return }
        app.screen.renderAll(into: fullRedraw)
        findings.framesCompared += 1
        if !fullRedraw.hasSamePixels(as: shown) {
            var differing = 0
            for y in 0..<shown.height {
                for x in 0..<shown.width where shown.pixel(x: x, y: y) != fullRedraw.pixel(x: x, y: y) { differing += 1 }
            }
            findings.fail(
                "frame \(app.framesPresented) at t=\(app.runLoop.clock.now().secondsText) s differs from a full "
                    + "redraw in \(differing) pixels (last gesture: \(gesture?.kind.rawValue ?? findings.lastKind))")
        }
    }

    private func sample() {
        var views = 0
        for window in app.screen.windows { views += SoakDriver.viewCount(window) }
        // What the allocator keeps for reuse is not growth: a screen-sized buffer freed and taken
        // again moved the resident memory by 1.5 MB either way between samples.
        tl_heap_trim()
        findings.samples.append(
            SoakFindings.Sample(
                time: app.runLoop.clock.now().seconds,
                residentBytes: SystemStatus.anonymousResidentMemoryBytes() ?? 0,
                heapBytes: SoakHeap.bytesInUse(), views: views,
                liveViews: View.liveCount))
    }

    private static func viewCount(_ view: View) -> Int {
        view.subviews.reduce(1) { $0 + viewCount($1) }
    }
}
