import TactileSystem
import Testing

@testable import TactileRaster

/// The separable path of `drawImage(_:transform:filter:alpha:)` for axis-aligned transforms
/// (translation and scale) against the general path it stands in for: the very same bytes,
/// inside and outside the clip, on seeded random cases.
@Suite struct DrawAxisAlignedImageTests {
    /// One drawing: an image through a transform onto a target of `targetFormat` under `clip`.
    struct Case: CustomStringConvertible {
        var image: Bitmap
        var transform: AffineTransform
        var filter: ImageFilter
        var alpha: UInt8
        var targetFormat: PixelFormat
        var targetWidth: Int, targetHeight: Int
        var clip: PixelRect

        var description: String {
            "\(image.width)×\(image.height) \(image.format) → \(targetWidth)×\(targetHeight) \(targetFormat) "
                + "clip \(clip), \(transform), \(filter), alpha \(alpha)"
        }
    }

    /// Draws `c` on the separable and on the general path over the same random background (in
    /// guarded bitmaps); true when every byte of the two buffers, guard bands included, agrees.
    static func sameBytes(_ c: Case, _ rng: inout SplitMix64) -> Bool {
        let separable = GuardedBitmap(width: c.targetWidth, height: c.targetHeight, format: c.targetFormat)
        let general = GuardedBitmap(width: c.targetWidth, height: c.targetHeight, format: c.targetFormat)
        BlitCheck.fillRandom(separable.bitmap, &rng)
        let bytes = separable.outer.bytesPerRow * separable.outer.height
        general.outer.baseAddress.copyMemory(from: separable.outer.baseAddress, byteCount: bytes)
        Canvas(separable.bitmap, clip: c.clip).drawImage(
            c.image, transform: c.transform, filter: c.filter,
            alpha: c.alpha, separable: true)
        Canvas(general.bitmap, clip: c.clip).drawImage(
            c.image, transform: c.transform, filter: c.filter,
            alpha: c.alpha, separable: false)
        return separable.snapshot() == general.snapshot()
    }

