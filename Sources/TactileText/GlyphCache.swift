/// Rendered glyph masks, kept until a byte budget forces the least recently used out.
///
/// Keys are (font, pixels per em, glyph, subpixel phase): four phases, the pen's x position
/// rounded to a quarter pixel. A lookup is O(1) and hashes nothing in the common case: glyph
/// numbers below `directGlyphs` (all of Latin in most fonts) index a small table per font and
/// size; others go through a dictionary. Both lead to a slot of an intrusive doubly linked list
/// in recency order, from which the least recently used masks are evicted.
///
/// The mutable bookkeeping lives behind one pointer so the per-glyph path has no dynamic
/// exclusivity checks. What a hit touches (the recency links and the borrowed mask) lives in two
/// dense arrays apart from the cold rest of each entry, so that the list update on every hit
/// stays within a few cache lines.
public final class GlyphCache {
    /// What identifies one cached mask.
    struct Key: Hashable {
        var font: Int
        var pixelsPerEm64: Int
        var glyph: UInt32
        var phase: UInt8
    }

    /// One font at one size: the key of a direct table.
    struct FontSize: Hashable {
        var font: Int
        var pixelsPerEm64: Int
    }

    /// An entry's cold part: what only misses, evictions and tests read.
    private struct Node {
        var key: Key
        var image: GlyphImage?
        var cost: Int
    }

    /// An entry's place in the recency list (slots, -1 at the ends). A free slot keeps the next
    /// free one in `older`.
    private struct Link {
        var newer: Int32
        var older: Int32
    }

    /// The list and the counters.
    private struct State {
        var nodes: UnsafeMutablePointer<Node>?
        /// Parallel to `nodes`: the recency links.
        var links: UnsafeMutablePointer<Link>?
        /// Parallel to `nodes`: each image's pixels without ownership, what a hit hands out.
        var masks: UnsafeMutablePointer<GlyphMask>?
        var nodeCount = 0
        var nodeCapacity = 0
        var freeNode: Int32 = -1
        var newest: Int32 = -1
        var oldest: Int32 = -1
        var byteCount = 0
        var count = 0
        var hits = 0
        var misses = 0
        var lastFontSize = FontSize(font: -1, pixelsPerEm64: -1)
        var lastTable: UnsafeMutablePointer<Int32>?
    }

    /// The glyph number standing for "no font has this character": the replacement box.
    public static let replacementGlyph: UInt32 = .max
    /// Subpixel positions per pixel.
    public static let phases = 4
    /// Bytes charged per cached glyph on top of its mask, for the bookkeeping.
    public static let entryOverhead = 64
    /// Glyph numbers below this are found through a per-font table instead of hashing.
    static let directGlyphs = 256

    /// The most bytes (masks plus `entryOverhead` each) the cache holds.
    public let byteBudget: Int
    private let state: UnsafeMutablePointer<State>
    private var slots: [Key: Int32] = [:]
    private var tables: [FontSize: UnsafeMutablePointer<Int32>] = [:]

