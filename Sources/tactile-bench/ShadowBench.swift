import Foundation
import Raster
import Tactile

/// The shadow part (`shadow.json`): a screen of 24 cards with shadows, 800×480 xrgb8888 at scale
/// 1, against the same screen without shadows, and the blur against a plain separable Gaussian.
///
/// - full redraw: `renderAll(into:)` of the resting screen, with and without shadows (the
///   ratio is what the shadows cost when everything is painted).
/// - 1 card moving: each frame moves one card by whole points on a triangle wave (and by
///   fractions in the subpixel row), then `render(into:)` repaints the damage; with and without
///   shadows. The shadows' masks must not be blurred again while cards move (the blur count is
///   checked), and after each block the target must equal a full redraw byte for byte.
/// - blur: `ShadowBlur.mask` (three box blurs of each direction, 8 fractional bits) against a
///   straightforward separable Gaussian (a kernel to 3σ, Float sums) of the same coverage, both
///   from the shape's rasterization to the finished mask; median times, interleaved. The worst
///   difference between the two masks is reported.
enum ShadowBench {
    static let width = 800, height = 480
    static let columns = 6, rows = 4
    static let cardWidth = 116.0, cardHeight = 100.0
    static let shadow = Shadow(color: .black, opacity: 0.35, offset: Size(width: 0, height: 3), radius: 12)

    /// The screen of cards, with or without shadows.
    struct CardScene {
        let screen: Screen
        let target: Bitmap
        var cards: [View] = []
        var rest: [Point] = []

        init(shadows: Bool) {
            screen = Screen(width: Double(ShadowBench.width), height: Double(ShadowBench.height), scale: 1, animator: Animator())
            target = Bitmap(width: ShadowBench.width, height: ShadowBench.height, format: .xrgb8888)
            let window = Window(screen: screen)
            window.backgroundColor = Color(rgb: 0xE8ECF0)
            window.makeKeyAndVisible()
            let gapX = (Double(ShadowBench.width) - Double(ShadowBench.columns) * ShadowBench.cardWidth) / Double(ShadowBench.columns + 1)
            let gapY = (Double(ShadowBench.height) - Double(ShadowBench.rows) * ShadowBench.cardHeight) / Double(ShadowBench.rows + 1)
            for index in 0..<(ShadowBench.columns * ShadowBench.rows) {
                let column = index % ShadowBench.columns, row = index / ShadowBench.columns
                let card = View(frame: Rect(x: (gapX + Double(column) * (ShadowBench.cardWidth + gapX)).rounded(),
                                            y: (gapY + Double(row) * (ShadowBench.cardHeight + gapY)).rounded(),
                                            width: ShadowBench.cardWidth, height: ShadowBench.cardHeight))
                card.backgroundColor = .white
                card.cornerRadius = 10
                if shadows { card.shadow = ShadowBench.shadow }
                // A coloured strip and two text-like bars, as a card's content.
                let strip = View(frame: Rect(x: 0, y: 0, width: ShadowBench.cardWidth, height: 36))
                strip.backgroundColor = Color(red: UInt8(40 + index * 8), green: 120, blue: UInt8(220 - index * 6))
                card.clipsToBounds = false
                card.addSubview(strip)
                for line in 0..<2 {
                    let bar = View(frame: Rect(x: 10, y: 50 + Double(line) * 18, width: line == 0 ? 90 : 60, height: 8))
                    bar.backgroundColor = Color(rgb: 0xB0B8C0)
                    bar.cornerRadius = 4
                    card.addSubview(bar)
                }
                window.addSubview(card)
                cards.append(card)
                rest.append(card.center)
            }
        }

        /// Card 8 (second row) on a triangle wave of 40 steps, `step` points each, right and down.
        func pose(frame: Int, step: Double) {
            let phase = frame % 80
            let k = Double(phase < 40 ? phase : 80 - phase)
            cards[8].center = Point(x: rest[8].x + k * step, y: rest[8].y + k * step / 2)
        }

        func restAll() {
            for (card, point) in zip(cards, rest) { card.center = point }
        }

        /// Where the incremental target differs from a full redraw, if anywhere.
        func mismatch() -> String? {
            let full = Bitmap(width: target.width, height: target.height, format: .xrgb8888)
            screen.renderAll(into: full)
            for y in 0..<target.height {
                for x in 0..<target.width where target.pixel(x: x, y: y) != full.pixel(x: x, y: y) {
                    return "(\(x), \(y))"
                }
            }
            return nil
        }
    }

    static func median(_ values: [Double]) -> Double? { SceneBench.Frames.percentile(values, 0.5) }

