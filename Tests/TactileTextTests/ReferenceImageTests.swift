import TactileRaster
import Testing

@testable import TactileText

/// A string rendered by Tactile against the image freetype-py's FreeType made of it
/// (Fixtures/make_reference.py: same text, font, size, origin, quarter-pixel phases).
@Suite struct ReferenceImageTests {
    static let text = "Hamburgefonstiv AVATAR, Wolf 12.50"

    /// Tolerance: the reference comes from another FreeType build (freetype-py bundles its own,
    /// the system's may be older), whose light auto-hinter and rasterizer may round a few edge
    /// pixels differently. Every pixel must be within 24 of the reference, and the mean absolute
    /// difference under 0.5 of a level; a misplaced glyph, a wrong phase or a missing kerning
    /// pair changes whole stems (differences near 255).
    /// (On this machine, with Debian's FreeType 2.13, the images are identical.)
    @Test func coverageMatchesFreeTypeReference() throws {
        let (worst, mean, inked) = try compare(origin: Point(x: 3, y: 2))
        #expect(inked > 1000, "the reference has ink")
        #expect(worst <= 24, "largest difference \(worst)")
        #expect(mean < 0.5, "mean difference \(mean)")
    }

    /// The comparison can fail: the same text a quarter pixel to the right is far outside the
    /// tolerance.
    @Test func quarterPixelShiftIsDetected() throws {
        let (worst, mean, _) = try compare(origin: Point(x: 3.25, y: 2))
        #expect(worst > 24 && mean > 0.5, "worst \(worst), mean \(mean)")
    }

    private func compare(origin: Point) throws -> (worst: Int, mean: Double, inked: Int) {
        let library = TestFonts.library()
        let font = try Font(contentsOfFile: TestFonts.sans, size: 16, library: library)
        let reference = TestFonts.readPGM(TestFonts.fixtures + "/reference-16px.pgm")
        var coverage = [UInt8](repeating: 0, count: reference.width * reference.height)
        TextLayout(Self.text, font: font).forEachGlyphMask(at: origin) { image, left, top in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let tx = left + x, ty = top + y
                    guard tx >= 0, tx < reference.width, ty >= 0, ty < reference.height else { continue }
                    let index = ty * reference.width + tx
                    coverage[index] = UInt8(min(255, Int(coverage[index]) + Int(image[x: x, y: y])))
                }
            }
        }
        var worst = 0, total = 0, inked = 0
        for (ours, theirs) in zip(coverage, reference.pixels) {
            let difference = abs(Int(ours) - Int(theirs))
            worst = max(worst, difference)
            total += difference
            if theirs > 0 { inked += 1 }
        }
        return (worst, Double(total) / Double(coverage.count), inked)
    }
}
