import CTactileHarfBuzz
import CTactileReference
import Foundation
import TactileRaster
import TactileSystem
import TactileText

/// The text part (`text.json`). **Measures** drawing text with Raster and Text (cached glyph
/// blits, a whole 800×480 screen of 16 px text, with and without its layout) **against** pixman
/// compositing the same glyph masks from its glyph cache, in alternating rounds
/// (`Timing.measure`); FreeType's render cost and the layout alone are timed without a
/// reference. Drawing rows are checked like the raster scenes: both sides draw the same pixels
/// within 1 LSB before anything is timed.
///
/// - glyph blit N: a prepared one-line layout (≈ 40 characters) drawn with `drawText` at
///   seeded positions in random opaque colours, all masks cached; pixman looks each glyph up in
///   a `pixman_glyph_cache_t` holding the same masks and composites them with
///   `pixman_composite_glyphs_no_mask` (OVER, solid source: its over_n_8_8888 fast path).
/// - freetype render N: one glyph of the same text rendered through our `Font` with nothing
///   cached (FT_Load_Glyph, FT_Render_Glyph and the copy into a new mask).
/// - screen text draw: a prepared 16 px layout filling 800×480 drawn with `drawText`, against
///   pixman drawing the same glyphs at the same positions.
/// - screen text layout: `TextLayout` of that text wrapped to 800 px (no drawing).
/// - screen text layout+draw: both, what a program pays to show a new screen of text
///   (`screen_text_ms`), timed against pixman drawing the prepared glyphs (so its ratio
///   includes our layout and pixman's does not).
enum TextBench: Benchmark {
    static let sizes = [12, 16, 24]
    static let lineCount = 16

    /// One text row's measurements.
    struct Measured {
        var row: ThroughputRow
        var glyphsPerOp: Int
        var oursSeconds: Double?
        var referenceSeconds: Double?
    }

    static func header() -> String {
        Table.pad("scene", 26) + Table.pad("size", 5, right: true) + Table.pad("glyphs", 8, right: true)
            + Table.pad("ours ns/gl", 12, right: true) + Table.pad("ref ns/gl", 11, right: true)
            + Table.pad("ratio", 8, right: true) + Table.pad("best", 7, right: true)
            + Table.pad("ours µs/op", 12, right: true) + "  note"
    }

    static func line(_ m: Measured) -> String {
        let glyphs = Double(max(1, m.glyphsPerOp))
        return Table.pad(m.row.name, 26) + Table.pad(m.row.size.map(String.init) ?? "—", 5, right: true)
            + Table.pad(String(m.glyphsPerOp), 8, right: true)
            + Table.pad(Table.format(m.oursSeconds.map { $0 / glyphs * 1e9 }, decimals: 1), 12, right: true)
            + Table.pad(Table.format(m.referenceSeconds.map { $0 / glyphs * 1e9 }, decimals: 1), 11, right: true)
            + Table.pad(Table.format(m.row.ratio, decimals: 3), 8, right: true)
            + Table.pad(Table.format(m.row.bestRatio, decimals: 3), 7, right: true)
            + Table.pad(Table.format(m.oursSeconds.map { $0 * 1e6 }, decimals: 2), 12, right: true)
            + "  " + m.row.note
    }

