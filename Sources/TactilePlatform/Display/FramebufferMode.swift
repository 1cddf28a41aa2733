import CTactileLinux
import TactileSystem

/// What a Linux framebuffer reports about itself (`fb_var_screeninfo` and `fb_fix_screeninfo`),
/// as plain Swift values: `FramebufferDisplay` works from these alone, so tests can describe any
/// device without one.
public struct FramebufferMode: Equatable, Sendable {
    /// Where one colour channel sits in a pixel value.
    public struct Channel: Equatable, Sendable {
        /// The bit of the pixel value where the channel's least significant bit is.
        public var offset: Int
        /// The channel's width in bits (0 when the pixel has no such channel).
        public var length: Int
        /// Whether the channel's most significant bit is on the right (not supported).
        public var isMostSignificantBitRight: Bool

        /// Creates a channel of `length` bits whose least significant bit is bit `offset` of the pixel value.
        public init(offset: Int, length: Int, isMostSignificantBitRight: Bool = false) {
            self.offset = offset
            self.length = length
            self.isMostSignificantBitRight = isMostSignificantBitRight
        }

        /// No channel: the pixel has no bits for it.
        public static let absent = Channel(offset: 0, length: 0)
    }

    /// The driver's name for the device (`fb_fix_screeninfo.id`).
    public var identifier: String
    /// The visible width in pixels (`xres`).
    public var width: Int
    /// The visible height in pixels (`yres`).
    public var height: Int
    /// The virtual width in pixels (`xres_virtual`).
    public var virtualWidth: Int
    /// The virtual height in pixels (`yres_virtual`): two pages tall allows panning.
    public var virtualHeight: Int
    /// The first visible column of the virtual screen (`xoffset`).
    public var xOffset: Int
    /// The first visible row of the virtual screen (`yoffset`), the row that panning changes.
    public var yOffset: Int
    /// The size of a pixel in bits (`bits_per_pixel`).
    public var bitsPerPixel: Int
    /// Whether the device shows grey levels (not supported).
    public var isGrayscale: Bool
    /// Where the red bits are (`red`).
    public var red: Channel
    /// Where the green bits are (`green`).
    public var green: Channel
    /// Where the blue bits are (`blue`).
    public var blue: Channel
    /// The alpha channel some devices have; written as opaque.
    public var transparency: Channel
    /// Bytes from one row to the next (`line_length`), at least `width × bitsPerPixel / 8`.
    public var bytesPerLine: Int
    /// The size of the framebuffer memory (`smem_len`).
    public var memoryLength: Int
    /// `FB_TYPE_*`; only packed pixels are supported.
    public var type: UInt32
    /// `FB_VISUAL_*`; true colour and direct colour are supported.
    public var visual: UInt32
    /// The vertical panning granularity in lines (`ypanstep`); 0 when the device cannot pan.
    public var yPanStep: Int
    /// The period of the pixel clock in picoseconds (`pixclock`); 0 when the driver gives no timing.
    public var pixelClockPicoseconds: Int
    /// Pixel clocks from the end of the horizontal sync to the first visible pixel (`left_margin`).
    public var leftMargin: Int
    /// Pixel clocks from the last visible pixel to the horizontal sync (`right_margin`).
    public var rightMargin: Int
    /// Lines from the end of the vertical sync to the first visible line (`upper_margin`).
    public var upperMargin: Int
    /// Lines from the last visible line to the vertical sync (`lower_margin`).
    public var lowerMargin: Int
    /// The horizontal sync pulse in pixel clocks (`hsync_len`).
    public var horizontalSyncLength: Int
    /// The vertical sync pulse in lines (`vsync_len`).
    public var verticalSyncLength: Int
    /// `FB_VMODE_*` flags (interlaced, double scan).
    public var videoMode: UInt32
    /// The picture's size on the panel in millimetres (`width` × `height`), nil when unknown.
    public var panelSize: PanelSize?

