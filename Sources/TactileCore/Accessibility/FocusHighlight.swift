import TactileRaster

/// The screen reader's focus, drawn over everything: a ring around the current item (yellow in
/// black, visible on any background) and a thinner outline around the current container. A window
/// of its own above every other, which takes no touch; moving the ring damages only where it was
/// and where it goes.
final class FocusHighlight {
    /// Its window (not zoomed with the others).
    let window: Window
    private let containerOutline = View(frame: .zero)
    private let ringOuter = View(frame: .zero)
    private let ringInner = View(frame: .zero)

    /// Above the launcher's system windows (the touch rings).
    static let level = Window.Level(rawValue: Window.Level.system.rawValue + 500)

    init(screen: Screen) {
        window = Window(screen: screen)
        window.windowLevel = Self.level
        window.backgroundColor = .clear
        window.isUserInteractionEnabled = false
        containerOutline.borderColor = Color(rgb: 0x0A84FF)
        containerOutline.borderWidth = 2
        containerOutline.cornerRadius = 4
        ringOuter.borderColor = .black
        ringOuter.borderWidth = 6
        ringOuter.cornerRadius = 8
        ringInner.borderColor = Color(rgb: 0xFFD60A)
        ringInner.borderWidth = 3
        ringInner.cornerRadius = 6
        for view in [containerOutline, ringOuter, ringInner] {
            view.isHidden = true
            view.isUserInteractionEnabled = false
            window.addSubview(view)
        }
        window.show()
    }

    /// Shows the ring around `item` and the outline around `container` (screen points; nil hides
    /// each).
    func show(item: Rect?, container: Rect?) {
        if let container {
            containerOutline.frame = container.insetBy(dx: -2, dy: -2)
        }
        containerOutline.isHidden = container == nil
        if let item {
            ringOuter.frame = item.insetBy(dx: -6, dy: -6)
            ringInner.frame = item.insetBy(dx: -4.5, dy: -4.5)
        }
        ringOuter.isHidden = item == nil
        ringInner.isHidden = item == nil
    }

    /// Takes the highlight off the screen.
    func remove() {
        window.removeFromScreen()
    }
}
