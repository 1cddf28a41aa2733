import TactileRaster
import TactileSystem

/// A DRM/KMS device (`/dev/dri/cardN`) as a `Display`: the first connected output in its
/// preferred mode (or the one asked for), drawn tear-free by page flips between two buffers.
///
/// The back buffer is in normal memory, as on fbdev. A present copies the damage into the buffer
/// off screen, with what that buffer missed while the other was shown (the damage presented last
/// time: the buffer-age idea with an age of two), then asks for a flip at the next vertical
/// blank, naming the damage as the plane's damage clips where the driver takes them (panels
/// behind SPI send only those). The flip's completion is an event on the device's file
/// descriptor, read by the run loop (`attach(to:)`); a present that comes before it waits for it.
/// Where a driver refuses flips, a mode set shows the picture and later frames are written into
/// the buffer on screen and named to the driver (DIRTYFB).
///
/// While the virtual terminal is switched away (`suspend()`) or the output is unplugged, presents
/// draw nothing; the whole picture is shown again when they come back.
public final class DRMDisplay: Display {
    /// How frames reach the screen.
    public enum Buffering: Equatable, Sendable {
        /// Two buffers: draw into the one off screen, then flip to it at the vertical blank.
        case doubleByFlipping
        /// One buffer, written while shown and named to the driver (DIRTYFB); where flips fail.
        case single
    }

    /// The device.
    public let card: DRMCard
    /// The output shown on.
    public private(set) var connector: DRMConnector
    /// Its mode.
    public let mode: DRMMode
    /// The buffers' pixel format.
    public let format: DRMPixelFormat
    /// Double-buffered by flips, or single after a driver refused a flip.
    public private(set) var buffering: Buffering
    /// Frames presented with something to show.
    public private(set) var presentedFrames = 0
    /// Flips asked for.
    public private(set) var requestedFlips = 0
    /// Flips the device reported complete.
    public private(set) var completedFlips = 0
    /// Whether presents reach the screen: false while the terminal is switched away or the
    /// output is unplugged.
    public var isShowing: Bool { !isSuspended && connector.isConnected }
    /// Whether RGB565 buffers are filled from an XRGB8888 back buffer with dithering.
    public let dithering: Bool

    private var buffers: [DRMBuffer] = []
    private var front = 0
    private var flipPending = false
    private var isSuspended = false
    private let writer: PanelWriter
    /// The first present, and the first after the picture was away, write everything.
    private var needsFullPresent = true
    /// What the buffer off screen lacks: the damage presented into the other one last time.
    private var carriedDamage: [PixelRect] = []
    /// This present's damage, clipped; what the buffer off screen gets; the damage on the panel.
    private var presentRects: [PixelRect] = []
    private var bufferRects: [PixelRect] = []
    private var panelDamage: [PixelRect] = []

    /// Drives `card`: its first connected output (the one named by `connectorName`, when given),
    /// in `requestedMode` or the preferred one, turned by the panel's orientation and then
    /// `rotation`. `backBufferFormat` nil draws in the plane's own format (RGB565 where a panel's
    /// plane lists it first); `.rgb565` or `.xrgb8888` asks for one; `dithering` draws XRGB8888
    /// dithered into RGB565 buffers. Throws with the outputs or modes listed when none fits.
    public init(
        card: DRMCard, rotation: DisplayRotation = .none, requestedMode: DisplayModeRequest? = nil,
        backBufferFormat: PixelFormat? = nil, dithering: Bool = false
    ) throws(DisplayError) {
        let connectors = card.connectors()
        guard let output = connectors.first(where: { $0.isConnected && !$0.modes.isEmpty }) else {
            var reason = "no connected output"
            if !connectors.isEmpty {
                reason += " ("
                for (index, connector) in connectors.enumerated() {
                    reason += (index > 0 ? ", " : "") + connector.name + (connector.isConnected ? " without modes" : " disconnected")
                }
                reason += ")"
            }
            throw .drmUnusable(path: card.path, reason: reason)
        }
        let mode = try DRMDisplay.chooseMode(requestedMode, of: output, path: card.path)
        if let problem = card.attach(to: output) { throw .drmUnusable(path: card.path, reason: problem) }
        let offered = card.formats()
        let format: DRMPixelFormat
        switch backBufferFormat {
        case .rgb565? where offered.contains(.rgb565): format = .rgb565
        case .xrgb8888? where dithering && offered.contains(.rgb565): format = .rgb565
        default:
            guard let first = offered.first else {
                throw .drmUnusable(path: card.path, reason: "its plane scans out neither XRGB8888 nor RGB565")
            }
            format = backBufferFormat == .xrgb8888 && offered.contains(.xrgb8888) ? .xrgb8888 : first
        }
        self.card = card
        connector = output
        self.mode = mode
        self.format = format
        self.dithering = dithering && format == .rgb565
        let drawn: PixelFormat = self.dithering ? .xrgb8888 : format.backBufferFormat
        for _ in 0..<2 { buffers.append(try card.makeBuffer(width: mode.width, height: mode.height, format: format)) }
        writer = PanelWriter(
            deviceWidth: mode.width, deviceHeight: mode.height, bytesPerLine: buffers[0].bytesPerLine,
            layout: format.layout, dithering: self.dithering)
        let turn = output.panelRotation.followed(by: rotation)
        let size = turn.logicalSize(deviceWidth: mode.width, deviceHeight: mode.height)
        // The first buffer (black) is shown by a mode set; the first present flips to the second.
        let status = card.show(buffers[0], mode: mode)
        guard status == 0 else {
            throw .drmUnusable(
                path: card.path,
                reason: "cannot set \(mode.description) on \(output.name): "
                    + SystemErrorText.describe(status))
        }
        buffering = .doubleByFlipping
        super.init(
            width: size.width, height: size.height, refreshInterval: .period(hertz: mode.hertz),
            rotation: turn, format: drawn)
        panelSize = output.panelSize
    }

