import CTactileReference
import TactileRaster
import TactileSystem
import TactileText

/// Fonts and text for the text part: DejaVu Sans from `Assets/fonts`, English-like prose.
final class TextContent {
    let library: FontLibrary
    let path: String
    /// A glyph cache that keeps nothing: every lookup renders through FreeType, the masks exactly
    /// as FreeType made them (what a pixman/cairo program would hold).
    let uncached = GlyphCache(byteBudget: 0)

    struct Missing: Error { var message: String }

    init() throws(Missing) {
        guard let path = FontLocator.locate(FontLocator.defaultRegularFile) else {
            throw Missing(message: "\(FontLocator.defaultRegularFile) not found in \(FontLocator.fontDirectories())")
        }
        self.path = path
        do {
            library = try FontLibrary()
        } catch {
            throw Missing(message: error.description)
        }
    }

    /// DejaVu Sans at `pixels` per em (scale 1). Never the built-in font: that would measure
    /// something else.
    func font(pixels: Int) throws(Missing) -> Font {
        do {
            return try Font(contentsOfFile: path, size: Double(pixels), library: library)
        } catch {
            throw Missing(message: error.description)
        }
    }

    static let words: [String] = """
        the quick brown fox jumps over lazy dog while small devices draw crisp text with a \
        software rasterizer written in Swift every glyph comes from a cache of coverage masks \
        blended over the frame in any colour and clipped to its rectangle Tactile runs on \
        handheld Linux boards with a framebuffer touch input and one run loop that sleeps when \
        nothing changes Wrapping breaks lines at spaces alignment places them and an ellipsis \
        marks text cut short Numbers 0123456789 and punctuation, such as commas; colons: \
        (parentheses) \"quotes\" and question marks? also appear. WIDE CAPITALS AVOID KERNING
        """.split(separator: " ").map(String.init)

    /// Seeded words joined by spaces, with a paragraph break about every `paragraph` words.
    static func prose(words count: Int, seed: UInt64, paragraph: Int = 0) -> String {
        var g = SplitMix64(seed: seed)
        var text = ""
        for index in 0..<count {
            if index > 0 { text += paragraph > 0 && index % paragraph == 0 ? "\n" : " " }
            text += words[Int(g.next() % UInt64(words.count))]
        }
        return text
    }

    /// One line of about `characters` characters.
    static func line(characters: Int, seed: UInt64) -> String {
        var g = SplitMix64(seed: seed)
        var text = ""
        while text.count < characters {
            if !text.isEmpty { text += " " }
            text += words[Int(g.next() % UInt64(words.count))]
        }
        return text
    }
}
