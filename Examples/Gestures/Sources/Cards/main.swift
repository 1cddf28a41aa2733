import Tactile

// Cards on a table: drag, pinch and turn them (all three at once), double tap one to put it
// back, press and hold to pin it (a pinned card ignores gestures), swipe the table with two
// fingers (three with the screen reader's alert mode, `--accessibility alert`, where the
// recognizers take their accessibility definitions) to deal the cards again. A tap on the table
// deselects.

let app = Application()
app.window.backgroundColor = Color(rgb: 0x2E_5E3A)

/// Lets a card's pan, pinch and rotation act together, and keeps pinned cards still.
final class CardGestures: GestureRecognizerDelegate {
    var pinned: Set<Int> = []

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard let card = recognizer.view, !(recognizer is LongPressGestureRecognizer) else { return true }
        return !pinned.contains(card.tag)
    }

    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        recognizer.view === other.view && !(recognizer is TapGestureRecognizer) && !(other is TapGestureRecognizer)
    }
}
let delegate = CardGestures()

let header = Label(frame: Rect(x: 0, y: 0, width: 800, height: 48))
header.text = "Drag, pinch, turn · double tap to put back · hold to pin"
header.textAlignment = .center
header.textColor = .white
header.gestureDelivery = .stop  // the table's gestures ignore touches on the header
app.window.addSubview(header)

let homes = [Point(x: 200, y: 260), Point(x: 400, y: 260), Point(x: 600, y: 260)]
let colours = [Color(rgb: 0xE8_5D4A), Color(rgb: 0xF2_C14E), Color(rgb: 0x4A_90E2)]
var cards: [View] = []
for (index, home) in homes.enumerated() {
    let card = View(frame: Rect(x: home.x - 70, y: home.y - 95, width: 140, height: 190))
    card.backgroundColor = colours[index]
    card.cornerRadius = 14
    card.tag = index
    card.isMultipleTouchEnabled = true
    let title = Label(frame: Rect(x: 0, y: 80, width: 140, height: 30))
    title.text = "Card \(index + 1)"
    title.textAlignment = .center
    card.addSubview(title)
    app.window.addSubview(card)
    cards.append(card)

    let pan = PanGestureRecognizer { pan in
        let t = pan.translation(in: card.superview)
        card.center = Point(x: card.center.x + t.x, y: card.center.y + t.y)
        pan.setTranslation(.zero, in: card.superview)
    }
    let pinch = PinchGestureRecognizer { pinch in
        card.transform = card.transform.scaledBy(x: pinch.scale, y: pinch.scale)
        pinch.scale = 1
    }
    let rotation = RotationGestureRecognizer { rotation in
        card.transform = card.transform.rotated(by: rotation.rotation)
        rotation.rotation = 0
    }
    let putBack = TapGestureRecognizer(taps: 2) { _ in
        View.animate(springDuration: .milliseconds(500), bounce: 0.25) {
            card.center = home
            card.transform = .identity
        }
    }
    let pin = LongPressGestureRecognizer { press in
        guard press.state == .began else { return }
        if delegate.pinned.remove(card.tag) == nil { delegate.pinned.insert(card.tag) }
        card.borderWidth = delegate.pinned.contains(card.tag) ? 4 : 0
        card.borderColor = .white
    }
    for recognizer in [pan, pinch, rotation, putBack, pin] as [GestureRecognizer] {
        recognizer.delegate = delegate
        card.addGestureRecognizer(recognizer)
    }
}

// The table: a tap deselects (pinned cards lose their pin); a swipe deals the cards again.
let deselect = TapGestureRecognizer { _ in
    delegate.pinned.removeAll()
    for card in cards { card.borderWidth = 0 }
}
deselect.cancelsTouchesInView = false
app.window.addGestureRecognizer(deselect)
let deal = SwipeGestureRecognizer(direction: [.left, .right], touches: 2) { _ in
    View.animate(duration: .milliseconds(400)) {
        for (card, home) in zip(cards, homes.reversed()) {
            card.center = home
            card.transform = .identity
        }
    }
}
deal.setDefinition(for: .normal) { $0.numberOfTouchesRequired = 2 }
deal.setDefinition(for: .accessibility) { $0.numberOfTouchesRequired = 3 }
deal.delaysTouchesBegan = true
app.window.addGestureRecognizer(deal)
app.window.isMultipleTouchEnabled = true

app.run()