    /// Opens the DRM device at `path` (see `init(card:...)`).
    public convenience init(
        path: String = "/dev/dri/card0", rotation: DisplayRotation = .none,
        requestedMode: DisplayModeRequest? = nil, backBufferFormat: PixelFormat? = nil,
        dithering: Bool = false
    ) throws(DisplayError) {
        try self.init(
            card: try KernelDRMCard(opening: path), rotation: rotation, requestedMode: requestedMode,
            backBufferFormat: backBufferFormat, dithering: dithering)
    }

    /// The mode asked for (same size, and the nearest rate when one is given), else the
    /// preferred one; throws listing the modes when none matches.
    private static func chooseMode(
        _ request: DisplayModeRequest?, of output: DRMConnector,
        path: String
    ) throws(DisplayError) -> DRMMode {
        guard let request else {
            guard let mode = output.preferredMode else { throw .drmUnusable(path: path, reason: "\(output.name) has no modes") }
            return mode
        }
        var best: DRMMode?
        for mode in output.modes where mode.width == request.width && mode.height == request.height {
            guard let hertz = request.hertz else {
                if best == nil || (mode.isPreferred && !(best?.isPreferred ?? false)) { best = mode }
                continue
            }
            let distance = abs(mode.hertz - hertz)
            if distance <= 0.5, best.map({ abs($0.hertz - hertz) > distance }) ?? true { best = mode }
        }
        guard let best else {
            var reason = "\(output.name) has no mode \(request.description); it offers"
            for (index, mode) in output.modes.enumerated() { reason += (index > 0 ? ", " : " ") + mode.description }
            throw .drmUnusable(path: path, reason: reason)
        }
        return best
    }

    /// The picture is turned while copying into the buffers, so any rotation works.
    public override var supportsRotation: Bool { true }

    public override var modeDescription: String {
        var text = "drm \(card.path)"
        if !card.driverName.isEmpty { text += " (\(card.driverName))" }
        text += " \(connector.name) \(mode.width)x\(mode.height) \(format.name), "
        text += buffering == .doubleByFlipping ? "double-buffered by page flips (\(card.flipMethod))" : "single-buffered"

        text += ", \(HertzText.format(mode.hertz)) Hz"
        if rotation != .none {
            text += ", rotated \(rotation.degrees)°"
            if connector.panelRotation != .none { text += " (panel orientation \(connector.panelRotation.degrees)°)" }
        }
        if dithering { text += ", dithered" }
        if pixelFormat == .rgb565 { text += ", drawn in RGB565" }
        return text
    }

