import TactileRaster
import Testing

@testable import TactilePlatform

/// FramebufferDisplay over plain memory: formats, padding, damage, rotation, page flipping.
@Suite struct FramebufferDisplayTests {
    /// Fills the back buffer with seeded random pixels (random top bytes too: they must not leak).
    static func scribble(_ bitmap: Bitmap, seed: UInt64, in rect: PixelRect? = nil) {
        var random = TestRandom(seed: seed)
        let area = rect ?? bitmap.bounds
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { bitmap.row32(y)[x] = random.next32() }
        }
    }

    /// Checks every device pixel of `page` shows the back buffer (no rotation) and that row
    /// padding still holds the sentinel.
    static func expectShowsBackBuffer(
        _ fake: FakeFramebuffer, _ display: FramebufferDisplay, page: Int = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var mismatches = 0
        for y in 0..<fake.mode.height {
            for x in 0..<fake.mode.width
            where fake.bytes(x: x, y: y, page: page)
                != fake.expectedBytes(display.backBuffer.row32(y)[x])
            {
                mismatches += 1
            }
        }
        #expect(mismatches == 0, sourceLocation: sourceLocation)
    }

    struct Format: CustomStringConvertible, Sendable {
        let name: String
        let bits: Int
        let red: (Int, Int), green: (Int, Int), blue: (Int, Int), alpha: (Int, Int)
        var description: String { name }
    }

    static let formats: [Format] = [
        Format(name: "XRGB8888", bits: 32, red: (16, 8), green: (8, 8), blue: (0, 8), alpha: (0, 0)),
        Format(name: "ARGB8888", bits: 32, red: (16, 8), green: (8, 8), blue: (0, 8), alpha: (24, 8)),
        Format(name: "XBGR8888", bits: 32, red: (0, 8), green: (8, 8), blue: (16, 8), alpha: (0, 0)),
        Format(name: "RGBX8888", bits: 32, red: (24, 8), green: (16, 8), blue: (8, 8), alpha: (0, 0)),
        Format(name: "BGRA8888", bits: 32, red: (8, 8), green: (16, 8), blue: (24, 8), alpha: (0, 8)),
        Format(name: "RGB565", bits: 16, red: (11, 5), green: (5, 6), blue: (0, 5), alpha: (0, 0)),
        Format(name: "BGR565", bits: 16, red: (0, 5), green: (5, 6), blue: (11, 5), alpha: (0, 0)),
        Format(name: "XRGB1555", bits: 16, red: (10, 5), green: (5, 5), blue: (0, 5), alpha: (0, 0)),
        Format(name: "ARGB4444", bits: 16, red: (8, 4), green: (4, 4), blue: (0, 4), alpha: (12, 4)),
        Format(name: "RGB888", bits: 24, red: (16, 8), green: (8, 8), blue: (0, 8), alpha: (0, 0)),
        Format(name: "BGR888", bits: 24, red: (0, 8), green: (8, 8), blue: (16, 8), alpha: (0, 0))
    ]

    static func mode(
        _ format: Format, width: Int = 37, height: Int = 23, padding: Int = 12,
        pages: Int = 1, panStep: Int = 0
    ) -> FramebufferMode {
        .make(
            width: width, height: height, bitsPerPixel: format.bits, red: format.red, green: format.green,
            blue: format.blue, alpha: format.alpha, padding: padding, pages: pages, panStep: panStep)
    }

    @Test(arguments: formats)
    func everyLayoutConvertsEveryPixel(format: Format) throws {
        let fake = FakeFramebuffer(mode: Self.mode(format))
        let display = try FramebufferDisplay(memory: fake.memory, mode: fake.mode, driver: fake.driver, backBufferFormat: .xrgb8888)
        #expect(display.layout.name == format.name)
        #expect(display.width == 37 && display.height == 23)
        #expect(display.pixelFormat == .xrgb8888)
        Self.scribble(display.backBuffer, seed: 1)
        display.presentAll()
        Self.expectShowsBackBuffer(fake, display)
        // Row padding is never written.
        let rowBytes = 37 * format.bits / 8
        var paddingTouched = 0
        for y in 0..<23 {
            for offset in rowBytes..<fake.mode.bytesPerLine
            where fake.memory.load(fromByteOffset: y * fake.mode.bytesPerLine + offset, as: UInt8.self) != FakeFramebuffer.sentinel {
                paddingTouched += 1
            }
        }
        #expect(paddingTouched == 0)
    }

    @Test(arguments: formats)
    func presentWritesOnlyTheDamage(format: Format) throws {
        let fake = FakeFramebuffer(mode: Self.mode(format))
        let display = try FramebufferDisplay(memory: fake.memory, mode: fake.mode, driver: fake.driver, backBufferFormat: .xrgb8888)
        Self.scribble(display.backBuffer, seed: 2)
        display.presentAll()
        fake.fill(with: FakeFramebuffer.sentinel)
        let damage = [
            PixelRect(x: 3, y: 4, width: 10, height: 6), PixelRect(x: 8, y: 7, width: 40, height: 3),
            PixelRect(x: -5, y: 20, width: 8, height: 10)
        ]
        for rect in damage { Self.scribble(display.backBuffer, seed: 3, in: rect.intersection(display.bounds)) }
        display.present(damage: damage)
        var wrong = 0
        for y in 0..<23 {
            for x in 0..<37 {
                let damaged = damage.contains { $0.contains(x: x, y: y) }
                let expected =
                    damaged
                    ? fake.expectedBytes(display.backBuffer.row32(y)[x])
                    : Array(repeating: FakeFramebuffer.sentinel, count: fake.bytesPerPixel)
                if fake.bytes(x: x, y: y) != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test func firstPresentWritesTheWholeScreenWhateverTheDamage() throws {
        let fake = FakeFramebuffer(mode: Self.mode(Self.formats[0]))
        let display = try FramebufferDisplay(memory: fake.memory, mode: fake.mode, driver: fake.driver, backBufferFormat: .xrgb8888)
        Self.scribble(display.backBuffer, seed: 4)
        display.present(damage: [PixelRect(x: 0, y: 0, width: 1, height: 1)])
        Self.expectShowsBackBuffer(fake, display)
    }

    /// The picture pixel a device pixel shows, worked out per rotation: turning the picture
    /// clockwise by 90° puts its left column on the device's top row, read bottom to top.
    static func source(
        deviceX x: Int, deviceY y: Int, deviceWidth w: Int, deviceHeight h: Int,
        rotation: DisplayRotation
    ) -> (x: Int, y: Int) {
        switch rotation {
        case .none: return (x, y)
        case .clockwise90: return (y, w - 1 - x)
        case .upsideDown: return (w - 1 - x, h - 1 - y)
        case .clockwise270: return (h - 1 - y, x)
        }
    }

    /// How many device pixels of `fake` do not hold `expected(picture x, picture y)`: each is
    /// checked against the picture pixel the rotation shows there.
    static func wrongPixels(
        _ fake: FakeFramebuffer, rotation: DisplayRotation,
        expected: (_ x: Int, _ y: Int) -> [UInt8]
    ) -> Int {
        var wrong = 0
        for y in 0..<fake.mode.height {
            for x in 0..<fake.mode.width {
                let s = source(
                    deviceX: x, deviceY: y, deviceWidth: fake.mode.width, deviceHeight: fake.mode.height,
                    rotation: rotation)
                if fake.bytes(x: x, y: y) != expected(s.x, s.y) { wrong += 1 }
            }
        }
        return wrong
    }

    // XRGB8888 and ARGB8888 panels turned a quarter take the tiled, vector path (QuarterTurn):
    // 29 × 17 holds whole 16 × 16 tiles and edges.
    @Test(arguments: DisplayRotation.allCases, [0, 1, 5])
    func rotationMapsEveryPixel(rotation: DisplayRotation, formatIndex: Int) throws {
        let fake = FakeFramebuffer(mode: Self.mode(Self.formats[formatIndex], width: 29, height: 17))
        let display = try FramebufferDisplay(
            memory: fake.memory, mode: fake.mode, rotation: rotation,
            driver: fake.driver, backBufferFormat: .xrgb8888)
        #expect(display.width == (rotation.swapsAxes ? 17 : 29))
        #expect(display.height == (rotation.swapsAxes ? 29 : 17))
        Self.scribble(display.backBuffer, seed: 5)
        display.presentAll()
        #expect(Self.wrongPixels(fake, rotation: rotation) { fake.expectedBytes(display.backBuffer.row32($1)[$0]) } == 0)
    }

    @Test func rotatedCornersLandWhereAPanelTurnedClockwiseShowsThem() throws {
        // A 4×2 panel; the picture is 2×4 when turned by 90°.
        let fake = FakeFramebuffer(mode: Self.mode(Self.formats[0], width: 4, height: 2, padding: 0))
        let display = try FramebufferDisplay(
            memory: fake.memory, mode: fake.mode, rotation: .clockwise90,
            driver: fake.driver, backBufferFormat: .xrgb8888)
        let picture = display.backBuffer
        picture.row32(0)[0] = 0x11  // top left
        picture.row32(0)[1] = 0x22  // top right
        picture.row32(3)[0] = 0x33  // bottom left
        picture.row32(3)[1] = 0x44  // bottom right
        display.presentAll()
        // Turned clockwise: top left → top right, top right → bottom right, bottom left → top left.
        #expect(fake.bytes(x: 3, y: 0) == [0x11, 0, 0, 0])
        #expect(fake.bytes(x: 3, y: 1) == [0x22, 0, 0, 0])
        #expect(fake.bytes(x: 0, y: 0) == [0x33, 0, 0, 0])
        #expect(fake.bytes(x: 0, y: 1) == [0x44, 0, 0, 0])
    }

    @Test(arguments: DisplayRotation.allCases, [0, 5])
    func rotatedDamageWritesOnlyItsImage(rotation: DisplayRotation, formatIndex: Int) throws {
        // Wider than the 32-column chunks rotated copies work in, and holding whole 16 × 16 tiles
        // of the tiled path, at odd offsets.
        let fake = FakeFramebuffer(mode: Self.mode(Self.formats[formatIndex], width: 71, height: 45))
        let display = try FramebufferDisplay(
            memory: fake.memory, mode: fake.mode, rotation: rotation,
            driver: fake.driver, backBufferFormat: .xrgb8888)
        Self.scribble(display.backBuffer, seed: 6)
        display.presentAll()
        fake.fill(with: FakeFramebuffer.sentinel)
        let rect = PixelRect(x: 2, y: 5, width: 40, height: 37)
        Self.scribble(display.backBuffer, seed: 7, in: rect)
        display.present(damage: [rect])
        let untouched = [UInt8](repeating: FakeFramebuffer.sentinel, count: Self.formats[formatIndex].bits / 8)
        let wrong = Self.wrongPixels(fake, rotation: rotation) { x, y in
            rect.contains(x: x, y: y) ? fake.expectedBytes(display.backBuffer.row32(y)[x]) : untouched
        }
        #expect(wrong == 0)
    }

    @Test func twoPagesFlipAndTheShownPageIsAlwaysComplete() throws {
        let fake = FakeFramebuffer(mode: Self.mode(Self.formats[0], width: 40, height: 30, pages: 2, panStep: 1))
        let display = try FramebufferDisplay(memory: fake.memory, mode: fake.mode, driver: fake.driver, backBufferFormat: .xrgb8888)
        #expect(display.buffering == .doubleByPanning)
        #expect(fake.pans == [0])  // the probe, at the visible page
        #expect(display.modeDescription.contains("double-buffered by panning"))
        Self.scribble(display.backBuffer, seed: 8)
        display.presentAll()
        #expect(fake.pans == [0, 30])
        #expect(display.visiblePage == 1)
        Self.expectShowsBackBuffer(fake, display, page: 1)
        var random = TestRandom(seed: 9)
        var previous: [PixelRect] = [display.bounds]
        for frame in 0..<8 {
            let damage = (0..<random.next(in: 1..<4)).map { _ in
                PixelRect(
                    x: random.next(in: 0..<35), y: random.next(in: 0..<25),
                    width: random.next(in: 1..<12), height: random.next(in: 1..<12))
            }
            for rect in damage { Self.scribble(display.backBuffer, seed: UInt64(100 + frame), in: rect.intersection(display.bounds)) }
            // Mark a pixel of the hidden page outside this and last frame's damage: a present that
            // copies only damage leaves it alone.
            let hidden = 1 - display.visiblePage
            var marker: (Int, Int)?
            search: for y in 0..<30 {
                for x in 0..<40 where !(damage + previous).contains(where: { $0.contains(x: x, y: y) }) {
                    marker = (x, y)
                    break search
                }
            }
            if let (x, y) = marker { fake.write(bytes: [1, 2, 3, 4], x: x, y: y, page: hidden) }
            display.present(damage: damage)
            #expect(display.visiblePage == hidden)
            #expect(fake.pans.last == hidden * 30)
            if let (x, y) = marker {
                #expect(fake.bytes(x: x, y: y, page: hidden) == [1, 2, 3, 4])
                fake.write(bytes: fake.expectedBytes(display.backBuffer.row32(y)[x]), x: x, y: y, page: hidden)
            }
            Self.expectShowsBackBuffer(fake, display, page: hidden)
            previous = damage
        }
    }

    @Test func emptyDamageNeitherCopiesNorFlips() throws {
        let fake = FakeFramebuffer(mode: Self.mode(Self.formats[0], width: 8, height: 8, pages: 2, panStep: 1))
        let display = try FramebufferDisplay(memory: fake.memory, mode: fake.mode, driver: fake.driver, backBufferFormat: .xrgb8888)
        display.presentAll()
        let pans = fake.pans
        display.present(damage: [])
        display.present(damage: [PixelRect(x: 50, y: 50, width: 3, height: 3)])
        #expect(fake.pans == pans)
    }

    @Test func panningNeedsTwoPagesAStepAndADriverThatPans() throws {
        let tall = Self.mode(Self.formats[0], width: 8, height: 8, pages: 2, panStep: 1)
        let fake = FakeFramebuffer(mode: tall)
        fake.panWorks = false
        #expect(try FramebufferDisplay(memory: fake.memory, mode: tall, driver: fake.driver, backBufferFormat: .xrgb8888).buffering == .single)
        let noStep = Self.mode(Self.formats[0], width: 8, height: 8, pages: 2, panStep: 0)
        let fake2 = FakeFramebuffer(mode: noStep)
        #expect(try FramebufferDisplay(memory: fake2.memory, mode: noStep, driver: fake2.driver).buffering == .single)
        #expect(fake2.pans.isEmpty)
        let refused = FakeFramebuffer(mode: tall)
        #expect(
            try FramebufferDisplay(
                memory: refused.memory, mode: tall, driver: refused.driver,
                allowsPanning: false
            ).buffering == .single)
        #expect(refused.pans.isEmpty)
        let short = Self.mode(Self.formats[0], width: 8, height: 8, pages: 1, panStep: 1)
        let fake3 = FakeFramebuffer(mode: short)
        #expect(try FramebufferDisplay(memory: fake3.memory, mode: short, driver: fake3.driver).buffering == .single)
        #expect(fake3.pans.isEmpty)
    }

    @Test func failingPanFallsBackToTheVisiblePage() throws {
        let fake = FakeFramebuffer(mode: Self.mode(Self.formats[0], width: 16, height: 8, pages: 2, panStep: 1))
        let display = try FramebufferDisplay(memory: fake.memory, mode: fake.mode, driver: fake.driver, backBufferFormat: .xrgb8888)
        Self.scribble(display.backBuffer, seed: 10)
        display.presentAll()
        #expect(display.visiblePage == 1)
        fake.panWorks = false
        Self.scribble(display.backBuffer, seed: 11, in: PixelRect(x: 0, y: 0, width: 4, height: 4))
        display.present(damage: [PixelRect(x: 0, y: 0, width: 4, height: 4)])
        #expect(display.buffering == .single)
        #expect(display.visiblePage == 1)
        Self.expectShowsBackBuffer(fake, display, page: 1)
        // Later frames go to the page on screen.
        Self.scribble(display.backBuffer, seed: 12, in: PixelRect(x: 5, y: 5, width: 4, height: 2))
        display.present(damage: [PixelRect(x: 5, y: 5, width: 4, height: 2)])
        Self.expectShowsBackBuffer(fake, display, page: 1)
    }

    @Test func verticalSyncFollowsThePanWhenTheDriverHasIt() throws {
        let fake = FakeFramebuffer(mode: Self.mode(Self.formats[0], width: 8, height: 8, pages: 2, panStep: 8))
        fake.vsyncWorks = true
        let display = try FramebufferDisplay(memory: fake.memory, mode: fake.mode, driver: fake.driver, backBufferFormat: .xrgb8888)
        #expect(display.waitsForVerticalSync)
        fake.calls.removeAll()
        display.presentAll()
        display.presentAll()
        #expect(fake.calls == ["pan 8", "vsync", "pan 0", "vsync"])
    }

    @Test func withoutVerticalSyncNoWaitIsTriedAgain() throws {
        let fake = FakeFramebuffer(mode: Self.mode(Self.formats[0], width: 8, height: 8))
        let display = try FramebufferDisplay(memory: fake.memory, mode: fake.mode, driver: fake.driver, backBufferFormat: .xrgb8888)
        #expect(!display.waitsForVerticalSync)
        #expect(display.buffering == .single)
        display.presentAll()
        display.presentAll()
        #expect(fake.vsyncWaits == 1)  // the probe only
        #expect(display.modeDescription.contains("single-buffered"))
        #expect(display.modeDescription.contains("no vsync"))
    }

    @Test func singleBufferingWritesAtTheVisibleOffset() throws {
        // The device shows the second half of a virtual screen it cannot pan.
        var mode = Self.mode(Self.formats[0], width: 6, height: 4, padding: 0, pages: 2)
        mode.yOffset = 4
        let fake = FakeFramebuffer(mode: mode)
        let display = try FramebufferDisplay(memory: fake.memory, mode: mode, driver: fake.driver, backBufferFormat: .xrgb8888)
        Self.scribble(display.backBuffer, seed: 13)
        display.presentAll()
        Self.expectShowsBackBuffer(fake, display, page: 1)
        #expect(fake.bytes(x: 0, y: 0, page: 0) == [0xA5, 0xA5, 0xA5, 0xA5])
    }
}

/// Dithered RGB565: the panel shows what Raster's dithered conversion of the (rotated) picture
/// gives at the same panel positions.
@Suite struct FramebufferDitheringTests {
    @Test(arguments: DisplayRotation.allCases)
    func ditheringFollowsPanelPositions(rotation: DisplayRotation) throws {
        let mode = FramebufferDisplayTests.mode(FramebufferDisplayTests.formats[5], width: 45, height: 38)
        let fake = FakeFramebuffer(mode: mode)
        let display = try FramebufferDisplay(
            memory: fake.memory, mode: mode, rotation: rotation,
            driver: fake.driver, dithering: true)
        #expect(display.dithering)
        #expect(display.modeDescription.hasSuffix("dithered"))
        FramebufferDisplayTests.scribble(display.backBuffer, seed: 31)
        display.presentAll()
        // The picture turned onto the panel, then converted by Raster in one go.
        let turned = Bitmap(width: 45, height: 38, format: .xrgb8888)
        for y in 0..<38 {
            for x in 0..<45 {
                let s = FramebufferDisplayTests.source(
                    deviceX: x, deviceY: y, deviceWidth: 45, deviceHeight: 38,
                    rotation: rotation)
                turned.row32(y)[x] = display.backBuffer.row32(s.y)[s.x]
            }
        }
        let expected = Bitmap(width: 45, height: 38, format: .rgb565)
        Canvas(expected).convert(turned, dithering: true)
        var wrong = 0, differsFromTruncation = 0
        for y in 0..<38 {
            for x in 0..<45 {
                let value = expected.row16(y)[x]
                if fake.bytes(x: x, y: y) != [UInt8(value & 0xFF), UInt8(value >> 8)] { wrong += 1 }
                if value != PixelMath.pack565(turned.row32(y)[x]) { differsFromTruncation += 1 }
            }
        }
        #expect(wrong == 0)
        #expect(differsFromTruncation > 0)  // dithering did something
    }

    @Test func ditheringAppliesToRGB565Only() throws {
        let mode = FramebufferDisplayTests.mode(FramebufferDisplayTests.formats[0])
        let fake = FakeFramebuffer(mode: mode)
        let display = try FramebufferDisplay(memory: fake.memory, mode: mode, driver: fake.driver, dithering: true)
        #expect(!display.dithering)
    }
}
