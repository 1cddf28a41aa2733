import TactileRaster
import TactileSystem

/// A display mode a DRM connector offers.
public struct DRMMode: Equatable, Sendable {
    /// The mode's width in pixels.
    public var width: Int
    /// The mode's height in pixels.
    public var height: Int
    /// The refresh rate in millihertz (59 940 for 59.94 Hz), worked out from the pixel clock.
    public var refreshMillihertz: Int
    /// Whether the connector names it as its preferred mode.
    public var isPreferred: Bool

    /// Creates a mode of `width`×`height` pixels refreshing at `refreshMillihertz` (0 when unknown).
    public init(width: Int, height: Int, refreshMillihertz: Int, isPreferred: Bool = false) {
        self.width = width
        self.height = height
        self.refreshMillihertz = refreshMillihertz
        self.isPreferred = isPreferred
    }

    /// The refresh rate in hertz; 60 when the driver reports none.
    public var hertz: Double { refreshMillihertz > 0 ? Double(refreshMillihertz) / 1000 : 60 }

    /// "1280x800@74.99".
    public var description: String { "\(width)x\(height)@\(HertzText.format(hertz))" }
}

/// An output of a DRM device (a panel, HDMI, a virtual screen).
public struct DRMConnector: Equatable, Sendable {
    /// The kernel's object id.
    public var id: UInt32
    /// The kernel's name for it: its type and number, "HDMI-A-1", "DSI-1", "Virtual-1".
    public var name: String
    /// Whether something is plugged in (a built-in panel always is).
    public var isConnected: Bool
    /// Its modes, in the driver's order.
    public var modes: [DRMMode]
    /// How the picture must be turned to look upright on the panel as mounted in the device (the
    /// connector's "panel orientation" property); `.none` when it has none.
    public var panelRotation: DisplayRotation
    /// The panel's size in millimetres (`mmWidth` × `mmHeight`), nil when the driver gives none.
    public var panelSize: PanelSize?

    /// Creates a connector; `panelRotation` is `.none` unless the panel is mounted turned.
    public init(
        id: UInt32, name: String, isConnected: Bool, modes: [DRMMode], panelRotation: DisplayRotation = .none,
        panelSize: PanelSize? = nil
    ) {
        self.panelSize = panelSize
        self.id = id
        self.name = name
        self.isConnected = isConnected
        self.modes = modes
        self.panelRotation = panelRotation
    }

    /// The preferred mode, else the first (drivers list the best first).
    public var preferredMode: DRMMode? { modes.first { $0.isPreferred } ?? modes.first }
}

/// A pixel format of a DRM buffer that Tactile draws natively.
public enum DRMPixelFormat: Equatable, Sendable {
    /// 32 bits per pixel: 8 unused bits, then 8 each of red, green and blue (`DRM_FORMAT_XRGB8888`).
    case xrgb8888
    /// 16 bits per pixel: 5 bits of red, 6 of green, 5 of blue (`DRM_FORMAT_RGB565`).
    case rgb565

    /// The format's DRM fourcc name.
    public var name: String { self == .xrgb8888 ? "XRGB8888" : "RGB565" }
    /// How one pixel is stored.
    public var layout: DevicePixelLayout { self == .xrgb8888 ? .xrgb8888 : .rgb565 }
    /// The back buffer's format that copies into it without conversion.
    public var backBufferFormat: PixelFormat { self == .xrgb8888 ? .xrgb8888 : .rgb565 }
}

/// A buffer the display draws into and the device scans out: a dumb buffer with a frame buffer
/// object, mapped into the process.
public struct DRMBuffer {
    /// The frame buffer object's id, which flips and mode sets name.
    public var id: UInt32
    /// The buffer's first byte in the process.
    public var pixels: UnsafeMutableRawPointer
    /// The bytes from one row to the next.
    public var bytesPerLine: Int

    /// Creates a buffer description from a frame buffer object's id, its mapping and its row stride in bytes.
    public init(id: UInt32, pixels: UnsafeMutableRawPointer, bytesPerLine: Int) {
        self.id = id
        self.pixels = pixels
        self.bytesPerLine = bytesPerLine
    }
}

/// The calls a `DRMDisplay` makes to a DRM device, behind a class so tests can fake the kernel:
/// `KernelDRMCard` makes them through libdrm. The methods that fail return an errno (0 for
/// success), which the display turns into its fallbacks and messages.
open class DRMCard {
    /// The device path, "/dev/dri/card0".
    public let path: String

    /// Creates a card for the device at `path`; it opens nothing (`KernelDRMCard` opens the device).
    public init(path: String) {
        self.path = path
    }

    /// The kernel driver's name ("virtio_gpu", "vc4", "panel-mipi-dbi").
    open var driverName: String { "" }

    /// The file descriptor that becomes readable when a flip completes, for the run loop; -1
    /// when there is none to watch (a fake).
    open var fileDescriptor: Int32 { -1 }

    /// The device's connectors, read again on each call (after a hotplug event).
    open func connectors() -> [DRMConnector] { [] }

    /// Chooses a CRTC (and the primary plane on it) that can drive `connector`: nil, or why none can.
    open func attach(to connector: DRMConnector) -> String? { "no CRTC" }

    /// The formats the chosen primary plane scans out that Tactile draws natively, the plane's
    /// own first (call after `attach(to:)`).
    open func formats() -> [DRMPixelFormat] { [.xrgb8888] }

    /// Whether flips carry damage rectangles (atomic commits with the plane's FB_DAMAGE_CLIPS).
    open var flipsCarryDamage: Bool { false }

    /// How flips are asked for, for the start-up line: "atomic commits with damage clips",
    /// "atomic commits" or "legacy page flips".
    open var flipMethod: String { flipsCarryDamage ? "atomic commits with damage clips" : "legacy page flips" }

    /// A new buffer of `width` × `height` in `format`, cleared to black.
    open func makeBuffer(width: Int, height: Int, format: DRMPixelFormat) throws(DisplayError) -> DRMBuffer {
        throw .drmUnusable(path: path, reason: "cannot make buffers")
    }

    /// Sets `mode` on the attached connector and shows `buffer` now (a mode set): 0 or an errno.
    open func show(_ buffer: DRMBuffer, mode: DRMMode) -> Int32 { 0 }

    /// Asks for `buffer` to be shown at the next vertical blank, with `damage` (panel
    /// rectangles changed since the buffer shown now) where the driver takes damage clips; the
    /// completion arrives as an event (`readFlips()`): 0 or an errno.
    open func flip(to buffer: DRMBuffer, damage: [PixelRect]) -> Int32 { 0 }

    /// Tells the driver that `damage` of the buffer on screen changed (DIRTYFB, for panels that
    /// send only what they are told): 0 or an errno.
    open func markDirty(_ buffer: DRMBuffer, damage: [PixelRect]) -> Int32 { 0 }

    /// The number of flips completed since the last call (without waiting); nil when the device
    /// no longer answers (its driver went away).
    open func readFlips() -> Int? { 0 }

    /// Waits up to `milliseconds` for the device to report an event; false on time out.
    open func waitForEvent(milliseconds: Int) -> Bool { true }

    /// Puts the CRTC back as it was before the first mode set (the console's picture).
    open func restoreCRTC() {}

    /// Gives up DRM master (the virtual terminal is switched away: another program may show).
    open func dropMaster() {}

    /// Takes DRM master back: 0 or an errno.
    open func takeMaster() -> Int32 { 0 }
}