    public override func present(damage: [PixelRect]) {
        presentRects.removeAll(keepingCapacity: true)
        guard isShowing else {
            // Nothing reaches the screen: everything is written when it comes back.
            needsFullPresent = true
            return
        }
        if needsFullPresent {
            presentRects.append(bounds)
            needsFullPresent = false
        } else {
            DamageList.clip(damage, to: bounds, appendingTo: &presentRects)
        }
        guard !presentRects.isEmpty else { return }
        presentedFrames += 1
        panelDamage.removeAll(keepingCapacity: true)
        for rect in presentRects {
            panelDamage.append(rotation.deviceRect(rect, deviceWidth: mode.width, deviceHeight: mode.height))
        }
        switch buffering {
        case .doubleByFlipping:
            // The buffer off screen is the one the last flip left: it is free once that flip is done.
            if flipPending { waitForFlip() }
            let back = 1 - front
            bufferRects.removeAll(keepingCapacity: true)
            DamageList.clip(presentRects, to: bounds, appendingTo: &bufferRects)
            DamageList.clip(carriedDamage, to: bounds, appendingTo: &bufferRects)
            for rect in bufferRects { writer.write(rect, of: backBuffer, rotation: rotation, to: buffers[back].pixels) }
            if card.flip(to: buffers[back], damage: panelDamage) == 0 {
                requestedFlips += 1
                flipPending = true
            } else {
                // The driver takes no flips: show the buffer by a mode set and keep to it.
                _ = card.show(buffers[back], mode: mode)
                buffering = .single
            }
            front = back
            swap(&carriedDamage, &presentRects)
        case .single:
            for rect in presentRects { writer.write(rect, of: backBuffer, rotation: rotation, to: buffers[front].pixels) }
            _ = card.markDirty(buffers[front], damage: panelDamage)
        }
    }

    /// Waits for the flip asked for last to complete (up to a tenth of a second: a flip the device
    /// never reports is taken as done rather than stopping the program).
    private func waitForFlip() {
        while flipPending {
            guard card.waitForEvent(milliseconds: 100), handleEvents() else {
                flipPending = false
                return
            }
        }
    }

    /// Waits for the last flip asked for to complete (before the program reports or exits).
    public func finishFlips() {
        if flipPending { waitForFlip() }
    }

    /// Gives the output back as it was found (the console's picture) after the last flip;
    /// later presents draw nothing. For the end of the program.
    public func relinquish() {
        finishFlips()
        card.restoreCRTC()
        isSuspended = true
    }

    /// One line of what reached the screen, for the report at exit: "N frames presented, N page
    /// flips asked for, N completed".
    public var flipReport: String {
        "\(presentedFrames) frames presented, \(requestedFlips) page flips asked for, \(completedFlips) completed"
    }

    /// Reads the device's events: flips completed. The run loop calls it when the device's file
    /// descriptor is readable (`attach(to:)`). Returns false when the device no longer answers:
    /// nothing is shown from then on.
    @discardableResult
    public func handleEvents() -> Bool {
        guard let flips = card.readFlips() else {
            flipPending = false
            connector.isConnected = false
            return false
        }
        if flips > 0 {
            completedFlips += flips
            flipPending = false
        }
        return true
    }

    /// Gives the screen up while the virtual terminal is switched away: DRM master is dropped
    /// and presents draw nothing.
    public func suspend() {
        guard !isSuspended else { return }
        if flipPending { waitForFlip() }
        card.dropMaster()
        isSuspended = true
    }

    /// Takes the screen back: DRM master, the mode, and the whole picture.
    public func resume() {
        guard isSuspended else { return }
        let status = card.takeMaster()
        if status != 0 { Console.error("\(card.path): cannot take DRM master back: \(SystemErrorText.describe(status))") }
        isSuspended = false
        showAgain()
    }

    /// Reads the outputs again after a hotplug event: presents stop while the output is
    /// unplugged, and the picture is shown again when it comes back. Returns a line to report
    /// when the output came or went, nil otherwise.
    @discardableResult
    public func outputsChanged() -> String? {
        let now = card.connectors().first { $0.id == connector.id }
        let connected = now.map { $0.isConnected && $0.modes.contains(mode) } ?? false
        guard connected != connector.isConnected else { return nil }
        if connected {
            connector.isConnected = true
            showAgain()
            return "\(connector.name) is back: showing \(mode.description) again"
        }
        if flipPending { waitForFlip() }
        connector.isConnected = false
        return "\(connector.name) is gone: nothing is shown until it is back"
    }

    /// Writes the whole picture into the buffer in front and sets the mode again (another
    /// program, or no output, had the screen).
    private func showAgain() {
        guard isShowing else { return }
        flipPending = false
        writer.write(bounds, of: backBuffer, rotation: rotation, to: buffers[front].pixels)
        let status = card.show(buffers[front], mode: mode)
        if status != 0 {
            Console.error("\(card.path): cannot show \(mode.description) on \(connector.name): \(SystemErrorText.describe(status))")
        }
        needsFullPresent = false
        carriedDamage.removeAll(keepingCapacity: true)
        carriedDamage.append(bounds)
    }
}
