import TactileRaster
import TactileSystem
import Testing

/// A brute-force model of a region: the set of its pixels.
private struct PixelSet: Equatable {
    var points: Set<Int> = []

    static func key(_ x: Int, _ y: Int) -> Int { (y + 1000) * 4096 + (x + 1000) }

    init() {}
    init(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        for y in rect.minY..<rect.maxY { for x in rect.minX..<rect.maxX { points.insert(PixelSet.key(x, y)) } }
    }
    init(_ region: Region) {
        for rect in region.rects { points.formUnion(PixelSet(rect).points) }
    }
    func contains(_ x: Int, _ y: Int) -> Bool { points.contains(PixelSet.key(x, y)) }
}

@Suite struct RegionTests {
    /// Random rectangles, some empty, in a small grid so they overlap and touch often.
    private func randomRect(_ g: inout SplitMix64) -> PixelRect {
        let x = Int(g.next() % 24) - 2, y = Int(g.next() % 24) - 2
        let w = Int(g.next() % 12), h = Int(g.next() % 12)
        return PixelRect(x: x, y: y, width: g.next() % 16 == 0 ? 0 : w, height: h)
    }

    private func randomRegion(_ g: inout SplitMix64) -> (Region, PixelSet) {
        var region = Region(), model = PixelSet()
        for _ in 0..<Int(g.next() % 6) {
            let rect = randomRect(&g)
            switch g.next() % 4 {
            case 0, 1:
                region.formUnion(rect); model.points.formUnion(PixelSet(rect).points)
            case 2:
                region.subtract(rect); model.points.subtract(PixelSet(rect).points)
            default:
                region.formUnion(Region(rect).offsetBy(dx: 3, dy: -1))
                model.points.formUnion(PixelSet(rect.offsetBy(dx: 3, dy: -1)).points)
            }
        }
        return (region, model)
    }