    /// Runs the part; returns the JSON.
    static func run(options: Options, failures: inout [String]) -> String {
        let quick = options.quick
        let warmUp = quick ? 10 : 30
        let frames = quick ? 200 : 2000
        let fullFrames = quick ? 60 : 300
        print("shadow: 24 cards (\(Int(cardWidth))×\(Int(cardHeight)), corner 10, shadow radius 12, offset 0,3) "
              + "on 800×480 xrgb8888, with and without shadows; ms per render call, median after \(warmUp) warm-up frames")
        let with = CardScene(shadows: true), without = CardScene(shadows: false)
        with.screen.render(into: with.target)
        without.screen.render(into: without.target)
        if with.screen.shadowCache.blurCount != 1 {
            failures.append("shadow: 24 equal cards blurred \(with.screen.shadowCache.blurCount) masks (must be 1)")
        }

        // Full redraws, alternating between the two screens in blocks.
        var fullWith: [Double] = [], fullWithout: [Double] = []
        let blocks = 10
        for block in 0..<blocks {
            for (scene, index) in [(with, 0), (without, 1)] {
                for n in 0..<((block == 0 ? warmUp : 0) + fullFrames / blocks) {
                    let t0 = Timing.now()
                    scene.screen.renderAll(into: scene.target)
                    let t1 = Timing.now()
                    if block > 0 || n >= warmUp {
                        if index == 0 { fullWith.append(t1 - t0) } else { fullWithout.append(t1 - t0) }
                    }
                }
            }
        }

        // One card moving, whole points and fractions.
        struct Moving { var with: SceneBench.Frames; var without: SceneBench.Frames }
        var moving: [(name: String, key: String, result: Moving)] = []
        for (name, key, step) in [("1 card moving", "one_card", 1.0), ("1 card, subpixel", "one_card_subpixel", 0.37)] {
            var result = Moving(with: SceneBench.Frames(), without: SceneBench.Frames())
            for scene in [with, without] {
                scene.restAll()
                scene.screen.render(into: scene.target)
            }
            var k = 0
            for block in 0..<blocks {
                for (scene, index) in [(with, 0), (without, 1)] {
                    let count = (block == 0 ? warmUp : 0) + frames / blocks
                    var local = k
                    for n in 0..<count {
                        scene.pose(frame: local, step: step)
                        local += 1
                        let t0 = Timing.now()
                        let rects = scene.screen.render(into: scene.target)
                        let t1 = Timing.now()
                        if block > 0 || n >= warmUp {
                            if index == 0 { SceneBench.record(&result.with, t1 - t0, rects) }
                            else { SceneBench.record(&result.without, t1 - t0, rects) }
                        }
                    }
                    if let difference = scene.mismatch() {
                        failures.append("shadow \(name): incremental frames differ from a full redraw at \(difference)")
                    }
                }
                k += (block == 0 ? warmUp : 0) + frames / blocks
            }
            moving.append((name, key, result))
        }
        if with.screen.shadowCache.blurCount != 1 {
            failures.append("shadow: moving a card blurred again (\(with.screen.shadowCache.blurCount) masks made, must be 1)")
        }

        print(Report.pad("scene", 22) + Report.pad("shadows ms", 12, right: true) + Report.pad("none ms", 10, right: true)
              + Report.pad("ratio", 8, right: true) + Report.pad("px/frame", 10, right: true)
              + Report.pad("px none", 10, right: true))
        var fields: [(String, Double?)] = []
        func line(_ name: String, _ a: Double?, _ b: Double?, _ pa: Double?, _ pb: Double?) {
            let ratio = (a != nil && b != nil && b! > 0) ? a! / b! : nil
            print(Report.pad(name, 22) + Report.pad(Report.format(a.map { $0 * 1000 }, decimals: 4), 12, right: true)
                  + Report.pad(Report.format(b.map { $0 * 1000 }, decimals: 4), 10, right: true)
                  + Report.pad(Report.format(ratio, decimals: 3), 8, right: true)
                  + Report.pad(Report.format(pa, decimals: 0), 10, right: true)
                  + Report.pad(Report.format(pb, decimals: 0), 10, right: true))
        }
        let fw = median(fullWith), fo = median(fullWithout)
        line("full redraw", fw, fo, Double(width * height), Double(width * height))
        fields += [("full_redraw_shadows_ms", fw.map { $0 * 1000 }), ("full_redraw_no_shadows_ms", fo.map { $0 * 1000 }),
                   ("full_redraw_shadows_over_none", (fw != nil && fo != nil) ? fw! / fo! : nil)]
        for m in moving {
            let a = median(m.result.with.seconds), b = median(m.result.without.seconds)
            line(m.name, a, b, m.result.with.medianPixels, m.result.without.medianPixels)
            fields += [(m.key + "_shadows_ms", a.map { $0 * 1000 }), (m.key + "_no_shadows_ms", b.map { $0 * 1000 }),
                       (m.key + "_shadows_over_none", (a != nil && b != nil) ? a! / b! : nil),
                       (m.key + "_shadows_pixels_per_frame", m.result.with.medianPixels),
                       (m.key + "_no_shadows_pixels_per_frame", m.result.without.medianPixels)]
        }
        fields.append(("blurs_for_24_cards", Double(with.screen.shadowCache.blurCount)))

        // The blur against the reference.
        print("")
        print(Report.pad("blur", 26) + Report.pad("ours ms", 10, right: true) + Report.pad("ref ms", 10, right: true)
              + Report.pad("ref/ours", 10, right: true) + Report.pad("max diff", 10, right: true))
        let cases: [(name: String, key: String, w: Double, h: Double, corner: Double, sigma: Double)] = [
            ("card 116×100 σ 6", "blur_card_sigma6", 116, 100, 10, 6),
            ("card 116×100 σ 3", "blur_card_sigma3", 116, 100, 10, 3),
            ("card 116×100 σ 12", "blur_card_sigma12", 116, 100, 10, 12),
            ("panel 400×300 σ 20", "blur_panel_sigma20", 400, 300, 16, 20),
        ]
        for c in cases {
            var ours: [Double] = [], reference: [Double] = []
            var worst = 0
            let repeats = quick ? 5 : 25
            for _ in 0..<repeats {
                let t0 = Timing.now()
                let mask = ShadowBlur.mask(width: c.w, height: c.h, cornerRadius: c.corner, sigma: c.sigma)
                let t1 = Timing.now()
                let ref = referenceBlur(width: c.w, height: c.h, cornerRadius: c.corner, sigma: c.sigma)
                let t2 = Timing.now()
                ours.append(t1 - t0)
                reference.append(t2 - t1)
                if let mask { worst = max(worst, maximumDifference(mask, ref)) }
            }
            let a = median(ours), b = median(reference)
            print(Report.pad(c.name, 26) + Report.pad(Report.format(a.map { $0 * 1000 }, decimals: 3), 10, right: true)
                  + Report.pad(Report.format(b.map { $0 * 1000 }, decimals: 3), 10, right: true)
                  + Report.pad(Report.format((a != nil && b != nil) ? b! / a! : nil, decimals: 2), 10, right: true)
                  + Report.pad(String(worst), 10, right: true))
            fields += [(c.key + "_ms", a.map { $0 * 1000 }), (c.key + "_reference_ms", b.map { $0 * 1000 }),
                       (c.key + "_reference_over_ours", (a != nil && b != nil) ? b! / a! : nil),
                       (c.key + "_max_difference_levels", Double(worst))]
            // The tolerance of ShadowTests.blurMatchesAnExactGaussian: three boxes are not a Gaussian exactly.
            if worst > 10 { failures.append("shadow blur \(c.name): \(worst) levels from the Gaussian (allowed 10)") }
        }
        return "{\n" + fields.map { "  \(Report.quoted($0.0)):\(SceneBench.number($0.1))" }.joined(separator: ",\n") + "\n}\n"
    }

