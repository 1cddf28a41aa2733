import CTactileDRM
import CTactileLinux
import TactileRaster
import TactileSystem

/// A DRM device (`/dev/dri/cardN`) through libdrm: connectors and modes, dumb buffers mapped
/// into the process, mode sets, page flips (atomic commits with damage clips where the driver
/// offers them, legacy flips elsewhere), DIRTYFB and DRM master.
///
/// The CRTC found on the first mode set is put back as it was (the console's picture) when
/// the card goes away.
public final class KernelDRMCard: DRMCard {
    private let fd: Int32
    private let driver: String
    /// Whether the driver takes atomic commits (`DRM_CLIENT_CAP_ATOMIC`).
    private let isAtomic: Bool
    private var crtc: UInt32 = 0
    private var connector: UInt32 = 0
    private var plane: UInt32 = 0
    private var framebufferProperty: UInt32 = 0
    private var damageProperty: UInt32 = 0
    /// The CRTC as found, restored on the way out.
    private var savedCRTC: UnsafeMutablePointer<drmModeCrtc>?
    private var buffers: [(framebuffer: UInt32, handle: UInt32, pixels: UnsafeMutableRawPointer, length: Int)] = []
    /// Panel rectangles as x1, y1, x2, y2 for the kernel; kept so a flip allocates nothing.
    private var clipScratch: [Int32] = []

