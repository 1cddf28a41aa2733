import CTactileLinux
import TactileRaster
import TactileSystem
import Testing

@testable import TactilePlatform

/// Reading a framebuffer's screen info: supported layouts, refusals with reasons, timing.
@Suite struct FramebufferModeTests {
    static func xrgb(width: Int = 64, height: Int = 48) -> FramebufferMode {
        .make(width: width, height: height, bitsPerPixel: 32, red: (16, 8), green: (8, 8), blue: (0, 8))
    }

    @Test func screenInfoStructsBecomeAMode() throws {
        var variable = fb_var_screeninfo()
        variable.xres = 1280
        variable.yres = 800
        variable.xres_virtual = 1280
        variable.yres_virtual = 1600
        variable.yoffset = 800
        variable.bits_per_pixel = 16
        variable.red = fb_bitfield(offset: 11, length: 5, msb_right: 0)
        variable.green = fb_bitfield(offset: 5, length: 6, msb_right: 0)
        variable.blue = fb_bitfield(offset: 0, length: 5, msb_right: 0)
        var fixed = fb_fix_screeninfo()
        fixed.line_length = 2624
        fixed.smem_len = 2624 * 1600
        fixed.ypanstep = 1
        fixed.visual = 2
        withUnsafeMutableBytes(of: &fixed.id) { bytes in
            for (index, byte) in "virtio_gpudrmfb".utf8.enumerated() { bytes[index] = byte }
        }
        let mode = FramebufferMode(variable: variable, fixed: fixed)
        #expect(mode.identifier == "virtio_gpudrmfb")
        #expect(mode.width == 1280 && mode.height == 800 && mode.virtualHeight == 1600 && mode.yOffset == 800)
        #expect(mode.bytesPerLine == 2624 && mode.memoryLength == 2624 * 1600 && mode.yPanStep == 1)
        #expect(try mode.pixelLayout().name == "RGB565")
        let memory = UnsafeMutableRawPointer.allocate(byteCount: mode.memoryLength, alignment: 64)
        defer { memory.deallocate() }
        let display = try FramebufferDisplay(
            memory: memory, mode: mode,
            driver: .init(pan: { _ in true }, waitForVerticalSync: { false }))
        #expect(display.visiblePage == 1)
        #expect(display.modeDescription.hasPrefix("fbdev memory (virtio_gpudrmfb) 1280x800 RGB565, 2624 bytes per line, double-buffered by panning"))
    }

    @Test func refreshRateComesFromTheModeTiming() throws {
        // VESA 640×480 at 59.94 Hz: 25.175 MHz pixel clock, 800 × 525 clocks per frame.
        var mode = Self.xrgb(width: 640, height: 480)
        mode.pixelClockPicoseconds = 39_722
        mode.leftMargin = 48
        mode.rightMargin = 16
        mode.horizontalSyncLength = 96
        mode.upperMargin = 33
        mode.lowerMargin = 10
        mode.verticalSyncLength = 2
        let expected = 39_722.0e-12 * 800 * 525  // seconds
        let interval = try #require(mode.refreshInterval)
        #expect(abs(interval.seconds - expected) < 1e-9)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: mode.memoryLength, alignment: 64)
        defer { memory.deallocate() }
        let display = try FramebufferDisplay(memory: memory, mode: mode)
        #expect(display.refreshInterval == interval)
        #expect(display.modeDescription.contains("59.94 Hz"))
    }

    @Test func modeWithoutRealTimingRefreshesAt60Hertz() throws {
        var mode = Self.xrgb()
        #expect(mode.refreshInterval == nil)
        // DRM's fbdev emulation: a pixel clock but no blanking at all.
        mode.pixelClockPicoseconds = 10_000
        #expect(mode.refreshInterval == nil)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: mode.memoryLength, alignment: 64)
        defer { memory.deallocate() }
        let display = try FramebufferDisplay(memory: memory, mode: mode)
        #expect(display.refreshInterval == Interval(nanoseconds: 16_666_667))
        #expect(display.modeDescription.contains("60 Hz (assumed)"))
    }

