import TactileSystem
import TactileText

/// `tactile debug-text`: lays out TEXT as every label does (font fallback, FriBidi, libunibreak,
/// HarfBuzz) and prints its lines and glyphs, for checks against `hb-shape` and `fribidi`:
///
///     line <n> start=<byte> end=<byte> direction=<ltr|rtl> width=<px>
///     glyph id=<glyph> font=<file name> cluster=<byte> x=<px> y=<px> advance=<px>[ color=1]
///
/// Lines are numbered from 1, top to bottom; `start` and `end` are the UTF-8 offsets of what the
/// line draws (spaces hanging at a wrap excluded). Glyphs come in visual order, left to right:
/// `x` is the glyph's origin from the line's left end with HarfBuzz's x offset added, `y`
/// HarfBuzz's y offset (positive up), `advance` its x advance, all in pixels with 2 decimals;
/// `cluster` is HarfBuzz's cluster as a UTF-8 offset in TEXT; ` color=1` marks a colour glyph.
enum DebugTextCommand {
    static let usage =
        "usage: tactile debug-text [--font PATH]... [--size PX] [--width PX] [--direction auto|ltr|rtl] [--language TAG] TEXT"

    static func run(arguments: [String]) -> Int32 {
        var fontPaths: [String] = []
        var size = 16.0
        var width: Double?
        var direction = WritingDirection.natural
        var language: String?
        var text: String?
        var index = 0
        func value(_ option: String) -> String? {
            guard index + 1 < arguments.count else {
                Console.error("\(option) needs a value\n" + usage)
                return nil
            }
            index += 1
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--font":
                guard let path = value(argument) else { return 2 }
                fontPaths.append(path)
            case "--size":
                guard let given = value(argument) else { return 2 }
                guard let number = TextScanner.double(ArraySlice(given.utf8)), number >= 1, number <= Double(Font.maximumPixelsPerEm) else {
                    Console.error("--size must be pixels from 1 to \(Font.maximumPixelsPerEm), not \(given)\n" + usage)
                    return 2
                }
                size = number
            case "--width":
                guard let given = value(argument) else { return 2 }
                guard let number = TextScanner.double(ArraySlice(given.utf8)), number > 0, number <= 1e7 else {
                    Console.error("--width must be pixels above 0, not \(given)\n" + usage)
                    return 2
                }
                width = number
            case "--direction":
                guard let given = value(argument) else { return 2 }
                switch given {
                case "auto": direction = .natural
                case "ltr": direction = .leftToRight
                case "rtl": direction = .rightToLeft
                default:
                    Console.error("--direction must be auto, ltr or rtl, not \(given)\n" + usage)
                    return 2
                }
            case "--language":
                guard let given = value(argument) else { return 2 }
                language = given
            case "--":
                guard index + 1 < arguments.count, text == nil, index + 2 == arguments.count else {
                    Console.error(usage)
                    return 2
                }
                index += 1
                text = arguments[index]
            default:
                guard !argument.hasPrefix("--") || argument == "-", text == nil else {
                    Console.error((text == nil ? "unknown option \(argument)\n" : "one TEXT only\n") + usage)
                    return 2
                }
                text = argument
            }
            index += 1
        }
        guard let text else {
            Console.error("no TEXT to lay out\n" + usage)
            return 2
        }
        guard let library = FontLibrary.shared else { return 1 }
        let font: Font
        if fontPaths.isEmpty {
            font = library.defaultFont(size: size)
        } else {
            var chain: [Font] = []
            for path in fontPaths {
                do throws(FontError) {
                    chain.append(try Font(contentsOfFile: path, size: size, library: library))
                } catch {
                    Console.error(error.description)
                    return 1
                }
            }
            for (position, member) in chain.enumerated().dropLast() { member.fallback = chain[position + 1] }
            font = chain[0]
        }
        let layout = TextLayout(
            text, font: font, width: width, lineBreakMode: width == nil ? .byClipping : .byWordWrapping,
            writingDirection: direction, language: language)
        let fonts = layout.fonts
        for (number, line) in layout.lines.enumerated() {
            Console.info(
                "line \(number + 1) start=\(line.utf8Range.lowerBound) end=\(line.utf8Range.upperBound) "
                    + "direction=\(line.isRightToLeft ? "rtl" : "ltr") width=\(pixels(line.width))")
            for glyph in line.glyphs {
                let font = fonts[glyph.fontIndex]
                Console.info(
                    "glyph id=\(glyph.glyph) font=\(fileName(font.name)) cluster=\(glyph.utf8Offset) x=\(pixels(glyph.x)) "
                        + "y=\(pixels(glyph.y)) advance=\(pixels(glyph.advance))" + (font.isColor ? " color=1" : ""))
            }
        }
        return 0
    }

    /// Pixels with two decimals.
    static func pixels(_ value: Double) -> String { TextScanner.fixed(value, decimals: 2) }

    /// The last component of a path.
    static func fileName(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }
}
