import TactileRaster
import TactileSystem

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
