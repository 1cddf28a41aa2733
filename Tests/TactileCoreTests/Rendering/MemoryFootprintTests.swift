import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Bitmaps the compositor does without: an enlarged image kept at screen size, group-opacity
/// buffers the size of the screen. The pixels stay those the bitmaps would give.
@Suite struct MemoryFootprintTests {
    /// 20 × 10 premultiplied pixels: opaque colours, and a translucent column.
    func pattern() -> Bitmap {
        let image = Bitmap(width: 20, height: 10, format: .argb8888)
        for y in 0..<10 {
            for x in 0..<20 {
                let value = x == 7 ? 0x8040_2010 : 0xFF00_0000 | UInt32(x * 12) << 16 | UInt32(y * 25) << 8 | UInt32(255 - x * 12)
                image.setPixel(x: x, y: y, UInt32(value))
            }
        }
        return image
    }

    /// 20 × 10 opaque pixels (no alpha channel): a red and blue gradient.
    func opaquePattern() -> Bitmap {
        let image = Bitmap(width: 20, height: 10, format: .xrgb8888)
        for y in 0..<10 { for x in 0..<20 { image.setPixel(x: x, y: y, 0xFF00_0000 | UInt32(x * 12) << 16 | UInt32(y * 25)) } }
        return image
    }

    /// The window's white with the image drawn into a transparent bitmap of 280 × 140 pixels
    /// (what a contents bitmap holds) composited through `transform`.
    func reference(_ image: Bitmap, _ transform: AffineTransform) -> Bitmap {
        let expected = Bitmap(width: 300, height: 200, format: .xrgb8888)
        Canvas(expected).fill(expected.bounds, color: .white)
        let layer = Bitmap(width: 280, height: 140, format: .argb8888)
        Canvas(layer).drawImage(image, in: Rect(x: 0, y: 0, width: 280, height: 140))
        Canvas(expected).drawImage(layer, transform: transform)
        return expected
    }

    @Test func anEnlargedImageKeepsNoBitmapAndShowsTheSamePixels() {
        let (screen, window, target) = makeScreen(width: 300, height: 200)
        window.backgroundColor = .white
        let image = pattern()
        let view = ImageView(frame: Rect(x: 10, y: 20, width: 280, height: 140))
        view.image = image
        window.addSubview(view)
        screen.render(into: target)
        #expect(view.contents == nil)
        let atWholePixels = reference(image, AffineTransform(translationX: 10, y: 20))
        #expect(target.hasSamePixels(as: atWholePixels), "\(firstDifference(target, atWholePixels) ?? "")")

        // Half a pixel off: composited from a contents bitmap, as any view.
        view.frame.origin.x = 10.5
        screen.render(into: target)
        #expect(view.contents?.width == 280 && view.contents?.height == 140)
        let offset = reference(image, AffineTransform(translationX: 10.5, y: 20))
        #expect(target.hasSamePixels(as: offset), "\(firstDifference(target, offset) ?? "")")

        // Back at whole pixels the bitmap is freed.
        view.frame.origin.x = 10
        screen.render(into: target)
        #expect(view.contents == nil)
        #expect(target.hasSamePixels(as: atWholePixels), "\(firstDifference(target, atWholePixels) ?? "")")

        // A new translucent image is drawn where it shows.
        let other = Bitmap(width: 20, height: 10, format: .argb8888)
        Canvas(other).fill(other.bounds, color: Color(red: 0x33, green: 0x66, blue: 0x99, alpha: 200))
        view.image = other
        screen.render(into: target)
        let replaced = reference(other, AffineTransform(translationX: 10, y: 20))
        #expect(view.contents == nil)
        #expect(target.hasSamePixels(as: replaced), "\(firstDifference(target, replaced) ?? "")")
    }

