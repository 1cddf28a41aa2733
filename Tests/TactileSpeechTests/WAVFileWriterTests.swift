import TactileSpeech
import TactileSystem
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--speech wav:PATH`'s file: written beside its target and put in place only when committed,
/// so a refused or failed run leaves the old file as it was; a FIFO or device is refused
/// before anything is opened (a FIFO opened for writing waits for a reader).
@Suite struct WAVFileWriterTests {
    private func scratchPath(_ name: String) -> String { "/tmp/tactile-wavwriter-\(getpid())-\(name)" }

    @Test func aCommittedFileIsAWholeWAV() throws {
        let path = scratchPath("whole.wav")
        defer { unlink(path) }
        let writer = try WAVFileWriter(path: path, sampleRate: 22050)
        try writer.write([0, 1000, -1000, Int16.max, Int16.min])
        try writer.write([7])
        #expect(!FileBytes.isRegularFile(path), "nothing at the target before the commit")
        try writer.commit()
        let file = try WAVFile(path: path)
        #expect(file.format == 1 && file.channels == 1 && file.sampleRate == 22050 && file.bitsPerSample == 16)
        #expect(file.samples == [0, 1000, -1000, Int16.max, Int16.min, 7])
    }

    @Test func anUncommittedFileLeavesTheOldOne() throws {
        let path = scratchPath("old.wav")
        defer { unlink(path) }
        try FileBytes.write(Array("old".utf8), to: path)
        do {
            let writer = try WAVFileWriter(path: path, sampleRate: 22050)
            try writer.write([1, 2, 3])
        }
        #expect(try FileBytes.read(path) == Array("old".utf8))
        #expect(DirectoryListing.names(in: "/tmp")?.contains { $0.hasPrefix(".tactile-wavwriter-\(getpid())-old.wav.tmp-") } == false)
    }

    @Test func aFIFOOrDeviceIsRefusedBeforeAnythingIsWritten() throws {
        let fifo = scratchPath("fifo.wav")
        defer { unlink(fifo) }
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: SpeechError.file(FileError(path: fifo, problem: .notRegularFile))) {
            try WAVFileWriter(path: fifo, sampleRate: 22050)
        }
        #expect(throws: SpeechError.file(FileError(path: "/dev/full", problem: .notRegularFile))) {
            try WAVFileWriter(path: "/dev/full", sampleRate: 22050)
        }
        #expect(
            SpeechError.file(FileError(path: "/x.wav", problem: .system(errno: ENOSPC))).message
                == "cannot write /x.wav: no space left on device")
    }

    /// The header's sizes: 36 + data in the RIFF size, the data size, 2 bytes a sample.
    @Test func theHeaderIsTheCanonicalOne() throws {
        let path = scratchPath("header.wav")
        defer { unlink(path) }
        let writer = try WAVFileWriter(path: path, sampleRate: 16000)
        try writer.write([Int16](repeating: 5, count: 100))
        try writer.commit()
        let bytes = try FileBytes.read(path)
        #expect(bytes.count == 44 + 200)
        #expect(Array(bytes[0..<12]) == Array("RIFF".utf8) + [236, 0, 0, 0] + Array("WAVE".utf8))
        #expect(Array(bytes[36..<44]) == Array("data".utf8) + [200, 0, 0, 0])
        #expect(Array(bytes[24..<32]) == [0x80, 0x3E, 0, 0, 0x00, 0x7D, 0, 0])  // 16000 Hz, 32000 bytes/s
    }
}
