import TactileCore

/// One band of the paper, `PaperStyle.linesPerBand` lines tall: its green or white stripe, the
/// tractor holes beside it, the paper's edges and the lines printed on it. The paper roll
/// (`PaperRoll`) reuses bands as the paper moves on, so only the bands on screen exist.
///
/// The talk's drawing lesson: a printed line marks only its own rectangle dirty, and `draw`
/// paints only what the dirty rect covers; the edges and holes only when it reaches them.
final class PaperBand: View {
    /// The roll's record of printed lines.
    @Unowned private var lines: PrintedLinesBox
    /// The first line of the band (a multiple of `linesPerBand`); -1 while unused.
    private(set) var firstLine = -1
    /// The area `draw` was asked to paint, in points, summed over its calls: what the drawing
    /// lesson measures.
    private(set) var areaDrawn = 0.0

    init(lines: PrintedLinesBox) {
        self.lines = lines
        super.init(frame: .zero)
        isOpaque = true
        backgroundColor = PaperStyle.paper
        isUserInteractionEnabled = false
    }

    /// Puts the band at `line` (a band boundary): all of it is drawn again.
    func show(fromLine line: Int) {
        guard line != firstLine else { return }
        firstLine = line
        let isGreen = (line / PaperStyle.linesPerBand) % 2 == 1
        backgroundColor = isGreen ? PaperStyle.greenBar : PaperStyle.paper
        setNeedsDisplay()
    }

    /// The rectangle of `line` (one of the band's) in the band's bounds: the print area only.
    func rect(ofLine line: Int) -> Rect {
        Rect(
            x: PaperStyle.marginWidth, y: Double(line - firstLine) * PaperStyle.lineHeight,
            width: bounds.width - 2 * PaperStyle.marginWidth, height: PaperStyle.lineHeight)
    }

    override func draw(_ rect: Rect, in context: Canvas) {
        areaDrawn += rect.width * rect.height
        let scale = contentScaleFactor
        let margin = PaperStyle.marginWidth
        // The margins are plain paper whatever the band's colour; painted only when dirty.
        for strip in [
            Rect(x: 0, y: 0, width: margin, height: bounds.height),
            Rect(x: bounds.width - margin, y: 0, width: margin, height: bounds.height)
        ]
        where strip.intersects(rect) {
            context.fill(pixelRect(for: strip), color: PaperStyle.paper)
            let centre = Point(x: strip.midX * scale, y: bounds.height / 2 * scale)
            context.fillRoundedRect(
                Rect(x: centre.x - 5 * scale, y: centre.y - 5 * scale, width: 10 * scale, height: 10 * scale),
                cornerRadii: CornerRadii(all: 5 * scale), color: PaperStyle.hole)
            // The perforation between the margin strip and the print area.
            let lineX = strip.minX == 0 ? margin - 1 : bounds.width - margin
            context.fill(pixelRect(for: Rect(x: lineX, y: 0, width: 1, height: bounds.height)), color: PaperStyle.edge)
        }
        guard firstLine >= 0 else { return }
        let font = lines.font(scale: scale)
        for line in firstLine..<(firstLine + PaperStyle.linesPerBand) {
            let area = self.rect(ofLine: line)
            guard area.intersects(rect) else { continue }
            let text = lines.value.text(ofLine: line)
            guard !text.isEmpty else { continue }
            let layout = TextLayout(utf8: text, font: font)
            context.drawText(
                layout,
                at: Point(
                    x: (area.minX + PaperStyle.textInset) * scale,
                    y: (area.minY + 1) * scale), color: PaperStyle.ink)
        }
    }
}

/// The printed lines and the printer's font, shared by the roll and its bands.
final class PrintedLinesBox {
    var value: PrintedLines
    /// The font made for the last scale asked: one font, so its glyphs stay in the glyph cache
    /// (each new built-in font is a new cache key, and its glyphs go when it is freed).
    private var font: Font?

    init(_ value: PrintedLines) { self.value = value }

    /// The printer's font at `scale` pixels per point, made once per scale.
    func font(scale: Double) -> Font {
        if let font, font.scale == scale { return font }
        let made = PaperStyle.font(scale: scale)
        font = made
        return made
    }
}