    /// An opaque wallpaper: kept at its shown size without alpha (copied, not blended) while the
    /// budget has room; past the budget drawn where damaged, never whole every frame; kept again
    /// when it next draws and there is room.
    @Test func anEnlargedOpaqueImageIsKeptOpaqueWhileTheBudgetAllows() {
        let (screen, window, target) = makeScreen(width: 300, height: 200)
        window.backgroundColor = .white
        let image = opaquePattern()
        let view = ImageView(frame: Rect(x: 10, y: 20, width: 280, height: 140))
        view.image = image
        window.addSubview(view)
        screen.render(into: target)
        #expect(view.contents?.format == .xrgb8888 && view.contents?.width == 280 && view.contents?.height == 140)
        let expected = reference(image, AffineTransform(translationX: 10, y: 20))
        #expect(target.hasSamePixels(as: expected), "\(firstDifference(target, expected) ?? "")")

        // A budget below the bitmap: dropped after the frame, then drawn where damaged.
        screen.contentsCacheBudget = 1152 * 140 - 1  // rows of 280 pixels padded to 1152 bytes
        let dot = View(frame: Rect(x: 100, y: 100, width: 10, height: 10))
        dot.backgroundColor = Color(rgb: 0xFF_0000)
        window.addSubview(dot)
        screen.render(into: target)
        #expect(view.contents == nil)
        for step in 1...3 {
            dot.frame.origin.x = 100 + Double(step * 20)
            screen.render(into: target)
            #expect(view.contents == nil, "drawn again whole at frame \(step)")
        }
        let full = Bitmap(width: 300, height: 200, format: .xrgb8888)
        screen.renderAll(into: full)
        #expect(view.contents == nil)
        #expect(target.hasSamePixels(as: full), "\(firstDifference(target, full) ?? "")")

        // Room again: kept once it draws again.
        screen.contentsCacheBudget = 1152 * 140
        dot.frame.origin.x = 100
        screen.render(into: target)
        #expect(view.contents == nil)
        view.contentMode = .scaleAspectFill
        screen.render(into: target)
        #expect(view.contents?.format == .xrgb8888)
        screen.renderAll(into: full)
        #expect(target.hasSamePixels(as: full), "\(firstDifference(target, full) ?? "")")
    }

    /// An image view counting the draws into a bitmap of its own (its contents: rows of its 280
    /// pixels padded to 1152 bytes) apart from those straight onto the 300-pixel screen (1200).
    final class CountingImageView: ImageView {
        var wholeDraws = 0
        override func draw(_ rect: Rect, in context: Canvas) {
            if context.target.bytesPerRow == 1152 { wholeDraws += 1 }
            super.draw(rect, in: context)
        }
    }

    /// A dropped wallpaper in a container that moves every frame is drawn in place, never whole
    /// again while the budget has no room for it.
    @Test func aDroppedImageMovingWithItsContainerIsNotDrawnWholeEveryFrame() {
        let (screen, window, target) = makeScreen(width: 300, height: 200)
        window.backgroundColor = .white
        let image = opaquePattern()
        let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let view = CountingImageView(frame: Rect(x: 10, y: 20, width: 280, height: 140))
        view.image = image
        container.addSubview(view)
        window.addSubview(container)
        screen.contentsCacheBudget = 1152 * 140 - 1
        screen.render(into: target)
        #expect(view.contents == nil && view.wholeDraws == 1)
        for step in 1...5 {
            container.frame.origin.x = Double(step)
            screen.render(into: target)
            #expect(view.contents == nil, "frame \(step)")
        }
        #expect(view.wholeDraws == 1)
        let full = Bitmap(width: 300, height: 200, format: .xrgb8888)
        screen.renderAll(into: full)
        #expect(target.hasSamePixels(as: full), "\(firstDifference(target, full) ?? "")")
    }

