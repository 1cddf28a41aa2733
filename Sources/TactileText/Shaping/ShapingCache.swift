import CTactileHarfBuzz

/// Words shaped before, by font, script, direction and language: most text on a screen is
/// made of words seen many times, and looking one up costs a fraction of shaping it again.
///
/// Only fonts whose space glyph no OpenType lookup reads (`Font.shapesWordsAlone`) are shaped
/// word by word, so that a run shaped from cached words is exactly the run shaped whole. Held
/// by a `FontLibrary` and used under its lock. When full, it starts again empty.
final class ShapingCache {
    /// A word's shaping conditions: what besides its text decides its glyphs.
    struct Conditions: Equatable {
        var font: Int
        var script: UInt32
        var direction: UInt32
        var language: OpaquePointer?
    }

    private struct Entry {
        var conditions: Conditions
        var scalars: Range<Int>
        var glyphs: Range<Int>
    }

    private var index: [UInt64: Int] = [:]
    private var entries: [Entry] = []
    private var scalarPool: [UInt32] = []
    private var glyphPool: [ShapedGlyph] = []
    /// The most glyphs kept (about 1.5 MB) before starting again.
    static let glyphBudget = 1 << 16
    /// Lookups answered from the cache, and words shaped (for the benchmark).
    private(set) var hits = 0
    private(set) var misses = 0

    /// The glyphs of `scalars[range]` under `conditions`, clusters counted from the word's start,
    /// or nil when not cached.
    func glyphs(for scalars: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, _ conditions: Conditions) -> ArraySlice<ShapedGlyph>? {
        let key = ShapingCache.key(scalars, range, conditions)
        guard let found = index[key] else { return nil }
        let entry = entries[found]
        guard entry.conditions == conditions, entry.scalars.count == range.count else { return nil }
        var offset = entry.scalars.lowerBound
        for position in range {
            guard scalarPool[offset] == scalars[position] else { return nil }
            offset += 1
        }
        hits += 1
        return glyphPool[entry.glyphs]
    }

    /// Keeps the glyphs of a word just shaped.
    func store(_ glyphs: ArraySlice<ShapedGlyph>, for scalars: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, _ conditions: Conditions) {
        misses += 1
        if glyphPool.count + glyphs.count > ShapingCache.glyphBudget {
            index.removeAll(keepingCapacity: true)
            entries.removeAll(keepingCapacity: true)
            scalarPool.removeAll(keepingCapacity: true)
            glyphPool.removeAll(keepingCapacity: true)
        }
        let scalarStart = scalarPool.count, glyphStart = glyphPool.count
        for position in range { scalarPool.append(scalars[position]) }
        glyphPool.append(contentsOf: glyphs)
        index[ShapingCache.key(scalars, range, conditions)] = entries.count
        entries.append(
            Entry(conditions: conditions, scalars: scalarStart..<scalarPool.count, glyphs: glyphStart..<glyphPool.count))
    }

    /// FNV-1a over the conditions and the scalars.
    private static func key(_ scalars: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, _ conditions: Conditions) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        @inline(__always) func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x0000_0100_0000_01B3 }
        mix(UInt64(truncatingIfNeeded: conditions.font))
        mix(UInt64(conditions.script) << 32 | UInt64(conditions.direction))
        mix(UInt64(UInt(bitPattern: conditions.language.map { Int(bitPattern: $0) } ?? 0)))
        for position in range { mix(UInt64(scalars[position])) }
        return hash
    }
}
