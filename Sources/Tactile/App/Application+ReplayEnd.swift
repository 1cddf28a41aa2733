import TactileCore
import TactilePlatform
import TactileSystem

/// The end of the replays: a run that only replays recordings can wait for nothing else once
/// they have played. If it is then held up by touches or key gestures that no input can end
/// (nothing animates, no frame is due), it would run for ever (in virtual time the launcher's
/// minute timer jumps the clock from minute to minute, reading the power supplies each time):
/// it ends instead, with status 1 and one line saying why.
extension Application {
    /// How long after the last replayed event the program may take to settle before a run that
    /// waits for it is ended: longer than any gesture's timeout or transition.
    static let settleTimeAfterReplays = Interval.seconds(5)

    /// Called when the last replay has played its last event.
    func replaysEnded() {
        guard let inputs, !inputs.hasLiveInput, waitsForSettling else { return }
        checkSettled(after: Self.settleTimeAfterReplays)
    }

    /// Whether the run ends only once the program settles: a screenshot taken when idle or after
    /// a number of frames, or a virtual-time tool that ends itself from `onSettle`/`onIdle`.
    /// (A virtual-time run without either ends by itself when nothing is left to happen.)
    private var waitsForSettling: Bool {
        if let screenshot {
            if case .time = screenshot.moment { return false }
            return !screenshot.isTaken
        }
        return runLoop.clock.virtualClock != nil && (session.onSettle != nil || session.onIdle != nil)
    }

    /// Checks after `interval` whether the program settled; while it still animates or draws it
    /// is given as long again, but held only by touches or gestures it cannot go on.
    private func checkSettled(after interval: Interval) {
        runLoop.addTimer(at: runLoop.clock.now() + interval) { [owner = Unowned(self)] in
            guard owner.object.isRunning, !owner.object.session.isIdle, owner.object.waitsForSettling else { return }
            if owner.object.runLoop.isAnimating || owner.object.session.screen.needsFrame {
                owner.object.checkSettled(after: interval)
                return
            }
            let paths = owner.object.inputs?.replayPaths.joined(separator: ", ") ?? "the replay"
            var line =
                "replay \(paths): the recording ended with touches or gestures still held "
                + "\(Self.settleTimeAfterReplays.nanoseconds / 1_000_000_000) s later, and no input is left to end them"
            if let screenshot = owner.object.screenshot { line += ": nothing written to \(screenshot.path)" }
            Console.error(line)
            owner.object.replayCouldNotGoOn = true
            owner.object.stop(status: 1)
        }
    }
}
