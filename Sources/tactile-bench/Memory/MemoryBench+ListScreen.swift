import Tactile
import TactileRaster
import TactileText

extension MemoryBench {
    /// One screen of the list and its target.
    final class ListScreen {
        let screen = Screen(pixelWidth: 1280, pixelHeight: 800, scale: 1.6, animator: Animator())
        let window: Window
        let list: View
        let target: Bitmap
        /// The most bytes held after any frame.
        var peak = 0

        init(font: Font, budget: Int?) {
            window = Window(screen: screen)
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            if let budget { screen.contentsCacheBudget = budget }
            list = View(frame: Rect(x: 0, y: 0, width: screen.size.width, height: Double(MemoryBench.rows) * MemoryBench.rowHeight))
            for row in 0..<MemoryBench.rows {
                let label = Label(
                    frame: Rect(
                        x: 16, y: Double(row) * MemoryBench.rowHeight,
                        width: MemoryBench.rowWidth, height: MemoryBench.rowHeight), font: font)
                label.text = "Row \(row + 1): the quick brown fox"
                list.addSubview(label)
            }
            window.addSubview(list)
            target = Bitmap(width: screen.pixelWidth, height: screen.pixelHeight, format: .xrgb8888)
        }

        /// Shows the list scrolled by `offset` points.
        func show(offset: Double) {
            list.frame.origin.y = -offset
            screen.render(into: target)
            peak = Swift.max(peak, screen.contentsCacheBytes)
        }
    }
}
