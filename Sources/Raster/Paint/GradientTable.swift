/// A gradient's colours sampled at 256 evenly spaced locations (entry k at location k/255), as
/// premultiplied `0xAARRGGBB`. Built once per draw; pixels then only look colours up. The
/// sampling adds at most half a step of location, so with stops spread over 0...1 every pixel
/// is within 1 LSB per channel of the exact interpolation.
enum GradientTable {
    static let count = 256

    /// Fills `table`; false (draw nothing) when there are no stops or a location is not finite.
    static func build(_ stops: [GradientStop], into table: UnsafeMutablePointer<UInt32>) -> Bool {
        guard !stops.isEmpty else { return false }
        for stop in stops where !stop.location.isFinite { return false }
        return stops.withUnsafeBufferPointer { stops in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: stops.count) { locations in
                var previous = 0.0
                for (i, stop) in stops.enumerated() {
                    previous = Swift.max(previous, Swift.min(Swift.max(stop.location, 0), 1))
                    locations[i] = previous
                }
                let last = stops.count - 1
                var segment = 0
                for k in 0..<count {
                    let t = Double(k) / 255
                    if t <= locations[0] {
                        table[k] = premultipliedColor(stops[0].color, stops[0].color, 0)
                    } else if t >= locations[last] {
                        table[k] = premultipliedColor(stops[last].color, stops[last].color, 0)
                    } else {
                        // Locations rise with k, so the segment only moves forward.
                        while !(locations[segment] <= t && t < locations[segment + 1]) { segment += 1 }
                        let f = (t - locations[segment]) / (locations[segment + 1] - locations[segment])
                        table[k] = premultipliedColor(stops[segment].color, stops[segment + 1].color, f)
                    }
                }
                return true
            }
        }
    }

    /// `a` and `b` premultiplied exactly (in Double), mixed by `f`, rounded once.
    static func premultipliedColor(_ a: Color, _ b: Color, _ f: Double) -> UInt32 {
        let alphaA = Double(a.alpha), alphaB = Double(b.alpha)
        func mix(_ ca: UInt8, _ cb: UInt8) -> UInt32 {
            let pa = Double(ca) * alphaA / 255, pb = Double(cb) * alphaB / 255
            return UInt32(pa + (pb - pa) * f + 0.5)
        }
        let alpha = UInt32(alphaA + (alphaB - alphaA) * f + 0.5)
        return alpha << 24 | mix(a.red, b.red) << 16 | mix(a.green, b.green) << 8 | mix(a.blue, b.blue)
    }
}
