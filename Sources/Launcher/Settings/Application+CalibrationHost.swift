import Tactile

/// The application is what the Settings app's calibration screen calibrates: its touch devices'
/// mapping (Sources/Tactile/App/Application+Calibration.swift has the calls).
extension Application: CalibrationHost {}
