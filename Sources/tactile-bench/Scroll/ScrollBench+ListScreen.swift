import Tactile
import TactileRaster

extension ScrollBench {
    /// One screen showing one list, and the bitmap its frames go to.
    final class ListScreen {
        let screen: Screen
        let window: Window
        let list: ListView
        let source: RowSource
        let target: Bitmap
        /// Frames shown so far: the offset of frame k is a function of k.
        var frame = 0

        init(rows: Int, icons: [Bitmap], target: Bitmap, preformatted: Int = 0) {
            screen = Screen(pixelWidth: ScrollBench.width, pixelHeight: ScrollBench.height, scale: 1, animator: Animator())
            window = Window(screen: screen)
            list = ListView(frame: screen.bounds)
            list.rowHeight = ScrollBench.rowHeight
            source = RowSource(count: rows, icons: icons, preformatted: preformatted)
            list.dataSource = source
            window.addSubview(list)
            window.makeKeyAndVisible()
            self.target = target
            screen.renderAll(into: target)
        }

        /// Frame k's offset: `speed` points per frame down, and back up from the end (a
        /// triangle wave over the offsets the content rests between).
        func offset(frame k: Int) -> Double {
            let end = list.offsetRange.maxY
            guard end > 0 else { return 0 }
            let position = (Double(k) * ScrollBench.speed).truncatingRemainder(dividingBy: 2 * end)
            return position <= end ? position : 2 * end - position
        }

        /// Moves the list to the next frame's offset (the list lays its rows out).
        @inline(__always) func advance() {
            frame += 1
            list.contentOffset = Point(x: 0, y: offset(frame: frame))
        }

        /// A timed frame: the move and `render(into:)`; recorded into `frames` when `keep`.
        func scrollFrame(into frames: inout FrameSamples, keep: Bool = true) {
            let (seconds, rects) = Timing.time {
                advance()
                return screen.render(into: target)
            }
            if keep { frames.record(seconds, rects) }
        }

        /// A timed frame fully redrawn: the move and `renderAll(into:)`; recorded when `keep`.
        func fullFrame(into frames: inout FrameSamples, keep: Bool = true) {
            let seconds = Timing.time {
                advance()
                screen.renderAll(into: target)
            }.seconds
            if keep { frames.record(seconds, screen.lastDamage) }
        }

        /// Nil when `target` holds exactly the bytes of a full redraw (made into `check`), else
        /// what differs and at which offset.
        func mismatch(check: Bitmap) -> String? {
            screen.renderAll(into: check)
            return FullRedrawCheck.difference(target, check).map { "at offset \(list.contentOffset.y): \($0)" }
        }
    }
}
