import TactileCore
import TactilePlatform
import TactileSystem

/// The display an application runs on, chosen from `RuntimeOptions.display`: a framebuffer,
/// else (automatic choice) a DRM device, else a desktop window when there is an X server and no screenshot is
/// asked for, else memory.
enum OpenedDisplay {
    case headless(HeadlessDisplay)
    case framebuffer(FramebufferDisplay)
    case drm(DRMDisplay)
    #if TACTILE_DESKTOP
        case window(X11Display)
    #endif

    var display: Display {
        switch self {
        case .headless(let display): return display
        case .framebuffer(let display): return display
        case .drm(let display): return display
        #if TACTILE_DESKTOP
            case .window(let display): return display
        #endif
        }
    }

    /// Opens what `options` ask for; the error's message says why it could not be.
    static func open(_ options: RuntimeOptions, title: String) throws(ApplicationError) -> OpenedDisplay {
        let path: String
        switch options.display {
        case .headless: return try headless(options)
        case .framebuffer(let devicePath): path = devicePath
        case .drm(let devicePath): return try openDRM(devicePath, options)
        case .automatic: path = "/dev/fb0"
        case .window: return try openWindow(options, title: title)
        }
        do throws(DisplayError) {
            // A screenshot reads the whole back buffer: no bands then.
            return .framebuffer(
                try FramebufferDisplay(
                    path: path, rotation: options.rotation, dithering: options.dithers,
                    backBufferFormat: options.pixelFormat,
                    drawsInBands: options.drawsInBands && options.screenshotPath == nil))
        } catch {
            guard options.display == .automatic else { throw .display(error.message) }
        }
        // No framebuffer device (a kernel without fbdev emulation): DRM, when it drives an output.
        do throws(ApplicationError) { return try openDRM("/dev/dri/card0", options) } catch {}
        // No framebuffer: a desktop window where there is a desktop, else memory. A screenshot
        // stays in memory, in virtual time: the same picture on every machine, and no window.
        #if TACTILE_DESKTOP
            if ProcessEnvironment.value(of: "DISPLAY") != nil, options.screenshotPath == nil {
                do throws(ApplicationError) { return try openWindow(options, title: title) } catch {
                    Console.error("\(error.message); rendering headless")
                }
            }
        #endif
        return try headless(options)
    }

    /// Whether the picture is on a panel of the machine (a framebuffer or DRM): the console goes
    /// to graphics mode and input defaults to every touchscreen and key device.
    var isPanel: Bool {
        switch self {
        case .framebuffer, .drm: return true
        default: return false
        }
    }

    private static func openDRM(_ path: String, _ options: RuntimeOptions) throws(ApplicationError) -> OpenedDisplay {
        do throws(DisplayError) {
            return .drm(
                try DRMDisplay(
                    path: path, rotation: options.rotation, requestedMode: options.mode,
                    backBufferFormat: options.pixelFormat, dithering: options.dithers))
        } catch {
            throw .display(error.message)
        }
    }

    /// A display in memory of the options' size (the panel's: `--rotate` turns the picture on
    /// it, as on a framebuffer), when it fits in the memory budget.
    private static func headless(_ options: RuntimeOptions) throws(ApplicationError) -> OpenedDisplay {
        try checkMemory(options)
        let display = HeadlessDisplay(
            width: options.width, height: options.height,
            format: options.pixelFormat ?? .xrgb8888)
        if options.rotation != .none { _ = display.setRotation(options.rotation) }
        return .headless(display)
    }

    /// Refuses a `--size` whose buffers would not fit in the memory budget.
    private static func checkMemory(_ options: RuntimeOptions) throws(ApplicationError) {
        do throws(DisplayError) { try DisplayMemory.check(width: options.width, height: options.height) } catch {
            throw .display(error.message)
        }
    }

    private static func openWindow(_ options: RuntimeOptions, title: String) throws(ApplicationError) -> OpenedDisplay {
        #if TACTILE_DESKTOP
            try checkMemory(options)
            do throws(DisplayError) {
                return .window(
                    try X11Display(
                        width: options.width, height: options.height, title: title,
                        format: options.pixelFormat ?? .xrgb8888))
            } catch {
                throw .display(error.message)
            }
        #else
            throw .display("this build has no desktop window: use --display fbdev or headless")
        #endif
    }
}
