import TactileCore
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem

/// The touchscreen's calibration, changed while the application runs. The launcher's calibration
/// screen (its `CalibrationHost`) maps touches with the identity while its targets are up (so they
/// arrive as `tactile calibrate` reads them: panel positions, turned only by the rotation), then
/// applies and saves the matrix it solved, or restores the old one on cancel.
extension Application {
    /// The display rotation touch devices are mapped with (the input configuration's, else
    /// `--rotate`).
    public var inputRotation: DisplayRotation { inputs?.manager.rotation ?? options.rotation }

    /// The calibration touch devices are mapped with now (identity without touch devices).
    public var inputCalibration: CalibrationMatrix { inputs?.manager.calibration ?? .identity }

    /// Maps every touch device's positions with `matrix` from the next event on.
    public func applyInputCalibration(_ matrix: CalibrationMatrix) {
        guard let manager = inputs?.manager else { return }
        manager.configure(screen: manager.screen, calibration: matrix, rotation: manager.rotation)
    }

    /// Writes `matrix` to the input configuration file (`--input-config`) atomically, keeping
    /// its rotation. A file that cannot be read is kept as `PATH.bak` first.
    public func saveInputCalibration(_ matrix: CalibrationMatrix) throws(FileError) {
        try InputConfiguration.saveCalibration(matrix, path: options.inputConfigurationPath)
    }
}
