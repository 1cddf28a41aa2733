import CTactileLinux
import TactileRaster
import TactileSystem

/// A Linux framebuffer (`/dev/fbN`) as a `Display`.
///
/// Drawing happens in the back buffer in normal memory; `present(damage:)` converts only the
/// damaged rectangles to the device's pixel layout, rotated for the panel, and writes them to
/// the framebuffer. Drawing in bands (`drawsInBands`, single-buffered only) the back buffer is
/// one band and the framebuffer holds the last frame: scrolled pixels are moved there, the only
/// time its memory is read. On a 16-bit panel (RGB565 or BGR565) the back buffer is
/// RGB565 itself (unless dithering is asked for), so a present only copies (swapping red and
/// blue for BGR565), and moves half the bytes. When the virtual screen holds two pages and the driver
/// pans, the display draws into the hidden page and pans to it (tear-free), bringing that page
/// up to date with the previous frame's damage as well; otherwise it writes the visible page.
///
/// The conversion works on any memory described by a `FramebufferMode`, so tests use plain
/// buffers; `init(path:rotation:)` adds the device: open, ioctls, mapping, unblanking.
public final class FramebufferDisplay: Display {
    /// How frames reach the screen.
    public enum Buffering: Equatable, Sendable {
        /// Damaged rectangles are written straight into the visible page.
        case single
        /// Two pages: draw into the hidden one, then pan to it (FBIOPAN_DISPLAY).
        case doubleByPanning
    }

    /// The calls that touch the device beyond its memory, as closures so tests can fake them.
    public struct Driver {
        /// Pans the visible area to start at row `yOffset` of the virtual screen; true on success.
        public var pan: (_ yOffset: Int) -> Bool
        /// Waits for the next vertical blank; false when the driver cannot.
        public var waitForVerticalSync: () -> Bool

        /// Creates a driver from the calls that pan the display and wait for a vertical blank.
        public init(pan: @escaping (_ yOffset: Int) -> Bool, waitForVerticalSync: @escaping () -> Bool) {
            self.pan = pan
            self.waitForVerticalSync = waitForVerticalSync
        }

        /// A device that neither pans nor reports vertical blanks.
        public static var none: Driver { Driver(pan: { _ in false }, waitForVerticalSync: { false }) }
    }

    /// The device path, or a name for memory-backed displays.
    public let path: String
    /// The mode the device reported.
    public let mode: FramebufferMode
    /// How the device stores pixels.
    public let layout: DevicePixelLayout
    /// Single or double buffering (falls back to single if panning ever fails).
    public private(set) var buffering: Buffering
    /// Whether presents wait for the vertical blank (FBIO_WAITFORVSYNC works).
    public private(set) var waitsForVerticalSync: Bool
    /// The page on screen (always 0 with single buffering unless the device started at another).
    public private(set) var visiblePage: Int
    /// Whether RGB565 output is dithered (4×4 ordered, by panel position; Raster's
    /// `Canvas.convert`), which hides banding in gradients. Only from an XRGB8888 back buffer to
    /// an RGB565 panel; false for every other combination.
    public let dithering: Bool

    private let memory: UnsafeMutableRawPointer
    private let driver: Driver
    private let writer: PanelWriter
    private let device: FramebufferDevice?
    /// What the hidden page lacks: the damage presented to the other page last time.
    private var carriedDamage: [PixelRect] = []
    /// This present's damage, clipped; and what the hidden page gets (it and `carriedDamage`).
    private var presentRects: [PixelRect] = []
    private var pageRects: [PixelRect] = []
    /// Whether the next band presented is a frame's first (see `bandedFrameWillBegin()`).
    private var awaitsFrameVerticalSync = true
    /// The first present writes everything: the device shows whatever was there before.
    private var needsFullPresent = true
    private var singlePageBase: UnsafeMutableRawPointer