    static func run(options: Options, timing: Timing, failures: inout [String]) -> JSONReport {
        print(
            "text: DejaVu Sans, cached glyphs drawn by drawText vs pixman_glyph_cache_lookup + "
                + "pixman_composite_glyphs_no_mask; ns per glyph (spaces excluded), µs per operation")
        let content: TextContent
        do {
            content = try TextContent()
        } catch {
            failures.append("text: \(error.message)")
            return ThroughputRow.report([], fields: [("glyph16_ratio", nil), ("screen_text_ms", nil)])
        }
        print("font: \(content.path)")
        print(header())
        var results: [Measured] = []
        func report(_ m: Measured) {
            print(line(m))
            results.append(m)
        }
        do {
            for size in sizes where options.wants("glyph blit") {
                report(try glyphBlit(content, size: size, timing: timing, failures: &failures))
            }
            for size in sizes where options.wants("freetype render") {
                report(try freeTypeRender(content, size: size, timing: timing))
            }
            if ["screen text draw", "screen text layout", "screen text layout+draw"].contains(where: options.wants) {
                for m in try screen(content, timing: timing, failures: &failures) where options.wants(m.row.name) { report(m) }
            }
            for m in ScriptLayoutBench.run(content, timing: timing, options: options) { report(m) }
        } catch {
            failures.append("text: \(error.message)")
        }
        let glyph16 = results.first { $0.row.name == "glyph blit" && $0.row.size == 16 }?.row.ratio
        let screen = results.first { $0.row.name == "screen text layout+draw" }?.oursSeconds
        let draw = results.first { $0.row.name == "screen text draw" }?.oursSeconds
        if let glyph16 { print("glyph16_ratio \(Table.format(glyph16, decimals: 3)) (goal ≥ 1.0)") }
        if let screen {
            print(
                "screen_text_ms \(Table.format(screen * 1000, decimals: 3)) (goal < 0.5; drawing alone "
                    + "\(Table.format(draw.map { $0 * 1000 }, decimals: 3)) ms)")
        }
        let render16 = results.first { $0.row.name == "freetype render" && $0.row.size == 16 }
        return ThroughputRow.report(
            results.map(\.row),
            fields: [
                ("glyph16_ratio", glyph16),
                ("screen_text_ms", screen.map { $0 * 1000 }),
                ("screen_text_draw_ms", draw.map { $0 * 1000 }),
                ("freetype_render16_ns_per_glyph", render16?.oursSeconds.map { $0 / Double(max(1, render16!.glyphsPerOp)) * 1e9 })
            ])
    }

    /// Fills in the row's throughput and JSON fields from the seconds per operation.
    static func measured(
        name: String, size: Int?, glyphs: Int, pixels: Int, ours: Double, reference: Double?,
        ratio: Double?, note: String
    ) -> Measured {
        var row = ThroughputRow(name: name, size: size, isCeiling: false)
        row.oursMpix = Double(pixels) / ours / 1e6
        row.referenceMpix = reference.map { Double(pixels) / $0 / 1e6 }
        row.ratio = ratio
        row.note = note
        let perGlyph = Double(max(1, glyphs))
        row.extra = [
            ("glyphs_per_op", Double(glyphs)),
            ("ours_ns_per_glyph", ours / perGlyph * 1e9),
            ("ref_ns_per_glyph", reference.map { $0 / perGlyph * 1e9 }),
            ("ours_us_per_op", ours * 1e6)
        ]
        return Measured(row: row, glyphsPerOp: glyphs, oursSeconds: ours, referenceSeconds: reference)
    }

    /// Checks a drawing scene's pixels, then times both sides.
    static func compare(
        name: String, size: Int?, glyphs: Int, pixels: Int, run: SceneRun, timing: Timing,
        failures: inout [String]
    ) -> Measured {
        let scene = Scene(name: name, size: size, pixelsPerOp: pixels, tolerance: .lsb(1)) { run }
        let agreement: Verification.Agreement
        do {
            agreement = try Verification.check(scene, run)
        } catch {
            failures.append("\(name) \(size.map(String.init) ?? "") (\(scene.tolerance.description)): \(error.message)")
            var row = ThroughputRow(name: name, size: size, isCeiling: false)
            row.note = "FAILED verification"
            return Measured(row: row, glyphsPerOp: glyphs)
        }
        let result = timing.measure(ours: run.ours, reference: run.reference)
        return measured(
            name: name, size: size, glyphs: glyphs, pixels: pixels, ours: result.ours,
            reference: result.reference, ratio: result.medianRatio,
            note: "\(agreement.description) (allowed \(scene.tolerance.description))")
    }