    @Test(arguments: [
        ("8 bits per pixel", FramebufferMode.make(width: 8, height: 8, bitsPerPixel: 8, red: (5, 3), green: (2, 3), blue: (0, 2))),
        ("channel of 10 bits", FramebufferMode.make(width: 8, height: 8, bitsPerPixel: 32, red: (20, 10), green: (10, 10), blue: (0, 10))),
        ("overlaps", FramebufferMode.make(width: 8, height: 8, bitsPerPixel: 16, red: (11, 5), green: (4, 6), blue: (0, 5))),
        ("outside a 16-bit pixel", FramebufferMode.make(width: 8, height: 8, bitsPerPixel: 16, red: (12, 5), green: (5, 6), blue: (0, 5)))
    ])
    func unsupportedLayoutsAreRefusedWithAReason(expected: String, mode: FramebufferMode) {
        #expect(throws: UnsupportedFramebuffer.self) { try mode.pixelLayout() }
        do throws(UnsupportedFramebuffer) {
            _ = try mode.pixelLayout()
        } catch {
            #expect(error.reason.contains(expected))
        }
    }

    @Test func otherRefusals() {
        var grey = Self.xrgb()
        grey.isGrayscale = true
        var palette = Self.xrgb()
        palette.visual = 3  // FB_VISUAL_PSEUDOCOLOR
        var msbRight = Self.xrgb()
        msbRight.red.isMostSignificantBitRight = true
        var shortLine = Self.xrgb()
        shortLine.bytesPerLine = 64 * 4 - 4
        var smallMemory = Self.xrgb()
        smallMemory.memoryLength = 64 * 4 * 47
        var oddLine = Self.xrgb()
        oddLine.bytesPerLine = 64 * 4 + 2
        oddLine.memoryLength = oddLine.bytesPerLine * 48
        for mode in [grey, palette, msbRight, shortLine, smallMemory, oddLine] {
            #expect(throws: UnsupportedFramebuffer.self) { try mode.pixelLayout() }
            let memory = UnsafeMutableRawPointer.allocate(byteCount: 64 * 4 * 48 + 256, alignment: 64)
            defer { memory.deallocate() }
            #expect {
                _ = try FramebufferDisplay(memory: memory, mode: mode, path: "/dev/fb9")
            } throws: { error in
                guard let error = error as? DisplayError, case .unsupportedFormat(let path, _) = error else { return false }
                return path == "/dev/fb9" && error.message.hasPrefix("/dev/fb9: unsupported framebuffer: ")
                    && !error.message.contains("\n")
            }
        }
    }

    @Test func missingDeviceGivesOneClearLine() {
        #expect(throws: DisplayError.cannotOpen(path: "/nonexistent/fb0", errno: ENOENT)) {
            _ = try FramebufferDisplay(path: "/nonexistent/fb0")
        }
        #expect(
            DisplayError.cannotOpen(path: "/nonexistent/fb0", errno: ENOENT).message
                == "cannot open /nonexistent/fb0: no such file or directory")
    }

    @Test func deviceThatIsNotAFramebufferIsRefused() {
        #expect(throws: DisplayError.notAFramebuffer(path: "/dev/null")) {
            _ = try FramebufferDisplay(path: "/dev/null")
        }
        #expect(DisplayError.notAFramebuffer(path: "/dev/null").message == "/dev/null is not a framebuffer device")
    }

    @Test func layoutNames() {
        func name(_ bits: Int, _ r: (Int, Int), _ g: (Int, Int), _ b: (Int, Int), _ a: (Int, Int) = (0, 0)) -> String {
            DevicePixelLayout(
                bytesPerPixel: bits / 8, red: .init(offset: r.0, length: r.1),
                green: .init(offset: g.0, length: g.1), blue: .init(offset: b.0, length: b.1),
                alpha: .init(offset: a.0, length: a.1)
            ).name
        }
        #expect(name(32, (16, 8), (8, 8), (0, 8)) == "XRGB8888")
        #expect(name(32, (16, 8), (8, 8), (0, 8), (24, 8)) == "ARGB8888")
        #expect(name(16, (11, 5), (5, 6), (0, 5)) == "RGB565")
        #expect(name(24, (0, 8), (8, 8), (16, 8)) == "BGR888")
        #expect(name(16, (10, 5), (5, 5), (0, 5)) == "XRGB1555")
        #expect(name(32, (22, 8), (12, 8), (2, 8)) == "32 bpp r22:8 g12:8 b2:8")
    }

    @Test func encodeTruncatesEachChannelToItsField() {
        #expect(DevicePixelLayout.rgb565.encode(0xFF12_3456) == UInt32(PixelMath.pack565(0x12_3456)))
        #expect(DevicePixelLayout.xrgb8888.encode(0xAB12_3456) == 0x0012_3456)
        let argb4444 = DevicePixelLayout(
            bytesPerPixel: 2, red: .init(offset: 8, length: 4), green: .init(offset: 4, length: 4),
            blue: .init(offset: 0, length: 4), alpha: .init(offset: 12, length: 4))
        #expect(argb4444.encode(0x00AB_CDEF) == 0xFACE)
    }
}

