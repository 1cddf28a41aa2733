/// Computes a gradient's colours for runs of pixels, at pixel centres, from its table.
///
/// Linear gradients step the location in 16.16 fixed point (an integer add per pixel). Radial
/// ones take one square root per pixel in Double; IEEE add, multiply and square root round the
/// same on every CPU (and Swift does not fuse them), so host and device agree byte for byte.
struct GradientShader {
    private enum Kind {
        /// Location × 255 in 16.16 at x = 0 of a row is rowBase + y·rowStep, and rises by
        /// `step` per pixel.
        case linear(xTerm: Double, yTerm: Double, constant: Double, step: Int64)
        case radial(cx: Double, cy: Double, scale: Double)
        case solid
    }

    private let kind: Kind
    let table: UnsafePointer<UInt32>
    private static let one = 65536.0 * 255

    /// A shader for `gradient` over `table` (already built from its stops).
    init(_ gradient: Gradient, table: UnsafePointer<UInt32>) {
        self.table = table
        switch gradient {
        case .linear(let g):
            let dx = g.end.x - g.start.x, dy = g.end.y - g.start.y
            let lengthSquared = dx * dx + dy * dy
            if lengthSquared > 1e-12 && lengthSquared.isFinite {
                let a = dx / lengthSquared, b = dy / lengthSquared
                let c = -(g.start.x * a + g.start.y * b)
                let step = GradientShader.clampedFixed(a * GradientShader.one, limit: 1 << 40)
                kind = .linear(xTerm: a, yTerm: b, constant: c, step: step)
            } else {
                kind = .solid
            }
        case .radial(let g):
            if g.radius >= 1e-6 {
                kind = .radial(cx: g.center.x, cy: g.center.y, scale: 255 / g.radius)
            } else {
                kind = .solid
            }
        }
    }

    /// Whether the gradient's geometry is finite and within the coordinates shapes accept.
    static func isUsable(_ gradient: Gradient) -> Bool {
        switch gradient {
        case .linear(let g):
            return isUsableCoordinate(g.start.x) && isUsableCoordinate(g.start.y)
                && isUsableCoordinate(g.end.x) && isUsableCoordinate(g.end.y)
        case .radial(let g):
            return isUsableCoordinate(g.center.x) && isUsableCoordinate(g.center.y)
                && isUsableCoordinate(g.radius)
        }
    }

    private static func clampedFixed(_ value: Double, limit: Int64) -> Int64 {
        let l = Double(limit)
        return value >= l ? limit : (value <= -l ? -limit : Int64(value.rounded()))
    }

    /// Writes the colours of pixels (x..<x+count, y) to `row`.
    @inline(__always)
    func shade(y: Int, x: Int, count: Int, into row: UnsafeMutablePointer<UInt32>) {
        switch kind {
        case .linear(let xTerm, let yTerm, let constant, let step):
            let base = (xTerm * 0.5 + yTerm * (Double(y) + 0.5) + constant) * GradientShader.one
            var u = GradientShader.clampedFixed(base, limit: 1 << 50) &+ Int64(x) &* step
            for i in 0..<count {
                let index = (u &+ 32768) >> 16
                row[i] = table[index < 0 ? 0 : (index > 255 ? 255 : Int(index))]
                u &+= step
            }
        case .radial(let cx, let cy, let scale):
            let dy = Double(y) + 0.5 - cy
            let dy2 = dy * dy
            var px = Double(x) + 0.5 - cx
            for i in 0..<count {
                let t = (px * px + dy2).squareRoot() * scale
                row[i] = table[t >= 255 ? 255 : Int(t + 0.5)]
                px += 1
            }
        case .solid:
            row.update(repeating: table[255], count: count)
        }
    }
}

/// Paints coverage with a gradient: shades each run into a scratch row, then blends it.
struct GradientCoverageSink: CoverageSink {
    let canvas: Canvas
    let shader: GradientShader
    /// Scratch for one row of colours, as wide as the clip.
    let row: UnsafeMutablePointer<UInt32>

    @inline(__always)
    mutating func blend(y: Int, x: Int, count: Int, coverage: UInt32) {
        shader.shade(y: y, x: x, count: count, into: row)
        canvas.blendSpan(y: y, x: x, count: count, source: row, alpha: coverage)
    }

    @inline(__always)
    mutating func blend(y: Int, x: Int, count: Int, mask: UnsafePointer<UInt8>) {
        shader.shade(y: y, x: x, count: count, into: row)
        canvas.blendSpan(y: y, x: x, count: count, source: row, mask: mask)
    }
}
