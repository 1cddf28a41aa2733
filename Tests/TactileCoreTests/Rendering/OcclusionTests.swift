import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Which view compositing starts at for a damage rectangle: the frontmost one whose opaque
/// background covers it, and only one that really paints every pixel of it at full opacity.
@Suite struct OcclusionTests {
    let screen: Screen
    let window: Window
    let target: Bitmap
    /// An opaque panel at (10, 10), 50 × 40 points.
    let panel = View(frame: Rect(x: 10, y: 10, width: 50, height: 40))

    init() {
        (screen, window, target) = makeScreen(width: 100, height: 80)
        window.backgroundColor = .white
        panel.backgroundColor = .blue
        window.addSubview(panel)
    }

    func cover(_ rect: PixelRect) -> View? {
        screen.render(into: target)
        return screen.opaqueView(covering: rect)
    }

    @Test func anOpaquePanelCoversWhatLiesWithinIt() {
        #expect(cover(PixelRect(x: 20, y: 20, width: 10, height: 10)) === panel)
        #expect(cover(PixelRect(x: 10, y: 10, width: 50, height: 40)) === panel)
        // One pixel past its edge the window (opaque too) is the cover.
        #expect(cover(PixelRect(x: 9, y: 20, width: 10, height: 10)) === window)
    }

