import TactileRaster
import TactileSystem

/// A display in memory: `present` copies the damaged rectangles of the back buffer to `screen`,
/// which then holds what a panel would show (for screenshots and tests): turned by `rotation`,
/// as a framebuffer's panel shows it.
public final class HeadlessDisplay: Display {
    /// What would be on screen after the last `present`.
    public let screen: Bitmap
    /// How many times `present` was called.
    public private(set) var presentCount = 0
    /// The damage of the last `present`, clipped to the bounds, empty rectangles dropped.
    public private(set) var lastDamage: [PixelRect] = []

    /// A `width` × `height` display refreshing every `refreshInterval` (60 Hz by default),
    /// drawing into a back buffer of `format` (XRGB8888, or RGB565 as for a 16-bit panel);
    /// `screen` holds the same format.
    public init(
        width: Int, height: Int, refreshInterval: Interval = .period(hertz: 60),
        format: PixelFormat = .xrgb8888
    ) {
        screen = Bitmap(width: width, height: height, format: format)
        super.init(width: width, height: height, refreshInterval: refreshInterval, format: format)
    }

    /// `screen` keeps the panel's size; the back buffer turns.
    public override var supportsRotation: Bool { true }

    public override var modeDescription: String {
        "headless \(width)x\(height) \(pixelFormat == .rgb565 ? "RGB565" : "XRGB8888"), "
            + "\(HertzText.format(refreshInterval.hertz)) Hz"
    }

    public override func present(damage: [PixelRect]) {
        presentCount += 1
        lastDamage = DamageList.clipped(damage, to: bounds)
        let bytesPerPixel = pixelFormat.bytesPerPixel
        for rect in lastDamage {
            if rotation == .none {
                for y in rect.minY..<rect.maxY {
                    let offset = y * backBuffer.bytesPerRow + rect.x * bytesPerPixel
                    (screen.baseAddress + y * screen.bytesPerRow + rect.x * bytesPerPixel)
                        .copyMemory(from: backBuffer.baseAddress + offset, byteCount: rect.width * bytesPerPixel)
                }
                continue
            }
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX {
                    let panel = rotation.devicePoint(x: x, y: y, deviceWidth: screen.width, deviceHeight: screen.height)
                    if pixelFormat == .rgb565 {
                        screen.row16(panel.y)[panel.x] = backBuffer.row16(y)[x]
                    } else {
                        screen.row32(panel.y)[panel.x] = backBuffer.row32(y)[x]
                    }
                }
            }
        }
    }
}
