import Raster

/// The benchmark frame: 800×480, like the device's panel.
enum FrameSize {
    static let width = 800
    static let height = 480
    static let pixels = width * height
}

/// How closely our pixels must match the reference's before a scene is timed.
struct Tolerance {
    /// Largest per-channel difference allowed at any pixel: 8-bit steps for 32-bit targets,
    /// steps of the 5/6-bit fields for RGB565 targets.
    var perChannel: Int
    /// Largest mean absolute channel difference over the pixels an operation touches (its
    /// bounding box), for anti-aliased shapes; nil when `perChannel` says it all.
    var mean: Double? = nil

    static let exact = Tolerance(perChannel: 0)
    static func lsb(_ n: Int) -> Tolerance { Tolerance(perChannel: n) }

    var description: String {
        let base = perChannel == 0 ? "exact" : "≤ \(perChannel) LSB"
        if let mean { return base + ", mean ≤ \(mean)" }
        return base
    }
}

/// One benchmark row: an operation drawn by us and by the reference, `pixelsPerOp` pixels each.
struct Scene {
    var name: String
    /// N for N×N shapes and images; nil for whole-frame operations.
    var size: Int?
    /// Ceilings (memset, memcpy) are reference rows, left out of the geomean.
    var isCeiling = false
    var pixelsPerOp: Int
    var tolerance: Tolerance
    /// Builds buffers and operations (outside any timing).
    var make: () -> SceneRun
}

/// A scene ready to run: operation `k` draws shape or image `k` (modulo the prepared
/// positions) into `frame.ours` with Raster, or into `frame.reference` with pixman/cairo.
final class SceneRun {
    let frame: Frame
    let ours: (Int) -> Void
    let reference: (Int) -> Void
    /// The pixels operation `k` may touch, for the mean-difference check.
    let area: (Int) -> PixelRect
    /// Objects that must live as long as the run (pixman images, cairo contexts).
    let keepAlive: [AnyObject]
    /// Called after the frame's pixels are reset behind the reference's back.
    let afterReset: () -> Void

    init(frame: Frame, ours: @escaping (Int) -> Void, reference: @escaping (Int) -> Void,
         area: @escaping (Int) -> PixelRect, keepAlive: [AnyObject] = [], afterReset: @escaping () -> Void = {}) {
        self.frame = frame
        self.ours = ours
        self.reference = reference
        self.area = area
        self.keepAlive = keepAlive
        self.afterReset = afterReset
    }
}

/// Two destination bitmaps of identical layout and starting content, one per side, and the
/// background both are reset to.
final class Frame {
    let ours: Bitmap
    let reference: Bitmap
    let background: Bitmap
    let canvas: Canvas
    /// pixman's view of `reference`.
    let referenceImage: PixmanImage

    init(format: PixelFormat, seed: UInt64 = 7) {
        ours = Bitmap(width: FrameSize.width, height: FrameSize.height, format: format)
        reference = Bitmap(width: FrameSize.width, height: FrameSize.height, format: format)
        background = Bitmap(width: FrameSize.width, height: FrameSize.height, format: format)
        Content.fillNoise(background, seed: seed)
        canvas = Canvas(ours)
        referenceImage = PixmanImage(reference)
        reset()
    }

    var byteCount: Int { background.bytesPerRow * background.height }

    func reset() {
        ours.baseAddress.copyMemory(from: background.baseAddress, byteCount: byteCount)
        reference.baseAddress.copyMemory(from: background.baseAddress, byteCount: byteCount)
    }
}

/// Seeded positions for N×N shapes inside the frame.
struct Placements {
    static let count = 4096
    let xs: [Int]
    let ys: [Int]
    /// Fractions of a pixel, for anti-aliased shapes.
    let fx: [Double]
    let fy: [Double]

    init(size: Int, seed: UInt64) {
        var g = SplitMix64(seed: seed)
        var xs: [Int] = [], ys: [Int] = [], fx: [Double] = [], fy: [Double] = []
        for _ in 0..<Placements.count {
            // Leave one pixel for the fractional offset so shapes stay inside the frame.
            xs.append(g.int(0...(FrameSize.width - size - 1)))
            ys.append(g.int(0...(FrameSize.height - size - 1)))
            fx.append(g.unit())
            fy.append(g.unit())
        }
        self.xs = xs
        self.ys = ys
        self.fx = fx
        self.fy = fy
    }

    @inline(__always) func rect(_ k: Int, size: Int) -> PixelRect {
        let i = k & (Placements.count - 1)
        return PixelRect(x: xs[i], y: ys[i], width: size, height: size)
    }

    @inline(__always) func fractionalRect(_ k: Int, size: Int) -> Rect {
        let i = k & (Placements.count - 1)
        return Rect(x: Double(xs[i]) + fx[i], y: Double(ys[i]) + fy[i], width: Double(size), height: Double(size))
    }
}