    /// The structural invariants of the canonical banded form.
    private func checkCanonical(_ region: Region, _ comment: Comment) {
        let rects = region.rects
        for r in rects { #expect(!r.isEmpty, comment) }
        for i in rects.indices {
            for j in rects.indices where j > i { #expect(!rects[i].intersects(rects[j]), comment) }
        }
        var i = 0
        var previousBand: (top: Int, bottom: Int, columns: [ClosedRange<Int>])? = nil
        while i < rects.count {
            var j = i
            var columns: [ClosedRange<Int>] = []
            while j < rects.count && rects[j].minY == rects[i].minY {
                // Same y range for the whole band, sorted by x, never touching.
                #expect(rects[j].maxY == rects[i].maxY, comment)
                if j > i { #expect(rects[j].minX > rects[j - 1].maxX, comment) }
                columns.append(rects[j].minX...rects[j].maxX)
                j += 1
            }
            if let previous = previousBand {
                #expect(previous.bottom <= rects[i].minY, comment)
                // Touching bands with equal columns should have been coalesced.
                #expect(!(previous.bottom == rects[i].minY && previous.columns == columns), comment)
            }
            previousBand = (rects[i].minY, rects[i].maxY, columns)
            i = j
        }
    }

    @Test func everyOperationMatchesAPixelSet() {
        var g = SplitMix64(seed: 0x5EED)
        for trial in 0..<600 {
            let (a, modelA) = randomRegion(&g)
            let (b, modelB) = randomRegion(&g)
            let rect = randomRect(&g)
            let modelRect = PixelSet(rect)
            let c: Comment = "trial \(trial): \(a.rects) with \(b.rects), rect \(rect)"

            #expect(PixelSet(a) == modelA, c)
            #expect(a.area == modelA.points.count, c)
            #expect(a.isEmpty == modelA.points.isEmpty, c)
            checkCanonical(a, c)

            let results: [(Region, Set<Int>)] = [
                (a.union(b), modelA.points.union(modelB.points)),
                (a.intersection(b), modelA.points.intersection(modelB.points)),
                (a.subtracting(b), modelA.points.subtracting(modelB.points)),
                (a.union(rect), modelA.points.union(modelRect.points)),
                (a.intersection(rect), modelA.points.intersection(modelRect.points)),
                (a.subtracting(rect), modelA.points.subtracting(modelRect.points))
            ]
            for (index, (region, expected)) in results.enumerated() {
                #expect(PixelSet(region).points == expected, "op \(index), \(c)")
                #expect(region.area == expected.count, "op \(index), \(c)")
                checkCanonical(region, c)
            }

            var mutated = a
            mutated.formIntersection(b)
            #expect(mutated == a.intersection(b), c)
            mutated = a
            mutated.subtract(rect)
            #expect(mutated == a.subtracting(rect), c)

            // Bounds: the tightest rectangle around the model's pixels.
            if modelA.points.isEmpty {
                #expect(a.bounds.isEmpty, c)
            } else {
                let xs = modelA.points.map { $0 % 4096 - 1000 }, ys = modelA.points.map { $0 / 4096 - 1000 }
                #expect(a.bounds == PixelRect(minX: xs.min()!, minY: ys.min()!, maxX: xs.max()! + 1, maxY: ys.max()! + 1), c)
            }

            // Point queries over the whole grid and beyond its edges.
            for y in -4..<34 {
                for x in -4..<34 where a.contains(x: x, y: y) != modelA.contains(x, y) {
                    Issue.record("contains(\(x), \(y)) wrong, \(c)")
                }
            }
            #expect(a.intersects(rect) == !modelA.points.isDisjoint(with: modelRect.points), c)

            let moved = a.offsetBy(dx: 5, dy: -7)
            #expect(PixelSet(moved).points == Set(modelA.points.map { $0 + 5 - 7 * 4096 }), c)
            checkCanonical(moved, c)
        }
    }

    @Test func unionOfManyRectsHoldsExactlyTheirPixels() {
        var g = SplitMix64(seed: 0xBA7C4)
        for round in 0..<300 {
            let rects = (0..<Int(g.next() % 40)).map { _ in randomRect(&g) }
            let region = Region(unionOf: rects)
            var model = PixelSet()
            for rect in rects { model.points.formUnion(PixelSet(rect).points) }
            #expect(PixelSet(region) == model, "round \(round)")
            checkCanonical(region, "round \(round)")
            // The sweep and one-at-a-time unions agree rectangle for rectangle (canonical form).
            #expect(region == rects.reduce(Region()) { $0.union($1) }, "round \(round)")
        }
        #expect(Region(unionOf: []).isEmpty)
        #expect(Region(unionOf: [.zero, PixelRect(x: 3, y: 4, width: 0, height: 9)]).isEmpty)
    }

    @Test func theSameSetBuiltInAnyOrderHasEqualRects() {
        var g = SplitMix64(seed: 42)
        for trial in 0..<300 {
            var pieces: [PixelRect] = []
            for _ in 0..<Int(1 + g.next() % 7) { pieces.append(randomRect(&g)) }
            var forward = Region()
            for r in pieces { forward.formUnion(r) }
            var shuffled = pieces
            shuffled.shuffle(using: &g)
            var backward = Region()
            for r in shuffled { backward = Region(r).union(backward) }
            #expect(forward == backward, "trial \(trial): \(pieces)")

            // The same pixels built from single-pixel rows, and by subtracting the complement
            // from the bounding box, must also come out identical.
            let model = PixelSet(forward)
            var rows = Region()
            for key in model.points.shuffled(using: &g) {
                rows.formUnion(PixelRect(x: key % 4096 - 1000, y: key / 4096 - 1000, width: 1, height: 1))
            }
            #expect(rows == forward, "trial \(trial): \(pieces)")
            let box = forward.bounds
            let hole = Region(box).subtracting(forward)
            #expect(Region(box).subtracting(hole) == forward, "trial \(trial): \(pieces)")
        }
    }

    @Test func simpleCasesHaveTheExpectedBands() {
        // Two side-by-side rects merge into one; an L shape gives two bands.
        let joined = Region(PixelRect(x: 0, y: 0, width: 4, height: 4)).union(PixelRect(x: 4, y: 0, width: 3, height: 4))
        #expect(joined.rects == [PixelRect(x: 0, y: 0, width: 7, height: 4)])
        let l = Region(PixelRect(x: 0, y: 0, width: 2, height: 4)).union(PixelRect(x: 0, y: 2, width: 5, height: 2))
        #expect(l.rects == [PixelRect(x: 0, y: 0, width: 2, height: 2), PixelRect(x: 0, y: 2, width: 5, height: 2)])
        let ring = Region(PixelRect(x: 0, y: 0, width: 5, height: 5)).subtracting(PixelRect(x: 1, y: 1, width: 3, height: 3))
        #expect(
            ring.rects == [
                PixelRect(x: 0, y: 0, width: 5, height: 1),
                PixelRect(x: 0, y: 1, width: 1, height: 3), PixelRect(x: 4, y: 1, width: 1, height: 3),
                PixelRect(x: 0, y: 4, width: 5, height: 1)
            ])
        #expect(Region(PixelRect(x: 3, y: 3, width: 0, height: 5)).isEmpty)
        #expect(Region().bounds == .zero)
    }
}
