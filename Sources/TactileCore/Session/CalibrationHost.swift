import TactileInput
import TactilePlatform
import TactileSystem

/// What the in-app touch calibration (`CalibrationViewController`) needs from whoever maps the
/// touchscreen: the mapping's display rotation, its calibration now, a way to replace it live,
/// and a way to keep a new one. Every `ScreenHost` is one (`Application`:
/// Sources/Tactile/App/Application+Calibration.swift); tests use their own.
public protocol CalibrationHost: AnyObject {
    /// The display rotation touches are mapped with.
    var inputRotation: DisplayRotation { get }
    /// The calibration touches are mapped with now.
    var inputCalibration: CalibrationMatrix { get }
    /// Maps every touch from now on with `matrix` (not saved).
    func applyInputCalibration(_ matrix: CalibrationMatrix)
    /// Keeps `matrix` for the next start (the input configuration file).
    func saveInputCalibration(_ matrix: CalibrationMatrix) throws(FileError)
}
