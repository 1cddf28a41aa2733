/// How a framebuffer stores one pixel: its size and where each channel's bits are, in a
/// little-endian pixel value (byte 0 holds bits 0–7).
public struct DevicePixelLayout: Equatable, Sendable {
    /// Where one colour channel sits in a pixel value.
    public typealias Channel = FramebufferMode.Channel

    /// 2, 3 or 4.
    public let bytesPerPixel: Int
    /// Where the red bits are.
    public let red: Channel
    /// Where the green bits are.
    public let green: Channel
    /// Where the blue bits are.
    public let blue: Channel
    /// Length 0 when the device has no alpha; otherwise every pixel is written opaque.
    public let alpha: Channel

    /// Creates a layout of `bytesPerPixel` bytes with the given channels; no alpha unless `alpha` is given.
    public init(bytesPerPixel: Int, red: Channel, green: Channel, blue: Channel, alpha: Channel = .absent) {
        self.bytesPerPixel = bytesPerPixel
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// XRGB8888: the usual 32-bit layout.
    public static let xrgb8888 = DevicePixelLayout(
        bytesPerPixel: 4, red: Channel(offset: 16, length: 8),
        green: Channel(offset: 8, length: 8),
        blue: Channel(offset: 0, length: 8))
    /// RGB565: the usual 16-bit layout.
    public static let rgb565 = DevicePixelLayout(
        bytesPerPixel: 2, red: Channel(offset: 11, length: 5),
        green: Channel(offset: 5, length: 6),
        blue: Channel(offset: 0, length: 5))

    /// The device value of an `0xXXRRGGBB` pixel: each channel truncated to its width, alpha (if
    /// any) all ones, unused bits zero.
    public func encode(_ pixel: UInt32) -> UInt32 {
        func place(_ byte: UInt32, _ channel: Channel) -> UInt32 {
            guard channel.length > 0 else { return 0 }
            return (byte >> UInt32(8 - channel.length)) << UInt32(channel.offset)
        }
        let alphaBits: UInt32 =
            alpha.length > 0
            ? ((UInt32(1) << UInt32(alpha.length)) &- 1) << UInt32(alpha.offset) : 0
        return place((pixel >> 16) & 0xFF, red) | place((pixel >> 8) & 0xFF, green)
            | place(pixel & 0xFF, blue) | alphaBits
    }

    /// A name like DRM's fourcc names ("XRGB8888", "RGB565", "BGR888": channels from the most
    /// significant bit down, X for unused bits) when the layout has one, else the bit fields.
    public var name: String {
        let bits = bytesPerPixel * 8
        var fields: [(offset: Int, length: Int, letter: String)] = [
            (red.offset, red.length, "R"), (green.offset, green.length, "G"), (blue.offset, blue.length, "B")
        ]
        if alpha.length > 0 { fields.append((alpha.offset, alpha.length, "A")) }
        fields.sort { $0.offset > $1.offset }
        var letters = ""
        var digits = ""
        var next = bits
        var gaps = 0
        for (index, field) in fields.enumerated() {
            let top = field.offset + field.length
            if top < next {
                // Unused bits between channels have no name.
                if index > 0 { gaps += 2 }
                letters += "X"
                digits += "\(next - top)"
                gaps += 1
            }
            letters += field.letter
            digits += "\(field.length)"
            next = field.offset
        }
        if next > 0 {
            letters += "X"
            digits += "\(next)"
            gaps += 1
        }
        // One unused field at either end, single-digit lengths: a fourcc-style name.
        if gaps <= 1 && digits.utf8.count == letters.utf8.count {
            return letters + digits
        }
        return "\(bits) bpp r\(red.offset):\(red.length) g\(green.offset):\(green.length) b\(blue.offset):\(blue.length)"
    }
}
