import CTactileLinux
import TactilePlatform
import TactileSystem
import Testing

/// Files read whole are refused unread past the limit of their kind, with an error naming the
/// file, its size and the limit.
@Suite struct FileLimitTests {
    @Test func limitsOfEachKind() {
        #expect(FileLimit.recording.bytes == 16_777_216)
        #expect(FileLimit.inputConfiguration.bytes == 262_144)
        #expect(FileLimit.settings.bytes == 262_144)
    }

    @Test func aFileOverItsKindsLimitIsRefusedNamingTheLimit() throws {
        let path = "/tmp/tactile-limit-\(getpid())"
        defer { unlink(path) }
        // 300 kiB = 307,200 bytes, over an input configuration's 256 kiB.
        try FileBytes.write([UInt8](repeating: 0x23, count: 307_200), to: path)
        let error = FileError(path: path, problem: .overLimit(size: 307_200, limit: .inputConfiguration))
        #expect(throws: error) { try FileBytes.read(path, limit: .inputConfiguration) }
        #expect(error.message == path + ": file too large (307200 bytes; the limit for an input configuration is 256 kiB)")
        // Under a recording's 16 MiB it is read.
        #expect(try FileBytes.read(path, limit: .recording).count == 307_200)
        // Exactly at the limit is accepted.
        try FileBytes.write([UInt8](repeating: 0x23, count: 262_144), to: path)
        #expect(try FileBytes.read(path, limit: .settings).count == 262_144)
    }

    /// A device or pipe is read in chunks and stopped one byte past the limit.
    @Test func aStreamStopsOneBytePastTheLimit() {
        let limit = FileLimit(bytes: 100_000, kind: "a test")
        #expect(throws: FileError(path: "/dev/zero", problem: .overLimit(size: 100_001, limit: limit))) {
            try FileBytes.read("/dev/zero", limit: limit, regularFilesOnly: false)
        }
        #expect((try? FileBytes.read("/dev/null", limit: limit, regularFilesOnly: false)) == [])
    }

    /// MappedFile and FileBytes.read share the checks made on opening.
    @Test func mappedFilesAreCheckedAsReadsAre() throws {
        #expect(throws: FileError(path: "/tmp", problem: .isDirectory)) { try MappedFile(path: "/tmp") }
        #expect(throws: FileError(path: "/dev/zero", problem: .notRegularFile)) { try MappedFile(path: "/dev/zero") }
        let path = "/tmp/tactile-map-\(getpid())"
        defer { unlink(path) }
        try FileBytes.write([1, 2, 3, 4, 5], to: path)
        #expect(throws: FileError(path: path, problem: .tooLarge(size: 5))) { try MappedFile(path: path, limit: 4) }
        let mapped = try MappedFile(path: path, limit: 5)
        withExtendedLifetime(mapped) { #expect(Array(mapped.bytes) == [1, 2, 3, 4, 5]) }
    }
}
