import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Rendering into an RGB565 back buffer (a 16-bit panel drawn natively) against the XRGB8888
/// picture of the same tree reduced to 565 by truncation, as a present to such a panel reduced it:
///
/// - what is painted without blending (opaque rectangles on whole pixels, opaque images at their
///   size) is exactly that picture;
/// - every blend widens the 565 destination (bit replication) and stores by truncation, so a
///   blended pixel may be off by a 565 step per translucent layer; over the random trees of the
///   property test (up to 40 views, nested opacity, shadows, rotated images) no channel is more
///   than two steps off, and at least 95% of pixels are exact.
@Suite struct RGB565RenderingTests {
    /// The largest difference of any channel, in 565 steps, between `native` (RGB565) and
    /// `wide` (XRGB8888) truncated; and how many pixels differ at all.
    static func difference(native: Bitmap, wide: Bitmap) -> (steps: Int, differing: Int) {
        var steps = 0, differing = 0
        for y in 0..<native.height {
            for x in 0..<native.width {
                let a = wide.pixel(x: x, y: y), b = UInt32(native.row16(y)[x])
                let red = abs(Int((a >> 19) & 31) - Int(b >> 11))
                let green = abs(Int((a >> 10) & 63) - Int((b >> 5) & 63))
                let blue = abs(Int((a >> 3) & 31) - Int(b & 31))
                let worst = max(red, green, blue)
                steps = max(steps, worst)
                if worst > 0 { differing += 1 }
            }
        }
        return (steps, differing)
    }

    /// `scene`'s tree rendered from scratch into a new RGB565 buffer.
    static func render565(_ scene: IncrementalRenderPropertyTests.Scene) -> Bitmap {
        let (screen, window, target) = makeScreen(
            width: scene.screen.size.width, height: scene.screen.size.height,
            scale: scene.screen.scale, format: .rgb565)
        IncrementalRenderPropertyTests.copyProperties(scene.window, window)
        for child in scene.window.subviews { window.addSubview(IncrementalRenderPropertyTests.clone(child)) }
        screen.render(into: target)
        return target
    }

    @Test func opaquePaintIsExactlyTheTruncatedPicture() {
        let image = Bitmap(width: 9, height: 7, format: .xrgb8888)
        for y in 0..<7 { for x in 0..<9 { image.setPixel(x: x, y: y, 0xFF00_0000 | UInt32(x * 29) << 16 | UInt32(y * 37) << 8 | 0x5B) } }
        var pictures: [Bitmap] = []
        for format in [PixelFormat.xrgb8888, .rgb565] {
            let (screen, window, target) = makeScreen(width: 48, height: 32, format: format)
            window.backgroundColor = Color(rgb: 0x1D2B3F)
            for (index, rgb) in [0xF0_7A_13, 0x3C_C8_E9, 0x7F_7F_7F].enumerated() {
                let view = View(frame: Rect(x: Double(4 + 10 * index), y: Double(3 + 6 * index), width: 17, height: 11))
                view.backgroundColor = Color(rgb: UInt32(rgb))
                window.addSubview(view)
            }
            let imageView = ImageView(image: image)
            imageView.frame = Rect(x: 30, y: 20, width: 9, height: 7)
            window.addSubview(imageView)
            screen.render(into: target)
            pictures.append(target)
        }
        // The scene was drawn (a rectangle, the image), and the 565 picture is its truncation.
        #expect(pictures[0].pixel(x: 5, y: 4) & 0xFF_FFFF == 0xF0_7A13)
        #expect(pictures[0].pixel(x: 31, y: 22) & 0xFF_FFFF == UInt32(29) << 16 | UInt32(2 * 37) << 8 | 0x5B)
        let result = Self.difference(native: pictures[1], wide: pictures[0])
        #expect(result.steps == 0 && result.differing == 0)
    }

    @Test func blendedPaintStaysWithinTwoStepsOfTheTruncatedPicture() {
        var pixels = 0, differing = 0
        for seed in 1...40 as ClosedRange<UInt64> {
            var scene = IncrementalRenderPropertyTests.Scene(seed: seed)
            scene.build()
            for _ in 0..<5 { _ = scene.change() }
            scene.screen.render(into: scene.target)
            let result = Self.difference(native: Self.render565(scene), wide: scene.target)
            #expect(result.steps <= 2, "seed \(seed)")
            pixels += scene.target.width * scene.target.height
            differing += result.differing
        }
        // Blending happened (else this would prove nothing), and stayed the exception.
        #expect(differing > 0)
        #expect(differing * 20 <= pixels, "\(differing) of \(pixels) pixels differ")
    }
}
