import Tactile
import TactileInput
import TactileRaster

/// A full-screen view carrying one recognizer of each kind, arranged the way an app would
/// (`tactile debug-gestures`): `tap` (one finger, waiting for `double-tap` to fail),
/// `double-tap`, `two-finger-tap`, `long-press`, `pan` (one finger, waiting for `edge-pan-left`
/// to fail), `swipe-left`, `swipe-right`, `swipe-up`, `swipe-down` (one finger, each
/// simultaneous with `pan`), `pinch` and `rotation` (simultaneous with each other) and
/// `edge-pan-left`. Every other pair is exclusive.
final class GestureSampler: View {
    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = .white
        let doubleTap = TapGestureRecognizer(name: "double-tap", taps: 2)
        let tap = TapGestureRecognizer(name: "tap")
        tap.require(toFail: doubleTap)
        let twoFingerTap = TapGestureRecognizer(name: "two-finger-tap", touches: 2)
        let longPress = LongPressGestureRecognizer(name: "long-press")
        let edgePan = ScreenEdgePanGestureRecognizer(name: "edge-pan-left", edges: .left)
        let pan = PanGestureRecognizer(name: "pan")
        pan.maximumNumberOfTouches = 1
        pan.require(toFail: edgePan)
        var recognizers: [GestureRecognizer] = [tap, doubleTap, twoFingerTap, longPress, pan]
        for (name, direction) in [
            ("swipe-left", SwipeDirections.left), ("swipe-right", .right),
            ("swipe-up", .up), ("swipe-down", .down)
        ] {
            let swipe = SwipeGestureRecognizer(name: name, direction: direction)
            swipe.recognizeSimultaneously(with: pan)
            recognizers.append(swipe)
        }
        let pinch = PinchGestureRecognizer(name: "pinch")
        let rotation = RotationGestureRecognizer(name: "rotation")
        pinch.recognizeSimultaneously(with: rotation)
        recognizers.append(pinch)
        recognizers.append(rotation)
        recognizers.append(edgePan)
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
    }
}
