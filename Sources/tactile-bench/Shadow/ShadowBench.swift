import Foundation
import Tactile
import TactileRaster

/// The shadow part (`shadow.json`). **Measures** a screen of 24 cards with shadows, 800×480
/// xrgb8888 at scale 1, **against** the same screen without shadows (full redraws and one card
/// moving, in alternating blocks, `Timing.Blocks`), and the shadow blur **against** a plain
/// separable Gaussian (ShadowBench+GaussianReference.swift).
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
enum ShadowBench: Benchmark {
    static let width = 800, height = 480
    static let columns = 6, rows = 4
    static let cardWidth = 116.0, cardHeight = 100.0
    static let shadow = Shadow(color: .black, opacity: 0.35, offset: Size(width: 0, height: 3), radius: 12)

    static func run(options: Options, timing: Timing, failures: inout [String]) -> JSONReport {
        let quick = options.quick
        let warmUp = quick ? 10 : 30
        let frames = quick ? 200 : 2000
        let fullFrames = quick ? 60 : 300
        print(
            "shadow: 24 cards (\(Int(cardWidth))×\(Int(cardHeight)), corner 10, shadow radius 12, offset 0,3) "
                + "on 800×480 xrgb8888, with and without shadows; ms per render call, median after \(warmUp) warm-up frames")
        let with = CardScene(shadows: true), without = CardScene(shadows: false)
        with.screen.render(into: with.target)
        without.screen.render(into: without.target)
        if with.screen.shadowCache.blurCount != 1 {
            failures.append("shadow: 24 equal cards blurred \(with.screen.shadowCache.blurCount) masks (must be 1)")
        }

        // Full redraws, alternating between the two screens in blocks.
        var fullWith: [Double] = [], fullWithout: [Double] = []
        let blocks = Timing.Blocks(count: 10, stopsAtFailure: false)
        _ = blocks.run(
            [(with, 0), (without, 1)].map { scene, index in
                Timing.Blocks.Side(samplesPerBlock: fullFrames / blocks.count, warmUp: warmUp) { sample in
                    let seconds = Timing.time { scene.screen.renderAll(into: scene.target) }.seconds
                    guard !sample.isWarmUp else { return }
                    if index == 0 { fullWith.append(seconds) } else { fullWithout.append(seconds) }
                }
            })

        // One card moving, whole points and fractions; each block checked against a full redraw.
        var moving: [(name: String, key: String, with: FrameSamples, without: FrameSamples)] = []
        for (name, key, step) in [("1 card moving", "one_card", 1.0), ("1 card, subpixel", "one_card_subpixel", 0.37)] {
            var result = [FrameSamples(), FrameSamples()]
            for scene in [with, without] {
                scene.restAll()
                scene.screen.render(into: scene.target)
            }
            failures += blocks.run(
                [(with, 0), (without, 1)].map { scene, index in
                    Timing.Blocks.Side(
                        samplesPerBlock: frames / blocks.count, warmUp: warmUp,
                        sample: { sample in
                            scene.pose(frame: sample.index, step: step)
                            let (seconds, rects) = Timing.time { scene.screen.render(into: scene.target) }
                            if !sample.isWarmUp { result[index].record(seconds, rects) }
                        },
                        check: {
                            scene.mismatch().map { "shadow \(name): incremental frames: \($0)" }
                        })
                })
            moving.append((name, key, result[0], result[1]))
        }
        if with.screen.shadowCache.blurCount != 1 {
            failures.append("shadow: moving a card blurred again (\(with.screen.shadowCache.blurCount) masks made, must be 1)")
        }

        var report = JSONReport(numbers: .integerOrSixDecimals)
        print(
            Table.pad("scene", 22) + Table.pad("shadows ms", 12, right: true) + Table.pad("none ms", 10, right: true)
                + Table.pad("ratio", 8, right: true) + Table.pad("px/frame", 10, right: true)
                + Table.pad("px none", 10, right: true))
        func line(_ name: String, _ a: Double?, _ b: Double?, _ pa: Double?, _ pb: Double?) {
            print(
                Table.pad(name, 22) + Table.pad(Table.format(a.map { $0 * 1000 }, decimals: 4), 12, right: true)
                    + Table.pad(Table.format(b.map { $0 * 1000 }, decimals: 4), 10, right: true)
                    + Table.pad(Table.format(Statistics.ratio(a, b), decimals: 3), 8, right: true)
                    + Table.pad(Table.format(pa, decimals: 0), 10, right: true)
                    + Table.pad(Table.format(pb, decimals: 0), 10, right: true))
        }
        let fw = Statistics.median(fullWith), fo = Statistics.median(fullWithout)
        line("full redraw", fw, fo, Double(width * height), Double(width * height))
        report.add([
            ("full_redraw_shadows_ms", fw.map { $0 * 1000 }), ("full_redraw_no_shadows_ms", fo.map { $0 * 1000 }),
            ("full_redraw_shadows_over_none", Statistics.ratio(fw, fo))
        ])
        for m in moving {
            let a = Statistics.median(m.with.seconds), b = Statistics.median(m.without.seconds)
            line(m.name, a, b, m.with.medianPixels, m.without.medianPixels)
            report.add([
                (m.key + "_shadows_ms", a.map { $0 * 1000 }), (m.key + "_no_shadows_ms", b.map { $0 * 1000 }),
                (m.key + "_shadows_over_none", Statistics.ratio(a, b)),
                (m.key + "_shadows_pixels_per_frame", m.with.medianPixels),
                (m.key + "_no_shadows_pixels_per_frame", m.without.medianPixels)
            ])
        }
        report.add("blurs_for_24_cards", Double(with.screen.shadowCache.blurCount))

        // The blur against the reference.
        print("")
        print(
            Table.pad("blur", 26) + Table.pad("ours ms", 10, right: true) + Table.pad("ref ms", 10, right: true)
                + Table.pad("ref/ours", 10, right: true) + Table.pad("max diff", 10, right: true))
        let cases: [(name: String, key: String, w: Double, h: Double, corner: Double, sigma: Double)] = [
            ("card 116×100 σ 6", "blur_card_sigma6", 116, 100, 10, 6),
            ("card 116×100 σ 3", "blur_card_sigma3", 116, 100, 10, 3),
            ("card 116×100 σ 12", "blur_card_sigma12", 116, 100, 10, 12),
            ("panel 400×300 σ 20", "blur_panel_sigma20", 400, 300, 16, 20)
        ]
        for c in cases {
            // Ours and the reference one after the other, `repeats` times: medians of each.
            var ours: [Double] = [], reference: [Double] = []
            var worst = 0
            let repeats = quick ? 5 : 25
            for _ in 0..<repeats {
                let (oursSeconds, mask) = Timing.time {
                    ShadowBlur.mask(width: c.w, height: c.h, cornerRadius: c.corner, sigma: c.sigma)
                }
                let (referenceSeconds, ref) = Timing.time {
                    referenceBlur(width: c.w, height: c.h, cornerRadius: c.corner, sigma: c.sigma)
                }
                ours.append(oursSeconds)
                reference.append(referenceSeconds)
                if let mask { worst = max(worst, maximumDifference(mask, ref)) }
            }
            let a = Statistics.median(ours), b = Statistics.median(reference)
            print(
                Table.pad(c.name, 26) + Table.pad(Table.format(a.map { $0 * 1000 }, decimals: 3), 10, right: true)
                    + Table.pad(Table.format(b.map { $0 * 1000 }, decimals: 3), 10, right: true)
                    + Table.pad(Table.format(Statistics.ratio(b, a), decimals: 2), 10, right: true)
                    + Table.pad(String(worst), 10, right: true))
            report.add([
                (c.key + "_ms", a.map { $0 * 1000 }), (c.key + "_reference_ms", b.map { $0 * 1000 }),
                (c.key + "_reference_over_ours", Statistics.ratio(b, a)),
                (c.key + "_max_difference_levels", Double(worst))
            ])
            // The tolerance of ShadowTests.blurMatchesAnExactGaussian: three boxes are not a Gaussian exactly.
            if worst > 10 { failures.append("shadow blur \(c.name): \(worst) levels from the Gaussian (allowed 10)") }
        }
        return report
    }
}
