import Tactile
import TactileRaster

extension ShadowBench {
    /// The screen of cards, with or without shadows.
    struct CardScene {
        let screen: Screen
        let target: Bitmap
        var cards: [View] = []
        var rest: [Point] = []

        init(shadows: Bool) {
            screen = Screen(width: Double(ShadowBench.width), height: Double(ShadowBench.height), scale: 1, animator: Animator())
            target = Bitmap(width: ShadowBench.width, height: ShadowBench.height, format: .xrgb8888)
            let window = Window(screen: screen)
            window.backgroundColor = Color(rgb: 0xE8ECF0)
            window.makeKeyAndVisible()
            let gapX = (Double(ShadowBench.width) - Double(ShadowBench.columns) * ShadowBench.cardWidth) / Double(ShadowBench.columns + 1)
            let gapY = (Double(ShadowBench.height) - Double(ShadowBench.rows) * ShadowBench.cardHeight) / Double(ShadowBench.rows + 1)
            for index in 0..<(ShadowBench.columns * ShadowBench.rows) {
                let column = index % ShadowBench.columns, row = index / ShadowBench.columns
                let card = View(
                    frame: Rect(
                        x: (gapX + Double(column) * (ShadowBench.cardWidth + gapX)).rounded(),
                        y: (gapY + Double(row) * (ShadowBench.cardHeight + gapY)).rounded(),
                        width: ShadowBench.cardWidth, height: ShadowBench.cardHeight))
                card.backgroundColor = .white
                card.cornerRadius = 10
                if shadows { card.shadow = ShadowBench.shadow }
                // A coloured strip and two text-like bars, as a card's content.
                let strip = View(frame: Rect(x: 0, y: 0, width: ShadowBench.cardWidth, height: 36))
                strip.backgroundColor = Color(red: UInt8(40 + index * 8), green: 120, blue: UInt8(220 - index * 6))
                card.clipsToBounds = false
                card.addSubview(strip)
                for line in 0..<2 {
                    let bar = View(frame: Rect(x: 10, y: 50 + Double(line) * 18, width: line == 0 ? 90 : 60, height: 8))
                    bar.backgroundColor = Color(rgb: 0xB0B8C0)
                    bar.cornerRadius = 4
                    card.addSubview(bar)
                }
                window.addSubview(card)
                cards.append(card)
                rest.append(card.center)
            }
        }

        /// Card 8 (second row) on a triangle wave of 40 steps, `step` points each, right and down.
        func pose(frame: Int, step: Double) {
            let phase = frame % 80
            let k = Double(phase < 40 ? phase : 80 - phase)
            cards[8].center = Point(x: rest[8].x + k * step, y: rest[8].y + k * step / 2)
        }

        func restAll() {
            for (card, point) in zip(cards, rest) { card.center = point }
        }

        /// Where the incremental target differs from a full redraw, if anywhere.
        func mismatch() -> String? {
            let full = Bitmap(width: target.width, height: target.height, format: .xrgb8888)
            screen.renderAll(into: full)
            return FullRedrawCheck.difference(target, full)
        }
    }
}
