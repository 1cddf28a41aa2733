import CTactileDRM
import TactileSystem

extension DRMDisplay {
    /// Has `runLoop` read the device's events when they come (flips completed) and watch for
    /// outputs plugged in or out (the kernel's hotplug events), reporting those with `report`.
    /// Nothing is polled: both are file descriptors in the loop's `poll()`.
    public func attach(to runLoop: RunLoop, report: @escaping (String) -> Void) {
        if card.fileDescriptor >= 0 {
            var flips: WatchID?
            flips = runLoop.watch(fd: card.fileDescriptor) { [owner = Unowned(self)] _ in
                guard !owner.object.handleEvents(), let watch = flips else { return }
                // A device that errs stays readable: stop watching it rather than spin.
                runLoop.unwatch(watch)
                report("\(owner.object.card.path) stopped answering: nothing is shown from now on")
            }
        }
        let events = tl_uevent_open()
        guard events >= 0 else { return }
        // Kept open for the life of the program, as the device is.
        runLoop.watch(fd: events) { [owner = Unowned(self)] fd in
            guard tl_uevent_read_drm_hotplug(fd) != 0, let line = owner.object.outputsChanged() else { return }
            report(line)
            runLoop.setNeedsFrame()
        }
    }
}
