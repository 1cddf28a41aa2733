import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// A framebuffer drawn in bands (no whole back buffer; scrolled pixels moved in the panel's
/// memory) shows, frame after frame, exactly what one drawn through a whole back buffer shows.
@Suite struct BandedRenderingTests {
    /// One way of driving a panel in memory: its display, a screen of the display's size with a
    /// scrolling list under a translucent title bar, a moving translucent badge and a rounded
    /// card, and the panel's bytes.
    final class Panel {
        let memory: UnsafeMutableRawPointer
        let mode: FramebufferMode
        let display: FramebufferDisplay
        let screen: Screen
        let scroll: ScrollView
        let badge: View
        let card: View

        init(bitsPerPixel: Int, rotation: DisplayRotation, dithering: Bool, bands: Bool) throws {
            // 100 × 90 picture: the panel is 90 × 100 when turned a quarter.
            let (width, height) = rotation.swapsAxes ? (90, 100) : (100, 90)
            mode =
                bitsPerPixel == 16
                ? FramebufferMode(
                    width: width, height: height, bitsPerPixel: 16, red: .init(offset: 11, length: 5),
                    green: .init(offset: 5, length: 6), blue: .init(offset: 0, length: 5),
                    bytesPerLine: width * 2 + 6)
                : FramebufferMode(
                    width: width, height: height, bitsPerPixel: 32, red: .init(offset: 16, length: 8),
                    green: .init(offset: 8, length: 8), blue: .init(offset: 0, length: 8),
                    bytesPerLine: width * 4 + 12)
            memory = .allocate(byteCount: mode.memoryLength, alignment: 64)
            memory.initializeMemory(as: UInt8.self, repeating: 0x5A, count: mode.memoryLength)
            display = try FramebufferDisplay(
                memory: memory, mode: mode, rotation: rotation, dithering: dithering,
                drawsInBands: bands)
            screen = Screen(width: Double(display.width), height: Double(display.height), animator: Animator())
            let window = Window(screen: screen)
            window.makeKeyAndVisible()
            window.backgroundColor = Color(rgb: 0x10_2030)
            scroll = ScrollView(frame: Rect(x: 8, y: 14, width: 70, height: 60))
            scroll.backgroundColor = .white
            scroll.contentSize = Size(width: 70, height: 400)
            for index in 0..<20 {
                let stripe = View(frame: Rect(x: 5, y: Double(index) * 20 + 2, width: 58, height: 16))
                stripe.backgroundColor = Color(red: UInt8(index * 12), green: 100, blue: UInt8(255 - index * 12))
                stripe.cornerRadius = 3
                scroll.addSubview(stripe)
            }
            window.addSubview(scroll)
            let titleBar = View(frame: Rect(x: 0, y: 10, width: Double(display.width), height: 12))
            titleBar.backgroundColor = Color(red: 240, green: 240, blue: 250, alpha: 200)
            window.addSubview(titleBar)
            card = View(frame: Rect(x: 60, y: 50, width: 30, height: 24))
            card.backgroundColor = Color(red: 250, green: 200, blue: 40)
            card.cornerRadius = 6
            card.borderWidth = 1.5
            card.borderColor = .black
            window.addSubview(card)
            badge = View(frame: Rect(x: 20, y: 60, width: 10, height: 10))
            badge.backgroundColor = Color(red: 255, green: 0, blue: 0, alpha: 160)
            badge.cornerRadius = 5
            window.addSubview(badge)
        }

        deinit { memory.deallocate() }

        /// One frame, through bands or through the whole back buffer as the display draws.
        func frame() {
            if display.drawsInBands {
                screen.render(inBandsOf: display)
            } else {
                display.present(damage: screen.render(into: display.backBuffer))
            }
        }

        /// How many bytes of the two panels' memory differ.
        func differingBytes(from other: Panel) -> Int {
            let mine = UnsafeRawBufferPointer(start: memory, count: mode.memoryLength)
            let theirs = UnsafeRawBufferPointer(start: other.memory, count: other.mode.memoryLength)
            return zip(mine, theirs).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        }
        var paintedPixels: Int { screen.lastPainted.reduce(0) { $0 + $1.width * $1.height } }
    }

