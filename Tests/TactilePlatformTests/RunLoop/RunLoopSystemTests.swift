import CTactileLinux
import TactileSystem
import Testing

@testable import TactilePlatform

/// The run loop on real file descriptors, signals and the real timerfd. Counts only, never
/// durations: these pass on a loaded machine.
@Suite struct RunLoopSystemTests {
    /// A non-blocking pipe, closed by `close()`.
    struct Pipe {
        let read: Int32
        let write: Int32

        init() {
            var fds: [Int32] = [-1, -1]
            let status = fds.withUnsafeMutableBufferPointer { tl_pipe($0.baseAddress) }
            precondition(status == 0, "pipe failed")
            read = fds[0]
            write = fds[1]
        }

        func send(_ byte: UInt8) {
            var value = byte
            _ = CTactileLinux.write(write, &value, 1)
        }

        func close() {
            _ = CTactileLinux.close(read)
            _ = CTactileLinux.close(write)
        }
    }

    @Test func readableDescriptorRunsItsHandlerWithoutAdvancingVirtualTime() throws {
        let clock = VirtualClock()
        let loop = try RunLoop(clock: clock)
        let pipe = Pipe()
        defer { pipe.close() }
        var received: [UInt8] = []
        var frameDrawn = 0
        loop.onFrame = { _ in frameDrawn += 1 }
        loop.watch(fd: pipe.read) { fd in
            var byte: UInt8 = 0
            while CTactileLinux.read(fd, &byte, 1) == 1 { received.append(byte) }
            loop.setNeedsFrame()
        }
        loop.addTimer(at: Instant.zero + .seconds(1)) {}
        pipe.send(7)
        pipe.send(9)
        #expect(loop.step())
        #expect(received == [7, 9])
        #expect(frameDrawn == 1)  // the handler's requested frame, in the same pass
        #expect(clock.now() == .zero)
        // Nothing readable now: the next step goes to the timer.
        #expect(loop.step())
        #expect(clock.now() == Instant.zero + .seconds(1))
        #expect(received == [7, 9])
    }

    @Test func unwatchedDescriptorIsIgnored() throws {
        let loop = try RunLoop(clock: VirtualClock())
        let pipe = Pipe()
        defer { pipe.close() }
        var calls = 0
        let watch = loop.watch(fd: pipe.read) { _ in calls += 1 }
        loop.unwatch(watch)
        pipe.send(1)
        #expect(loop.step() == false)
        #expect(calls == 0)
    }

    @Test func signalIsHandledInAPassThroughTheSignalfd() throws {
        let loop = try RunLoop(clock: VirtualClock())
        var received: [Int32] = []
        try loop.onSignal(SIGUSR2) { received.append($0) }
        try loop.onSignal(SIGUSR2) { _ in loop.stop() }
        // raise() targets this thread, where the signal is now blocked: it waits in the signalfd.
        #expect(tl_raise(SIGUSR2) == 0)
        loop.addTimer(at: Instant.zero + .seconds(100)) {}
        loop.run()
        #expect(received == [SIGUSR2])
        #expect(loop.statistics.wakeups == 1)
        #expect(loop.statistics.timersFired == 0)
    }

    /// `stop(onSignal:)` stops the loop without a closure holding it: the loop is freed when
    /// its last reference goes (a handler capturing the loop would keep it forever).
    @Test func stopOnSignalLeavesNoCycle() throws {
        weak var freed: RunLoop?
        do {
            let loop = try RunLoop(clock: VirtualClock())
            freed = loop
            try loop.stop(onSignal: SIGUSR2)
            #expect(tl_raise(SIGUSR2) == 0)
            var fired = false
            loop.addTimer(at: Instant.zero + .seconds(100)) { fired = true }
            loop.run()
            #expect(!fired)
            #expect(loop.statistics.wakeups == 1)
        }
        #expect(freed == nil)
    }

    @Test func realTimerfdDrivesFramesOnePerWakeup() throws {
        let loop = try RunLoop(frameInterval: .milliseconds(2))
        var ticks = 0
        var frames = 0
        loop.onFrame = { _ in frames += 1 }
        loop.addAnimation { _ in
            ticks += 1
            return ticks < 5
        }
        loop.addAnimation { _ in ticks < 5 }
        loop.addTimer(after: .seconds(30)) { loop.stop() }  // a safety net only
        loop.addTimer(after: .seconds(31)) {}
        // Five frames, then only the far timers remain: stop after the last frame.
        loop.onFrame = { _ in
            frames += 1
            if ticks == 5 { loop.stop() }
        }
        loop.run()
        #expect(ticks == 5)
        #expect(frames == 5)
        #expect(loop.statistics.frames == 5)
        // Each wakeup came from the timerfd at a frame deadline: one per frame, two animations.
        #expect(loop.statistics.wakeups == 5)
        #expect(loop.statistics.timerArmings == 5)
        #expect(loop.statistics.timersFired == 0)
        #expect(!loop.isAnimating)
    }

    @Test func realTimerFiresOnceAndIdleLoopDoesNotWake() throws {
        let loop = try RunLoop()
        var fired = 0
        loop.addTimer(after: .milliseconds(1)) {
            fired += 1
            loop.stop()
        }
        loop.run()
        #expect(fired == 1)
        #expect(loop.statistics.wakeups == 1)
        #expect(loop.armedDeadline == nil)
        // Nothing pending: the wakeup that ends the measurement is the only one, and not counted.
        let idle = loop.measure(for: .milliseconds(30))
        #expect(idle.statistics.wakeups == 0)
        #expect(idle.statistics.passes == 0)
    }
}