    /// A scale factor: often none, else up or down, sometimes an exact ratio.
    static func randomScale(_ rng: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0, 1, 2: return 1
        case 3: return Double.random(in: 0.05...0.95, using: &rng)
        case 4: return Double.random(in: 1.05...6, using: &rng)
        case 5: return [0.5, 2, 3, 0.25, 1.0 / 3, 4][Int.random(in: 0..<6, using: &rng)]
        case 6: return 1 + Double.random(in: -1e-9...1e-9, using: &rng)
        default: return Double.random(in: 0.2...2.5, using: &rng)
        }
    }

    /// A position: a random fraction, or one on a grid the fixed point represents exactly (halves,
    /// 1/128, 1/65536), sometimes whole.
    static func randomPosition(_ range: ClosedRange<Double>, _ rng: inout SplitMix64) -> Double {
        let x = Double.random(in: range, using: &rng)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return x.rounded(.down)
        case 1: return (x * 2).rounded(.down) / 2
        case 2: return (x * 128).rounded(.down) / 128
        case 3: return (x * 65536).rounded(.down) / 65536
        default: return x
        }
    }

    static func randomCase(imageFormat: PixelFormat, _ rng: inout SplitMix64) -> Case {
        // Images as thin as one pixel in either direction, sometimes wide enough that scaling down
        // reads far more source columns than it draws.
        func side() -> Int {
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: return 1
            case 1: return 2
            case 2: return Int.random(in: 40...120, using: &rng)
            default: return Int.random(in: 3...16, using: &rng)
            }
        }
        let image = BlitCheck.randomBitmap(width: side(), height: side(), format: imageFormat, &rng)
        let targetWidth = Int.random(in: 12...40, using: &rng), targetHeight = Int.random(in: 10...32, using: &rng)
        var a = randomScale(&rng), d = Bool.random(using: &rng) ? a : randomScale(&rng)
        // A wide image usually scaled down to fit, far enough to gather columns.
        if image.width > 30 && Bool.random(using: &rng) { a = Double.random(in: 0.03...0.3, using: &rng) }
        if image.height > 30 && Bool.random(using: &rng) { d = Double.random(in: 0.03...0.3, using: &rng) }
        // Positions reaching past every side: negative, partly and wholly off the target.
        let w = Double(image.width) * a, h = Double(image.height) * d
        let tx = randomPosition(-w - 3...Double(targetWidth) + 3, &rng)
        let ty = randomPosition(-h - 3...Double(targetHeight) + 3, &rng)
        let filter: ImageFilter = Bool.random(using: &rng) ? .bilinear : .nearest
        let alphas: [UInt8] = [255, 255, 255, 128, 1, 254, UInt8.random(in: 1...255, using: &rng)]
        let formats = BlitCheck.formats
        var clip = PixelRect(x: 0, y: 0, width: targetWidth, height: targetHeight)
        if Bool.random(using: &rng) {
            let x = Int.random(in: 0..<targetWidth, using: &rng), y = Int.random(in: 0..<targetHeight, using: &rng)
            clip = PixelRect(
                x: x, y: y, width: Int.random(in: 1...(targetWidth - x), using: &rng),
                height: Int.random(in: 1...(targetHeight - y), using: &rng))
        }
        return Case(
            image: image, transform: AffineTransform(a: a, b: 0, c: 0, d: d, tx: tx, ty: ty),
            filter: filter, alpha: alphas[Int.random(in: 0..<alphas.count, using: &rng)],
            targetFormat: formats[Int.random(in: 0..<formats.count, using: &rng)],
            targetWidth: targetWidth, targetHeight: targetHeight, clip: clip)
    }

    /// Every format of image onto every format of target, both filters, scaled up and down and
    /// not at all, at fractional and whole positions, clipped, at several alphas.
    @Test(arguments: BlitCheck.formats)
    func randomCasesMatchGeneralPath(imageFormat: PixelFormat) {
        var rng = SplitMix64(seed: 0xA1A1 &+ UInt64(BlitCheck.formats.firstIndex(of: imageFormat)!))
        var failures = 0
        for k in 0..<600 {
            let c = Self.randomCase(imageFormat: imageFormat, &rng)
            if !Self.sameBytes(c, &rng) {
                failures += 1
                if failures <= 5 { Issue.record("case \(k): \(c)") }
            }
        }
        #expect(failures == 0)
    }

    /// Hand-picked cases: single pixels and lines stretched, an icon at fractions of a pixel
    /// (including exactly half and just off whole pixels), far scaled down, extreme transforms.
    @Test func chosenCasesMatchGeneralPath() {
        var rng = SplitMix64(seed: 0xC0DE)
        let transforms = [
            AffineTransform(a: 7.3, b: 0, c: 0, d: 5.2, tx: 3.4, ty: 2.9),
            AffineTransform(translationX: 5.5, y: 4.5),
            AffineTransform(translationX: 5.3, y: 4),
            AffineTransform(translationX: 5, y: 4.7),
            AffineTransform(translationX: -3.25, y: -2.75),
            AffineTransform(translationX: 6 + 1e-9, y: 3 - 1e-9),
            AffineTransform(translationX: 20.6, y: 14.2),
            AffineTransform(a: 0.04, b: 0, c: 0, d: 0.3, tx: 1.7, ty: 0.2),
            AffineTransform(a: 1e6, b: 0, c: 0, d: 1e6, tx: -4e6, ty: -3e6),
            AffineTransform(a: 1e-4, b: 0, c: 0, d: 200, tx: 8.5, ty: -50),
            AffineTransform(a: 1e-9, b: 0, c: 0, d: 1e-9, tx: 8, ty: 8),
            AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 1e300, ty: -1e300),
            AffineTransform(a: 1e300, b: 0, c: 0, d: 1e-300, tx: 0, ty: 0)
        ]
        let sizes = [(1, 1), (1, 9), (9, 1), (12, 10), (300, 3)]
        let clips = [PixelRect(x: 0, y: 0, width: 24, height: 18), PixelRect(x: 4, y: 3, width: 9, height: 7)]
        for imageFormat in BlitCheck.formats {
            for (w, h) in sizes {
                let image = BlitCheck.randomBitmap(width: w, height: h, format: imageFormat, &rng)
                for transform in transforms {
                    for filter in [ImageFilter.bilinear, .nearest] {
                        for targetFormat in BlitCheck.formats {
                            for clip in clips {
                                let c = Case(
                                    image: image, transform: transform, filter: filter, alpha: 200,
                                    targetFormat: targetFormat, targetWidth: 24, targetHeight: 18, clip: clip)
                                #expect(Self.sameBytes(c, &rng), "\(c)")
                            }
                        }
                    }
                }
            }
        }
    }

    /// `rowPosition(y:)` is `span(y:)` with only what changes from row to row: for axis-aligned
    /// geometry, every row with a span has the first one's columns, u and horizontal edge
    /// function, and the v and vertical edge function `rowPosition` gives; rows without one have
    /// no position.
    @Test func rowPositionsAreTheSpansRows() {
        var rng = SplitMix64(seed: 0x5EA)
        var rowsWithSpans = 0
        for k in 0..<400 {
            let c = Self.randomCase(imageFormat: .argb8888, &rng)
            let t = c.transform
            guard let inverse = t.inverted,
                let g = TransformedImage(
                    width: c.image.width, height: c.image.height, transform: t,
                    inverse: inverse, clip: c.clip)
            else { continue }
            #expect(g.dv == 0 && g.dEdgeV == 0, "case \(k): \(c)")
            var first: TransformedImage.Span?
            for y in g.rows {
                let span = g.span(y: y), position = g.rowPosition(y: y)
                #expect((span == nil) == (position == nil), "case \(k) row \(y): \(c)")
                guard let span, let position else { continue }
                rowsWithSpans += 1
                let columns = first ?? span
                first = columns
                #expect(
                    span.start == columns.start && span.end == columns.end && span.u == columns.u
                        && span.edgeU == columns.edgeU, "case \(k) row \(y): \(c)")
                #expect(span.v == position.v && span.edgeV == position.edgeV, "case \(k) row \(y): \(c)")
            }
        }
        #expect(rowsWithSpans > 1000)
    }
}
