import Tactile
import TactileRaster

/// What `tactile debug-scroll` scrolls: bands 100 pt tall in alternating shades, so a window
/// shows the motion. Content may be millions of points tall (a list of 100 000 rows), so only the
/// darker bands that cross the visible area exist as views, moved as it scrolls (`show(_:)`):
/// plain coloured views, no bitmaps.
final class ScrollSampleContent: View {
    static let band = 100.0
    private var stripes: [View] = []

    init(size: Size) {
        super.init(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        backgroundColor = Color(rgb: 0xE8_ECF4)
    }

    /// Places the darker bands over `visible` (in the content's own points): those at odd
    /// multiples of the band height that cross it.
    func show(_ visible: Rect) {
        let period = 2 * Self.band
        let first = Swift.max(0, ((visible.minY - Self.band) / period).rounded(.down))
        let last = Swift.max(first, ((Swift.min(visible.maxY, bounds.height) - Self.band) / period).rounded(.down))
        let count = last >= first && visible.maxY > Self.band ? Int(last - first) + 1 : 0
        while stripes.count < count {
            let stripe = View(frame: .zero)
            stripe.backgroundColor = Color(rgb: 0xC8_D2E4)
            addSubview(stripe)
            stripes.append(stripe)
        }
        for (index, stripe) in stripes.enumerated() {
            guard index < count else {
                stripe.isHidden = true
                continue
            }
            let y = Self.band + (first + Double(index)) * period
            stripe.isHidden = false
            stripe.frame = Rect(x: 0, y: y, width: bounds.width, height: Swift.min(Self.band, bounds.height - y))
        }
    }
}
