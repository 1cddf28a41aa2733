import TactileRaster
import TactileSystem

@testable import TactileCore

/// The seeded generator the view tests draw their random cases from.
typealias SeededRandom = SplitMix64

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

/// A fresh screen (scale `scale`) holding `window`, and a target bitmap of its pixel size.
func makeScreen(
    width: Double, height: Double, scale: Double = 1,
    format: PixelFormat = .xrgb8888
) -> (Screen, Window, Bitmap) {
    let screen = Screen(width: width, height: height, scale: scale, animator: Animator())
    let window = Window(screen: screen)
    window.makeKeyAndVisible()
    let target = Bitmap(width: screen.pixelWidth, height: screen.pixelHeight, format: format)
    return (screen, window, target)
}

/// The first pixel where two bitmaps differ, for failure messages.
func firstDifference(_ a: Bitmap, _ b: Bitmap) -> String? {
    for y in 0..<a.height {
        for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
            return "(\(x), \(y)): \(a.pixel(x: x, y: y)) vs \(b.pixel(x: x, y: y))"
        }
    }
    return nil
}
