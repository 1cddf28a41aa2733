import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// The frame's damage union, worked out in reused buffers, gives exactly Region's canonical
/// rectangles (unique for a set of pixels), clipped to the target.
@Suite struct DamageUnionTests {
    @Test(arguments: 1...60 as ClosedRange<UInt64>)
    func equalsRegionsUnionClipped(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var union = DamageUnion()
        let clip = PixelRect(x: 0, y: 0, width: 64, height: 48)
        // Several frames through the same buffers: nothing of one frame stays in the next.
        for _ in 0..<8 {
            var rects: [PixelRect] = []
            // Up to 80 rectangles: past 32 the sort is a heapsort.
            for _ in 0..<Int.random(in: 0...80, using: &random) {
                rects.append(
                    PixelRect(
                        x: Int.random(in: -10...70, using: &random), y: Int.random(in: -10...55, using: &random),
                        width: Int.random(in: 0...30, using: &random), height: Int.random(in: 0...20, using: &random)))
            }
            union.form(rects, clippedTo: clip)
            let expected = Region(unionOf: rects).intersection(clip)
            #expect(union.rects == expected.rects, "seed \(seed): \(rects)")
            #expect(union.area == expected.area && union.bounds == expected.bounds)
        }
    }

    @Test func sortsLikeTheStandardLibrary() {
        var random = SeededRandom(seed: 7)
        for count in [0, 1, 2, 31, 32, 33, 100] {
            var values = (0..<count).map { _ in Int.random(in: -50...50, using: &random) }
            let expected = values.sorted()
            Region.sort(&values) { $0 < $1 }
            #expect(values == expected)
        }
    }
}