    /// On a 16-bit panel opaque contents are kept in RGB565, half the bytes, and copied.
    @Test func opaqueContentsTakeThePanelsFormat() {
        let (screen, window, _) = makeScreen(width: 300, height: 200)
        let target = Bitmap(width: 300, height: 200, format: .rgb565)
        let card = Label(frame: Rect(x: 10, y: 10, width: 100, height: 40), font: .system(size: 13))
        card.text = "Opaque"
        card.isOpaque = true
        card.backgroundColor = Color(rgb: 0x20_4080)
        let glass = Label(frame: Rect(x: 10, y: 60, width: 100, height: 40), font: .system(size: 13))
        glass.text = "Clear"
        window.addSubview(card)
        window.addSubview(glass)
        screen.render(into: target)
        #expect(card.contents?.format == .rgb565)
        #expect(glass.contents?.format == .argb8888)
        let full = Bitmap(width: 300, height: 200, format: .rgb565)
        screen.renderAll(into: full)
        #expect(target.hasSamePixels(as: full))
        // A translucent background makes the contents translucent again.
        card.backgroundColor = Color(red: 0x20, green: 0x40, blue: 0x80, alpha: 128)
        screen.render(into: target)
        #expect(card.contents?.format == .argb8888)
    }

    @Test func imagesShownAtTheirSizeKeepTheirBitmap() {
        let (screen, window, target) = makeScreen(width: 300, height: 200)
        let view = ImageView(image: Bitmap(width: 200, height: 100, format: .argb8888))
        window.addSubview(view)
        screen.render(into: target)
        #expect(view.contents?.width == 200 && view.contents?.height == 100)
    }

    @Test func groupOpacityBuffersHoldOnlyTheDamagedPartOfTheGroupAndAreReused() {
        let (screen, window, target) = makeScreen(width: 400, height: 300)
        window.backgroundColor = .white
        let panel = View(frame: Rect(x: 100, y: 100, width: 200, height: 100))
        panel.backgroundColor = Color(rgb: 0x00FF_00)
        panel.alpha = 0.5
        let dot = View(frame: Rect(x: 150, y: 10, width: 10, height: 10))
        dot.backgroundColor = .red
        panel.addSubview(dot)
        window.addSubview(panel)
        screen.render(into: target)
        let whole = screen.groupBufferBytes
        #expect(whole == 100 * 832)  // 200 pixels: 800 bytes padded to 832
        // The dot changes: its 10 × 10 pixels are damaged, at x 150 to 160 of the panel, so the
        // buffer needs rows of 160 pixels, 10 of them; the one it has is reused.
        dot.backgroundColor = .blue
        #expect(screen.render(into: target) == [PixelRect(x: 250, y: 110, width: 10, height: 10)])
        #expect(screen.groupBufferBytes == whole)
        screen.releaseGroupBuffers()
        dot.backgroundColor = .red
        screen.render(into: target)
        #expect(screen.groupBufferBytes == 10 * 640)
        // The same pixels as a full redraw.
        let incremental = Bitmap(width: 400, height: 300, format: .xrgb8888)
        Canvas(incremental).drawImage(target, x: 0, y: 0)
        screen.renderAll(into: target)
        #expect(incremental.hasSamePixels(as: target), "\(firstDifference(incremental, target) ?? "")")
    }

    @Test func groupOpacityBuffersHoldOnlyTheRowsFlattened() {
        let (screen, window, target) = makeScreen(width: 400, height: 300)
        window.backgroundColor = .white
        let toast = View(frame: Rect(x: 50, y: 250, width: 300, height: 40))
        toast.backgroundColor = Color(rgb: 0x0000_FF)
        toast.alpha = 0.5
        let badge = View(frame: Rect(x: 10, y: 10, width: 50, height: 20))
        badge.backgroundColor = .red
        toast.addSubview(badge)
        window.addSubview(toast)
        screen.render(into: target)
        // One buffer of the toast's 300 × 40 pixels (rows of 1200 bytes padded to 1216), not of
        // the screen's 400 × 300.
        #expect(screen.groupBufferBytes == 40 * 1216)
        let expected = Bitmap(width: 400, height: 300, format: .xrgb8888)
        Canvas(expected).fill(expected.bounds, color: .white)
        let layer = Bitmap(width: 300, height: 40, format: .argb8888)
        Canvas(layer).fill(layer.bounds, color: Color(rgb: 0x0000_FF))
        Canvas(layer).fill(PixelRect(x: 10, y: 10, width: 50, height: 20), color: .red)
        Canvas(expected).drawImage(layer, x: 50, y: 250, alpha: 128)
        #expect(target.hasSamePixels(as: expected), "\(firstDifference(target, expected) ?? "")")
    }
}
