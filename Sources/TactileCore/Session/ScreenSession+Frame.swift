import TactilePlatform
import TactileSystem

/// The last step of a frame: what the screen rendered (`FrameRenderer`) is presented on the
/// display, with the bookkeeping that follows a present (the touch-to-present latency, the
/// first frame's status line, the host's count of frames). The host's run loop calls
/// `frame(on:)` once per tick of the frame timer while something waits to be drawn.
extension ScreenSession {
    /// Makes every tick of the run loop's frame timer a frame of this session on its display:
    /// `onFrame`, then `frame(on:)`, then the timers held back by tracking. The host does it once
    /// it is made; tests and tools that run a session without one do it themselves.
    package func drawsFramesOnRunLoop() {
        runLoop.onFrame = Unowned(self).callback { session, time in
            session.onFrame?(time)
            session.frame(on: session.display)
            session.releaseHeldTimersIfNotTracking()
        }
    }

    /// Lays out, draws and composites what changed, and presents just that on `display`: at
    /// once for a display with a back buffer, band by band as each is painted for one drawing
    /// in bands (`Display.drawsInBands`).
    public func frame(on display: Display) {
        if screen.needsFrame {
            let start = runLoop.clock.now()
            let bands = display.drawsInBands
            let damage = bands ? screen.render(inBandsOf: display) : screen.render(into: display.backBuffer)
            if !damage.isEmpty {
                if !bands { display.present(damage: damage) }
                framesPresented += 1
                if let touched = oldestUnshownTouch { measureLatency(from: touched, frameStart: start) }
                if framesPresented == 1 {
                    status("\(programName): first frame presented on \(display.modeDescription)")
                }
                onFramePresented?(framesPresented)
            }
        }
        screenReader?.frameDidEnd()
        reportIdleIfDone()
    }

    /// Records (and with `logsLatency` prints) the time from the touch at `touched` to now, the
    /// end of the present that shows it.
    private func measureLatency(from touched: Instant, frameStart: Instant) {
        oldestUnshownTouch = nil
        let now = runLoop.clock.now()
        inputLatency.record(latency: now - touched, frameTime: now - frameStart)
        if logsLatency {
            Console.info(
                "\(programName): touch to present \(TextScanner.fixed((now - touched).milliseconds, decimals: 2)) ms "
                    + "(frame \(TextScanner.fixed((now - frameStart).milliseconds, decimals: 2)) ms)")
        }
    }
}
