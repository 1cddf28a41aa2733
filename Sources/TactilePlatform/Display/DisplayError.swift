import TactileRaster
import TactileSystem

/// A display that cannot be used, with one line a person can act on (`message`).
public enum DisplayError: Error, Equatable {
    /// The device file could not be opened.
    case cannotOpen(path: String, errno: Int32)
    /// The file is not a framebuffer device (the screen-info ioctls failed).
    case notAFramebuffer(path: String)
    /// The framebuffer's pixel format or geometry is not one Tactile can draw.
    case unsupportedFormat(path: String, reason: String)
    /// The framebuffer memory could not be mapped.
    case cannotMap(path: String, errno: Int32)
    /// A DRM device cannot drive a picture: no connected output, no such mode, no CRTC, no
    /// buffers.
    case drmUnusable(path: String, reason: String)
    /// No window could be opened on the desktop's X server `display` (its `$DISPLAY`).
    case noWindow(display: String, reason: String)
    /// A display of this size would not fit in the memory budget (`DisplayMemory`).
    case tooLargeForMemory(width: Int, height: Int, AllocationError)

    /// One line for the person running the program.
    public var message: String {
        switch self {
        case let .cannotOpen(path, errno):
            return "cannot open \(path): \(SystemErrorText.describe(errno))"
        case let .notAFramebuffer(path):
            return "\(path) is not a framebuffer device"
        case let .unsupportedFormat(path, reason):
            return "\(path): unsupported framebuffer: \(reason)"
        case let .cannotMap(path, errno):
            return "cannot map \(path): \(SystemErrorText.describe(errno))"
        case let .drmUnusable(path, reason):
            return "\(path): \(reason)"
        case let .noWindow(display, reason):
            return "cannot open a window on X display \"\(display)\": \(reason)"
        case let .tooLargeForMemory(width, height, error):
            return "a \(width)x\(height) display " + error.description
        }
    }
}
