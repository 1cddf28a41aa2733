import TactileCore

/// Cards with shadows for the demo's Controls page: a row of cards with soft, sharp, spread and
/// coloured shadows on a light background, and one card that follows a finger (a pan) so its
/// shadow moves with it; it lifts (a larger, softer shadow) while dragged and settles back.
final class DemoShadowCards: View {
    /// The card that can be dragged.
    let draggable: View
    private let cards: [View]

    /// The cards laid out in `frame` (about 360 × 200 points or more reads well).
    override init(frame: Rect) {
        let styles: [(title: String, shadow: Shadow, corner: Double)] = [
            ("soft", Shadow(color: .black, opacity: 0.25, offset: Size(width: 0, height: 4), radius: 12), 12),
            ("sharp", Shadow(color: .black, opacity: 0.5, offset: Size(width: 3, height: 3), radius: 0), 4),
            ("spread", Shadow(color: .black, opacity: 0.2, offset: .zero, radius: 8, spread: 6), 18),
            ("glow", Shadow(color: Color(rgb: 0x2F80ED), opacity: 0.8, offset: .zero, radius: 16), 24)
        ]
        var made: [View] = []
        for style in styles {
            let card = View(frame: .zero)
            card.backgroundColor = .secondarySystemGroupedBackground
            card.cornerRadius = style.corner
            card.shadow = style.shadow
            let label = Label(frame: .zero)
            label.text = style.title
            label.tag = 1
            card.addSubview(label)
            made.append(card)
        }
        let drag = View(frame: .zero)
        drag.backgroundColor = Color(light: Color(rgb: 0xFF_F8E1), dark: Color(rgb: 0x3A_3222))
        drag.cornerRadius = 14
        drag.shadow = Shadow(color: .black, opacity: 0.3, offset: Size(width: 0, height: 3), radius: 8)
        let hint = Label(frame: .zero)
        hint.text = "drag me"
        hint.tag = 1
        drag.addSubview(hint)
        draggable = drag
        cards = made
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        for card in cards { addSubview(card) }
        addSubview(draggable)
        attachPan()
    }

    override func layoutSubviews() {
        let margin = 16.0, spacing = 16.0
        let count = Double(cards.count)
        let side = max(20, min(100, (bounds.width - 2 * margin - (count - 1) * spacing) / count))
        for (index, card) in cards.enumerated() {
            card.frame = Rect(x: margin + Double(index) * (side + spacing), y: margin, width: side, height: side * 0.8)
            placeLabel(in: card)
        }
        // The draggable card rests below the row, until dragged.
        if draggable.bounds.size == .zero {
            draggable.frame = Rect(x: margin, y: margin + side * 0.8 + 24, width: 120, height: 64)
            placeLabel(in: draggable)
        }
    }

    private func placeLabel(in card: View) {
        guard let label = card.subviews.first(where: { $0.tag == 1 }) else { return }
        label.frame = Rect(x: 10, y: 8, width: card.bounds.width - 20, height: 20)
    }

    private func attachPan() {
        let card = draggable
        var start = Point.zero
        let resting = card.shadow
        var lifted = resting
        lifted?.radius = 18
        lifted?.offset = Size(width: 0, height: 10)
        lifted?.opacity = 0.35
        // The recognizer is the card's: its action gets the card rather than capturing it.
        let pan = PanGestureRecognizer(name: "demo-shadow-drag")
        pan.addAction(target: card) { card, pan in
            switch pan.state {
            case .began:
                start = card.center
                card.shadow = lifted
                card.superview?.bringSubviewToFront(card)
            case .changed:
                let t = pan.translation(in: card.superview)
                card.center = Point(x: start.x + t.x, y: start.y + t.y)
            case .ended, .cancelled, .failed:
                card.shadow = resting
            default:
                break
            }
        }
        card.addGestureRecognizer(pan)
    }
}
