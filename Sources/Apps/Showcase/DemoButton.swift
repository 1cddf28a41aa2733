import TactileCore

/// The demo's button style: a rounded button in the system blue that fades while pressed.
enum DemoButton {
    /// A button titled `title` that calls `action` when tapped; a plain coloured button when no
    /// font could be loaded.
    static func make(title: String, font: Font?, frame: Rect, action: @escaping () -> Void) -> View {
        guard let font else {
            let placeholder = View(frame: frame)
            placeholder.backgroundColor = .systemBlue
            return placeholder
        }
        let button = Button(frame: frame, font: font)
        button.setTitle(title, for: .normal)
        button.setBackgroundColor(.systemBlue, for: .normal)
        button.setBackgroundColor(Color.systemBlue.withAlpha(160), for: .highlighted)
        button.setTitleColor(Color.white.withAlpha(200), for: .highlighted)
        button.cornerRadius = 10
        button.addAction(for: .touchUpInside) { _ in action() }
        return button
    }
}
