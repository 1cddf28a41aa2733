import Raster

/// Damage rectangle helpers shared by the displays.
enum DamageList {
    /// `rects` clipped to `bounds`, without empty ones or ones inside another.
    static func clipped(_ rects: [PixelRect], to bounds: PixelRect) -> [PixelRect] {
        var result: [PixelRect] = []
        result.reserveCapacity(rects.count)
        for rect in rects {
            let clipped = rect.intersection(bounds)
            if clipped.isEmpty { continue }
            if result.contains(where: { $0.contains(clipped) }) { continue }
            result.removeAll { clipped.contains($0) }
            result.append(clipped)
        }
        return result
    }
}