    /// A display over framebuffer memory at `memory` laid out as `mode` describes (the whole
    /// virtual screen, `mode.memoryLength` bytes). Throws `unsupportedFormat` for layouts it
    /// cannot draw. `allowsPanning: false` keeps to one page even where panning seems to work;
    /// `dithering` dithers RGB565 output; `backBufferFormat` as in `init(path:...)`.
    public convenience init(
        memory: UnsafeMutableRawPointer, mode: FramebufferMode,
        rotation: DisplayRotation = .none, driver: Driver = .none,
        allowsPanning: Bool = true, dithering: Bool = false,
        backBufferFormat: PixelFormat? = nil, drawsInBands: Bool = false,
        path: String = "memory"
    ) throws(DisplayError) {
        try self.init(
            memory: memory, mode: mode, rotation: rotation, driver: driver, allowsPanning: allowsPanning,
            dithering: dithering, backBufferFormat: backBufferFormat, drawsInBands: drawsInBands,
            path: path, device: nil)
    }

    /// Opens the framebuffer device at `path`, maps it and unblanks it.
    ///
    /// `allowsPanning: false` keeps to one page: for drivers that accept FBIOPAN_DISPLAY but never
    /// show the second page (Linux 6.1's DRM fbdev emulation with `drm_fbdev_overalloc=200` on
    /// virtio-gpu shows black there). `dithering` dithers RGB565 output, which needs an XRGB8888
    /// back buffer. `backBufferFormat` is what the program draws into: nil picks the panel's own,
    /// RGB565 on an RGB565 or BGR565 panel (XRGB8888 on RGB565 when dithering), else XRGB8888.
    /// `drawsInBands`: a single-buffered framebuffer keeps no whole back buffer but a band of an
    /// quarter of the picture, and frames are drawn band by band (`Display.drawsInBands`; the
    /// panel's memory holds the last frame). A double-buffered one always has a whole back buffer.
    public convenience init(
        path: String = "/dev/fb0", rotation: DisplayRotation = .none,
        allowsPanning: Bool = true, dithering: Bool = false,
        backBufferFormat: PixelFormat? = nil, drawsInBands: Bool = false
    ) throws(DisplayError) {
        let device = try FramebufferDevice(path: path)
        let driver = Driver(pan: { device.pan(yOffset: $0) }, waitForVerticalSync: { device.waitForVerticalSync() })
        try self.init(
            memory: device.mapping, mode: device.mode, rotation: rotation, driver: driver,
            allowsPanning: allowsPanning, dithering: dithering, backBufferFormat: backBufferFormat,
            drawsInBands: drawsInBands, path: path, device: device)
    }

    private init(
        memory: UnsafeMutableRawPointer, mode: FramebufferMode, rotation: DisplayRotation,
        driver: Driver, allowsPanning: Bool, dithering: Bool, backBufferFormat: PixelFormat?,
        drawsInBands: Bool, path: String, device: FramebufferDevice?
    ) throws(DisplayError) {
        let layout: DevicePixelLayout
        do throws(UnsupportedFramebuffer) {
            layout = try mode.pixelLayout()
        } catch {
            throw .unsupportedFormat(path: path, reason: error.reason)
        }
        self.path = path
        self.mode = mode
        self.layout = layout
        self.memory = memory
        self.driver = driver
        self.device = device
        let converter = PixelConverter(layout: layout)
        let sixteenBits = (converter.isRGB565 && !dithering) || converter.isBGR565
        let format = backBufferFormat ?? (sixteenBits ? .rgb565 : .xrgb8888)
        guard !format.hasAlpha else {
            throw .unsupportedFormat(path: path, reason: "a back buffer must be XRGB8888 or RGB565, not ARGB8888")
        }
        self.dithering = dithering && converter.isRGB565 && format == .xrgb8888
        writer = PanelWriter(
            deviceWidth: mode.width, deviceHeight: mode.height, bytesPerLine: mode.bytesPerLine,
            layout: layout, dithering: self.dithering)
        singlePageBase = memory + mode.yOffset * mode.bytesPerLine + mode.xOffset * layout.bytesPerPixel
        // Two whole pages, reachable by whole pan steps.
        let pageBytes = mode.bytesPerLine * mode.height
        let canPan =
            allowsPanning && mode.virtualHeight >= 2 * mode.height && mode.memoryLength / 2 >= pageBytes
            && mode.yPanStep > 0 && mode.height % mode.yPanStep == 0
        let startPage = mode.yOffset == mode.height ? 1 : 0
        if canPan && driver.pan(startPage * mode.height) {
            buffering = .doubleByPanning
            visiblePage = startPage
        } else {
            buffering = .single
            visiblePage = 0
        }
        waitsForVerticalSync = driver.waitForVerticalSync()
        let size = rotation.logicalSize(deviceWidth: mode.width, deviceHeight: mode.height)
        // Four bands a screen: a quarter of the memory, four walks of the views for a full redraw
        // (12 % slower than one in `make bench`); a moving icon fits in one band. Eighths cost
        // 13 % on that icon too.
        let bandRows = drawsInBands && buffering == .single ? (size.height + 3) / 4 : nil
        super.init(
            width: size.width, height: size.height,
            refreshInterval: mode.refreshInterval ?? .period(hertz: 60), rotation: rotation, format: format,
            bandRows: bandRows)
        panelSize = mode.panelSize
    }

