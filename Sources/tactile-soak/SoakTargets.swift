import Tactile
import TactileRaster

/// What the screen offers the app soak's aimed gestures at one moment, in screen points: the
/// screen reader's items sorted by what they are (controls, cells, text fields, pictures), and,
/// from the view tree, the scroll views (lists to drag and fling) and the keyboard. Read afresh
/// before every gesture, so the gestures follow what the app shows (a pushed page, an alert, a
/// sheet, the app strip).
struct SoakTargets {
    /// Buttons, switches, segmented controls and other things a tap acts on: their frames (a
    /// segmented control is one item, each of its segments a place to tap).
    var controls: [Rect] = []
    /// Controls that adjust with a drag (sliders, pickers): their frames.
    var adjustables: [Rect] = []
    /// The cells of lists and grids: their activation points.
    var cells: [Point] = []
    /// Text fields, which bring up the keyboard when tapped.
    var textFields: [Point] = []
    /// Pictures large enough to pinch, double tap and pull down.
    var pictures: [Rect] = []
    /// Scroll views large enough to drag and fling.
    var lists: [Rect] = []
    /// The keyboard on screen, if one is.
    var keyboard: Rect?

    /// A picture or a list smaller than this on either side is left out (points).
    static let minimumSide = 80.0

    /// The targets of everything shown on `screen`.
    init(screen: Screen) {
        let model = AccessibilityScreenModel(screen: screen)
        let visible = screen.bounds
        for step in model.navigator.steps {
            guard case let .item(item, _) = step, item.frame.intersects(visible) else { continue }
            let view = item.view
            if view.map({ SoakTargets.isCell($0, traits: item.traits) }) ?? false {
                cells.append(item.activationPoint)
            } else if view is TextField {
                textFields.append(item.activationPoint)
            } else if item.traits.contains(.adjustable) {
                adjustables.append(item.frame)
            } else if item.traits.contains(.button) || view is Control {
                controls.append(item.frame)
            } else if item.traits.contains(.image) && SoakTargets.isLarge(item.frame) {
                pictures.append(item.frame)
            }
        }
        for window in screen.windows where !window.isHidden { collect(in: window, visible: visible) }
    }

    /// Whether `frame` is worth a two-finger gesture.
    static func isLarge(_ frame: Rect) -> Bool {
        frame.width >= minimumSide && frame.height >= minimumSide
    }

    /// Whether `view` is a list's cell or inside one, or a button of a grid in a scroll view
    /// (a picture's thumbnail) that is no control of its own.
    private static func isCell(_ view: View, traits: AccessibilityTraits) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate is ListCell { return true }
            if candidate is ScrollView { return traits.contains(.button) && !(view is Control) }
            current = candidate.superview
        }
        return false
    }

    /// The scroll views, pictures and keyboard under `view`, skipping what is hidden.
    private mutating func collect(in view: View, visible: Rect) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let frame = view.accessibilityFrame.intersection(visible)
        if view is Keyboard {
            if !frame.isEmpty { keyboard = frame }
            return
        }
        // A text field the reader does not list is still one to type into.
        if view is TextField || view is TextView, !frame.isEmpty, !textFields.contains(where: { frame.contains($0) }) {
            textFields.append(frame.center)
        }
        if let scroll = view as? ScrollView, scroll.isScrollEnabled, SoakTargets.isLarge(frame) {
            lists.append(frame)
        } else if view is ImageView, SoakTargets.isLarge(frame), !pictures.contains(frame) {
            pictures.append(frame)
        }
        for subview in view.subviews { collect(in: subview, visible: visible) }
    }
}
