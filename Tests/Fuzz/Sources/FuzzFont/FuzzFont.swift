import TactileRaster
import TactileText

nonisolated(unsafe) let library = try! FontLibrary(glyphCacheBudget: 1 << 20)

/// Latin with kerning pairs and accents, a ligature, combining marks, Greek, Cyrillic, Arabic,
/// CJK, an emoji, control characters and a long word, in paragraphs.
let sample =
    "AVAT To Wa fi ﬁ é e\u{301} Ωμέγα Жук مرحبا 漢字かな 😀\t\u{0}\u{7F}\u{FFFD}\r\n"
    + "Supercalifragilisticexpialidocious — “quoted” 0123456789 ½ ‰\n\n!"

/// libFuzzer's entry: loads the input as a font file (TrueType, OpenType, Type 1, bitmap:
/// whatever FreeType takes) at two sizes, falling back to the built-in font, lays `sample` out
/// wrapped, truncated and unbounded, and draws it into a small bitmap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let font = try? Font(bytes: bytes, size: 13, library: library) else { return 0 }
    font.fallback = Font.builtin(size: 13, library: library)
    let canvas = Canvas(Bitmap(width: 96, height: 40, format: .argb8888))
    for face in [font, try? font.withSize(31, scale: 1.5)] {
        guard let face else { continue }
        for (width, mode) in [(80.0, LineBreakMode.byWordWrapping), (80, .byTruncatingTail), (nil, .byClipping)] {
            let layout = TextLayout(
                sample, font: face, width: width, alignment: .center,
                lineBreakMode: mode, maximumLines: 3)
            canvas.drawText(layout, at: Point(x: -3.3, y: -1), color: Color(rgb: 0x20_4080))
        }
        _ = face.measure("AV")
    }
    return 0
}
