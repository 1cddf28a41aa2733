/// Computes a gradient's colours for runs of pixels, at pixel centres, from its segments.
///
/// Locations are 16.16 fixed point. Linear gradients step the location by an integer add per
/// pixel. Radial ones take one square root per pixel in Double; IEEE add, multiply and square
/// root round the same on every CPU (and Swift does not fuse them), so host and device agree
/// byte for byte. Colours are then evaluated in integers.
struct GradientShader {
    private enum Kind {
        /// The location at a pixel centre is (xTerm·(x + ½) + yTerm·(y + ½) + constant) and rises
        /// by `step` (16.16) per pixel.
        case linear(xTerm: Double, yTerm: Double, constant: Double, step: Int64)
        case radial(cx: Double, cy: Double, scale: Double)
        case solid
    }

    private let kind: Kind
    let segments: UnsafePointer<GradientSegment>
    let segmentCount: Int
    private static let one = Double(GradientTable.one)

    /// A shader for `gradient` over `segments` (already built from its stops).
    init(_ gradient: Gradient, segments: UnsafePointer<GradientSegment>, count: Int) {
        self.segments = segments
        segmentCount = count
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
            kind = g.radius >= 1e-6 ? .radial(cx: g.center.x, cy: g.center.y, scale: GradientShader.one / g.radius) : .solid
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

    /// The premultiplied colour at location `u` (16.16), starting the segment search at `segment`.
    @inline(__always)
    private func color(at u: Int64, segment: inout Int) -> UInt32 {
        while segment > 0 && u < segments[segment].start { segment -= 1 }
        while segment + 1 < segmentCount && u >= segments[segment + 1].start { segment += 1 }
        let s = segments[segment]
        let offset = segment == 0 || segment + 1 == segmentCount ? 0 : u &- s.start
        let half: Int64 = 1 << (GradientTable.fractionBits - 1)
        let v = (s.color &+ s.slope &* SIMD4(repeating: offset) &+ SIMD4(repeating: half)) &>> GradientTable.fractionBits
        let alpha = UInt32(truncatingIfNeeded: Swift.min(Swift.max(v[0], 0), 255))
        func channel(_ c: Int64) -> UInt32 { Swift.min(UInt32(truncatingIfNeeded: Swift.max(c, 0)), alpha) }
        return alpha << 24 | channel(v[1]) << 16 | channel(v[2]) << 8 | channel(v[3])
    }

    /// Writes the colours of pixels (x..<x+count, y) to `row`.
    @inline(__always)
    func shade(y: Int, x: Int, count: Int, into row: UnsafeMutablePointer<UInt32>) {
        var segment = 0
        switch kind {
        case .linear(let xTerm, let yTerm, let constant, let step):
            let base = (xTerm * 0.5 + yTerm * (Double(y) + 0.5) + constant) * GradientShader.one
            var u = GradientShader.clampedFixed(base, limit: 1 << 50) &+ Int64(x) &* step
            for i in 0..<count {
                row[i] = color(at: u, segment: &segment)
                u &+= step
            }
        case .radial(let cx, let cy, let scale):
            let dy = Double(y) + 0.5 - cy
            let dy2 = dy * dy
            var px = Double(x) + 0.5 - cx
            for i in 0..<count {
                let t = (px * px + dy2).squareRoot() * scale
                row[i] = color(at: t >= 65536 * 2 ? 65536 * 2 : Int64(t.rounded()), segment: &segment)
                px += 1
            }
        case .solid:
            var s = segmentCount - 1
            row.update(repeating: color(at: Int64.max, segment: &s), count: count)
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