    /// The reference: the shape's coverage from the same Raster fill, then a separable Gaussian
    /// (kernel to ⌈3σ⌉, normalized, Float sums) along rows and then columns. The mask has the
    /// shape at (pad, pad) with pad = ⌈3σ⌉ + 1.
    struct ReferenceMask {
        var width: Int, height: Int, pad: Int
        var values: [UInt8]
    }

    static func referenceBlur(width: Double, height: Double, cornerRadius: Double, sigma: Double) -> ReferenceMask {
        let k = Int((3 * sigma).rounded(.up))
        let pad = k + 1
        let shapeWidth = Int(width.rounded(.up)), shapeHeight = Int(height.rounded(.up))
        let w = shapeWidth + 2 * pad, h = shapeHeight + 2 * pad
        let shape = Bitmap(width: shapeWidth, height: shapeHeight, format: .argb8888)
        Canvas(shape).fillRoundedRect(Rect(x: 0, y: 0, width: width, height: height),
                                      cornerRadii: CornerRadii(all: cornerRadius), color: .white)
        var kernel = [Float](repeating: 0, count: 2 * k + 1)
        var total: Float = 0
        for i in -k...k {
            let g = Float(exp(-Double(i * i) / (2 * sigma * sigma)))
            kernel[i + k] = g
            total += g
        }
        for i in kernel.indices { kernel[i] /= total }
        var input = [Float](repeating: 0, count: w * h)
        for y in 0..<shapeHeight {
            let row = shape.row32(y)
            for x in 0..<shapeWidth { input[(y + pad) * w + x + pad] = Float(row[x] >> 24) }
        }
        var horizontal = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var sum: Float = 0
                for i in -k...k where x + i >= 0 && x + i < w { sum += input[y * w + x + i] * kernel[i + k] }
                horizontal[y * w + x] = sum
            }
        }
        var values = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var sum: Float = 0
                for i in -k...k where y + i >= 0 && y + i < h { sum += horizontal[(y + i) * w + x] * kernel[i + k] }
                values[y * w + x] = UInt8(min(255, max(0, sum.rounded())))
            }
        }
        return ReferenceMask(width: w, height: h, pad: pad, values: values)
    }

    /// The largest difference in levels between the two masks, shapes aligned (pixels outside one
    /// mask count as 0).
    static func maximumDifference(_ mask: AlphaMask, _ reference: ReferenceMask) -> Int {
        let ourPad = (mask.width - (reference.width - 2 * reference.pad)) / 2
        let shift = reference.pad - ourPad
        var worst = 0
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let mx = x - shift, my = y - shift
                let ours = mx >= 0 && my >= 0 && mx < mask.width && my < mask.height ? Int(mask[x: mx, y: my]) : 0
                worst = max(worst, abs(ours - Int(reference.values[y * reference.width + x])))
            }
        }
        return worst
    }
}
