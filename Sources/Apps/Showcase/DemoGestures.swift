import TactileCore

/// The demo's gestures: pinch and rotate the first image of the row (two fingers, together),
/// double tap it to put it back; press and hold the text card to lift it; swipe the shapes card
/// left or right to turn it over. The actions reach their views through the recognizer's `view`:
/// a view captured by its own recognizer's action would keep itself alive (the soak found that).
enum DemoGestures {
    static func attach(image: View?, textCard: View, shapesCard: View, flip: @escaping () -> Void) {
        if let image { attachTransformGestures(to: image) }
        textCard.addGestureRecognizer(
            LongPressGestureRecognizer(name: "demo-lift") { press in
                let lifted = press.state == .began
                guard press.state != .changed, let textCard = press.view else { return }
                View.animate(duration: .milliseconds(200)) {
                    textCard.transform = lifted ? AffineTransform(scaleX: 1.04, y: 1.04) : .identity
                    textCard.borderWidth = lifted ? 2 : 1
                }
            })
        for direction in [SwipeDirections.left, .right] {
            shapesCard.addGestureRecognizer(SwipeGestureRecognizer(name: "demo-swipe", direction: direction) { _ in flip() })
        }
    }

    /// Pinch and rotate `image` with two fingers; double tap to put it back.
    private static func attachTransformGestures(to image: View) {
        // Pinch and rotation act together; each gesture starts from the transform it found.
        var base = AffineTransform.identity
        var scale = 1.0, angle = 0.0
        func apply(_ image: View?) {
            image?.transform = base.scaledBy(x: scale, y: scale).rotated(by: angle)
        }
        func settle(_ state: GestureRecognizer.State, _ image: View?) {
            guard state == .ended || state == .cancelled, let image else { return }
            base = image.transform
            scale = 1
            angle = 0
        }
        let pinch = PinchGestureRecognizer(name: "demo-pinch") { pinch in
            scale = min(max(pinch.scale, 0.25), 4)
            apply(pinch.view)
            settle(pinch.state, pinch.view)
        }
        let rotation = RotationGestureRecognizer(name: "demo-rotation") { rotation in
            angle = rotation.rotation
            apply(rotation.view)
            settle(rotation.state, rotation.view)
        }
        pinch.recognizeSimultaneously(with: rotation)
        let reset = TapGestureRecognizer(name: "demo-reset", taps: 2) { tap in
            base = .identity
            guard let image = tap.view else { return }
            View.animate(springDuration: .milliseconds(500), bounce: 0.2) { image.transform = .identity }
        }
        image.addGestureRecognizer(pinch)
        image.addGestureRecognizer(rotation)
        image.addGestureRecognizer(reset)
        image.isMultipleTouchEnabled = true
    }
}

/// An image view whose touch area reaches `touchMargin` points beyond its bounds, so that two
/// fingers fit on a small picture.
final class TouchableImageView: ImageView {
    var touchMargin = 40.0

    override func point(inside point: Point) -> Bool {
        bounds.insetBy(dx: -touchMargin, dy: -touchMargin).contains(point)
    }
}
