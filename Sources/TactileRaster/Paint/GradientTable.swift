/// One straight piece of a gradient's colour ramp, in fixed point: from location `start`
/// (16.16, 65536 = location 1) the premultiplied channels are `color` + (u − start) × `slope`,
/// in units of 2^-24 of a channel step.
struct GradientSegment {
    var start: Int64
    var color: SIMD4<Int64>
    var slope: SIMD4<Int64>
}

/// A gradient's colour ramp as segments, built once per draw: a flat segment padding before the
/// first stop, one per pair of stops (zero-length ones are skipped over when searching), and a
/// flat one after the last stop. Pixels evaluate the ramp exactly in integers (no sampled table),
/// so each colour is within half an LSB of the premultiplied interpolation plus the 2^-16
/// quantisation of the location.
enum GradientTable {
    static let fractionBits: Int64 = 24
    static let one: Int64 = 65536

    /// Segments for `stops`: needs `stops.count + 1` slots. Nil (draw nothing) when there are no
    /// stops or a location is not finite; otherwise the number of segments.
    static func build(_ stops: [GradientStop], into segments: UnsafeMutablePointer<GradientSegment>) -> Int? {
        guard !stops.isEmpty else { return nil }
        for stop in stops where !stop.location.isFinite { return nil }
        let scale = Double(1 << fractionBits)
        func premultiplied(_ c: Color) -> SIMD4<Double> {
            let a = Double(c.alpha)
            return SIMD4(a, Double(c.red) * a / 255, Double(c.green) * a / 255, Double(c.blue) * a / 255)
        }
        func fixed(_ v: SIMD4<Double>) -> SIMD4<Int64> {
            SIMD4(
                Int64((v[0] * scale).rounded()), Int64((v[1] * scale).rounded()),
                Int64((v[2] * scale).rounded()), Int64((v[3] * scale).rounded()))
        }
        var previous: Int64 = 0
        var previousColor = premultiplied(stops[0].color)
        segments[0] = GradientSegment(start: Int64.min, color: fixed(previousColor), slope: .zero)
        var count = 1
        for (i, stop) in stops.enumerated() {
            // Locations clamped to 0...1 and never decreasing.
            let clamped = Swift.min(Swift.max(stop.location, 0), 1)
            let location = Swift.max(previous, Int64((clamped * Double(one)).rounded()))
            let color = premultiplied(stop.color)
            if i > 0 {
                // The segment from the previous stop to this one starts at `previous`.
                let length = Double(location - previous)
                segments[count - 1].slope = length > 0 ? fixed((color - previousColor) / length) : .zero
            }
            segments[count] = GradientSegment(start: location, color: fixed(color), slope: .zero)
            count += 1
            previous = location
            previousColor = color
        }
        return count
    }
}
