import TactileInput
import TactilePlatform
import TactileSystem

/// What the program that opened the display gives the kit beyond the screen (Slint's
/// `Platform`, swift-nio's event-loop group): the values of its command line, the panel's
/// rotation and the touchscreen's calibration (`CalibrationHost`). `Application` of the Tactile module is the host
/// of every Tactile program; the launcher reaches it through `ScreenSession.host`, so that the
/// kit and the launcher never name a display backend or an input device.
public protocol ScreenHost: CalibrationHost {
    /// The value given for one of the program's own options, nil when it was not given.
    func value(of option: String) -> String?
    /// Whether one of the program's own flags was given.
    func isSet(_ flag: String) -> Bool
    /// The screen reader's mode asked for at start (`--accessibility`, `TACTILE_ACCESSIBILITY`);
    /// nil when none was.
    var startupAccessibilityMode: AccessibilityMode? { get }
    /// The system appearance asked for at start (`--appearance`, `TACTILE_APPEARANCE`); nil when
    /// none was.
    var startupAppearance: AppearancePreference? { get }
    /// Turns the picture and the touches live; false when the display cannot turn.
    func setRotation(_ rotation: DisplayRotation) -> Bool
    /// Runs until the program is stopped, then ends the process.
    func run() -> Never
}