    /// Scrolls (the blit), a badge moving, a card changing colour and fading: each frame the two
    /// panels hold the same bytes.
    @Test(arguments: DisplayRotation.allCases, [(32, false), (16, false), (16, true)])
    func bandsShowWhatAWholeBackBufferShows(rotation: DisplayRotation, panel: (bits: Int, dithering: Bool)) throws {
        let whole = try Panel(bitsPerPixel: panel.bits, rotation: rotation, dithering: panel.dithering, bands: false)
        let banded = try Panel(bitsPerPixel: panel.bits, rotation: rotation, dithering: panel.dithering, bands: true)
        #expect(!whole.display.drawsInBands && banded.display.drawsInBands)
        // A quarter of the picture: 90 rows in bands of 23 (100 in bands of 25 turned).
        #expect(banded.display.bandRows == (banded.display.height + 3) / 4)
        #expect(banded.display.canMovePixels == !panel.dithering)
        whole.frame()
        banded.frame()
        #expect(whole.differingBytes(from: banded) == 0, "first frame")
        let offsets: [Double] = [7, 19, 30, 12, 0, 3, 45, 44]
        for (step, offset) in offsets.enumerated() {
            for p in [whole, banded] {
                p.scroll.contentOffset = Point(x: 0, y: offset)
                if step % 2 == 1 { p.badge.center = Point(x: 20 + Double(step * 7), y: 30 + Double(step * 5)) }
                if step == 3 { p.card.backgroundColor = Color(red: 40, green: 200, blue: 250) }
                if step == 5 { p.card.alpha = 0.6 }
                p.frame()
            }
            #expect(whole.differingBytes(from: banded) == 0, "frame \(step): scrolled to \(offset)")
        }
        // A pure scroll moves pixels in the panel's memory and paints only the strip (and what
        // lies under the title bar); dithered panels paint the list again.
        for p in [whole, banded] {
            p.scroll.contentOffset = Point(x: 0, y: 50)
            p.frame()
        }
        #expect(whole.differingBytes(from: banded) == 0, "a pure scroll")
        let listPixels = 70 * 60
        if panel.dithering {
            #expect(banded.paintedPixels >= listPixels)
        } else {
            #expect(banded.paintedPixels < listPixels / 2, "painted \(banded.paintedPixels)")
        }
    }

    /// A frame over every band waits for the vertical blank once, before its first write (the
    /// scroll blit's move, else its first band), as a frame through a whole back buffer does
    /// (waiting per band made a frame last eight blanks).
    @Test func aFrameWaitsForTheVerticalBlankOnceBeforeItsFirstWrite() throws {
        let mode = FramebufferMode(
            width: 64, height: 48, bitsPerPixel: 32, red: .init(offset: 16, length: 8),
            green: .init(offset: 8, length: 8), blue: .init(offset: 0, length: 8))
        let memory = UnsafeMutableRawPointer.allocate(byteCount: mode.memoryLength, alignment: 64)
        defer { memory.deallocate() }
        // The panel pixel at (20, 20), inside the list, as each wait begins.
        let watched = 20 * mode.bytesPerLine + 20 * 4
        var seenAtWaits: [UInt32] = []
        let driver = FramebufferDisplay.Driver(
            pan: { _ in false },
            waitForVerticalSync: {
                seenAtWaits.append(memory.load(fromByteOffset: watched, as: UInt32.self))
                return true
            })
        let display = try FramebufferDisplay(memory: memory, mode: mode, driver: driver, drawsInBands: true)
        #expect(display.waitsForVerticalSync && display.drawsInBands)
        seenAtWaits.removeAll()
        let screen = Screen(width: 64, height: 48, animator: Animator())
        let window = Window(screen: screen)
        window.makeKeyAndVisible()
        window.backgroundColor = .white
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 64, height: 48))
        list.backgroundColor = .white
        list.contentSize = Size(width: 64, height: 200)
        for index in 0..<20 {
            let row = View(frame: Rect(x: 0, y: Double(index * 10), width: 64, height: 10))
            row.backgroundColor = Color(red: UInt8(index * 12), green: 80, blue: 200)
            list.addSubview(row)
        }
        window.addSubview(list)
        screen.render(inBandsOf: display)
        #expect(seenAtWaits.count == 1)
        let before = memory.load(fromByteOffset: watched, as: UInt32.self)
        list.contentOffset = Point(x: 0, y: 10)
        screen.render(inBandsOf: display)
        // One wait, and the pixels had not moved yet when it began.
        #expect(seenAtWaits.count == 2)
        #expect(seenAtWaits.last == before)
        #expect(memory.load(fromByteOffset: watched, as: UInt32.self) != before)
        #expect(screen.lastPainted.reduce(0) { $0 + $1.width * $1.height } < 64 * 48 / 2)
    }

    /// The runtime's framebuffer keeps a quarter of the picture in memory, and a double-buffered
    /// one, whose hidden page is two frames old, a whole back buffer.
    @Test func onlyASingleBufferedPanelDrawsInBands() throws {
        let mode = FramebufferMode(
            width: 64, height: 48, virtualHeight: 96, bitsPerPixel: 32,
            red: .init(offset: 16, length: 8), green: .init(offset: 8, length: 8),
            blue: .init(offset: 0, length: 8), yPanStep: 1)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: mode.memoryLength, alignment: 64)
        defer { memory.deallocate() }
        let panning = FramebufferDisplay.Driver(pan: { _ in true }, waitForVerticalSync: { false })
        let double = try FramebufferDisplay(memory: memory, mode: mode, driver: panning, drawsInBands: true)
        #expect(double.buffering == .doubleByPanning && !double.drawsInBands && double.bandRows == 48)
        let single = try FramebufferDisplay(memory: memory, mode: mode, allowsPanning: false, drawsInBands: true)
        #expect(single.buffering == .single && single.drawsInBands && single.bandRows == 12)
        #expect(single.beginBand(startingAt: 12).bounds == PixelRect(x: 0, y: 0, width: 64, height: 48))
        #expect(single.currentBand == PixelRect(x: 0, y: 12, width: 64, height: 12))
        #expect(single.setRotation(.clockwise90))
        #expect(single.drawsInBands && single.width == 48 && single.bandRows * 48 <= 12 * 64)
    }
}
