import Tactile
import Text

/// The demo's button style. (Temporary stand-in until Button lands.)
final class DemoButton: View {
    private let action: () -> Void

    private init(frame: Rect, action: @escaping () -> Void) {
        self.action = action
        super.init(frame: frame)
    }

    static func make(title: String, font: Font?, frame: Rect, action: @escaping () -> Void) -> View {
        let button = DemoButton(frame: frame, action: action)
        button.backgroundColor = Color(rgb: 0x3A_5CFF, alpha: 220)
        button.cornerRadius = 10
        if let font {
            let label = Label(frame: button.bounds, font: font)
            label.text = title
            label.textColor = .white
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            button.addSubview(label)
        }
        return button
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        action()
    }
    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
}
