import TactilePlatform
import TactileSystem

@testable import Tactile
@testable import TactileCore

/// A headless application `width` × `height` points, on a virtual clock unless `clock` says
/// otherwise (nil: the application's own choice): what the app and animation tests run on.
func makeHeadlessApplication(width: Int, height: Int, clock: Clock? = VirtualClock()) throws -> Application {
    var options = RuntimeOptions()
    options.display = .headless
    options.width = width
    options.height = height
    return try Application(runtimeOptions: options, clock: clock)
}
