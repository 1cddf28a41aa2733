import TactileCore
import TactileRaster
import TactileTestSupport
import Testing

/// Enlarged hit areas (docs/accessibility.md, "Enlarged hit areas"): the docs' vector and the
/// promise that no two areas overlap, whatever the layout.
@Suite struct HitAreaEnlargerTests {
    /// An item with 30, 10, 50 and 40 pt free to the left, top, right and bottom of it.
    static let bounds = Rect(x: 0, y: 0, width: 100, height: 70)
    static let item = Rect(x: 30, y: 10, width: 20, height: 20)

    @Test func freeSpaceIsMeasuredToTheContainersEdges() {
        let free = HitAreaEnlarger.freeSpace(around: 0, in: [HitAreaEnlargerTests.item], bounds: HitAreaEnlargerTests.bounds)
        #expect(free == EdgeInsets(top: 10, left: 30, bottom: 40, right: 50))
    }

    @Test func theDocsVector() {
        let free = EdgeInsets(top: 10, left: 30, bottom: 40, right: 50)
        #expect(HitAreaEnlarger(amount: .factor(0.5)).growth(forFreeSpace: free) == EdgeInsets(top: 5, left: 15, bottom: 20, right: 25))
        #expect(HitAreaEnlarger(amount: .factor(0.5), isUniform: true).growth(forFreeSpace: free) == EdgeInsets(all: 5))
        #expect(HitAreaEnlarger(amount: .freeLess(8)).growth(forFreeSpace: free) == EdgeInsets(top: 2, left: 22, bottom: 32, right: 42))
        let areas = HitAreaEnlarger(isUniform: true).areas(for: [HitAreaEnlargerTests.item], in: HitAreaEnlargerTests.bounds)
        #expect(areas == [Rect(x: 25, y: 5, width: 30, height: 30)])
    }

    @Test func neighboursFacingEachOtherMeetAtTheMidpoint() {
        // Two buttons 20 pt apart on one row: towards each other each grows by 10 with factor 0.5,
        // and with `freeLess(2)` by 18, capped at the midpoint between them.
        let frames = [Rect(x: 10, y: 10, width: 30, height: 20), Rect(x: 60, y: 10, width: 30, height: 20)]
        let bounds = Rect(x: 0, y: 0, width: 100, height: 40)
        let half = HitAreaEnlarger().areas(for: frames, in: bounds)
        #expect(half == [Rect(x: 5, y: 5, width: 45, height: 30), Rect(x: 50, y: 5, width: 45, height: 30)])
        let greedy = HitAreaEnlarger(amount: .freeLess(2)).areas(for: frames, in: bounds)
        #expect(greedy[0].maxX == 50 && greedy[1].minX == 50)
        #expect(greedy[0].minX == 2, "the side facing the edge grows by 10 − 2")
    }

    @Test func aTouchOnADrawnFrameWinsOverAnEnlargedArea() {
        let frames = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 12, y: 0, width: 10, height: 10)]
        let areas = HitAreaEnlarger(amount: .freeLess(0)).areas(for: frames, in: Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(HitAreaEnlarger.item(at: Point(x: 10.5, y: 5), frames: frames, areas: areas) == 0)
        #expect(HitAreaEnlarger.item(at: Point(x: 11.5, y: 5), frames: frames, areas: areas) == 1)
        #expect(HitAreaEnlarger.item(at: Point(x: 30, y: 30), frames: frames, areas: areas) == 1)
        #expect(HitAreaEnlarger.item(at: Point(x: 5, y: 5), frames: frames, areas: areas) == 0)
    }

    /// Random layouts of disjoint items: enlarged areas never overlap one another, always hold
    /// their drawn frame, and come out the same in any order.
    @Test(arguments: 1...200 as ClosedRange<UInt64>)
    func enlargedAreasNeverOverlapInAnyOrder(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let bounds = Rect(x: 0, y: 0, width: 320, height: 240)
        var frames: [Rect] = []
        for _ in 0..<Int.random(in: 2...12, using: &random) {
            let frame = Rect(
                x: Double(Int.random(in: 0...290, using: &random)), y: Double(Int.random(in: 0...220, using: &random)),
                width: Double(Int.random(in: 4...30, using: &random)), height: Double(Int.random(in: 4...20, using: &random)))
            if !frames.contains(where: { $0.intersects(frame) }) { frames.append(frame) }
        }
        let enlarger = HitAreaEnlarger(amount: seed % 2 == 0 ? .factor(0.5) : .freeLess(3), isUniform: seed % 3 == 0)
        let areas = enlarger.areas(for: frames, in: bounds)
        for a in areas.indices {
            #expect(areas[a].union(frames[a]) == areas[a], "seed \(seed): area \(a) lost part of its frame")
            for b in areas.indices where a < b {
                #expect(!areas[a].intersects(areas[b]), "seed \(seed): areas \(a) and \(b) overlap")
            }
        }
        let order = Array(frames.indices.reversed())
        let reversed = enlarger.areas(for: order.map { frames[$0] }, in: bounds)
        #expect(order.map { areas[$0] } == reversed, "seed \(seed): the order of the items changed the areas")
    }
}
