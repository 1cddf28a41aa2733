import Tactile
import TactilePlatform
import TactileSystem

/// A headless application `width` × `height` points, on a virtual clock unless `clock` says
/// otherwise (nil: the application's own choice): what the kit's, the launcher's, the apps' and
/// the host's tests run on.
public func makeHeadlessApplication(width: Int, height: Int, clock: Clock? = VirtualClock()) throws(ApplicationError) -> Application {
    var options = RuntimeOptions()
    options.display = .headless
    options.width = width
    options.height = height
    return try Application(runtimeOptions: options, clock: clock)
}

/// Milliseconds on the virtual time axis.
public func ms(_ value: Int) -> Instant { Instant.zero + .milliseconds(value) }
