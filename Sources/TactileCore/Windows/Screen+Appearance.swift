import TactileSystem

extension Screen {
    /// How long an animated change of appearance cross-fades.
    public static let appearanceCrossFadeDuration = Interval.milliseconds(300)

    /// Sets `userInterfaceStyle`; `animated`: every visible window cross-fades from its picture
    /// in the old style to the new one (`appearanceCrossFadeDuration`), as a phone does. A window
    /// whose picture does not fit in the memory budget changes at once.
    public func setUserInterfaceStyle(_ style: UserInterfaceStyle, animated: Bool) {
        guard style != userInterfaceStyle else { return }
        var overlays: [ImageView] = []
        if animated {
            for window in windows where !window.isHidden {
                let picture = window.snapshot(afterScreenUpdates: false)
                guard picture.width > 0 else { continue }
                let overlay = ImageView(image: picture, imageScale: scale)
                overlay.frame = window.bounds
                overlay.isUserInteractionEnabled = false
                window.addSubview(overlay)
                overlays.append(overlay)
            }
        }
        userInterfaceStyle = style
        guard !overlays.isEmpty else { return }
        animator.animate(withDuration: Self.appearanceCrossFadeDuration) {
            for overlay in overlays { overlay.alpha = 0 }
        } completion: { _ in
            for overlay in overlays { overlay.removeFromSuperview() }
        }
    }
}
