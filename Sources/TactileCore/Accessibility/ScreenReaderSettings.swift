/// The screen reader's preferences (the Settings app, the settings file).
public struct ScreenReaderSettings: Equatable, Sendable {
    /// Next and previous wrap inside the current container.
    public var loops = false
    /// How much is said of an item.
    public var verbosity = AccessibilityVerbosity.normal
    /// Whether hints are said (after a pause).
    public var speaksHints = true
    /// Whether sound cues play.
    public var playsCues = true
    /// Speech rate in words per minute (espeak-ng's 80...450).
    public var rate = 175
    /// Volume, 0...1.
    public var volume = 0.8
    /// Pitch, 0...1 (0.5 the voice's own).
    public var pitch = 0.5
    /// The espeak-ng voice (a language: "en", "de", "en-us").
    public var voice = "en"
    /// Whether touches also select the item under an enlarged touch area outside the reader
    /// ("larger touch targets").
    public var enlargesTouchTargets = false

    /// The defaults.
    public init() {}
}