    @Test func theFrontmostCoverWinsAndTranslucentViewsInFrontDoNotCount() {
        let front = View(frame: Rect(x: 15, y: 15, width: 20, height: 20))
        front.backgroundColor = .red
        panel.addSubview(front)
        let glass = View(frame: Rect(x: 0, y: 0, width: 100, height: 80))
        glass.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 128)
        window.addSubview(glass)
        #expect(cover(PixelRect(x: 30, y: 30, width: 5, height: 5)) === front)
        #expect(cover(PixelRect(x: 12, y: 12, width: 5, height: 5)) === panel)
    }

    @Test func fractionalEdgesCoverOnlyTheirWholePixels() {
        panel.frame = Rect(x: 10.5, y: 10, width: 50, height: 40)
        // Pixel 10 is half covered (anti-aliased); 11 up to 60 are whole.
        #expect(cover(PixelRect(x: 10, y: 20, width: 5, height: 5)) === window)
        #expect(cover(PixelRect(x: 11, y: 20, width: 49, height: 5)) === panel)
        #expect(cover(PixelRect(x: 11, y: 20, width: 50, height: 5)) === window)
    }

    @Test(arguments: ["translucent", "rounded", "rotated", "hidden", "translucentParent", "clear"])
    func viewsThatDoNotPaintEveryPixelOpaquelyDoNotCover(_ what: String) {
        switch what {
        case "translucent": panel.alpha = 0.99
        case "rounded": panel.cornerRadius = 4
        case "rotated": panel.transform = AffineTransform(rotationAngle: 0.01)
        case "hidden": panel.isHidden = true
        case "clear": panel.backgroundColor = Color(red: 0, green: 0, blue: 255, alpha: 254)
        default:
            window.alpha = 0.5
            #expect(cover(PixelRect(x: 20, y: 20, width: 10, height: 10)) == nil)
            return
        }
        #expect(cover(PixelRect(x: 20, y: 20, width: 10, height: 10)) === window)
    }

    @Test func aClippingParentLimitsItsChildsCover() {
        let child = View(frame: Rect(x: -10, y: -10, width: 100, height: 100))
        child.backgroundColor = .green
        panel.addSubview(child)
        panel.clipsToBounds = true
        // The child reaches beyond the panel but paints only inside it.
        #expect(cover(PixelRect(x: 20, y: 20, width: 10, height: 10)) === child)
        #expect(cover(PixelRect(x: 5, y: 20, width: 10, height: 10)) === window)
    }

    @Test func aScaledScreenUsesPixels() {
        let (screen, window, target) = makeScreen(width: 50, height: 40, scale: 2)
        let view = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        view.backgroundColor = .red
        window.addSubview(view)
        screen.render(into: target)
        #expect(screen.opaqueView(covering: PixelRect(x: 10, y: 10, width: 20, height: 20)) === view)
        #expect(screen.opaqueView(covering: PixelRect(x: 10, y: 10, width: 21, height: 20)) == nil)
    }

    @Test func renderingWithAndWithoutSkippingGivesTheSamePixels() {
        let front = View(frame: Rect(x: 15, y: 15, width: 20, height: 20))
        front.backgroundColor = .red
        front.borderWidth = 2
        front.borderColor = .black
        panel.addSubview(front)
        panel.borderWidth = 3
        panel.borderColor = Color(red: 0, green: 255, blue: 0, alpha: 128)
        screen.render(into: target)
        let (plainScreen, plainWindow, plain) = makeScreen(width: 100, height: 80)
        plainScreen.skipsOccludedViews = false
        plainWindow.backgroundColor = .white
        let copy = View(frame: panel.frame)
        copy.backgroundColor = .blue
        copy.borderWidth = 3
        copy.borderColor = panel.borderColor
        let frontCopy = View(frame: front.frame)
        frontCopy.backgroundColor = .red
        frontCopy.borderWidth = 2
        frontCopy.borderColor = .black
        copy.addSubview(frontCopy)
        plainWindow.addSubview(copy)
        plainScreen.render(into: plain)
        // A change inside the front view repaints a rectangle it covers: the panel's border,
        // drawn above its subviews, must still be there where it overlaps.
        front.backgroundColor = Color(red: 255, green: 255, blue: 0)
        frontCopy.backgroundColor = Color(red: 255, green: 255, blue: 0)
        screen.render(into: target)
        plainScreen.render(into: plain)
        #expect(firstDifference(target, plain) == nil)
    }

    /// An image of `width` × `height` pixels, every pixel opaque unless `translucentPixel`.
    static func image(width: Int, height: Int, format: PixelFormat = .argb8888, translucentPixel: Bool = false) -> Bitmap {
        let image = Bitmap(width: width, height: height, format: format)
        for y in 0..<height {
            for x in 0..<width { image.setPixel(x: x, y: y, 0xFF00_0000 | UInt32(x * 40 & 0xFF) << 16 | UInt32(y * 30 & 0xFF)) }
        }
        if translucentPixel { image.setPixel(x: width / 2, y: height / 2, 0x8040_2010) }
        return image
    }

    @Test func anOpaqueImageFillingItsBoundsCovers() {
        // Upscaled (drawn where damaged), aspect-filled, and kept at its size: all cover.
        for (mode, size) in [(ContentMode.scaleToFill, 10), (.scaleAspectFill, 7), (.scaleToFill, 80)] {
            let wallpaper = ImageView(image: OcclusionTests.image(width: size, height: size / 2 + 1))
            wallpaper.contentMode = mode
            wallpaper.frame = Rect(x: 0, y: 0, width: 100, height: 80)
            window.insertSubview(wallpaper, at: 0)
            #expect(cover(PixelRect(x: 0, y: 0, width: 100, height: 80)) === wallpaper)
            #expect(cover(PixelRect(x: 20, y: 20, width: 10, height: 10)) === panel)
            wallpaper.removeFromSuperview()
        }
        let xrgb = ImageView(image: OcclusionTests.image(width: 20, height: 20, format: .xrgb8888))
        xrgb.frame = Rect(x: 0, y: 0, width: 100, height: 80)
        window.insertSubview(xrgb, at: 0)
        #expect(cover(PixelRect(x: 0, y: 0, width: 5, height: 5)) === xrgb)
    }

    @Test(arguments: ["translucent pixel", "aspect fit", "center", "fractional size", "no image", "presented larger"])
    func imagesThatDoNotPaintEveryPixelOpaquelyDoNotCover(_ what: String) {
        let image = ImageView(image: OcclusionTests.image(width: 20, height: 16, translucentPixel: what == "translucent pixel"))
        image.frame = Rect(x: 0, y: 0, width: 100, height: 80)
        switch what {
        case "aspect fit": image.contentMode = .scaleAspectFit
        case "center": image.contentMode = .center
        case "fractional size": image.frame = Rect(x: 0, y: 0, width: 99.5, height: 80)
        case "no image": image.image = nil
        case "presented larger":
            var p = image.presentation
            p.bounds.size = Size(width: 100, height: 90)
            image.setPresentation(p)
        default: break
        }
        window.insertSubview(image, at: 0)
        #expect(cover(PixelRect(x: 0, y: 0, width: 5, height: 5)) === window)
    }

    @Test func aSubclassDrawingSomethingElseDoesNotCover() {
        final class Overlay: ImageView {
            override func draw(_ rect: Rect, in context: Canvas) {
                context.fill(PixelRect(x: 0, y: 0, width: 4, height: 4), color: Color(red: 0, green: 0, blue: 0, alpha: 10))
            }
        }
        let overlay = Overlay(image: OcclusionTests.image(width: 20, height: 16))
        overlay.frame = Rect(x: 0, y: 0, width: 100, height: 80)
        window.insertSubview(overlay, at: 0)
        #expect(cover(PixelRect(x: 0, y: 0, width: 5, height: 5)) === window)
    }
}
