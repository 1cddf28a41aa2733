import TactileRaster

/// The blurred shapes of shadows, kept so that a view that moves, fades or is drawn again never
/// blurs again, and views of the same size share one (a screen of 24 equal cards blurs once).
///
/// A mask depends only on the shape in pixels (the view's size grown by the spread, at the
/// screen's scale), its corner radius and the blur; colour, opacity, offset and position are
/// applied when it is drawn. The cache holds at most `budget` bytes of masks and at most
/// `maximumCount` of them, dropping the least recently used first (the one just made always stays).
package final class ShadowCache {
    /// What a mask is made from, in pixels.
    struct Key: Equatable {
        var width: Double
        var height: Double
        var cornerRadius: Double
        var sigma: Double
    }

    private struct Entry {
        var key: Key
        /// Nil when the shape is too large to blur (`ShadowBlur.maximumMaskPixels`).
        var mask: AlphaMask?
        var lastUsed: UInt64
        var bytes: Int { mask.map { $0.bytesPerRow * $0.height } ?? 0 }
    }

    /// The most bytes the masks may hold (the newest mask stays even when alone it holds more).
    package var budget: Int
    /// The most masks kept.
    package var maximumCount = 64
    /// How many masks were blurred since the cache was made: a view that moves or fades adds none.
    package private(set) var blurCount = 0
    /// The bytes the masks hold.
    package private(set) var bytes = 0
    private var entries: [Entry] = []
    private var clock: UInt64 = 0

    /// A cache of at most `budget` bytes (4 MiB by default).
    package init(budget: Int = 4 << 20) {
        self.budget = budget
    }

    /// How many masks are kept.
    package var count: Int { entries.count }

    /// The mask for `key`, blurred now if no kept mask matches; nil when it is too large.
    func mask(for key: Key) -> AlphaMask? {
        clock += 1
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].lastUsed = clock
            return entries[index].mask
        }
        let mask = ShadowBlur.mask(width: key.width, height: key.height, cornerRadius: key.cornerRadius, sigma: key.sigma)
        blurCount += 1
        let entry = Entry(key: key, mask: mask, lastUsed: clock)
        entries.append(entry)
        bytes += entry.bytes
        trim()
        return mask
    }

    /// Drops the least recently used masks until the budget and count hold (never the newest).
    private func trim() {
        while entries.count > 1 && (bytes > budget || entries.count > maximumCount) {
            var oldest = 0
            for index in entries.indices where entries[index].lastUsed < entries[oldest].lastUsed { oldest = index }
            bytes -= entries[oldest].bytes
            entries.remove(at: oldest)
        }
    }
}
