import TactileCore

/// The paper coming out of the printer: a scroll view the machine moves, not the finger, whose
/// content is the endless paper, line `n` at `n × lineHeight`. As lines print the paper moves up
/// so the newest line is at the bottom of the view; the compositor moves the pixels already on screen (a
/// scroll blit) and only the band of the new line is drawn, only that line's rectangle of it.
///
/// Only the bands on screen exist (`PaperBand`, reused as they leave the top), so the paper costs
/// the same after a million lines as after one.
final class PaperRoll: ScrollView {
    let lines: PrintedLinesBox
    private(set) var bands: [PaperBand] = []
    /// Lines printed so far: the paper's length.
    private var lineCount = 0

    init(capacity: Int) {
        lines = PrintedLinesBox(PrintedLines(capacity: capacity))
        super.init(frame: .zero)
        isScrollEnabled = false
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        // Opaque: what the scroll blit needs to move the paper's pixels.
        backgroundColor = PaperStyle.paper
        isUserInteractionEnabled = false
    }

    /// Takes the printer's bytes: draws the lines that changed and moves the paper on.
    func print(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        _ = lines.value.append(bytes) { [owner = Unowned(self)] line in owner.object.lineChanged(line) }
        lineCount = lines.value.currentLine
        followPrintLine()
    }

    /// Tears the printed lines off: the paper beneath is blank, and printing goes on under it.
    func clear() {
        lines.value.removeAll()
        for band in bands { band.setNeedsDisplay() }
    }

    private func lineChanged(_ line: Int) {
        let first = line - line % PaperStyle.linesPerBand
        guard let band = bands.first(where: { $0.firstLine == first }) else { return }
        band.setNeedsDisplay(band.rect(ofLine: line))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        followPrintLine()
    }

    /// Keeps the newest line at the bottom of the view, and bands under every visible line.
    private func followPrintLine() {
        let height = bounds.height, lineHeight = PaperStyle.lineHeight
        guard height > 0 else { return }
        // The paper's length: the lines printed, and blank paper above the first.
        let bottom = Double(lineCount) * lineHeight
        contentSize = Size(width: bounds.width, height: max(height, bottom))
        contentOffset = Point(x: 0, y: max(0, bottom - height))
        tile()
    }

    private func tile() {
        let bandHeight = PaperStyle.lineHeight * Double(PaperStyle.linesPerBand)
        let top = contentOffset.y, bottom = top + bounds.height
        let firstBand = Int(top / bandHeight), lastBand = Int((bottom - 0.001) / bandHeight)
        let wanted = firstBand...lastBand
        var free = bands.filter { !wanted.contains($0.firstLine / PaperStyle.linesPerBand) || $0.firstLine < 0 }
        for index in wanted {
            let line = index * PaperStyle.linesPerBand
            if bands.contains(where: { $0.firstLine == line }) { continue }
            let band: PaperBand
            if let reused = free.popLast() {
                band = reused
            } else {
                band = PaperBand(lines: lines)
                addSubview(band)
                bands.append(band)
            }
            band.frame = Rect(x: 0, y: Double(index) * bandHeight, width: bounds.width, height: bandHeight)
            band.show(fromLine: line)
        }
        // Bands left over (the view got shorter) wait out of sight.
        for band in free where !wanted.contains(band.firstLine / PaperStyle.linesPerBand) { band.isHidden = true }
        for band in bands where wanted.contains(band.firstLine / PaperStyle.linesPerBand) { band.isHidden = false }
    }
}
