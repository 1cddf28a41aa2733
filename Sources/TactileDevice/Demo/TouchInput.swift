import Input
import Platform
import Tactile

/// The demo's touch input: the selected devices (live panels, hotplugged or not, and replayed
/// recordings) read on the run loop, their touch records handed on in screen points.
///
/// Live devices are watched through the loop's poll; a replay arms one timer for its next event.
/// Nothing runs while no finger moves and no replay is due.
final class TouchInput {
    private let loop: RunLoop
    private let manager: InputManager
    private var watches: [Int32: WatchID] = [:]
    private var replayStart = Instant.zero
    private var replayTimer: TimerID?
    /// Receives each batch of records as it arrives.
    var onRecords: ([TouchRecord]) -> Void = { _ in }

    /// Opens `selections` for a screen of `size` points; nil (after one error line) when no
    /// input can be opened, so the demo runs without touch.
    init?(selections: [InputSelection], size: Size, loop: RunLoop, configurationPath: String,
          defaultRotation: DisplayRotation) {
        self.loop = loop
        var configuration = InputConfiguration()
        do throws(RecordingError) {
            configuration = try InputConfiguration.read(path: configurationPath)
        } catch {
            Console.error("\(configurationPath): \(error.message); using the default calibration")
        }
        do throws(InputError) {
            manager = try InputManager(selections: selections, screen: (size.width, size.height),
                                       calibration: configuration.calibration,
                                       rotation: configuration.rotation ?? defaultRotation)
        } catch {
            Console.error("\(error.message); running without touch input")
            return nil
        }
    }

    /// Starts reading: replays count their time from now.
    func start() {
        replayStart = loop.clock.now()
        handleInput()
    }

    /// Whether a replayed recording still has events to play.
    var isReplaying: Bool { manager.hasReplays }

    /// Reads what arrived, hands the records on, and keeps the loop watching exactly the input
    /// fds that exist now (devices come and go) and the next replayed event's time.
    private func handleInput(readable fd: Int32? = nil) {
        if let fd { manager.handleReadable(fileDescriptor: fd) }
        for message in manager.takeMessages() { Console.error(message) }
        let records = manager.tracker.takeRecords()
        _ = manager.tracker.takeKeyRecords()
        if !records.isEmpty { onRecords(records) }

        let current = manager.fileDescriptors
        for (watchedFD, watch) in watches where !current.contains(watchedFD) {
            loop.unwatch(watch)
            watches[watchedFD] = nil
        }
        for newFD in current where watches[newFD] == nil {
            watches[newFD] = loop.watch(fd: newFD) { [unowned(unsafe) self] ready in self.handleInput(readable: ready) }
        }
        if replayTimer == nil, let offset = manager.nextReplayOffset {
            replayTimer = loop.addTimer(at: replayStart + Interval(nanoseconds: offset * 1000)) { [unowned(unsafe) self] in
                self.replayTimer = nil
                self.manager.advanceReplays(elapsed: (self.loop.clock.now() - self.replayStart).nanoseconds / 1000)
                self.handleInput()
                // The end of a replay may change nothing on screen but still ends a wait for idle.
                self.loop.setNeedsFrame()
            }
        }
    }
}
