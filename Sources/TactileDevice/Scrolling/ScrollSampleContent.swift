import Tactile

/// What `tactile debug-scroll` scrolls: bands 100 pt tall, alternating shades, so a window
/// shows the motion.
final class ScrollSampleContent: View {
    init(size: Size) {
        super.init(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        backgroundColor = .white
    }

    override func draw(_ rect: Rect, in context: Canvas) {
        let band = 100.0
        var y = (rect.minY / band).rounded(.down) * band
        while y < rect.maxY {
            let shade: Color = Int(y / band) % 2 == 0 ? Color(rgb: 0xE8_ECF4) : Color(rgb: 0xC8_D2E4)
            context.fill(pixelRect(for: Rect(x: rect.minX, y: y, width: rect.width, height: band)), color: shade)
            y += band
        }
    }
}
