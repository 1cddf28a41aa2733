import CTactileLinux
import TactilePlatform
import TactileSystem
import Testing

@Suite struct FileBytesTests {
    private func scratchPath(_ name: String) -> String { "/tmp/tactile-filebytes-\(getpid())-\(name)" }

    @Test func writesAndReadsBackExactly() throws {
        let path = scratchPath("round-trip")
        defer { unlink(path) }
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try FileBytes.write(bytes, to: path)
        #expect(try FileBytes.read(path) == bytes)
        #expect(try FileBytes.read(path, regularFilesOnly: false) == bytes)
        try FileBytes.write([], to: path)
        #expect(try FileBytes.read(path) == [])
    }

    @Test func refusalsSayWhy() throws {
        let path = scratchPath("limit")
        defer { unlink(path) }
        try FileBytes.write([UInt8](repeating: 1, count: 100), to: path)
        #expect(throws: FileError(path: path, problem: .tooLarge(size: 100))) { try FileBytes.read(path, limit: 99) }
        #expect(try FileBytes.read(path, limit: 100).count == 100)
        #expect(throws: FileError(path: "/tmp", problem: .isDirectory)) { try FileBytes.read("/tmp") }
        #expect(throws: FileError(path: "/dev/zero", problem: .notRegularFile)) { try FileBytes.read("/dev/zero") }
        let missing = FileError(path: "/nonexistent/x", problem: .system(errno: ENOENT))
        #expect(throws: missing) { try FileBytes.read("/nonexistent/x") }
        #expect(missing.message == "/nonexistent/x: no such file or directory")
        #expect(throws: missing) { try FileBytes.write([1], to: "/nonexistent/x") }
    }

    /// Devices and pipes are read to their end when allowed, and stop at the limit.
    /// A FIFO where a regular file is wanted (a pipe named like a picture) is refused at once,
    /// not waited on for a writer that never comes.
    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        let path = scratchPath("fifo.png")
        defer { unlink(path) }
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: FileError(path: path, problem: .notRegularFile)) {
            _ = try FileBytes.read(path, limit: 1 << 20)
        }
    }

    @Test func streamsStopAtTheLimit() {
        #expect(throws: FileError(path: "/dev/zero", problem: .tooLarge(size: 100_001))) {
            try FileBytes.read("/dev/zero", limit: 100_000, regularFilesOnly: false)
        }
        #expect((try? FileBytes.read("/dev/null", regularFilesOnly: false)) == [])
    }
}
