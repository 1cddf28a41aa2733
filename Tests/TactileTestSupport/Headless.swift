import Tactile
import TactileCore
import TactilePlatform
import TactileSystem

/// A headless application `width` × `height` points, on a virtual clock unless `clock` says
/// otherwise (nil: the application's own choice): what the launcher's, the apps' and the host's
/// tests run on (the kit's run on `makeHeadlessSession`).
public func makeHeadlessApplication(width: Int, height: Int, clock: Clock? = VirtualClock()) throws(ApplicationError) -> Application {
    var options = RuntimeOptions()
    options.display = .headless
    options.width = width
    options.height = height
    return try Application(runtimeOptions: options, clock: clock)
}

/// Milliseconds on the virtual time axis.
public func ms(_ value: Int) -> Instant { Instant.zero + .milliseconds(value) }

/// A session on a headless `width` × `height` display, its run loop on a virtual clock, drawing a
/// frame at each tick of the frame timer as a host's does: the kit's tests run on it without a
/// host.
package func makeHeadlessSession(width: Int, height: Int) -> ScreenSession {
    let display = HeadlessDisplay(width: width, height: height, format: .xrgb8888)
    let runLoop = try! RunLoop(clock: VirtualClock(), frameInterval: display.refreshInterval)
    let session = ScreenSession(runLoop: runLoop, display: display)
    session.printsStatus = false
    session.drawsFramesOnRunLoop()
    return session
}