    /// Opens the device; throws when it cannot be opened or is not a DRM device with modesetting.
    public init(opening path: String) throws(DisplayError) {
        let fd = tl_open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .cannotOpen(path: path, errno: tl_errno()) }
        var capability: UInt64 = 0
        guard drmGetCap(fd, UInt64(DRM_CAP_DUMB_BUFFER), &capability) == 0, capability != 0 else {
            close(fd)
            throw .drmUnusable(path: path, reason: "not a DRM device with dumb buffers (a render node, or no modesetting)")
        }
        var name = ""
        if let version = drmGetVersion(fd) {
            if let text = version.pointee.name { name = String(cString: text) }
            drmFreeVersion(version)
        }
        self.fd = fd
        driver = name
        // Universal planes name the primary plane (its formats); atomic commits carry damage clips.
        _ = drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_UNIVERSAL_PLANES), 1)
        isAtomic = drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_ATOMIC), 1) == 0
        super.init(path: path)
    }

    deinit {
        restoreCRTC()
        for buffer in buffers {
            munmap(buffer.pixels, buffer.length)
            _ = drmModeRmFB(fd, buffer.framebuffer)
            _ = drmModeDestroyDumbBuffer(fd, buffer.handle)
        }
        close(fd)
    }

    public override func restoreCRTC() {
        guard let saved = savedCRTC else { return }
        savedCRTC = nil
        var connectorID = connector
        var mode = saved.pointee.mode
        if saved.pointee.buffer_id != 0 {
            _ = drmModeSetCrtc(
                fd, saved.pointee.crtc_id, saved.pointee.buffer_id, saved.pointee.x, saved.pointee.y,
                &connectorID, 1, &mode)
        }
        drmModeFreeCrtc(saved)
    }

    public override var driverName: String { driver }
    public override var fileDescriptor: Int32 { fd }
    public override var flipsCarryDamage: Bool { usesAtomicFlips && damageProperty != 0 }

    /// Whether flips are atomic commits: the driver takes them and the primary plane's FB_ID is known.
    private var usesAtomicFlips: Bool { isAtomic && plane != 0 && framebufferProperty != 0 }

    public override var flipMethod: String {
        usesAtomicFlips ? (damageProperty != 0 ? "atomic commits with damage clips" : "atomic commits") : "legacy page flips"
    }

    public override func connectors() -> [DRMConnector] {
        guard let resources = drmModeGetResources(fd) else { return [] }
        defer { drmModeFreeResources(resources) }
        var found: [DRMConnector] = []
        for index in 0..<Int(resources.pointee.count_connectors) {
            guard let connector = drmModeGetConnector(fd, resources.pointee.connectors[index]) else { continue }
            let info = connector.pointee
            var modes: [DRMMode] = []
            for m in 0..<Int(info.count_modes) {
                modes.append(KernelDRMCard.mode(info.modes[m]))
            }
            var typeName = "Unknown"
            if let text = drmModeGetConnectorTypeName(info.connector_type) { typeName = String(cString: text) }
            let rotation: DisplayRotation
            switch tl_drm_panel_orientation(fd, info.connector_id) {
            case 1: rotation = .upsideDown
            case 2: rotation = .clockwise270  // the panel's left side is up: turn the picture back
            case 3: rotation = .clockwise90
            default: rotation = .none
            }
            found.append(
                DRMConnector(
                    id: info.connector_id, name: "\(typeName)-\(info.connector_type_id)",
                    isConnected: info.connection == DRM_MODE_CONNECTED, modes: modes,
                    panelRotation: rotation,
                    panelSize: PanelSize(widthMillimetres: Int(info.mmWidth), heightMillimetres: Int(info.mmHeight))))
            drmModeFreeConnector(connector)
        }
        return found
    }

    /// A kernel mode as a `DRMMode`, its rate from the pixel clock (the kernel's whole-hertz
    /// `vrefresh` would say 75 for 74.99).
    private static func mode(_ info: drmModeModeInfo) -> DRMMode {
        // In 64 bits: a pixel clock of 148 500 kHz times a million overflows a 32-bit Int (armhf).
        var lines = UInt64(info.vtotal)
        if info.flags & UInt32(DRM_MODE_FLAG_INTERLACE) != 0 { lines /= 2 }
        if info.flags & UInt32(DRM_MODE_FLAG_DBLSCAN) != 0 { lines *= 2 }
        let pixels = UInt64(info.htotal) * lines
        let millihertz =
            pixels > 0
            ? Int(clamping: (UInt64(info.clock) * 1_000_000 + pixels / 2) / pixels)
            : Int(clamping: UInt64(info.vrefresh) * 1000)
        return DRMMode(
            width: Int(info.hdisplay), height: Int(info.vdisplay), refreshMillihertz: millihertz,
            isPreferred: info.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0)
    }

    public override func attach(to target: DRMConnector) -> String? {
        guard let resources = drmModeGetResources(fd) else { return "cannot read the device's resources" }
        defer { drmModeFreeResources(resources) }
        guard let connector = drmModeGetConnector(fd, target.id) else { return "connector \(target.name) is gone" }
        defer { drmModeFreeConnector(connector) }
        var chosen: (id: UInt32, index: Int)?
        // The CRTC already driving the connector, else the first any of its encoders can use.
        if let encoder = drmModeGetEncoder(fd, connector.pointee.encoder_id) {
            let current = encoder.pointee.crtc_id
            drmModeFreeEncoder(encoder)
            for index in 0..<Int(resources.pointee.count_crtcs) where current != 0 && resources.pointee.crtcs[index] == current {
                chosen = (current, index)
            }
        }
        for e in 0..<Int(connector.pointee.count_encoders) where chosen == nil {
            guard let encoder = drmModeGetEncoder(fd, connector.pointee.encoders[e]) else { continue }
            let possible = encoder.pointee.possible_crtcs
            drmModeFreeEncoder(encoder)
            for index in 0..<Int(resources.pointee.count_crtcs) where chosen == nil && possible & (1 << UInt32(index)) != 0 {
                chosen = (resources.pointee.crtcs[index], index)
            }
        }
        guard let chosen else { return "no CRTC can drive \(target.name)" }
        crtc = chosen.id
        self.connector = target.id
        if savedCRTC == nil { savedCRTC = drmModeGetCrtc(fd, chosen.id) }
        plane = tl_drm_primary_plane(fd, Int32(chosen.index))
        if plane != 0 && isAtomic {
            framebufferProperty = tl_drm_property_id(fd, plane, UInt32(DRM_MODE_OBJECT_PLANE), "FB_ID", nil)
            damageProperty = tl_drm_property_id(fd, plane, UInt32(DRM_MODE_OBJECT_PLANE), "FB_DAMAGE_CLIPS", nil)
        }
        return nil
    }

    public override func formats() -> [DRMPixelFormat] {
        guard plane != 0, let info = drmModeGetPlane(fd, plane) else { return [.xrgb8888] }
        defer { drmModeFreePlane(info) }
        var formats: [DRMPixelFormat] = []
        for index in 0..<Int(info.pointee.count_formats) {
            let code = info.pointee.formats[index]
            if code == tl_drm_format_xrgb8888(), !formats.contains(.xrgb8888) { formats.append(.xrgb8888) }
            if code == tl_drm_format_rgb565(), !formats.contains(.rgb565) { formats.append(.rgb565) }
        }
        return formats
    }

    public override func makeBuffer(width: Int, height: Int, format: DRMPixelFormat) throws(DisplayError) -> DRMBuffer {
        let bits: UInt32 = format == .xrgb8888 ? 32 : 16
        var handle: UInt32 = 0, pitch: UInt32 = 0, size: UInt64 = 0
        guard drmModeCreateDumbBuffer(fd, UInt32(width), UInt32(height), bits, 0, &handle, &pitch, &size) == 0 else {
            throw .drmUnusable(path: path, reason: "cannot make a \(width)x\(height) buffer: \(SystemErrorText.describe(tl_errno()))")
        }
        var framebuffer: UInt32 = 0
        let code = format == .xrgb8888 ? tl_drm_format_xrgb8888() : tl_drm_format_rgb565()
        let status = tl_drm_add_framebuffer(fd, UInt32(width), UInt32(height), code, handle, pitch, &framebuffer)
        guard status == 0 else {
            _ = drmModeDestroyDumbBuffer(fd, handle)
            throw .drmUnusable(path: path, reason: "cannot add a \(format.name) frame buffer: \(SystemErrorText.describe(status))")
        }
        var offset: UInt64 = 0
        guard drmModeMapDumbBuffer(fd, handle, &offset) == 0,
            let pixels = tl_drm_map(fd, Int(size), offset),
            tl_mmap_failed(pixels) == 0
        else {
            let code = tl_errno()
            _ = drmModeRmFB(fd, framebuffer)
            _ = drmModeDestroyDumbBuffer(fd, handle)
            throw .cannotMap(path: path, errno: code)
        }
        buffers.append((framebuffer, handle, pixels, Int(size)))
        return DRMBuffer(id: framebuffer, pixels: pixels, bytesPerLine: Int(pitch))
    }

    public override func show(_ buffer: DRMBuffer, mode: DRMMode) -> Int32 {
        guard let connector = drmModeGetConnector(fd, connector) else { return ENODEV }
        defer { drmModeFreeConnector(connector) }
        for index in 0..<Int(connector.pointee.count_modes) where KernelDRMCard.mode(connector.pointee.modes[index]) == mode {
            var info = connector.pointee.modes[index]
            return tl_drm_set_crtc(fd, crtc, buffer.id, self.connector, &info)
        }
        return EINVAL
    }

    public override func flip(to buffer: DRMBuffer, damage: [PixelRect]) -> Int32 {
        guard usesAtomicFlips else {
            return tl_drm_page_flip(fd, crtc, buffer.id)
        }
        fillClips(damage)
        return clipScratch.withUnsafeBufferPointer { clips in
            tl_drm_atomic_flip(
                fd, plane, framebufferProperty, buffer.id, damageProperty, clips.baseAddress,
                Int32(damage.count))
        }
    }

    public override func markDirty(_ buffer: DRMBuffer, damage: [PixelRect]) -> Int32 {
        fillClips(damage)
        return clipScratch.withUnsafeBufferPointer { clips in
            tl_drm_dirty(fd, buffer.id, clips.baseAddress, Int32(damage.count))
        }
    }

    private func fillClips(_ damage: [PixelRect]) {
        clipScratch.removeAll(keepingCapacity: true)
        for rect in damage {
            clipScratch.append(Int32(truncatingIfNeeded: rect.minX))
            clipScratch.append(Int32(truncatingIfNeeded: rect.minY))
            clipScratch.append(Int32(truncatingIfNeeded: rect.maxX))
            clipScratch.append(Int32(truncatingIfNeeded: rect.maxY))
        }
    }

    public override func readFlips() -> Int? {
        let flips = tl_drm_read_flips(fd)
        return flips < 0 ? nil : Int(flips)
    }

    public override func waitForEvent(milliseconds: Int) -> Bool { tl_drm_wait_readable(fd, Int32(milliseconds)) > 0 }

    public override func dropMaster() { _ = drmDropMaster(fd) }

    public override func takeMaster() -> Int32 { drmSetMaster(fd) == 0 ? 0 : tl_errno() }
}
