import Raster

/// Where the picture goes: a screen of a fixed size with a back buffer in normal memory.
///
/// Draw into `backBuffer` (premultiplied XRGB8888, the display's logical size, rotation already
/// taken into account), then call `present(damage:)` with the rectangles that changed. The back
/// buffer keeps its contents between frames, so only damaged areas need drawing.
///
/// A class hierarchy rather than a protocol, so displays can be stored without existentials in
/// Embedded Swift. Subclasses: `FramebufferDisplay`, `HeadlessDisplay`, and `X11Display` in desktop builds.
open class Display {
    /// The picture's width in pixels (the panel's height when rotated by 90° or 270°).
    public let width: Int
    /// The picture's height in pixels.
    public let height: Int
    /// What to draw into: XRGB8888 in normal memory, `width` × `height`.
    public let backBuffer: Bitmap
    /// The time between two screen refreshes: the run loop's frame interval.
    public let refreshInterval: Interval

    /// A display with a new, black back buffer.
    public init(width: Int, height: Int, refreshInterval: Interval) {
        precondition(width > 0 && height > 0, "a display needs at least one pixel")
        precondition(refreshInterval.nanoseconds > 0, "a refresh interval must be positive")
        self.width = width
        self.height = height
        self.backBuffer = Bitmap(width: width, height: height, format: .xrgb8888)
        self.refreshInterval = refreshInterval
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
