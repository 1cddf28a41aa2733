import Raster
import System

/// Where the picture goes: a screen of a fixed size with a back buffer in normal memory.
///
/// Draw into `backBuffer` (XRGB8888, or RGB565 for a 16-bit panel; the display's logical size,
/// rotation already taken into account), then call `present(damage:)` with the rectangles that
/// changed. The back buffer keeps its contents between frames, so only damaged areas need drawing.
///
/// A class hierarchy rather than a protocol, so displays can be stored without existentials in
/// Embedded Swift. Subclasses: `FramebufferDisplay`, `HeadlessDisplay`, and `X11Display` in desktop builds.
open class Display {
    /// The picture's width in pixels (the panel's height when rotated by 90° or 270°).
    public private(set) var width: Int
    /// The picture's height in pixels.
    public private(set) var height: Int
    /// What to draw into: XRGB8888 or RGB565 (`pixelFormat`) in normal memory, `width` × `height`.
    /// A new bitmap after the rotation changes.
    public private(set) var backBuffer: Bitmap
    /// The time between two screen refreshes: the run loop's frame interval.
    public let refreshInterval: Interval
    /// How the picture is turned on the panel, clockwise.
    public private(set) var rotation: DisplayRotation

    /// A display with a new, black back buffer of `width` × `height` (the picture's size, after
    /// `rotation`) in `format`: `.xrgb8888`, or `.rgb565` to draw natively for a 16-bit panel
    /// (half the memory and half the bytes to move; every blend rounds to 5-6-5 bits).
    public init(width: Int, height: Int, refreshInterval: Interval, rotation: DisplayRotation = .none,
                format: PixelFormat = .xrgb8888) {
        precondition(width > 0 && height > 0, "a display needs at least one pixel")
        precondition(refreshInterval.nanoseconds > 0, "a refresh interval must be positive")
        precondition(!format.hasAlpha, "a back buffer is opaque: XRGB8888 or RGB565")
        self.width = width
        self.height = height
        self.backBuffer = Bitmap(width: width, height: height, format: format)
        self.refreshInterval = refreshInterval
        self.rotation = rotation
    }

    /// Whether `setRotation(_:)` can turn the picture (a framebuffer or memory can; a desktop
    /// window keeps its orientation).
    open var supportsRotation: Bool { false }

    /// Turns the picture on the panel: the back buffer is replaced by one of the turned size
    /// (black: draw everything again) and presents write it turned. Returns false, changing
    /// nothing, when the display cannot rotate.
    @discardableResult
    public func setRotation(_ newRotation: DisplayRotation) -> Bool {
        if newRotation == rotation { return true }
        guard supportsRotation else { return false }
        let panelWidth = rotation.swapsAxes ? height : width
        let panelHeight = rotation.swapsAxes ? width : height
        let size = newRotation.logicalSize(deviceWidth: panelWidth, deviceHeight: panelHeight)
        rotation = newRotation
        width = size.width
        height = size.height
        backBuffer = Bitmap(width: size.width, height: size.height, format: backBuffer.format)
        return true
    }

    /// The pixel format of `backBuffer`.
    public var pixelFormat: PixelFormat { backBuffer.format }

    /// The whole picture as a rectangle at the origin.
    public var bounds: PixelRect { backBuffer.bounds }

    /// One line saying which device, mode and buffering are in use, for the start-up report.
    open var modeDescription: String { "\(width)x\(height)" }

    /// Shows the back buffer's contents inside `damage` (rectangles in back-buffer coordinates;
    /// they are clipped to the bounds and may overlap). What lies outside `damage` must not have
    /// changed since the last present.
    open func present(damage: [PixelRect]) {}

    /// Shows the whole back buffer.
    public func presentAll() {
        present(damage: [bounds])
    }
}
