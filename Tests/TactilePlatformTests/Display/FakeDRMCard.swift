import TactileRaster

@testable import TactilePlatform

/// A DRM device in memory for `DRMDisplay`'s tests: connectors, buffers, a screen that shows one
/// buffer, flips that complete at the next `verticalBlank()`, and a log of the calls.
///
/// It checks what the kernel cannot show a program: that no buffer is written while it is on
/// screen or waiting to be (a tear), by comparing the buffers' bytes when a flip is asked for
/// and when it completes.
final class FakeDRMCard: DRMCard {
    struct Buffer {
        let id: UInt32
        let width: Int, height: Int, bytesPerLine: Int
        let pixels: UnsafeMutableRawPointer
        var bytes: [UInt8] { Array(UnsafeRawBufferPointer(start: pixels, count: bytesPerLine * height)) }
    }

    var connectorList: [DRMConnector]
    var offeredFormats: [DRMPixelFormat] = [.xrgb8888]
    var takesFlips = true
    var takesDamageClips = true
    var attachProblem: String?
    private(set) var buffers: [Buffer] = []
    /// The buffer on screen, and the one a flip will show at the next blank.
    private(set) var shown: UInt32?
    private(set) var pendingFlip: UInt32?
    /// Flips completed that the program has not read yet.
    private var unreadFlips = 0
    private(set) var log: [String] = []
    private(set) var flipDamage: [[PixelRect]] = []
    private(set) var dirtyDamage: [[PixelRect]] = []
    /// The bytes of each buffer as they were when its flip was asked for, and of the buffer on
    /// screen then: neither may change before the flip completes.
    private(set) var flippedPictures: [[UInt8]] = []
    private var onScreenAtFlip: [UInt8] = []
    private(set) var tears = 0
    private(set) var isMaster = true

    init(connectors: [DRMConnector]) {
        connectorList = connectors
        super.init(path: "/dev/dri/fake")
    }

    deinit { for buffer in buffers { buffer.pixels.deallocate() } }

    override var driverName: String { "fake" }
    override var flipsCarryDamage: Bool { takesDamageClips }
    override func connectors() -> [DRMConnector] { connectorList }
    override func attach(to connector: DRMConnector) -> String? {
        log.append("attach \(connector.name)")
        return attachProblem
    }
    override func formats() -> [DRMPixelFormat] { offeredFormats }

    override func makeBuffer(width: Int, height: Int, format: DRMPixelFormat) throws(DisplayError) -> DRMBuffer {
        // Rows padded as drivers pad them, to catch a copy that assumes packed rows.
        let bytesPerLine = width * (format == .xrgb8888 ? 4 : 2) + 16
        let pixels = UnsafeMutableRawPointer.allocate(byteCount: bytesPerLine * height, alignment: 64)
        pixels.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerLine * height)
        let buffer = Buffer(
            id: UInt32(buffers.count + 1), width: width, height: height, bytesPerLine: bytesPerLine,
            pixels: pixels)
        buffers.append(buffer)
        return DRMBuffer(id: buffer.id, pixels: pixels, bytesPerLine: bytesPerLine)
    }

    func buffer(_ id: UInt32) -> Buffer { buffers[Int(id) - 1] }

    override func show(_ buffer: DRMBuffer, mode: DRMMode) -> Int32 {
        guard isMaster else { return 13 }  // EACCES
        log.append("show \(buffer.id) \(mode.description)")
        shown = buffer.id
        pendingFlip = nil
        return 0
    }

    override func flip(to buffer: DRMBuffer, damage: [PixelRect]) -> Int32 {
        guard takesFlips else {
            log.append("flip refused")
            return 22  // EINVAL
        }
        guard pendingFlip == nil, isMaster else { return 16 }  // EBUSY: one flip at a time
        log.append("flip \(buffer.id)")
        pendingFlip = buffer.id
        flipDamage.append(damage)
        flippedPictures.append(self.buffer(buffer.id).bytes)
        onScreenAtFlip = shown.map { self.buffer($0).bytes } ?? []
        return 0
    }

    override func markDirty(_ buffer: DRMBuffer, damage: [PixelRect]) -> Int32 {
        log.append("dirty \(buffer.id)")
        dirtyDamage.append(damage)
        return 0
    }

    /// The vertical blank: a pending flip completes (and its buffers are checked for writes).
    func verticalBlank() {
        guard let next = pendingFlip else { return }
        if buffer(next).bytes != flippedPictures.last { tears += 1 }
        if let old = shown, buffer(old).bytes != onScreenAtFlip { tears += 1 }
        shown = next
        pendingFlip = nil
        unreadFlips += 1
    }

    /// Set when the device stops answering (its driver unbound).
    var isGone = false

    override func readFlips() -> Int? {
        guard !isGone else { return nil }
        defer { unreadFlips = 0 }
        return unreadFlips
    }

    override func waitForEvent(milliseconds: Int) -> Bool {
        log.append("wait")
        if unreadFlips > 0 { return true }
        guard pendingFlip != nil else { return false }
        verticalBlank()
        return true
    }

    override func dropMaster() {
        log.append("drop master")
        isMaster = false
    }

    override func takeMaster() -> Int32 {
        log.append("take master")
        isMaster = true
        return 0
    }
}