    /// A mode with the given geometry and channels; timing unknown, no panning unless the
    /// virtual height and pan step say so.
    public init(
        identifier: String = "", width: Int, height: Int,
        virtualWidth: Int? = nil, virtualHeight: Int? = nil, xOffset: Int = 0, yOffset: Int = 0,
        bitsPerPixel: Int, red: Channel, green: Channel, blue: Channel,
        transparency: Channel = .absent, isGrayscale: Bool = false,
        bytesPerLine: Int? = nil, memoryLength: Int? = nil,
        type: UInt32 = 0, visual: UInt32 = 2, yPanStep: Int = 0,
        pixelClockPicoseconds: Int = 0, leftMargin: Int = 0, rightMargin: Int = 0,
        upperMargin: Int = 0, lowerMargin: Int = 0,
        horizontalSyncLength: Int = 0, verticalSyncLength: Int = 0, videoMode: UInt32 = 0
    ) {
        self.identifier = identifier
        self.width = width
        self.height = height
        self.virtualWidth = virtualWidth ?? width
        self.virtualHeight = virtualHeight ?? height
        self.xOffset = xOffset
        self.yOffset = yOffset
        self.bitsPerPixel = bitsPerPixel
        self.red = red
        self.green = green
        self.blue = blue
        self.transparency = transparency
        self.isGrayscale = isGrayscale
        let line = bytesPerLine ?? (self.virtualWidth * bitsPerPixel + 7) / 8
        self.bytesPerLine = line
        self.memoryLength = memoryLength ?? line * self.virtualHeight
        self.type = type
        self.visual = visual
        self.yPanStep = yPanStep
        self.pixelClockPicoseconds = pixelClockPicoseconds
        self.leftMargin = leftMargin
        self.rightMargin = rightMargin
        self.upperMargin = upperMargin
        self.lowerMargin = lowerMargin
        self.horizontalSyncLength = horizontalSyncLength
        self.verticalSyncLength = verticalSyncLength
        self.videoMode = videoMode
    }

