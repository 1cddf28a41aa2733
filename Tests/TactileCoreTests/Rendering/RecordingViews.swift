import TactileRaster

@testable import TactileCore

/// A view drawing a grid of coloured cells, counting its draws and recording their rects.
final class GridView: View {
    var columns = 4, rows = 3
    var cells: [Color]
    var drawCount = 0
    var drawnRects: [Rect] = []

    init(frame: Rect, cells: [Color]) {
        self.cells = cells
        super.init(frame: frame)
    }

    /// A cell relative to the bounds origin (so the drawing does not depend on the origin).
    func cellRect(_ index: Int) -> Rect {
        let w = bounds.width / Double(columns), h = bounds.height / Double(rows)
        return Rect(x: Double(index % columns) * w, y: Double(index / columns) * h, width: w, height: h)
    }

    /// Changes one cell and marks just its rect dirty.
    func setCell(_ index: Int, _ color: Color) {
        cells[index] = color
        setNeedsDisplay(cellRect(index).offsetBy(dx: bounds.minX, dy: bounds.minY))
    }

    override func draw(_ rect: Rect, in context: Canvas) {
        drawCount += 1
        drawnRects.append(rect)
        // Every cell: the canvas clip keeps the drawing inside the dirty pixels.
        for index in cells.indices {
            context.fill(cellRect(index).scaled(by: contentScaleFactor), color: cells[index])
        }
    }
}

/// A view counting its layout passes and recording their order in a shared log.
final class LayoutCountingView: View {
    var layoutCount = 0
    var log: (String) -> Void = { _ in }
    var name = ""
    override func layoutSubviews() {
        layoutCount += 1
        log(name)
    }
}
