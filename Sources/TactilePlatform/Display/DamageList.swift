import TactileRaster

/// Damage rectangle helpers shared by the displays.
enum DamageList {
    /// `rects` clipped to `bounds`, without empty ones or ones inside another.
    static func clipped(_ rects: [PixelRect], to bounds: PixelRect) -> [PixelRect] {
        var result: [PixelRect] = []
        result.reserveCapacity(rects.count)
        clip(rects, to: bounds, appendingTo: &result)
        return result
    }

    /// Adds `rects` clipped to `bounds` to `result`, leaving out empty ones and ones inside a
    /// rectangle already there, and dropping those the new ones contain. Allocates nothing once
    /// `result` has the capacity (a display keeps its lists from frame to frame).
    static func clip(_ rects: [PixelRect], to bounds: PixelRect, appendingTo result: inout [PixelRect]) {
        for rect in rects {
            let clipped = rect.intersection(bounds)
            if clipped.isEmpty { continue }
            if result.contains(where: { $0.contains(clipped) }) { continue }
            result.removeAll { clipped.contains($0) }
            result.append(clipped)
        }
    }
}
