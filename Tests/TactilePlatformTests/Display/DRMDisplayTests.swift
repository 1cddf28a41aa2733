import TactileRaster
import Testing

@testable import TactilePlatform

/// DRMDisplay against a fake device (`FakeDRMCard`): the output and mode chosen, every flip to a
/// complete picture without writing a buffer on screen, damage clips, the fallbacks, an output
/// that goes and comes back, terminal switches and the panel orientation.
@Suite struct DRMDisplayTests {
    static let small = DRMMode(width: 16, height: 8, refreshMillihertz: 60_000, isPreferred: true)
    static let smaller = DRMMode(width: 8, height: 4, refreshMillihertz: 59_940)
    static let faster = DRMMode(width: 8, height: 4, refreshMillihertz: 75_000)

    static func card(rotation panel: DisplayRotation = .none) -> FakeDRMCard {
        FakeDRMCard(connectors: [
            DRMConnector(id: 30, name: "HDMI-A-1", isConnected: false, modes: []),
            DRMConnector(
                id: 31, name: "Virtual-1", isConnected: true, modes: [smaller, small, faster],
                panelRotation: panel)
        ])
    }

    /// What the panel must hold for the display's back buffer: each picture pixel where the
    /// rotation puts it, in the buffer's format, row padding left at zero.
    static func panelBytes(_ display: DRMDisplay, bytesPerLine: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: bytesPerLine * display.mode.height)
        let wide = display.format == .xrgb8888
        for y in 0..<display.height {
            for x in 0..<display.width {
                let point = display.rotation.devicePoint(
                    x: x, y: y, deviceWidth: display.mode.width,
                    deviceHeight: display.mode.height)
                let offset = point.y * bytesPerLine + point.x * (wide ? 4 : 2)
                if wide {
                    let value = display.backBuffer.row32(y)[x] & 0x00FF_FFFF
                    for byte in 0..<4 { bytes[offset + byte] = UInt8(truncatingIfNeeded: value >> (8 * byte)) }
                } else {
                    let value = display.backBuffer.row16(y)[x]
                    bytes[offset] = UInt8(truncatingIfNeeded: value)
                    bytes[offset + 1] = UInt8(truncatingIfNeeded: value >> 8)
                }
            }
        }
        return bytes
    }

    static func scribble(_ display: DRMDisplay, _ rect: PixelRect, random: inout TestRandom) {
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX {
                if display.pixelFormat == .rgb565 {
                    display.backBuffer.row16(y)[x] = UInt16(truncatingIfNeeded: random.next32())
                } else {
                    display.backBuffer.row32(y)[x] = random.next32()
                }
            }
        }
    }

    @Test func choosesTheFirstConnectedOutputAndItsPreferredMode() throws {
        let fake = Self.card()
        let display = try DRMDisplay(card: fake)
        #expect(display.connector.name == "Virtual-1")
        #expect(display.mode == Self.small)
        #expect((display.width, display.height) == (16, 8))
        #expect(display.refreshInterval == .period(hertz: 60))
        #expect(fake.log == ["attach Virtual-1", "show 1 16x8@60"])
        #expect(
            display.modeDescription
                == "drm /dev/dri/fake (fake) Virtual-1 16x8 XRGB8888, double-buffered by page flips "
                + "(atomic commits with damage clips), 60 Hz")
    }

    @Test func aRequestedModeIsTakenByItsSizeAndNearestRate() throws {
        #expect(
            try DRMDisplay(card: Self.card(), requestedMode: DisplayModeRequest(width: 8, height: 4)).mode
                == Self.smaller)
        #expect(
            try DRMDisplay(card: Self.card(), requestedMode: DisplayModeRequest(width: 8, height: 4, hertz: 74.9)).mode
                == Self.faster)
        #expect(
            try DRMDisplay(card: Self.card(), requestedMode: DisplayModeRequest(width: 8, height: 4, hertz: 60)).mode
                == Self.smaller)
        #expect(
            throws: DisplayError.drmUnusable(
                path: "/dev/dri/fake",
                reason:
                    "Virtual-1 has no mode 8x4@50; it offers 8x4@59.94, 16x8@60, 8x4@75")
        ) {
            try DRMDisplay(card: Self.card(), requestedMode: DisplayModeRequest(width: 8, height: 4, hertz: 50))
        }
    }

    @Test func refusesWithoutAConnectedOutputOrACRTC() {
        let unplugged = FakeDRMCard(connectors: [
            DRMConnector(id: 1, name: "HDMI-A-1", isConnected: false, modes: []),
            DRMConnector(id: 2, name: "DSI-1", isConnected: true, modes: [])
        ])
        #expect(
            throws: DisplayError.drmUnusable(
                path: "/dev/dri/fake",
                reason:
                    "no connected output (HDMI-A-1 disconnected, DSI-1 without modes)")
        ) { try DRMDisplay(card: unplugged) }
        #expect(throws: DisplayError.drmUnusable(path: "/dev/dri/fake", reason: "no connected output")) {
            try DRMDisplay(card: FakeDRMCard(connectors: []))
        }
        let busy = Self.card()
        busy.attachProblem = "no CRTC can drive Virtual-1"
        #expect(throws: DisplayError.drmUnusable(path: "/dev/dri/fake", reason: "no CRTC can drive Virtual-1")) {
            try DRMDisplay(card: busy)
        }
    }

    /// Random damage over many frames, the run loop reading the flip events after some frames and
    /// not others: every flip names a complete picture, carries the frame's damage on the panel,
    /// nothing is written into a buffer on screen or about to be, and the display waits for a
    /// pending flip only when it must.
    @Test(arguments: DisplayRotation.allCases, [DRMPixelFormat.xrgb8888, .rgb565])
    func everyFlipShowsTheWholePictureAndItsDamage(rotation: DisplayRotation, format: DRMPixelFormat) throws {
        let fake = Self.card()
        fake.offeredFormats = [format, .xrgb8888]
        let display = try DRMDisplay(card: fake, rotation: rotation)
        #expect(display.pixelFormat == format.backBufferFormat)
        var random = TestRandom(seed: UInt64(rotation.degrees) + 7)
        var waitsExpected = 0
        for frame in 0..<60 {
            var damage = display.bounds
            if frame > 0 {
                let x = Int(random.next() % UInt64(display.width)), y = Int(random.next() % UInt64(display.height))
                damage = PixelRect(x: x, y: y, width: 1 + Int(random.next() % 9), height: 1 + Int(random.next() % 9))
            }
            let clipped = damage.intersection(display.bounds)
            Self.scribble(display, clipped, random: &random)
            // Outside the damage the picture must not change, so only the damage is scribbled.
            let waits = fake.log.filter { $0 == "wait" }.count
            let flipWasPending = fake.pendingFlip != nil
            display.present(damage: [damage])
            #expect(fake.log.filter { $0 == "wait" }.count - waits == (flipWasPending ? 1 : 0))
            if flipWasPending { waitsExpected += 1 }
            #expect(fake.flippedPictures.last == Self.panelBytes(display, bytesPerLine: fake.buffers[0].bytesPerLine))
            #expect(fake.flipDamage.last == [rotation.deviceRect(clipped, deviceWidth: 16, deviceHeight: 8)])
            if random.next() % 3 != 0 {
                // The blank comes and the run loop reads the event before the next frame.
                fake.verticalBlank()
                display.handleEvents()
            }
        }
        fake.verticalBlank()
        display.handleEvents()
        #expect(fake.tears == 0)
        #expect(display.presentedFrames == 60)
        #expect(display.requestedFlips == 60)
        #expect(display.completedFlips == 60)
        #expect(fake.log.filter { $0 == "wait" }.count == waitsExpected)
        #expect(fake.buffer(fake.shown ?? 0).bytes == Self.panelBytes(display, bytesPerLine: fake.buffers[0].bytesPerLine))
    }

    @Test func aPresentWithoutDamageFlipsNothing() throws {
        let fake = Self.card()
        let display = try DRMDisplay(card: fake)
        display.presentAll()
        fake.verticalBlank()
        display.handleEvents()
        display.present(damage: [])
        display.present(damage: [PixelRect(x: 40, y: 40, width: 5, height: 5)])
        #expect(display.requestedFlips == 1)
        #expect(display.presentedFrames == 1)
    }

    @Test func refusedFlipsFallBackToAModeSetAndDirtyRectangles() throws {
        let fake = Self.card()
        fake.takesFlips = false
        let display = try DRMDisplay(card: fake, rotation: .clockwise90)
        var random = TestRandom(seed: 3)
        Self.scribble(display, display.bounds, random: &random)
        display.presentAll()
        #expect(display.buffering == .single)
        #expect(fake.log.suffix(2) == ["flip refused", "show 2 16x8@60"])
        let rect = PixelRect(x: 1, y: 2, width: 3, height: 4)
        Self.scribble(display, rect, random: &random)
        display.present(damage: [rect])
        #expect(fake.log.last == "dirty 2")
        #expect(fake.dirtyDamage.last == [PixelRect(x: 16 - 6, y: 1, width: 4, height: 3)])
        #expect(fake.buffer(2).bytes == Self.panelBytes(display, bytesPerLine: fake.buffers[0].bytesPerLine))
        #expect(display.modeDescription.contains("single-buffered"))
    }

    @Test func anOutputThatGoesAwayAndComesBackIsShownAgain() throws {
        let fake = Self.card()
        let display = try DRMDisplay(card: fake)
        var random = TestRandom(seed: 5)
        Self.scribble(display, display.bounds, random: &random)
        display.presentAll()
        #expect(display.outputsChanged() == nil)
        fake.connectorList[1].isConnected = false
        #expect(display.outputsChanged() == "Virtual-1 is gone: nothing is shown until it is back")
        #expect(!display.isShowing)
        // Drawing goes on; nothing reaches the device.
        Self.scribble(display, PixelRect(x: 0, y: 0, width: 4, height: 4), random: &random)
        let flips = fake.log.filter { $0.hasPrefix("flip") }.count
        display.present(damage: [PixelRect(x: 0, y: 0, width: 4, height: 4)])
        #expect(fake.log.filter { $0.hasPrefix("flip") }.count == flips)
        // Unplugged outright: the connector vanishes from the list.
        fake.connectorList.remove(at: 1)
        #expect(display.outputsChanged() == nil)
        fake.connectorList.append(DRMConnector(id: 31, name: "Virtual-1", isConnected: true, modes: [Self.small]))
        #expect(display.outputsChanged() == "Virtual-1 is back: showing 16x8@60 again")
        #expect(fake.log.last == "show 2 16x8@60")
        #expect(fake.buffer(fake.shown ?? 0).bytes == Self.panelBytes(display, bytesPerLine: fake.buffers[0].bytesPerLine))
        // The other buffer missed everything: the next flip brings it up to date.
        let rect = PixelRect(x: 5, y: 5, width: 2, height: 2)
        Self.scribble(display, rect, random: &random)
        display.present(damage: [rect])
        #expect(fake.flippedPictures.last == Self.panelBytes(display, bytesPerLine: fake.buffers[0].bytesPerLine))
        #expect(fake.flipDamage.last == [rect])
        fake.verticalBlank()
        #expect(fake.tears == 0)
    }

    @Test func aDeviceThatStopsAnsweringStopsThePresents() throws {
        let fake = Self.card()
        let display = try DRMDisplay(card: fake)
        display.presentAll()
        fake.isGone = true
        #expect(!display.handleEvents())
        #expect(!display.isShowing)
        display.presentAll()
        #expect(display.requestedFlips == 1)
    }

    @Test func aTerminalSwitchDropsMasterAndTheReturnRedraws() throws {
        let fake = Self.card()
        let display = try DRMDisplay(card: fake)
        var random = TestRandom(seed: 9)
        Self.scribble(display, display.bounds, random: &random)
        display.presentAll()
        display.suspend()
        // The pending flip completes before master goes.
        #expect(fake.log.suffix(2) == ["wait", "drop master"])
        #expect(!display.isShowing)
        Self.scribble(display, display.bounds, random: &random)
        display.presentAll()
        #expect(display.requestedFlips == 1)
        display.resume()
        #expect(fake.log.suffix(2) == ["take master", "show 2 16x8@60"])
        #expect(fake.buffer(fake.shown ?? 0).bytes == Self.panelBytes(display, bytesPerLine: fake.buffers[0].bytesPerLine))
        #expect(display.isShowing)
    }

    @Test func thePanelOrientationTurnsThePictureBeforeTheRotationAskedFor() throws {
        let turned = try DRMDisplay(card: Self.card(rotation: .clockwise90))
        #expect(turned.rotation == .clockwise90)
        #expect((turned.width, turned.height) == (8, 16))
        #expect(turned.modeDescription.hasSuffix("rotated 90° (panel orientation 90°)"))
        #expect(try DRMDisplay(card: Self.card(rotation: .clockwise90), rotation: .clockwise90).rotation == .upsideDown)
        #expect(try DRMDisplay(card: Self.card(rotation: .upsideDown), rotation: .upsideDown).rotation == .none)
    }

    @Test func ditheringDrawsXRGB8888IntoRGB565Buffers() throws {
        let fake = Self.card()
        fake.offeredFormats = [.xrgb8888, .rgb565]
        let display = try DRMDisplay(card: fake, backBufferFormat: .xrgb8888, dithering: true)
        #expect(display.format == .rgb565)
        #expect(display.pixelFormat == .xrgb8888)
        #expect(display.dithering)
        let plain = try DRMDisplay(card: Self.card())
        #expect(plain.format == .xrgb8888)
        #expect(!plain.dithering)
    }
}