    static func glyphBlit(
        _ content: TextContent, size: Int, timing: Timing,
        failures: inout [String]
    ) throws(TextContent.Missing) -> Measured {
        let font = try content.font(pixels: size)
        let frame = Frame(format: .xrgb8888)
        let pixman = PixmanGlyphs(font: font, content: content)
        var layouts: [TextLayout] = []
        var placed: [PlacedGlyphs] = []
        for i in 0..<lineCount {
            let layout = TextLayout(TextContent.line(characters: 40, seed: 3000 + UInt64(i)), font: font)
            layouts.append(layout)
            placed.append(PlacedGlyphs(layout, masks: pixman))
        }
        // Seeded positions keeping every line inside the frame.
        var g = SplitMix64(seed: 900 + UInt64(size))
        let widest = Int(layouts.map(\.width).max()!.rounded(.up)) + 2
        let tallest = Int(layouts.map(\.height).max()!.rounded(.up)) + 2
        let positions = (0..<1024).map { _ in
            (g.int(0...(FrameSize.width - widest)), g.int(0...(FrameSize.height - tallest)))
        }
        let colors = Content.palette(count: 64, alpha: 255, seed: 21)
        let solids = colors.map { PixmanImage(solid: $0.premultiplied) }
        let canvas = frame.canvas, destination = frame.referenceImage
        // Every mask in our cache before timing: the rows measure cached blits.
        for layout in layouts { canvas.drawText(layout, at: Point(x: 0, y: 0), color: colors[0]) }
        frame.reset()
        let run = SceneRun(
            frame: frame,
            ours: { k in
                let (x, y) = positions[k & 1023]
                canvas.drawText(layouts[k & 15], at: Point(x: Double(x), y: Double(y)), color: colors[k & 63])
            },
            reference: { k in
                let (x, y) = positions[k & 1023]
                pixman.draw(placed[k & 15], source: solids[k & 63], on: destination, x: x, y: y)
            },
            area: { k in
                let (x, y) = positions[k & 1023]
                return PixelRect(x: x, y: y, width: widest, height: tallest)
            },
            keepAlive: solids + [pixman])
        let glyphs = placed.map(\.count).reduce(0, +) / lineCount
        let pixels = placed.map(\.pixels).reduce(0, +) / lineCount
        return compare(
            name: "glyph blit", size: size, glyphs: glyphs, pixels: pixels, run: run, timing: timing,
            failures: &failures)
    }

    static func freeTypeRender(_ content: TextContent, size: Int, timing: Timing) throws(TextContent.Missing) -> Measured {
        let font = try content.font(pixels: size)
        let layout = TextLayout(TextContent.line(characters: 200, seed: 77), font: font)
        let glyphs = layout.lines.flatMap(\.glyphs).map(\.glyph).filter { glyph in
            content.uncached.image(for: font, glyph: glyph, phase: 0).width > 0
        }
        var pixels = 0
        for (i, glyph) in glyphs.enumerated() {
            let image = content.uncached.image(for: font, glyph: glyph, phase: i & 3)
            pixels += image.width * image.height
        }
        let count = glyphs.count
        let uncached = content.uncached
        let seconds = timing.measure { k in
            let i = k % count
            _ = uncached.image(for: font, glyph: glyphs[i], phase: i & 3)
        }
        return measured(
            name: "freetype render", size: size, glyphs: 1, pixels: pixels / count, ours: seconds,
            reference: nil, ratio: nil,
            note: "FT_Load_Glyph + FT_Render_Glyph + copy, uncached, ¼ px phases")
    }

    static func screen(
        _ content: TextContent, timing: Timing,
        failures: inout [String]
    ) throws(TextContent.Missing) -> [Measured] {
        let font = try content.font(pixels: 16)
        let width = Double(FrameSize.width)
        let lines = Int(Double(FrameSize.height) / font.lineHeight)
        // The most words that still fit the screen's lines, with a paragraph break every 60.
        var low = 1, high = 4000
        while low < high {
            let middle = (low + high + 1) / 2
            let layout = TextLayout(TextContent.prose(words: middle, seed: 5, paragraph: 60), font: font, width: width)
            if layout.lines.count <= lines { low = middle } else { high = middle - 1 }
        }
        let text = TextContent.prose(words: low, seed: 5, paragraph: 60)
        let layout = TextLayout(text, font: font, width: width)
        let frame = Frame(format: .xrgb8888)
        let pixman = PixmanGlyphs(font: font, content: content)
        let placed = PlacedGlyphs(layout, masks: pixman)
        let colors = Content.palette(count: 8, alpha: 255, seed: 22)
        let solids = colors.map { PixmanImage(solid: $0.premultiplied) }
        let canvas = frame.canvas, destination = frame.referenceImage
        canvas.drawText(layout, at: Point(x: 0, y: 0), color: colors[0])
        frame.reset()
        let all = PixelRect(x: 0, y: 0, width: FrameSize.width, height: FrameSize.height)
        let run = SceneRun(
            frame: frame,
            ours: { k in canvas.drawText(layout, at: Point(x: 0, y: 0), color: colors[k & 7]) },
            reference: { k in pixman.draw(placed, source: solids[k & 7], on: destination, x: 0, y: 0) },
            area: { _ in all },
            keepAlive: solids + [pixman])
        var note = "\(layout.lines.count) lines, \(text.utf8.count) bytes"
        var draw = compare(
            name: "screen text draw", size: 16, glyphs: placed.count, pixels: placed.pixels, run: run,
            timing: timing, failures: &failures)
        draw.row.note += "; " + note
        note = "TextLayout wrapped to 800 px, " + note
        let sink = Sink()
        let layoutSeconds = timing.measure { _ in
            sink.value &+= TextLayout(text, font: font, width: width).lines.count
        }
        // Timed against pixman drawing the prepared glyphs, interleaved like every comparison,
        // so that a busy neighbour on this shared machine slows both sides of a round alike.
        let fresh = SceneRun(
            frame: frame,
            ours: { k in
                canvas.drawText(TextLayout(text, font: font, width: width), at: Point(x: 0, y: 0), color: colors[k & 7])
            },
            reference: run.reference, area: run.area, keepAlive: run.keepAlive)
        var both = compare(
            name: "screen text layout+draw", size: 16, glyphs: placed.count, pixels: placed.pixels,
            run: fresh, timing: timing, failures: &failures)
        both.row.note = "screen_text_ms; ref draws prepared glyphs only; " + both.row.note + "; " + note
        return [
            draw,
            measured(
                name: "screen text layout", size: 16, glyphs: placed.count, pixels: placed.pixels,
                ours: layoutSeconds, reference: nil, ratio: nil, note: note),
            both
        ]
    }
}

