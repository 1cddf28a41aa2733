import TactileRaster
import TactileSystem

/// Where the picture goes: a screen of a fixed size with a back buffer in normal memory.
///
/// Draw into `backBuffer` (XRGB8888, or RGB565 for a 16-bit panel; the display's logical size,
/// rotation already taken into account), then call `present(damage:)` with the rectangles that
/// changed. The back buffer keeps its contents between frames, so only damaged areas need drawing.
///
/// A display that draws in bands (`drawsInBands`, a single-buffered framebuffer) keeps no whole
/// back buffer: the panel's memory holds the last frame, and each frame is drawn band by band
/// into a buffer of a few rows (`beginBand(startingAt:)`), each band presented before the next is
/// drawn (as LVGL's partial render buffers). `backBuffer` is then the current band's bitmap, of
/// which only that band's rows exist.
///
/// A class hierarchy rather than a protocol, so displays can be stored without existentials in
/// Embedded Swift. Subclasses: `FramebufferDisplay`, `DRMDisplay`, `HeadlessDisplay`, and `X11Display` in desktop
/// builds.
open class Display {
    /// The picture's width in pixels (the panel's height when rotated by 90° or 270°).
    public private(set) var width: Int
    /// The picture's height in pixels.
    public private(set) var height: Int
    /// What to draw into: XRGB8888 or RGB565 (`pixelFormat`) in normal memory, `width` × `height`.
    /// A new bitmap after the rotation changes. Drawing in bands, only the rows of the current
    /// band exist: drawing or reading outside them corrupts memory (use `beginBand(startingAt:)`
    /// and draw inside `currentBand`, as `Screen.render(inBandsOf:)` does).
    public private(set) var backBuffer: Bitmap
    /// The time between two screen refreshes: the run loop's frame interval.
    public let refreshInterval: Interval
    /// How the picture is turned on the panel, clockwise.
    public private(set) var rotation: DisplayRotation
    /// The panel's size in millimetres when the kernel reports it (DRM, some framebuffers), for
    /// the point scale its density gives (`PanelSize.pointScale(pixelWidth:pixelHeight:)`).
    public internal(set) var panelSize: PanelSize?
    /// The rows of one band when drawing in bands; nil with a whole back buffer.
    private var bandStorage: Bitmap?
    /// The first row of the current band.
    private var bandStart = 0

    /// A display with a new, black back buffer of `width` × `height` (the picture's size, after
    /// `rotation`) in `format`: `.xrgb8888`, or `.rgb565` to draw natively for a 16-bit panel
    /// (half the memory and half the bytes to move; every blend rounds to 5-6-5 bits). With
    /// `bandRows`, only a band of that many rows (at least one) is allocated and frames are drawn
    /// in bands (see the type's notes).
    public init(
        width: Int, height: Int, refreshInterval: Interval, rotation: DisplayRotation = .none,
        format: PixelFormat = .xrgb8888, bandRows: Int? = nil
    ) {
        precondition(width > 0 && height > 0, "a display needs at least one pixel")
        precondition(refreshInterval.nanoseconds > 0, "a refresh interval must be positive")
        precondition(!format.hasAlpha, "a back buffer is opaque: XRGB8888 or RGB565")
        self.width = width
        self.height = height
        self.refreshInterval = refreshInterval
        self.rotation = rotation
        if let bandRows {
            let band = Bitmap(width: width, height: Swift.min(Swift.max(bandRows, 1), height), format: format)
            bandStorage = band
            backBuffer = Display.bandBitmap(band, startingAt: 0, width: width, height: height)
        } else {
            backBuffer = Bitmap(width: width, height: height, format: format)
        }
    }

    /// Whether frames are drawn band by band (`beginBand(startingAt:)`) instead of into a whole
    /// back buffer.
    public var drawsInBands: Bool { bandStorage != nil }

    /// The rows of a band (the picture's height without bands).
    public var bandRows: Int { bandStorage?.height ?? height }

    /// Makes `backBuffer` the band of rows starting at `row` (clipped to the picture) and returns
    /// it: a bitmap of the picture's size of which only those rows exist, to be drawn inside them
    /// only and presented (`present(damage:)` with rectangles inside them) before the next band.
    /// Without bands, the whole back buffer.
    @discardableResult
    public func beginBand(startingAt row: Int) -> Bitmap {
        guard let band = bandStorage else { return backBuffer }
        bandStart = Swift.min(Swift.max(row, 0), height - 1)
        backBuffer = Display.bandBitmap(band, startingAt: bandStart, width: width, height: height)
        return backBuffer
    }

    /// Called as each frame drawn in bands begins (`Screen.render(inBandsOf:)`), before its
    /// pixels move or its first band: a display that waits for the vertical blank waits once a
    /// frame, before its first write, not once a band.
    open func bandedFrameWillBegin() {}

    /// The rows of the current band (all of them without bands).
    public var currentBand: PixelRect {
        guard let band = bandStorage else { return bounds }
        return PixelRect(x: 0, y: bandStart, width: width, height: Swift.min(band.height, height - bandStart))
    }

    /// `band`'s rows seen as rows `row...` of a bitmap of `width` × `height`.
    private static func bandBitmap(_ band: Bitmap, startingAt row: Int, width: Int, height: Int) -> Bitmap {
        Bitmap(
            borrowing: band.baseAddress - row * band.bytesPerRow, width: width, height: height,
            bytesPerRow: band.bytesPerRow, format: band.format)
    }

    /// Whether `movePixels(in:dx:dy:)` can move what the panel shows (scrolling without
    /// repainting when drawing in bands). False by default.
    open var canMovePixels: Bool { false }

    /// Moves the picture shown inside `area` (picture coordinates): new pixel (x, y) = old pixel
    /// (x + dx, y + dy) where that lies in `area`, in the panel's memory. Only where
    /// `canMovePixels`.
    open func movePixels(in area: PixelRect, dx: Int, dy: Int) {}

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
        if let band = bandStorage {
            let rows = band.height * band.bytesPerRow / (size.width * band.format.bytesPerPixel)
            let turned = Bitmap(width: size.width, height: Swift.min(Swift.max(rows, 1), size.height), format: band.format)
            bandStorage = turned
            bandStart = 0
            backBuffer = Display.bandBitmap(turned, startingAt: 0, width: size.width, height: size.height)
        } else {
            backBuffer = Bitmap(width: size.width, height: size.height, format: backBuffer.format)
        }
        return true
    }

    /// The pixel format of `backBuffer`.
    public var pixelFormat: PixelFormat { backBuffer.format }

    /// The whole picture as a rectangle at the origin.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

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
