import TactileCore
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem

/// An application's touch and key input: the selected devices (live panels and key devices,
/// hotplugged or not, and replayed recordings) read on the run loop, their records handed on in
/// screen points with timestamps on the run loop's clock.
///
/// Live devices report on CLOCK_MONOTONIC, the clock of a real run loop; a replay's times are
/// moved so that its first event happens when `start()` is called, on the loop's clock (the
/// virtual clock of a headless screenshot, so a replay gives the same picture on every machine).
/// Live devices are watched through the loop's poll; a replay arms one timer for its next event.
/// Nothing runs while no finger moves and no replay is due.
final class InputSources {
    @Unowned private var loop: RunLoop
    let manager: InputManager
    private var watches: [Int32: WatchID] = [:]
    private var replayStart = Instant.zero
    private var replayTimer: TimerID?
    /// Each replay's first event time (µs, recording time), by device id.
    private var replayOrigins: [Int: Int64] = [:]
    /// Receives each batch of touch records.
    var onTouches: ([TouchRecord]) -> Void = { _ in }
    /// Receives each batch of key records.
    var onKeys: ([KeyRecord]) -> Void = { _ in }
    /// Receives the ids of devices that went away (unplugged, or a replay that ended).
    var onDevicesGone: ([Int]) -> Void = { _ in }
    /// The devices open after the last pass, to notice those that go.
    private var knownDevices: [Int] = []
    /// Called once, when the last replayed recording has played its last event.
    var onReplaysEnded: () -> Void = {}
    /// Whether a replay was playing after the last pass (to notice the end of the last one).
    private var wasReplaying = false
    /// The recordings being replayed, for the line that says a replay cannot go on.
    private(set) var replayPaths: [String] = []

    /// Whether input can still come from somewhere other than a replay: a live device, or the
    /// hotplug monitor that may open one.
    var hasLiveInput: Bool {
        manager.monitor != nil || manager.devices.contains { if case .replay = $0.source { false } else { true } }
    }

    /// Opens `selections` for a screen of `size` points with the calibration at
    /// `configurationPath` (a missing or broken file: one error line, the default calibration).
    /// Nil, after one error line, when no input can be opened: the application runs without, or
    /// ends when a replay was asked for.
    init?(
        selections: [InputSelection], size: Size, loop: RunLoop, configurationPath: String,
        defaultRotation: DisplayRotation
    ) {
        self.loop = loop
        var configuration = InputConfiguration()
        do throws(RecordingError) {
            configuration = try InputConfiguration.read(path: configurationPath)
        } catch {
            Console.error(error.message(about: configurationPath) + "; using the default calibration")
        }
        do throws(InputError) {
            manager = try InputManager(
                selections: selections, screen: (size.width, size.height),
                calibration: configuration.calibration,
                rotation: configuration.rotation ?? defaultRotation)
        } catch {
            let replays = selections.contains { $0.isReplay }
            Console.error(replays ? error.message : "\(error.message); running without touch input")
            return nil
        }
        for device in manager.devices {
            guard case .replay(let cursor) = device.source else { continue }
            // A replay that can play nothing would leave the screen untouched, and a screenshot
            // or log of it would pass for the replay's result: the run ends at once instead.
            if let problem = Self.nothingToReplay(device.description, events: cursor.events.count) {
                Console.error("\(device.path): \(problem): nothing to replay")
                return nil
            }
            replayOrigins[device.id] = cursor.startTime
            replayPaths.append(device.path)
        }
    }

    /// Why a recorded device with `events` events can play nothing: no events at all, or
    /// touches it cannot produce (`DeviceDescription.touchProblem`) and no keys; nil when it can.
    static func nothingToReplay(_ description: DeviceDescription, events: Int) -> String? {
        if events == 0 { return "the recording has no events" }
        guard !description.hasHardwareKeys, !description.isKeyboard else { return nil }
        if let problem = description.touchProblem { return "the recorded device can produce no touches (\(problem))" }
        if description.touchProtocol == .none { return "the recorded device has neither touch axes nor keys" }
        return nil
    }

    /// Starts reading: replays count their time from now.
    func start() {
        replayStart = loop.clock.now()
        wasReplaying = manager.hasReplays
        handleInput()
    }

    /// The earliest replay's recorded time of its first event minus the loop time it plays at.
    var replayTimeOffset: Interval {
        guard let origin = replayOrigins.values.min() else { return .zero }
        return Instant(microseconds: origin) - replayStart
    }

    /// Whether a replayed recording still has events to play.
    var isReplaying: Bool { manager.hasReplays }

    /// Reads what arrived, hands the records on, and keeps the loop watching exactly the input
    /// fds that exist now (devices come and go) and the next replayed event's time.
    private func handleInput(readable fd: Int32? = nil) {
        if let fd { manager.handleReadable(fileDescriptor: fd) }
        for message in manager.takeMessages() { Console.error(message) }
        let records = manager.tracker.takeRecords().map { record in
            var record = record
            record.timestamp = onLoopClock(record.timestamp, deviceID: record.deviceID)
            return record
        }
        let keys = manager.tracker.takeKeyRecords().map { record in
            var record = record
            record.timestamp = onLoopClock(record.timestamp, deviceID: record.deviceID)
            return record
        }
        if !records.isEmpty { onTouches(records) }
        if !keys.isEmpty { onKeys(keys) }
        let devices = manager.devices.map { $0.id }
        let gone = knownDevices.filter { !devices.contains($0) }
        knownDevices = devices
        if !gone.isEmpty { onDevicesGone(gone) }
        if wasReplaying, !manager.hasReplays {
            wasReplaying = false
            onReplaysEnded()
        }

        let current = manager.fileDescriptors
        for (watchedFD, watch) in watches where !current.contains(watchedFD) {
            loop.unwatch(watch)
            watches[watchedFD] = nil
        }
        for newFD in current where watches[newFD] == nil {
            watches[newFD] = loop.watch(fd: newFD) { [owner = Unowned(self)] ready in owner.object.handleInput(readable: ready) }
        }
        if replayTimer == nil, let offset = manager.nextReplayOffset {
            replayTimer = loop.addTimer(at: replayStart + Interval(nanoseconds: Instant(microseconds: offset).nanoseconds)) {
                [owner = Unowned(self)] in
                owner.object.replayTimer = nil
                owner.object.manager.advanceReplays(elapsed: (owner.object.loop.clock.now() - owner.object.replayStart).nanoseconds / 1000)
                owner.object.handleInput()
                // The end of a replay may change nothing on screen but still ends a wait for idle.
                owner.object.loop.setNeedsFrame()
            }
        }
    }

    /// A device time on the loop's clock: live devices already are; a replay's recording time
    /// is moved to count from `start()`.
    private func onLoopClock(_ time: Instant, deviceID: Int) -> Instant {
        guard let origin = replayOrigins[deviceID] else { return time }
        return replayStart + (time - Instant(microseconds: origin))
    }

    /// Stops watching every descriptor (the application is ending).
    func stop() {
        for (_, watch) in watches { loop.unwatch(watch) }
        watches.removeAll()
        if let replayTimer { loop.cancelTimer(replayTimer) }
        replayTimer = nil
    }
}

extension InputSources {
    /// The display turned by `turn` while the screen became `size` points: touches follow, mapped
    /// with the panel's rotation turned as much.
    func displayTurned(by turn: DisplayRotation, screen size: Size) {
        let rotation = manager.rotation.followed(by: turn)
        manager.configure(screen: (size.width, size.height), calibration: manager.calibration, rotation: rotation)
    }
}