/// Lines of each script the runtime shapes, each laid out whole (`TextLayout`, no wrapping)
/// against HarfBuzz alone shaping the same line in one buffer (`hb_shape`, the floor under any
/// layout): the ratio is what font fallback, FriBidi and placement add to shaping.
enum ScriptLayoutBench {
    /// (name, text) of about 40 characters each.
    static let lines: [(String, String)] = [
        ("layout latin", "The quick brown fox jumps over a lazy dog, office 12.50"),
        ("layout arabic", "مرحبا بالعالم، هذه تجربة لتخطيط النص العربي"),
        ("layout devanagari", "हिन्दी में नमस्ते, यह पाठ का परीक्षण है क्षत्रिय"),
        ("layout japanese", "坂本龍一の音楽は東京で生まれ、世界中で聴かれています。")
    ]

    static func run(_ content: TextContent, timing: Timing, options: Options) -> [TextBench.Measured] {
        let library = FontLibrary.shared!
        let font = library.defaultFont(size: 16)
        var results: [TextBench.Measured] = []
        let sink = Sink()
        for (name, text) in lines where options.wants(name) {
            let layout = TextLayout(text, font: font)
            let glyphs = layout.lines.first?.glyphs.count ?? 0
            let fontIndex = layout.lines.first.map { line in line.glyphs.map(\.fontIndex).max() ?? 0 } ?? 0
            let shapingFont = layout.fonts[fontIndex]
            // HarfBuzz's own font of the same file and size, made here.
            let blob = hb_blob_create_from_file(shapingFont.name)
            let face = hb_face_create(blob, 0)
            let reference = hb_font_create(face)
            hb_font_set_scale(reference, Int32(16 * 64), Int32(16 * 64))
            let buffer = hb_buffer_create()
            let scalars = text.unicodeScalars.map(\.value)
            let result = timing.measure(
                ours: { _ in sink.value &+= TextLayout(text, font: font).lines.count },
                reference: { _ in
                    hb_buffer_clear_contents(buffer)
                    hb_buffer_add_utf32(buffer, scalars, Int32(scalars.count), 0, Int32(scalars.count))
                    hb_buffer_guess_segment_properties(buffer)
                    hb_shape(reference, buffer, nil, 0)
                    sink.value &+= Int(hb_buffer_get_length(buffer))
                })
            hb_buffer_destroy(buffer)
            hb_font_destroy(reference)
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            var row = TextBench.measured(
                name: name, size: 16, glyphs: glyphs, pixels: 0, ours: result.ours, reference: result.reference,
                ratio: result.medianRatio, note: "TextLayout of one line vs hb_shape of it in its font")
            row.row.extra.append(("glyph_cache_bytes", Double(glyphCacheBytes(layout, library: library))))
            results.append(row)
        }
        return results
    }

    /// The glyph cache's bytes for the line's glyphs at one phase each (what drawing it costs
    /// in memory).
    static func glyphCacheBytes(_ layout: TextLayout, library: FontLibrary) -> Int {
        let cache = GlyphCache(byteBudget: 64 << 20)
        Frame(format: .xrgb8888).canvas.drawText(layout, at: Point(x: 0, y: 0), color: .black, cache: cache)
        return cache.byteCount
    }
}
