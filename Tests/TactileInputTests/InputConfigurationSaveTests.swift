import CTactileLinux
import TactilePlatform
import TactileSystem
import Testing

@testable import TactileInput

/// The in-app calibration's save: the calibration line replaced, the rotation kept, written
/// atomically; a file that cannot be parsed is kept as PATH.bak.
@Suite struct InputConfigurationSaveTests {
    private let path = "/tmp/tactile-inputconf-\(getpid())-\(Int.random(in: 0..<1_000_000)).conf"

    @Test func replacesTheCalibrationAndKeepsTheRotation() throws {
        defer { unlink(path) }
        try FileBytes.write(Array("calibration = 1 0 0 0 1 0\nrotation = 270\n".utf8), to: path)
        let matrix = CalibrationMatrix(1.25, 0, -0.15625, 0, 1.25, -0.09375)
        try InputConfiguration.saveCalibration(matrix, path: path)
        let read = try InputConfiguration.read(path: path)
        #expect(read == InputConfiguration(calibration: matrix, rotation: .clockwise270))
        #expect(!FileBytes.isRegularFile(path + ".bak"))
    }

    @Test func aBrokenFileIsBackedUp() throws {
        defer { unlink(path); unlink(path + ".bak") }
        let broken = Array("calibration = 1 2\n".utf8)
        try FileBytes.write(broken, to: path)
        try InputConfiguration.saveCalibration(.identity, path: path)
        #expect(try FileBytes.read(path + ".bak") == broken)
        #expect(try InputConfiguration.read(path: path) == InputConfiguration())
    }
}
