import TactileSystem

extension InputConfiguration {
    /// Replaces the calibration in the file at `path`, keeping its other lines' values, written
    /// atomically; a file that exists but cannot be parsed is renamed to `PATH.bak` first.
    public static func saveCalibration(_ matrix: CalibrationMatrix, path: String) throws(FileError) {
        var configuration = InputConfiguration()
        do throws(RecordingError) {
            configuration = try InputConfiguration.read(path: path)
        } catch {
            if FileBytes.isRegularFile(path) { try FileBytes.rename(path, to: path + ".bak") }
        }
        configuration.calibration = matrix
        try FileBytes.writeAtomically(Array(configuration.text.utf8), to: path)
    }
}