    /// The panel's picture is turned while copying to the device, so any rotation works.
    public override var supportsRotation: Bool { true }

    public override var modeDescription: String {
        var text = "fbdev \(path)"
        if !mode.identifier.isEmpty { text += " (\(mode.identifier))" }
        text += " \(mode.width)x\(mode.height) \(layout.name), \(mode.bytesPerLine) bytes per line, "
        text += buffering == .doubleByPanning ? "double-buffered by panning" : "single-buffered"
        text += waitsForVerticalSync ? ", vsync" : ", no vsync"
        text += ", \(HertzText.format(refreshInterval.hertz)) Hz"
        if mode.refreshInterval == nil { text += " (assumed)" }
        if rotation != .none { text += ", rotated \(rotation.degrees)°" }
        if dithering { text += ", dithered" }
        if pixelFormat == .rgb565 { text += ", drawn in RGB565" }
        return text
    }

    /// The first byte of page `page` (double buffering).
    private func pageBase(_ page: Int) -> UnsafeMutableRawPointer {
        memory + page * mode.height * mode.bytesPerLine
    }

    public override func present(damage: [PixelRect]) {
        // The lists are kept between frames, so a present allocates nothing.
        presentRects.removeAll(keepingCapacity: true)
        // Drawing in bands, only the current band's rows exist to be copied.
        let limit = drawsInBands ? currentBand : bounds
        if needsFullPresent {
            presentRects.append(limit)
            needsFullPresent = false
        } else {
            DamageList.clip(damage, to: limit, appendingTo: &presentRects)
        }
        guard !presentRects.isEmpty else { return }
        switch buffering {
        case .single:
            if drawsInBands {
                waitForFrameVerticalSyncIfDue()
            } else if waitsForVerticalSync {
                waitsForVerticalSync = driver.waitForVerticalSync()
            }
            for rect in presentRects { copy(rect, to: singlePageBase) }
        case .doubleByPanning:
            let hidden = 1 - visiblePage
            let base = pageBase(hidden)
            pageRects.removeAll(keepingCapacity: true)
            DamageList.clip(presentRects, to: bounds, appendingTo: &pageRects)
            DamageList.clip(carriedDamage, to: bounds, appendingTo: &pageRects)
            for rect in pageRects { copy(rect, to: base) }
            guard driver.pan(hidden * mode.height) else {
                // The driver stopped panning: show the picture on the page that stays visible.
                buffering = .single
                singlePageBase = pageBase(visiblePage)
                copy(bounds, to: singlePageBase)
                return
            }
            // Once the pan has taken effect the old page is free to draw into.
            if waitsForVerticalSync { waitsForVerticalSync = driver.waitForVerticalSync() }
            visiblePage = hidden
            swap(&carriedDamage, &presentRects)
        }
    }

    public override func bandedFrameWillBegin() {
        awaitsFrameVerticalSync = true
    }

