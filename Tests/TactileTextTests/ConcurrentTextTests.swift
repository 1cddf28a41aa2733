import Dispatch
import TactileRaster
import Testing

@testable import TactileText

/// One font library used from several threads at once (as the parallel test runner and desktop
/// tools do with `FontLibrary.shared`): every picture equals the one drawn alone. Without the
/// library's lock, glyph cache evictions and FreeType's shared glyph slot race and glyphs come
/// out wrong or freed (a small cache makes the evictions constant).
@Suite struct ConcurrentTextTests {
    @Test func drawingOnManyThreadsGivesTheSerialPictures() throws {
        nonisolated(unsafe) let library = try FontLibrary(glyphCacheBudget: 6_000)
        let sizes: [Double] = [11, 14, 17, 23]
        let texts = ["Detail Root Other", "Wolf, Type AVATAR", "0123456789 {}[]", "quick brown fox"]
        @Sendable func picture(_ index: Int) -> [UInt32] {
            let font = library.defaultFont(size: sizes[index % sizes.count])
            let layout = TextLayout(texts[index % texts.count], font: font)
            let bitmap = Bitmap(width: 200, height: 32, format: .argb8888)
            Canvas(bitmap).drawText(layout, at: Point(x: 1.25 * Double(index % 4), y: 2), color: .black)
            var pixels: [UInt32] = []
            for y in 0..<bitmap.height { for x in 0..<bitmap.width { pixels.append(bitmap.pixel(x: x, y: y)) } }
            return pixels
        }
        let serial = (0..<16).map(picture)
        nonisolated(unsafe) var concurrent = [[UInt32]](repeating: [], count: 16 * 8)
        concurrent.withUnsafeMutableBufferPointer { results in
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: results.count) { index in
                results[index] = picture(index % 16)
            }
        }
        for (index, pixels) in concurrent.enumerated() {
            #expect(pixels == serial[index % 16], "picture \(index % 16) drawn on a thread differs")
        }
    }
}
