import TactileRaster
import TactileText

nonisolated(unsafe) let library = try! FontLibrary(glyphCacheBudget: 1 << 20)

/// The faces text is laid out in: the built-in font, DejaVu Sans (with the built-in font behind
/// it), the system font with its fallback chain (Devanagari, Thai, CJK, colour emoji: shaped,
/// ordered and broken by HarfBuzz, FriBidi and libunibreak) and the ASCII-only DejaVu Sans Mono
/// subset of the tests (with DejaVu Sans behind it), from `$TACTILE_FONT_DIR` (Tests/Fuzz/fuzz.sh
/// sets it) and the tests' fixtures.
func makeFont(_ choice: Int, size: Double) -> Font {
    switch choice {
    case 0:
        return Font.builtin(size: size, library: library)
    case 1:
        let font = library.font(named: "DejaVuSans.ttf", size: size)
        font.fallback = Font.builtin(size: size, library: library)
        return font
    case 2:
        return library.defaultFont(size: size)
    default:
        guard
            let mono = try? Font(
                contentsOfFile: "Tests/TactileTextTests/Fixtures/DejaVuSansMono-ASCII.ttf",
                size: size, library: library)
        else { return makeFont(1, size: size) }
        mono.fallback = makeFont(1, size: size)
        return mono
    }
}

/// Fonts made so far, by choice and size: one face per size, as labels share them.
nonisolated(unsafe) var fonts: [Int: Font] = [:]

/// Widths the layout is asked to fit, hostile ones included.
let widths: [Double?] = [
    nil, 0, 1, 7.5, 40, 120, 600, -5, 1e9, 1e300, .infinity, -.infinity, .nan,
    .greatestFiniteMagnitude, .leastNonzeroMagnitude, 33.3
]
/// Font sizes in points, hostile ones included.
let sizes: [Double] = [
    12, 1, 0, 0.01, 7.5, 17, 40, 97, -12, .nan, .infinity, -.infinity, 1e300, 3000,
    .leastNonzeroMagnitude, 250
]
/// Where the text is drawn: near the bitmap, then far away and not at all.
let origins: [Double] =
    (-8...7).map(Double.init) + [
        -1e9, 1e9, .nan, .infinity, -.infinity, 1e300,
        Double(1 << 24), Double(1 << 24) + 1, -Double(1 << 24), 2147483647, -2147483648, 0.49999, -0.5,
        1e-300, 33554431.99, 64
    ]

/// libFuzzer's entry: the first three bytes choose the font, size, width, alignment, line
/// break mode, maximum line count and where the text is drawn; the rest is UTF-8 text (invalid
/// sequences included), laid out and drawn into a small bitmap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextLayout(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size >= 3 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let choice = Int(bytes[0] & 3), sizeIndex = Int(bytes[0] >> 2) & 15
    let key = choice * 16 + sizeIndex
    let font = fonts[key] ?? makeFont(choice, size: sizes[sizeIndex])
    fonts[key] = font
    let width = widths[Int(bytes[1] & 15)]
    let alignment: TextAlignment = [.leading, .center, .trailing, .leading][Int(bytes[1] >> 4) & 3]
    let mode: LineBreakMode = [.byWordWrapping, .byTruncatingTail, .byClipping, .byWordWrapping][Int(bytes[1] >> 6)]
    let maximumLines = Int(bytes[2] & 7)
    let origin = origins[Int(bytes[2] >> 3)]
    let layout = TextLayout(
        utf8: bytes[3...], font: font, width: width, alignment: alignment,
        lineBreakMode: mode, maximumLines: maximumLines)
    let canvas = Canvas(Bitmap(width: 64, height: 32, format: .argb8888))
    canvas.drawText(layout, at: Point(x: origin, y: -origin / 2), color: Color(rgb: 0x10_2030))
    _ = font.measure("x\u{FFFF}", width: width)
    return 0
}