    /// Drawing in bands, a frame waits for the vertical blank once, before its first write to
    /// the framebuffer (a move of scrolled pixels or its first band).
    private func waitForFrameVerticalSyncIfDue() {
        guard awaitsFrameVerticalSync else { return }
        awaitsFrameVerticalSync = false
        if waitsForVerticalSync { waitsForVerticalSync = driver.waitForVerticalSync() }
    }

    /// Writes the back buffer's `rect` into the page at `page`, rotated and converted.
    private func copy(_ rect: PixelRect, to page: UnsafeMutableRawPointer) {
        writer.write(rect, of: backBuffer, rotation: rotation, to: page)
    }

    /// Drawing in bands, the panel's memory holds the last frame and scrolled pixels move there;
    /// dithered pixels do not (their pattern follows the panel position).
    public override var canMovePixels: Bool { drawsInBands && buffering == .single && !dithering }

    public override func movePixels(in area: PixelRect, dx: Int, dy: Int) {
        guard canMovePixels else { return }
        waitForFrameVerticalSyncIfDue()
        let deviceArea = rotation.deviceRect(
            area.intersection(bounds), deviceWidth: mode.width,
            deviceHeight: mode.height)
        // The panel's step for the picture's (dx, dy): where the rotation takes (dx, dy) less
        // where it takes the origin.
        let moved = rotation.devicePoint(x: dx, y: dy, deviceWidth: mode.width, deviceHeight: mode.height)
        let origin = rotation.devicePoint(x: 0, y: 0, deviceWidth: mode.width, deviceHeight: mode.height)
        PixelMove.move(
            deviceArea, dx: moved.x - origin.x, dy: moved.y - origin.y, base: singlePageBase,
            bytesPerRow: mode.bytesPerLine, bytesPerPixel: layout.bytesPerPixel)
    }
}

/// An open, mapped framebuffer device; closed and unmapped when the display goes away.
final class FramebufferDevice {
    let fd: Int32
    let mapping: UnsafeMutableRawPointer
    let mappingLength: Int
    let mode: FramebufferMode
    private var variable: fb_var_screeninfo

    init(path: String) throws(DisplayError) {
        // Without blocking: `--display fbdev:PATH` naming a FIFO would wait for a writer for ever.
        let fd = tl_open(path, O_RDWR | O_NONBLOCK)
        guard fd >= 0 else { throw .cannotOpen(path: path, errno: tl_errno()) }
        var variable = fb_var_screeninfo()
        var fixed = fb_fix_screeninfo()
        guard tl_ioctl_pointer(fd, tl_fbioget_vscreeninfo(), &variable) == 0,
            tl_ioctl_pointer(fd, tl_fbioget_fscreeninfo(), &fixed) == 0
        else {
            close(fd)
            throw .notAFramebuffer(path: path)
        }
        let mode = FramebufferMode(variable: variable, fixed: fixed)
        do throws(UnsupportedFramebuffer) {
            _ = try mode.pixelLayout()
        } catch {
            close(fd)
            throw .unsupportedFormat(path: path, reason: error.reason)
        }
        let length = Int(fixed.smem_len)
        guard let mapping = mmap(nil, length, PROT_WRITE | PROT_READ, MAP_SHARED, fd, 0),
            tl_mmap_failed(mapping) == 0
        else {
            let code = tl_errno()
            close(fd)
            throw .cannotMap(path: path, errno: code)
        }
        self.fd = fd
        self.mapping = mapping
        self.mappingLength = length
        self.mode = mode
        self.variable = variable
        // A blanked screen (after a screensaver timeout) would show nothing; failure is harmless.
        _ = tl_fb_unblank(fd)
    }

    deinit {
        munmap(mapping, mappingLength)
        close(fd)
    }

    func pan(yOffset: Int) -> Bool {
        tl_fb_pan(fd, &variable, 0, UInt32(yOffset)) == 0
    }

    func waitForVerticalSync() -> Bool {
        tl_fb_wait_for_vsync(fd) == 0
    }
}
