import TactileCore

/// The demo's button style: a rounded blue button that darkens while pressed.
enum DemoButton {
    /// A button titled `title` that calls `action` when tapped; a plain coloured button when no
    /// font could be loaded.
    static func make(title: String, font: Font?, frame: Rect, action: @escaping () -> Void) -> View {
        guard let font else {
            let placeholder = View(frame: frame)
            placeholder.backgroundColor = Color(rgb: 0x3A_5CFF, alpha: 220)
            return placeholder
        }
        let button = Button(frame: frame, font: font)
        button.setTitle(title, for: .normal)
        button.setBackgroundColor(Color(rgb: 0x3A_5CFF, alpha: 220), for: .normal)
        button.setBackgroundColor(Color(rgb: 0x22_3399, alpha: 240), for: .highlighted)
        button.setTitleColor(Color.white.withAlpha(200), for: .highlighted)
        button.cornerRadius = 10
        button.addAction(for: .touchUpInside) { _ in action() }
        return button
    }
}
