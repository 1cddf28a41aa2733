/// Where a shape's coverage goes once it is known for part of a row: a solid colour or a
/// gradient. Shapes compute coverage; sinks turn it into span-kernel calls. Generic (not an
/// existential) so each shape is specialised for its paint.
protocol CoverageSink {
    /// `count` pixels from (x, y) with the same coverage (1...255).
    mutating func blend(y: Int, x: Int, count: Int, coverage: UInt32)
    /// `count` pixels from (x, y) with coverage `mask[i]`.
    mutating func blend(y: Int, x: Int, count: Int, mask: UnsafePointer<UInt8>)
}

/// Paints coverage with one premultiplied colour.
struct SolidCoverageSink: CoverageSink {
    let canvas: Canvas
    let color: UInt32

    @inline(__always)
    mutating func blend(y: Int, x: Int, count: Int, coverage: UInt32) {
        canvas.blendSpan(y: y, x: x, count: count, color: color, coverage: coverage)
    }

    @inline(__always)
    mutating func blend(y: Int, x: Int, count: Int, mask: UnsafePointer<UInt8>) {
        canvas.blendSpan(y: y, x: x, count: count, color: color, mask: mask)
    }
}

/// Coverage in 0...1 (either sign, for non-zero winding sums) to 0...255, rounded to nearest.
@inline(__always)
func coverageByte(_ value: Double) -> UInt32 {
    let a = value < 0 ? -value : value
    return a >= 1 ? 255 : UInt32(a * 255 + 0.5)
}

/// The largest coordinate magnitude path-based shapes accept. Beyond it Double arithmetic on
/// edges could overflow, so such shapes draw nothing; within it positions keep sub-1/1000-pixel
/// precision.
let maximumShapeCoordinate: Double = 1_099_511_627_776  // 2^40

@inline(__always)
func isUsableCoordinate(_ v: Double) -> Bool {
    v.isFinite && v <= maximumShapeCoordinate && v >= -maximumShapeCoordinate
}
