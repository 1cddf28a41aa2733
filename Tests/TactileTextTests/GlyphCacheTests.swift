import Testing

@testable import TactileText

@Suite struct GlyphCacheTests {
    let library = TestFonts.library()

    private func glyphs(_ font: Font, _ text: String) -> [UInt32] {
        text.unicodeScalars.map { font.glyphIndex(for: $0)! }
    }

    @Test func secondLookupIsAHitWithTheSameMask() throws {
        let font = try Font(contentsOfFile: TestFonts.sans, size: 16, library: library)
        let cache = GlyphCache(byteBudget: 1 << 20)
        let g = try #require(font.glyphIndex(for: "g"))
        let first = cache.image(for: font, glyph: g, phase: 1)
        let second = cache.image(for: font, glyph: g, phase: 1)
        #expect(cache.misses == 1 && cache.hits == 1 && cache.count == 1)
        #expect(first.baseAddress == second.baseAddress)
        // Another phase or size is another entry.
        _ = cache.image(for: font, glyph: g, phase: 2)
        _ = cache.image(for: try font.withSize(17), glyph: g, phase: 1)
        #expect(cache.count == 3 && cache.misses == 3)
    }

    /// Rows are padded to 4 bytes so the mask kernel never runs its one-pixel tail; the padding
    /// must be zero coverage, or drawing would touch pixels beside the glyph.
    @Test func maskRowsArePaddedWithZeroCoverage() throws {
        let font = try Font(contentsOfFile: TestFonts.sans, size: 13, library: library)
        let cache = GlyphCache(byteBudget: 1 << 20)
        for glyph in glyphs(font, "il|Wg@.") {
            for phase in 0..<GlyphCache.phases {
                let image = cache.image(for: font, glyph: glyph, phase: phase)
                #expect(image.bytesPerRow % 4 == 0 && image.bytesPerRow >= image.width)
                for y in 0..<image.height {
                    for x in image.width..<image.bytesPerRow { #expect(image.baseAddress[y * image.bytesPerRow + x] == 0) }
                }
            }
        }
    }

    /// Each phase is the glyph moved right by a quarter pixel: the ink's horizontal centroid
    /// moves by 0.25 px per phase. Tolerance 0.06 px: a centroid taken at pixel centres is off
    /// by up to (f(1−f)/2)/w for an edge at fraction f of a pixel on a stem w px wide (w ≈ 2.6
    /// here), which is far from the 0.25 px step a missing or wrong phase would show.
    @Test func phasesShiftCoverageByQuarterPixels() throws {
        let font = try Font(contentsOfFile: TestFonts.sans, size: 24, library: library)
        let cache = GlyphCache(byteBudget: 1 << 20)
        let glyph = try #require(font.glyphIndex(for: "l"))
        func centroid(_ image: GlyphImage) -> Double {
            var sum = 0.0, weight = 0.0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let v = Double(image[x: x, y: y])
                    sum += (Double(image.left + x) + 0.5) * v
                    weight += v
                }
            }
            return sum / weight
        }
        let base = centroid(cache.image(for: font, glyph: glyph, phase: 0))
        for phase in 1..<4 {
            let moved = centroid(cache.image(for: font, glyph: glyph, phase: phase))
            #expect(abs(moved - base - 0.25 * Double(phase)) < 0.06, "phase \(phase)")
        }
    }

    @Test func evictionKeepsWithinBudgetAndDropsLeastRecentlyUsed() throws {
        let font = try Font(contentsOfFile: TestFonts.mono, size: 20, library: library)
        // Measure the costs first with an unbounded cache.
        let probe = GlyphCache(byteBudget: 1 << 30)
        let letters = glyphs(font, "ABCDEFGH")
        let costs = letters.map { probe.image(for: font, glyph: $0, phase: 0).byteCount + GlyphCache.entryOverhead }
        // Room for A, B and C but not D as well.
        let budget = costs[0] + costs[1] + costs[2] + costs[3] - 1
        let cache = GlyphCache(byteBudget: budget)
        for g in letters[0..<3] { _ = cache.image(for: font, glyph: g, phase: 0) }
        #expect(cache.byteCount == costs[0] + costs[1] + costs[2])
        // Touch A: now B is the least recently used.
        _ = cache.image(for: font, glyph: letters[0], phase: 0)
        #expect(cache.keysByRecency.map(\.glyph) == [letters[0], letters[2], letters[1]])
        _ = cache.image(for: font, glyph: letters[3], phase: 0)
        #expect(!cache.contains(font: font, glyph: letters[1], phase: 0))
        #expect(cache.contains(font: font, glyph: letters[0], phase: 0))
        #expect(cache.keysByRecency.map(\.glyph) == [letters[3], letters[0], letters[2]])
        #expect(cache.byteCount <= budget)
        // A long run of lookups in varied order never exceeds the budget, and the byte count is
        // always the sum of what is cached.
        var seed: UInt64 = 7
        for _ in 0..<500 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let index = Int(seed >> 33) % letters.count
            _ = cache.image(for: font, glyph: letters[index], phase: Int(seed >> 20) & 3)
            #expect(cache.byteCount <= budget)
        }
        var sum = 0
        for key in cache.keysByRecency {
            sum += probe.image(for: font, glyph: key.glyph, phase: Int(key.phase)).byteCount + GlyphCache.entryOverhead
        }
        #expect(sum == cache.byteCount)
        #expect(cache.keysByRecency.count == cache.count)
    }

    @Test func maskLargerThanBudgetIsDrawnButNotKept() throws {
        let font = try Font(contentsOfFile: TestFonts.sans, size: 200, library: library)
        let cache = GlyphCache(byteBudget: 1000)
        let image = cache.image(for: font, glyph: font.glyphIndex(for: "W")!, phase: 0)
        #expect(image.byteCount > 1000)
        #expect(cache.count == 0 && cache.byteCount == 0)
    }

    @Test func fontGoingAwayReleasesItsGlyphs() throws {
        let cache = library.glyphCache
        cache.removeAll()
        let keeper = try Font(contentsOfFile: TestFonts.mono, size: 12, library: library)
        _ = cache.image(for: keeper, glyph: keeper.glyphIndex(for: "k")!, phase: 0)
        do {
            let temporary = try Font(contentsOfFile: TestFonts.mono, size: 13, library: library)
            _ = cache.image(for: temporary, glyph: temporary.glyphIndex(for: "t")!, phase: 0)
            #expect(cache.count == 2)
        }
        #expect(cache.count == 1)
        #expect(cache.contains(font: keeper, glyph: keeper.glyphIndex(for: "k")!, phase: 0))
    }
}
