import TactileSystem

/// A WAV file of 16-bit mono samples written as they come (`tactile debug-accessibility --speech
/// wav:PATH`), through a `ReplacementFile`: the samples go to a temporary file beside `path`,
/// and only `commit()` completes the header and renames it over `path`. A run that is refused
/// or fails (a missing replay, a full disk) drops the file uncommitted and leaves any old
/// file at `path` as it was; a device, pipe, directory or link there is refused before anything
/// is written, so nothing ever waits on a FIFO.
public final class WAVFileWriter {
    /// The file this one replaces when committed.
    public var path: String { file.path }
    /// Samples per second.
    public let sampleRate: Int
    private let file: ReplacementFile
    /// The sample bytes written so far (after the 44-byte header).
    private var dataBytes = 0

    /// Starts a replacement for `path` with a header whose sizes are completed by `commit()`.
    public init(path: String, sampleRate: Int) throws(SpeechError) {
        self.sampleRate = sampleRate
        do throws(FileError) {
            file = try ReplacementFile(replacing: path)
            try file.write(Self.header(sampleRate: sampleRate, dataBytes: 0))
        } catch {
            throw .file(error)
        }
    }

    /// Appends `samples`; a failed write (ENOSPC: "no space left on device") is the error.
    public func write(_ samples: [Int16]) throws(SpeechError) {
        var bytes = [UInt8](repeating: 0, count: samples.count * 2)
        for (index, sample) in samples.enumerated() {
            let value = UInt16(bitPattern: sample)
            bytes[index * 2] = UInt8(truncatingIfNeeded: value)
            bytes[index * 2 + 1] = UInt8(truncatingIfNeeded: value >> 8)
        }
        do throws(FileError) { try file.write(bytes) } catch { throw .file(error) }
        dataBytes += bytes.count
    }

    /// Completes the header and puts the file in place of `path`.
    public func commit() throws(SpeechError) {
        do throws(FileError) {
            try file.write(Self.header(sampleRate: sampleRate, dataBytes: dataBytes), at: 0)
            try file.commit()
        } catch {
            throw .file(error)
        }
    }

    /// The 44-byte RIFF header of PCM, 16-bit, mono audio holding `dataBytes` of samples (sizes
    /// saturate at what 32 bits hold; the recorder stops at an hour, 160 MB).
    static func header(sampleRate: Int, dataBytes: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        func text(_ value: String) { bytes += Array(value.utf8) }
        func word(_ value: Int) {
            let clamped = UInt32(clamping: value)
            for shift in [0, 8, 16, 24] { bytes.append(UInt8(truncatingIfNeeded: clamped >> UInt32(shift))) }
        }
        func half(_ value: Int) {
            bytes.append(UInt8(truncatingIfNeeded: value))
            bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        }
        text("RIFF"); word(36 + dataBytes); text("WAVE")
        text("fmt "); word(16); half(1); half(1); word(sampleRate); word(sampleRate * 2); half(2); half(16)
        text("data"); word(dataBytes)
        return bytes
    }
}