/// A driver reporting every field at UInt32's largest: clamped, never trapping (on 32-bit ARM
/// Int(UInt32) traps from 2³¹), and refused by `pixelLayout()` with a reason.
@Suite struct FramebufferModeHostileTests {
    @Test func fieldsAtTheirLargestAreClampedAndRefused() {
        var variable = fb_var_screeninfo()
        variable.xres = .max
        variable.yres = .max
        variable.xres_virtual = .max
        variable.yres_virtual = .max
        variable.xoffset = .max
        variable.yoffset = .max
        variable.bits_per_pixel = 32
        variable.red = fb_bitfield(offset: .max, length: 8, msb_right: 0)
        variable.green = fb_bitfield(offset: 8, length: 8, msb_right: 0)
        variable.blue = fb_bitfield(offset: 0, length: 8, msb_right: 0)
        variable.pixclock = .max
        variable.left_margin = .max
        variable.right_margin = .max
        variable.hsync_len = .max
        variable.upper_margin = .max
        variable.lower_margin = .max
        variable.vsync_len = .max
        var fixed = fb_fix_screeninfo()
        fixed.line_length = .max
        fixed.smem_len = .max
        fixed.visual = 2
        let mode = FramebufferMode(variable: variable, fixed: fixed)
        let largest = Int(clamping: UInt32.max)  // 2³² − 1 on 64-bit, 2³¹ − 1 on 32-bit
        #expect(mode.width == largest && mode.bytesPerLine == largest && mode.memoryLength == largest)
        #expect(mode.refreshInterval == nil)  // far beyond 50 ms a frame, not an overflow
        #expect(throws: UnsupportedFramebuffer(reason: "red channel at bits \(largest)+8 outside a 32-bit pixel")) {
            try mode.pixelLayout()
        }
        variable.red = fb_bitfield(offset: 16, length: 8, msb_right: 0)
        #expect(throws: UnsupportedFramebuffer.self) { try FramebufferMode(variable: variable, fixed: fixed).pixelLayout() }
        // The area fits the line, but not the memory.
        variable.xoffset = 0
        variable.yoffset = 0
        variable.xres = 100
        variable.yres = .max
        fixed.line_length = 400
        fixed.smem_len = 400 * 100
        #expect(throws: UnsupportedFramebuffer(reason: "40000 bytes of memory cannot hold the visible 100x\(largest) area")) {
            try FramebufferMode(variable: variable, fixed: fixed).pixelLayout()
        }
    }
}
