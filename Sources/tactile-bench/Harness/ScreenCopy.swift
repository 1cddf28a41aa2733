import Glibc

/// The memory ceiling of a frame that writes every pixel: one `memcpy` of an 800×480×4 screen,
/// timed copy by copy. Taken as a side of `Timing.Blocks`, between the frames compared with it.
final class ScreenCopy {
    static let bytes = FrameSize.width * FrameSize.height * 4
    static let pixels = FrameSize.width * FrameSize.height
    let source = UnsafeMutableRawPointer.allocate(byteCount: ScreenCopy.bytes, alignment: 64)
    let destination = UnsafeMutableRawPointer.allocate(byteCount: ScreenCopy.bytes, alignment: 64)
    /// Seconds of each kept copy.
    private(set) var seconds: [Double] = []

    init() {
        // Touched, so that no copy meets a page fault.
        source.initializeMemory(as: UInt8.self, repeating: 0x5A, count: ScreenCopy.bytes)
        destination.initializeMemory(as: UInt8.self, repeating: 0, count: ScreenCopy.bytes)
        seconds.reserveCapacity(20_000)
    }

    deinit {
        source.deallocate()
        destination.deallocate()
    }

    /// One copy, its time kept unless it warms up.
    func copy(keep: Bool) {
        let t0 = Timing.now()
        memcpy(destination, source, ScreenCopy.bytes)
        let t1 = Timing.now()
        if keep { seconds.append(t1 - t0) }
    }

    /// `perBlock` copies a block, after `warmUp` more in the first block.
    func side(perBlock: Int, warmUp: Int = 0) -> Timing.Blocks.Side {
        Timing.Blocks.Side(samplesPerBlock: perBlock, warmUp: warmUp) { [unowned self] sample in
            copy(keep: !sample.isWarmUp)
        }
    }

    /// The `p` quantile of the copies from `first` on, in milliseconds (nil without any).
    func milliseconds(_ p: Double, from first: Int = 0) -> Double? {
        guard first < seconds.count else { return nil }
        return Statistics.percentile(Array(seconds[first...]), p).map { $0 * 1000 }
    }

    /// The median copy in milliseconds, of the copies from `first` on (nil without any).
    func medianMilliseconds(from first: Int = 0) -> Double? { milliseconds(0.5, from: first) }
}
