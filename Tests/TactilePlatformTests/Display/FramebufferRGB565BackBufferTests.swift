import TactileRaster
import Testing

@testable import TactilePlatform

/// A 16-bit panel drawn natively: the back buffer is RGB565 and a present copies its pixels
/// (turned for the panel) without converting; other panels widen them.
@Suite struct FramebufferRGB565BackBufferTests {
    static let rgb565 = FramebufferDisplayTests.formats[5]

    /// Fills a 16-bit back buffer with seeded random pixels.
    static func scribble16(_ bitmap: Bitmap, seed: UInt64, in rect: PixelRect? = nil) {
        var random = TestRandom(seed: seed)
        let area = rect ?? bitmap.bounds
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { bitmap.row16(y)[x] = UInt16(truncatingIfNeeded: random.next32()) }
        }
    }

    /// The two little-endian bytes of back-buffer pixel (x, y).
    static func bytes(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let value = bitmap.row16(y)[x]
        return [UInt8(value & 0xFF), UInt8(value >> 8)]
    }

    @Test func anRGB565PanelGetsAnRGB565BackBuffer() throws {
        let fake = FakeFramebuffer(mode: FramebufferDisplayTests.mode(Self.rgb565))
        let display = try FramebufferDisplay(memory: fake.memory, mode: fake.mode, driver: fake.driver)
        #expect(display.pixelFormat == .rgb565)
        #expect(display.backBuffer.bytesPerRow >= 37 * 2 && display.backBuffer.bytesPerRow < 37 * 4)
        #expect(display.modeDescription.hasSuffix("drawn in RGB565"))
        #expect(!display.dithering)
        // BGR565 too (red and blue swap at present); every other layout keeps XRGB8888 unless asked.
        let bgr = FakeFramebuffer(mode: FramebufferDisplayTests.mode(FramebufferDisplayTests.formats[6]))
        #expect(try FramebufferDisplay(memory: bgr.memory, mode: bgr.mode, driver: bgr.driver).pixelFormat == .rgb565)
        for format in FramebufferDisplayTests.formats where format.name != "RGB565" && format.name != "BGR565" {
            let other = FakeFramebuffer(mode: FramebufferDisplayTests.mode(format))
            #expect(
                try FramebufferDisplay(memory: other.memory, mode: other.mode, driver: other.driver).pixelFormat
                    == .xrgb8888, "\(format.name)")
        }
    }

    @Test func ditheringKeepsAnXRGB8888BackBuffer() throws {
        let fake = FakeFramebuffer(mode: FramebufferDisplayTests.mode(Self.rgb565))
        let dithered = try FramebufferDisplay(memory: fake.memory, mode: fake.mode, driver: fake.driver, dithering: true)
        #expect(dithered.pixelFormat == .xrgb8888 && dithered.dithering)
        // An RGB565 picture has nothing left to dither.
        let native = try FramebufferDisplay(
            memory: fake.memory, mode: fake.mode, driver: fake.driver, dithering: true,
            backBufferFormat: .rgb565)
        #expect(native.pixelFormat == .rgb565 && !native.dithering)
    }

    @Test func anARGBBackBufferIsRefused() {
        let fake = FakeFramebuffer(mode: FramebufferDisplayTests.mode(Self.rgb565))
        #expect(throws: DisplayError.self) {
            _ = try FramebufferDisplay(
                memory: fake.memory, mode: fake.mode, driver: fake.driver,
                backBufferFormat: .argb8888)
        }
    }

    /// Each device pixel holds the back-buffer pixel the rotation puts there, as its two
    /// little-endian bytes; the row padding keeps the sentinel.
    @Test(arguments: DisplayRotation.allCases)
    func presentCopiesEveryPixelTurned(rotation: DisplayRotation) throws {
        // Wider than the 32-column chunks rotated copies work in.
        let fake = FakeFramebuffer(mode: FramebufferDisplayTests.mode(Self.rgb565, width: 71, height: 45))
        let display = try FramebufferDisplay(
            memory: fake.memory, mode: fake.mode, rotation: rotation,
            driver: fake.driver)
        #expect(display.pixelFormat == .rgb565)
        Self.scribble16(display.backBuffer, seed: 41)
        display.presentAll()
        let wrong = FramebufferDisplayTests.wrongPixels(fake, rotation: rotation) { Self.bytes(display.backBuffer, $0, $1) }
        var paddingTouched = 0
        for y in 0..<45 {
            for offset in 71 * 2..<fake.mode.bytesPerLine
            where fake.memory.load(fromByteOffset: y * fake.mode.bytesPerLine + offset, as: UInt8.self)
                != FakeFramebuffer.sentinel
            {
                paddingTouched += 1
            }
        }
        #expect(wrong == 0)
        #expect(paddingTouched == 0)
    }

    @Test(arguments: DisplayRotation.allCases)
    func presentWritesOnlyTheDamage(rotation: DisplayRotation) throws {
        let fake = FakeFramebuffer(mode: FramebufferDisplayTests.mode(Self.rgb565, width: 40, height: 36))
        let display = try FramebufferDisplay(
            memory: fake.memory, mode: fake.mode, rotation: rotation,
            driver: fake.driver)
        Self.scribble16(display.backBuffer, seed: 42)
        display.presentAll()
        fake.fill(with: FakeFramebuffer.sentinel)
        let rect = PixelRect(x: 3, y: 5, width: 20, height: 7)
        Self.scribble16(display.backBuffer, seed: 43, in: rect)
        display.present(damage: [rect])
        let wrong = FramebufferDisplayTests.wrongPixels(fake, rotation: rotation) { x, y in
            rect.contains(x: x, y: y) ? Self.bytes(display.backBuffer, x, y) : [FakeFramebuffer.sentinel, FakeFramebuffer.sentinel]
        }
        #expect(wrong == 0)
    }

    /// An RGB565 picture on a panel of another layout: each pixel widened by bit replication
    /// (what `Bitmap.pixel` reads), then stored as that layout stores it.
    @Test(arguments: [0, 2, 6, 7, 9])
    func otherLayoutsShowTheWidenedPicture(formatIndex: Int) throws {
        // BGR565 (index 6) gets the swap path: the same device bytes as widening and encoding,
        // since its fields are exactly 5-6-5 bits.
        let format = FramebufferDisplayTests.formats[formatIndex]
        let fake = FakeFramebuffer(mode: FramebufferDisplayTests.mode(format, width: 33, height: 21))
        let display = try FramebufferDisplay(
            memory: fake.memory, mode: fake.mode, rotation: .clockwise90,
            driver: fake.driver, backBufferFormat: .rgb565)
        #expect(display.pixelFormat == .rgb565)
        Self.scribble16(display.backBuffer, seed: 44)
        display.presentAll()
        let wrong = FramebufferDisplayTests.wrongPixels(fake, rotation: .clockwise90) { x, y in
            let v = UInt32(display.backBuffer.row16(y)[x])
            let r = (v >> 11) & 0x1F, g = (v >> 5) & 0x3F, b = v & 0x1F
            return fake.expectedBytes((r << 3 | r >> 2) << 16 | (g << 2 | g >> 4) << 8 | (b << 3 | b >> 2))
        }
        #expect(wrong == 0, "\(format.name)")
    }

    @Test func rotationKeepsTheFormat() throws {
        let fake = FakeFramebuffer(mode: FramebufferDisplayTests.mode(Self.rgb565, width: 30, height: 20))
        let display = try FramebufferDisplay(memory: fake.memory, mode: fake.mode, driver: fake.driver)
        #expect(display.setRotation(.clockwise270))
        #expect(display.pixelFormat == .rgb565 && display.width == 20 && display.height == 30)
    }
}
