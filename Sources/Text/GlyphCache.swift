/// Rendered glyph masks, kept until a byte budget forces the least recently used out.
///
/// Keys are (font, pixels per em, glyph, subpixel phase): four phases, the pen's x position
/// rounded to a quarter pixel. A lookup is O(1): a dictionary from key to a slot of an
/// intrusive doubly linked list in recency order.
public final class GlyphCache {
    /// What identifies one cached mask.
    struct Key: Hashable {
        var font: Int
        var pixelsPerEm64: Int
        var glyph: UInt32
        var phase: UInt8
    }

    private struct Node {
        var key: Key
        var image: GlyphImage?
        var cost: Int
        var newer: Int32
        var older: Int32
    }

    /// The glyph number standing for "no font has this character": the replacement box.
    public static let replacementGlyph: UInt32 = .max
    /// Subpixel positions per pixel.
    public static let phases = 4
    /// Bytes charged per cached glyph on top of its mask, for the bookkeeping.
    public static let entryOverhead = 64

    /// The most bytes (masks plus `entryOverhead` each) the cache holds.
    public let byteBudget: Int
    /// The bytes held now, never above `byteBudget`.
    public private(set) var byteCount = 0
    /// Lookups answered from the cache.
    public private(set) var hits = 0
    /// Lookups that had to render.
    public private(set) var misses = 0

    private var slots: [Key: Int32] = [:]
    private var nodes: [Node] = []
    private var freeNodes: [Int32] = []
    private var newest: Int32 = -1
    private var oldest: Int32 = -1

    /// An empty cache holding at most `byteBudget` bytes.
    public init(byteBudget: Int) {
        self.byteBudget = max(0, byteBudget)
    }

    /// The number of cached glyphs.
    public var count: Int { slots.count }

    /// The mask of `glyph` of `font` with the pen `phase` quarter pixels right of a whole pixel,
    /// rendered on a miss. The built-in bitmap font and the replacement box have one phase.
    public func image(for font: Font, glyph: UInt32, phase: Int) -> GlyphImage {
        let phase = font.isBuiltin || glyph == GlyphCache.replacementGlyph ? 0 : phase & 3
        let key = Key(font: font.id, pixelsPerEm64: font.pixelsPerEm64, glyph: glyph, phase: UInt8(phase))
        if let slot = slots[key] {
            hits += 1
            moveToFront(slot)
            return nodes[Int(slot)].image!
        }
        misses += 1
        let image = font.renderGlyph(glyph, phase: phase)
        insert(key, image)
        return image
    }

    /// Whether a mask is cached (without touching its recency).
    public func contains(font: Font, glyph: UInt32, phase: Int) -> Bool {
        slots[Key(font: font.id, pixelsPerEm64: font.pixelsPerEm64, glyph: glyph, phase: UInt8(phase & 3))] != nil
    }

    /// Forgets every mask.
    public func removeAll() {
        slots.removeAll()
        nodes.removeAll()
        freeNodes.removeAll()
        newest = -1
        oldest = -1
        byteCount = 0
    }

    /// Forgets the masks of a font that is going away.
    func removeGlyphs(ofFontID font: Int) {
        var slot = oldest
        while slot >= 0 {
            let next = nodes[Int(slot)].newer
            if nodes[Int(slot)].key.font == font { remove(slot) }
            slot = next
        }
    }

    /// The cached keys from most to least recently used (for tests).
    var keysByRecency: [Key] {
        var keys: [Key] = []
        var slot = newest
        while slot >= 0 {
            keys.append(nodes[Int(slot)].key)
            slot = nodes[Int(slot)].older
        }
        return keys
    }

    private func insert(_ key: Key, _ image: GlyphImage) {
        let cost = image.byteCount + GlyphCache.entryOverhead
        // A mask bigger than the whole budget is drawn but never kept.
        guard cost <= byteBudget else { return }
        while byteCount + cost > byteBudget, oldest >= 0 { remove(oldest) }
        let node = Node(key: key, image: image, cost: cost, newer: -1, older: newest)
        let slot: Int32
        if let free = freeNodes.popLast() {
            slot = free
            nodes[Int(slot)] = node
        } else {
            slot = Int32(nodes.count)
            nodes.append(node)
        }
        if newest >= 0 { nodes[Int(newest)].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
        slots[key] = slot
        byteCount += cost
    }

    private func unlink(_ slot: Int32) {
        let node = nodes[Int(slot)]
        if node.newer >= 0 { nodes[Int(node.newer)].older = node.older } else { newest = node.older }
        if node.older >= 0 { nodes[Int(node.older)].newer = node.newer } else { oldest = node.newer }
    }

    private func moveToFront(_ slot: Int32) {
        guard slot != newest else { return }
        unlink(slot)
        nodes[Int(slot)].older = newest
        nodes[Int(slot)].newer = -1
        if newest >= 0 { nodes[Int(newest)].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }

    private func remove(_ slot: Int32) {
        unlink(slot)
        let node = nodes[Int(slot)]
        slots[node.key] = nil
        byteCount -= node.cost
        nodes[Int(slot)].image = nil
        nodes[Int(slot)].newer = -1
        nodes[Int(slot)].older = -1
        freeNodes.append(slot)
    }
}