    /// The mode a device reported through FBIOGET_VSCREENINFO and FBIOGET_FSCREENINFO. The
    /// driver's 32-bit unsigned fields are clamped to Int (on 32-bit ARM, Int(UInt32) traps from
    /// 2³¹ on); `pixelLayout()` then refuses what does not fit.
    public init(variable v: fb_var_screeninfo, fixed f: fb_fix_screeninfo) {
        func count<Value: BinaryInteger>(_ value: Value) -> Int { Int(clamping: value) }
        func channel(_ field: fb_bitfield) -> Channel {
            Channel(
                offset: count(field.offset), length: count(field.length),
                isMostSignificantBitRight: field.msb_right != 0)
        }
        let identifier = withUnsafeBytes(of: f.id) { bytes -> String in
            let end = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[0..<end], as: UTF8.self)
        }
        self.init(
            identifier: identifier, width: count(v.xres), height: count(v.yres),
            virtualWidth: count(v.xres_virtual), virtualHeight: count(v.yres_virtual),
            xOffset: count(v.xoffset), yOffset: count(v.yoffset), bitsPerPixel: count(v.bits_per_pixel),
            red: channel(v.red), green: channel(v.green), blue: channel(v.blue),
            transparency: channel(v.transp), isGrayscale: v.grayscale == 1,
            bytesPerLine: count(f.line_length), memoryLength: count(f.smem_len),
            type: f.type, visual: f.visual, yPanStep: count(f.ypanstep),
            pixelClockPicoseconds: count(v.pixclock), leftMargin: count(v.left_margin),
            rightMargin: count(v.right_margin), upperMargin: count(v.upper_margin),
            lowerMargin: count(v.lower_margin), horizontalSyncLength: count(v.hsync_len),
            verticalSyncLength: count(v.vsync_len), videoMode: v.vmode)
        panelSize = PanelSize(widthMillimetres: count(v.width), heightMillimetres: count(v.height))
    }

    /// The refresh interval the mode's timing gives, or nil when the driver gives no real timing
    /// (no pixel clock, or no blanking at all, as DRM's fbdev emulation reports) or the result is
    /// outside 20...250 Hz.
    public var refreshInterval: Interval? {
        guard pixelClockPicoseconds > 0 else { return nil }
        // In Int64, each figure below 2³¹ (clamped from the driver's): the sums cannot overflow.
        let horizontalBlanking = Int64(leftMargin) + Int64(rightMargin) + Int64(horizontalSyncLength)
        let verticalBlanking = Int64(upperMargin) + Int64(lowerMargin) + Int64(verticalSyncLength)
        guard horizontalBlanking > 0, verticalBlanking > 0 else { return nil }
        let lineClocks = Int64(width) + horizontalBlanking
        var frameLines = Int64(height) + verticalBlanking
        if videoMode & 0x2 != 0 { frameLines *= 2 }  // FB_VMODE_DOUBLE
        // FB_VMODE_INTERLACED: a field carries half the lines, and refreshes twice per frame.
        if videoMode & 0x1 != 0 { frameLines /= 2 }
        let (perLine, lineOverflow) = Int64(pixelClockPicoseconds).multipliedReportingOverflow(by: lineClocks)
        let (picoseconds, frameOverflow) = perLine.multipliedReportingOverflow(by: frameLines)
        guard !lineOverflow, !frameOverflow else { return nil }  // far beyond 50 ms
        let interval = Interval(nanoseconds: (picoseconds + 500) / 1000)
        guard interval.nanoseconds >= 4_000_000, interval.nanoseconds <= 50_000_000 else { return nil }
        return interval
    }

    /// How pixels are stored, or why they cannot be drawn.
    public func pixelLayout() throws(UnsupportedFramebuffer) -> DevicePixelLayout {
        guard width > 0, height > 0 else { throw UnsupportedFramebuffer(reason: "no visible pixels (\(width)x\(height))") }
        guard type == 0 else { throw UnsupportedFramebuffer(reason: "not packed pixels (FB_TYPE \(type))") }
        guard visual == 2 || visual == 4 else {
            throw UnsupportedFramebuffer(reason: "not a true-colour visual (FB_VISUAL \(visual)); palette modes are not supported")
        }
        guard !isGrayscale else { throw UnsupportedFramebuffer(reason: "grayscale modes are not supported") }
        guard bitsPerPixel == 16 || bitsPerPixel == 24 || bitsPerPixel == 32 else {
            throw UnsupportedFramebuffer(reason: "\(bitsPerPixel) bits per pixel; supported: 16, 24, 32")
        }
        var used: UInt64 = 0
        for (index, channel) in [red, green, blue, transparency].enumerated() {
            let name = ["red", "green", "blue", "alpha"][index]
            if channel.length == 0 && index == 3 { continue }
            guard channel.length >= 1, channel.length <= 8 else {
                throw UnsupportedFramebuffer(reason: "\(name) channel of \(channel.length) bits; supported: 1 to 8")
            }
            guard !channel.isMostSignificantBitRight else {
                throw UnsupportedFramebuffer(reason: "\(name) channel stored most significant bit right")
            }
            guard channel.offset >= 0, channel.offset <= bitsPerPixel - channel.length else {
                throw UnsupportedFramebuffer(
                    reason: "\(name) channel at bits \(channel.offset)+\(channel.length) outside a \(bitsPerPixel)-bit pixel")
            }
            let mask = ((UInt64(1) << UInt64(channel.length)) - 1) << UInt64(channel.offset)
            guard used & mask == 0 else {
                throw UnsupportedFramebuffer(reason: "\(name) channel overlaps another")
            }
            used |= mask
        }
        let bytesPerPixel = bitsPerPixel / 8
        guard bytesPerPixel == 3 || bytesPerLine % bytesPerPixel == 0 else {
            throw UnsupportedFramebuffer(reason: "line length \(bytesPerLine) is not a whole number of \(bytesPerPixel)-byte pixels")
        }
        // Sizes in Int64: a driver's figures near 2³¹ must not overflow on 32-bit ARM.
        guard xOffset >= 0, yOffset >= 0, Int64(bytesPerLine) >= (Int64(xOffset) + Int64(width)) * Int64(bytesPerPixel) else {
            throw UnsupportedFramebuffer(reason: "line length \(bytesPerLine) shorter than a row of \(width) pixels")
        }
        guard Int64(memoryLength) >= Int64(bytesPerLine) * (Int64(yOffset) + Int64(height)) else {
            throw UnsupportedFramebuffer(reason: "\(memoryLength) bytes of memory cannot hold the visible \(width)x\(height) area")
        }
        return DevicePixelLayout(
            bytesPerPixel: bytesPerPixel, red: red, green: green, blue: blue,
            alpha: transparency)
    }
}

/// Why a framebuffer mode cannot be drawn, in words.
public struct UnsupportedFramebuffer: Error, Equatable {
    /// What the mode has that cannot be drawn, for a message.
    public let reason: String
}
