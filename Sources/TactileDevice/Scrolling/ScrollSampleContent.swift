import Raster
import Tactile

/// What `tactile debug-scroll` scrolls: bands 100 pt tall in alternating shades, so a window
/// shows the motion. The bands are plain coloured views, which keep no bitmap: content as large
/// as `--content` allows (16384 pt each way) costs a few hundred views, not a gigabyte.
final class ScrollSampleContent: View {
    init(size: Size) {
        super.init(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        backgroundColor = Color(rgb: 0xE8_ECF4)
        let band = 100.0
        var y = band
        while y < size.height {
            let stripe = View(frame: Rect(x: 0, y: y, width: size.width, height: Swift.min(band, size.height - y)))
            stripe.backgroundColor = Color(rgb: 0xC8_D2E4)
            addSubview(stripe)
            y += 2 * band
        }
    }
}
