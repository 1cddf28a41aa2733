import TactileRaster

/// The reader's container zoom (three-finger double tap): every window but the reader's own is
/// scaled and moved so that the current container fills the display. Window transforms are what
/// hit-testing already inverts, so touches map back through the same transform, and the reader's
/// frames (`accessibilityFrame`, in screen points through the windows' placement) are those of
/// the zoomed picture.
struct ContainerZoom {
    /// The largest magnification.
    static let maximumScale = 4.0

    /// The windows zoomed and the transforms they had.
    private var zoomed: [(window: Window, transform: AffineTransform)] = []

    var isOn: Bool { !zoomed.isEmpty }

    /// Zooms `screen`'s windows (all but `except`) so that `frame` (screen points, unzoomed)
    /// fills the screen, centred; false when it would not magnify.
    mutating func zoom(to frame: Rect, on screen: Screen, except: Window?) -> Bool {
        guard !isOn, frame.width > 0, frame.height > 0 else { return false }
        let scale = min(Self.maximumScale, min(screen.size.width / frame.width, screen.size.height / frame.height))
        guard scale > 1.01 else { return false }
        let centre = screen.bounds.center, middle = frame.center
        screen.animator.performWithoutAnimation {
            for window in screen.windows where window !== except {
                zoomed.append((window, window.transform))
                // A window is turned about its centre: carry `middle` to the screen's centre.
                let own = window.center
                window.transform = AffineTransform(scaleX: scale, y: scale)
                    .concatenating(
                        AffineTransform(
                            translationX: scale * (own.x - middle.x) + centre.x - own.x,
                            y: scale * (own.y - middle.y) + centre.y - own.y))
            }
        }
        return true
    }

    /// Puts the windows back as they were.
    mutating func end(on screen: Screen) {
        guard isOn else { return }
        screen.animator.performWithoutAnimation {
            for (window, transform) in zoomed { window.transform = transform }
        }
        zoomed = []
    }
}
