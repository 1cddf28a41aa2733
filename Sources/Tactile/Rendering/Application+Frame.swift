import Platform
import System

/// The last step of a frame: what the screen rendered (`FrameRenderer`) is presented on the
/// display, with the bookkeeping that follows a present (the touch-to-present latency, the
/// first frame's status line, a screenshot waiting for frame N). The run loop calls `frame()`
/// once per tick of the frame timer while something waits to be drawn.
extension Application {
    /// Lays out, draws and composites what changed, and presents just that.
    func frame() {
        if screen.needsFrame {
            let start = runLoop.clock.now()
            // A display drawing in bands presents each band as it is painted.
            let bands = display.drawsInBands
            let damage = bands ? screen.render(inBandsOf: display) : screen.render(into: display.backBuffer)
            if !damage.isEmpty {
                if !bands { display.present(damage: damage) }
                framesPresented += 1
                if let touched = oldestUnshownTouch { measureLatency(from: touched, frameStart: start) }
                onFramePresented?()
                if framesPresented == 1 {
                    status("tactile: first frame presented on \(display.modeDescription)")
                }
                screenshot?.framePresented(count: framesPresented)
            }
        }
        screenReader?.frameDidEnd()
        reportIdleIfDone()
    }

    /// Records (and with `--log-latency` prints) the time from the touch at `touched` to now,
    /// the end of the present that shows it.
    private func measureLatency(from touched: Instant, frameStart: Instant) {
        oldestUnshownTouch = nil
        let now = runLoop.clock.now()
        inputLatency.record(latency: now - touched, frameTime: now - frameStart)
        if options.logsLatency {
            Console.info("tactile: touch to present \(TextScanner.fixed((now - touched).milliseconds, decimals: 2)) ms "
                         + "(frame \(TextScanner.fixed((now - frameStart).milliseconds, decimals: 2)) ms)")
        }
    }
}
