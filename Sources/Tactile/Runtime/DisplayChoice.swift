import TactileCore

/// Where an application shows its picture (`--display`).
public enum DisplayChoice: Equatable, Sendable {
    /// `/dev/fb0` when it can be opened, else `/dev/dri/card0` when it drives an output, else a
    /// desktop window when there is an X server (in desktop builds, and not for `--screenshot`),
    /// else headless.
    case automatic
    /// In memory only; see `RuntimeOptions.screenshotPath`.
    case headless
    /// A Linux framebuffer device.
    case framebuffer(path: String)
    /// A DRM/KMS device (`/dev/dri/cardN`): its first connected output, with page flips.
    case drm(path: String)
    /// A window on the desktop's X server (`$DISPLAY`), the mouse standing in for a finger.
    case window
}
