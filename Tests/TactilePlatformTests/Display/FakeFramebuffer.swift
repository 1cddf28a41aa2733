import TactileRaster

@testable import TactilePlatform

/// Framebuffer memory in a plain buffer, filled with a sentinel so untouched bytes show, and
/// the expected device bytes of a pixel worked out independently of Platform's converter.
final class FakeFramebuffer {
    static let sentinel: UInt8 = 0xA5
    let mode: FramebufferMode
    let memory: UnsafeMutableRawPointer
    var pans: [Int] = []
    var vsyncWaits = 0
    var panWorks = true
    var vsyncWorks = false
    /// Driver calls in order: "pan N" and "vsync".
    var calls: [String] = []

    init(mode: FramebufferMode) {
        self.mode = mode
        memory = UnsafeMutableRawPointer.allocate(byteCount: mode.memoryLength, alignment: 64)
        fill(with: Self.sentinel)
    }

    deinit { memory.deallocate() }

    func fill(with byte: UInt8) {
        memory.initializeMemory(as: UInt8.self, repeating: byte, count: mode.memoryLength)
    }

    var driver: FramebufferDisplay.Driver {
        FramebufferDisplay.Driver(
            pan: { [unowned self] y in
                self.calls.append("pan \(y)")
                if self.panWorks { self.pans.append(y) }
                return self.panWorks
            },
            waitForVerticalSync: { [unowned self] in
                self.calls.append("vsync")
                self.vsyncWaits += 1
                return self.vsyncWorks
            })
    }

    var bytesPerPixel: Int { mode.bitsPerPixel / 8 }

    /// The bytes of device pixel (x, y) in page `page` (rows counted from the page's top).
    func bytes(x: Int, y: Int, page: Int = 0) -> [UInt8] {
        let offset = (page * mode.height + y) * mode.bytesPerLine + x * bytesPerPixel
        return (0..<bytesPerPixel).map { memory.load(fromByteOffset: offset + $0, as: UInt8.self) }
    }

    func write(bytes: [UInt8], x: Int, y: Int, page: Int = 0) {
        let offset = (page * mode.height + y) * mode.bytesPerLine + x * bytesPerPixel
        for (index, byte) in bytes.enumerated() { memory.storeBytes(of: byte, toByteOffset: offset + index, as: UInt8.self) }
    }

    /// What the device should hold for an `0xXXRRGGBB` pixel: each 8-bit channel's top bits at
    /// its field, alpha all ones, little-endian bytes.
    func expectedBytes(_ pixel: UInt32) -> [UInt8] {
        var value: UInt64 = 0
        let channels: [(UInt32, FramebufferMode.Channel)] = [
            ((pixel >> 16) & 0xFF, mode.red), ((pixel >> 8) & 0xFF, mode.green), (pixel & 0xFF, mode.blue)
        ]
        for (byte, channel) in channels where channel.length > 0 {
            // The top `length` bits of the byte, by division rather than shifts.
            let kept = UInt64(byte) / UInt64(1 << (8 - channel.length))
            value += kept * UInt64(1 << channel.offset)
        }
        if mode.transparency.length > 0 {
            value += UInt64((1 << mode.transparency.length) - 1) * UInt64(1 << mode.transparency.offset)
        }
        return (0..<bytesPerPixel).map { UInt8((value >> UInt64(8 * $0)) & 0xFF) }
    }
}

extension FramebufferMode {
    /// A mode with 8-bit-or-less channels at the given (offset, length) fields.
    static func make(
        width: Int, height: Int, bitsPerPixel: Int,
        red: (Int, Int), green: (Int, Int), blue: (Int, Int), alpha: (Int, Int) = (0, 0),
        padding: Int = 0, pages: Int = 1, panStep: Int = 0
    ) -> FramebufferMode {
        let line = width * bitsPerPixel / 8 + padding
        return FramebufferMode(
            identifier: "fake", width: width, height: height,
            virtualHeight: height * pages, bitsPerPixel: bitsPerPixel,
            red: .init(offset: red.0, length: red.1),
            green: .init(offset: green.0, length: green.1),
            blue: .init(offset: blue.0, length: blue.1),
            transparency: .init(offset: alpha.0, length: alpha.1),
            bytesPerLine: line, memoryLength: line * height * pages, yPanStep: panStep)
    }
}