    /// An empty cache holding at most `byteBudget` bytes.
    public init(byteBudget: Int) {
        self.byteBudget = max(0, byteBudget)
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit {
        removeAll()
        state.pointee.nodes?.deallocate()
        state.pointee.links?.deallocate()
        state.pointee.masks?.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The bytes held now, never above `byteBudget`.
    public var byteCount: Int { state.pointee.byteCount }
    /// The number of cached glyphs.
    public var count: Int { state.pointee.count }
    /// Lookups answered from the cache.
    public var hits: Int { state.pointee.hits }
    /// Lookups that had to render.
    public var misses: Int { state.pointee.misses }

    /// The mask of `glyph` of `font` with the pen `phase` quarter pixels right of a whole pixel,
    /// rendered on a miss. The built-in bitmap font and the replacement box have one phase.
    @inline(__always)
    public func image(for font: Font, glyph: UInt32, phase: Int) -> GlyphImage {
        let phase = font.hasOnePhase || glyph == GlyphCache.replacementGlyph ? 0 : phase & 3
        if glyph < GlyphCache.directGlyphs {
            let entry = table(font.id, font.pixelsPerEm64) + (Int(glyph) << 2 | phase)
            let slot = entry.pointee
            if slot >= 0 {
                state.pointee.hits += 1
                moveToFront(slot)
                return state.pointee.nodes![Int(slot)].image!
            }
        } else if let slot = slots[key(font, glyph, phase)] {
            state.pointee.hits += 1
            moveToFront(slot)
            return state.pointee.nodes![Int(slot)].image!
        }
        return renderAndInsert(font, glyph, phase)
    }

    /// The mask of a glyph without taking ownership of it, for drawing loops: valid until the
    /// next lookup that misses (which may evict it). `font` is the font's cache identity.
    @inline(__always)
    func mask(for font: FontKey, glyph: UInt32, phase: Int, rendering owner: @autoclosure () -> Font) -> GlyphMask {
        let phase = font.hasOnePhase || glyph == GlyphCache.replacementGlyph ? 0 : phase & 3
        if glyph < GlyphCache.directGlyphs {
            let slot = table(font.id, font.pixelsPerEm64)[Int(glyph) << 2 | phase]
            if slot >= 0 {
                state.pointee.hits += 1
                moveToFront(slot)
                return state.pointee.masks![Int(slot)]
            }
        } else if let slot = slots[
            Key(
                font: font.id, pixelsPerEm64: font.pixelsPerEm64, glyph: glyph,
                phase: UInt8(phase))]
        {
            state.pointee.hits += 1
            moveToFront(slot)
            return state.pointee.masks![Int(slot)]
        }
        let owner = owner()
        let image = renderAndInsert(owner, glyph, phase)
        // Not kept (larger than the budget): hold it until the next miss, like a cached one.
        if !contains(font: owner, glyph: glyph, phase: phase) { oversized = image }
        return GlyphMask(image)
    }

    /// The last mask too large to cache, kept alive for the caller of `mask(for:...)`.
    private var oversized: GlyphImage?

    /// Whether a mask is cached (without touching its recency).
    public func contains(font: Font, glyph: UInt32, phase: Int) -> Bool {
        let phase = font.hasOnePhase || glyph == GlyphCache.replacementGlyph ? 0 : phase & 3
        if glyph < GlyphCache.directGlyphs {
            guard let table = tables[FontSize(font: font.id, pixelsPerEm64: font.pixelsPerEm64)] else { return false }
            return table[Int(glyph) << 2 | phase] >= 0
        }
        return slots[key(font, glyph, phase)] != nil
    }

    /// Forgets every mask.
    public func removeAll() {
        var slot = state.pointee.oldest
        while slot >= 0 {
            let next = state.pointee.links![Int(slot)].newer
            remove(slot)
            slot = next
        }
        for table in tables.values { table.deallocate() }
        tables.removeAll()
        state.pointee.lastFontSize = FontSize(font: -1, pixelsPerEm64: -1)
        state.pointee.lastTable = nil
    }

    /// Forgets the masks of a font that is going away.
    func removeGlyphs(ofFontID font: Int) {
        var slot = state.pointee.oldest
        while slot >= 0 {
            let next = state.pointee.links![Int(slot)].newer
            if state.pointee.nodes![Int(slot)].key.font == font { remove(slot) }
            slot = next
        }
        for (fontSize, table) in tables where fontSize.font == font {
            table.deallocate()
            tables[fontSize] = nil
        }
        if state.pointee.lastFontSize.font == font {
            state.pointee.lastFontSize = FontSize(font: -1, pixelsPerEm64: -1)
            state.pointee.lastTable = nil
        }
    }

    /// The cached keys from most to least recently used (for tests).
    var keysByRecency: [Key] {
        var keys: [Key] = []
        var slot = state.pointee.newest
        while slot >= 0 {
            keys.append(state.pointee.nodes![Int(slot)].key)
            slot = state.pointee.links![Int(slot)].older
        }
        return keys
    }

    private func key(_ font: Font, _ glyph: UInt32, _ phase: Int) -> Key {
        Key(font: font.id, pixelsPerEm64: font.pixelsPerEm64, glyph: glyph, phase: UInt8(phase))
    }

    /// The direct table of a font size (slots by glyph × 4 + phase, -1 when absent): the last
    /// one used without hashing, others from the dictionary, created on first use.
    @inline(__always)
    private func table(_ font: Int, _ pixelsPerEm64: Int) -> UnsafeMutablePointer<Int32> {
        let last = state.pointee.lastFontSize
        if last.font == font && last.pixelsPerEm64 == pixelsPerEm64 { return state.pointee.lastTable! }
        return switchTable(FontSize(font: font, pixelsPerEm64: pixelsPerEm64))
    }

    private func switchTable(_ fontSize: FontSize) -> UnsafeMutablePointer<Int32> {
        let table: UnsafeMutablePointer<Int32>
        if let known = tables[fontSize] {
            table = known
        } else {
            table = .allocate(capacity: GlyphCache.directGlyphs * 4)
            table.initialize(repeating: -1, count: GlyphCache.directGlyphs * 4)
            tables[fontSize] = table
        }
        state.pointee.lastFontSize = fontSize
        state.pointee.lastTable = table
        return table
    }

    private func renderAndInsert(_ font: Font, _ glyph: UInt32, _ phase: Int) -> GlyphImage {
        state.pointee.misses += 1
        let image = font.renderGlyph(glyph, phase: phase)
        let key = key(font, glyph, phase)
        let cost = image.byteCount + GlyphCache.entryOverhead
        // A mask bigger than the whole budget is drawn but never kept.
        guard cost <= byteBudget else { return image }
        while state.pointee.byteCount + cost > byteBudget, state.pointee.oldest >= 0 { remove(state.pointee.oldest) }
        let slot = allocateNode()
        (state.pointee.nodes! + Int(slot)).initialize(to: Node(key: key, image: image, cost: cost))
        (state.pointee.masks! + Int(slot)).initialize(to: GlyphMask(image))
        let links = state.pointee.links!
        links[Int(slot)] = Link(newer: -1, older: state.pointee.newest)
        if state.pointee.newest >= 0 { links[Int(state.pointee.newest)].newer = slot }
        state.pointee.newest = slot
        if state.pointee.oldest < 0 { state.pointee.oldest = slot }
        state.pointee.byteCount += cost
        state.pointee.count += 1
        if glyph < GlyphCache.directGlyphs {
            table(font.id, font.pixelsPerEm64)[Int(glyph) << 2 | phase] = slot
        } else {
            slots[key] = slot
        }
        return image
    }

    /// An uninitialised slot: a freed one, or a new one at the end.
    private func allocateNode() -> Int32 {
        if state.pointee.freeNode >= 0 {
            let slot = state.pointee.freeNode
            state.pointee.freeNode = state.pointee.links![Int(slot)].older
            return slot
        }
        if state.pointee.nodeCount == state.pointee.nodeCapacity {
            let capacity = max(64, state.pointee.nodeCapacity * 2)
            let count = state.pointee.nodeCount
            // Free slots hold no objects, and the other arrays hold none at all, so moving the
            // raw bytes is enough.
            state.pointee.nodes = GlyphCache.grow(state.pointee.nodes, count: count, capacity: capacity)
            state.pointee.links = GlyphCache.grow(state.pointee.links, count: count, capacity: capacity)
            state.pointee.masks = GlyphCache.grow(state.pointee.masks, count: count, capacity: capacity)
            state.pointee.nodeCapacity = capacity
        }
        defer { state.pointee.nodeCount += 1 }
        return Int32(state.pointee.nodeCount)
    }

    /// A new allocation of `capacity` elements holding the bytes of the first `count` of `old`.
    private static func grow<Element>(
        _ old: UnsafeMutablePointer<Element>?, count: Int,
        capacity: Int
    ) -> UnsafeMutablePointer<Element> {
        let new = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        if let old {
            UnsafeMutableRawPointer(new).copyMemory(from: old, byteCount: count * MemoryLayout<Element>.stride)
            old.deallocate()
        }
        return new
    }

    @inline(__always)
    private func unlink(_ slot: Int32) {
        let links = state.pointee.links!
        let newer = links[Int(slot)].newer, older = links[Int(slot)].older
        if newer >= 0 { links[Int(newer)].older = older } else { state.pointee.newest = older }
        if older >= 0 { links[Int(older)].newer = newer } else { state.pointee.oldest = newer }
    }

    @inline(__always)
    private func moveToFront(_ slot: Int32) {
        guard slot != state.pointee.newest else { return }
        unlink(slot)
        let links = state.pointee.links!
        links[Int(slot)] = Link(newer: -1, older: state.pointee.newest)
        if state.pointee.newest >= 0 { links[Int(state.pointee.newest)].newer = slot }
        state.pointee.newest = slot
        if state.pointee.oldest < 0 { state.pointee.oldest = slot }
    }

    private func remove(_ slot: Int32) {
        unlink(slot)
        let node = (state.pointee.nodes! + Int(slot)).move()
        let key = node.key
        if key.glyph < GlyphCache.directGlyphs {
            let fontSize = FontSize(font: key.font, pixelsPerEm64: key.pixelsPerEm64)
            tables[fontSize]?[Int(key.glyph) << 2 | Int(key.phase)] = -1
        } else {
            slots[key] = nil
        }
        state.pointee.byteCount -= node.cost
        state.pointee.count -= 1
        state.pointee.links![Int(slot)].older = state.pointee.freeNode
        state.pointee.freeNode = slot
    }
}
