import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile inputs through the whole program (`.build/debug/tactile`, or
/// `$TACTILE_BINARY`): FIFOs where files are expected, output files over old ones, a replay
/// that cannot go on, memory limits and budgets, and the lines each refusal prints. Every run has
/// a timeout, so a hang fails its test rather than the suite.
@Suite(.serialized) struct HostileInputsProgramTests {
    init() throws {
        try #require(HostileRun.hasBinary, DebugGesturesProgram.missingBinaryMessage)
    }

    /// A headless screenshot run (virtual time) with `arguments`.
    func headless(
        _ arguments: [String], in scratch: HostileScratch, environment: [String: String] = [:],
        timeout: Double = 60
    ) throws -> HostileRun {
        try HostileRun.run(
            ["--display", "headless", "--screenshot", scratch.path + "/shot.png"] + arguments,
            in: scratch.path, environment: environment, timeout: timeout)
    }

    // MARK: - Nothing waits on a FIFO

    /// Every input that names a file is refused at once when it names a FIFO with no writer
    /// (opening it without O_NONBLOCK waited for ever, some with SIGINT, SIGTERM and SIGHUP
    /// blocked); runs that can go on without it do, with one line.
    @Test func aFIFOWhereAFileIsExpectedIsRefusedAtOnce() throws {
        let scratch = try HostileScratch()
        let fifo = scratch.fifo("input")
        let tap = HostileScratch.tapRecording
        let refused = "cannot read \(fifo): not a regular file"
        let cases: [(arguments: [String], status: Int32, line: String)] = [
            (["--input", "replay:" + fifo], 1, "tactile: " + refused),
            (["--input", "replay:" + tap, "--input-description", fifo], 1, "tactile: " + refused),
            (["--input", "replay:" + tap, "--input-config", fifo], 0, "tactile: \(refused); using the default calibration"),
            (["--font", fifo], 0, "tactile: \(refused); using the default font"),
            (["--wallpaper", fifo], 0, "tactile: cannot use \(fifo): \(refused); using the default image"),
            (["--settings", fifo], 0, "tactile: \(fifo): not a regular file; using the default settings"),
            (["--open", "Calendar", "--calendar", fifo], 0, "tactile: \(fifo): not a regular file; no events shown"),
            (["--open", "IBM 1401", "--deck", fifo], 0, "tactile: IBM 1401: cannot read the deck: \(fifo): not a regular file")
        ]
        for (arguments, status, line) in cases {
            let run = try headless(arguments, in: scratch, timeout: 20)
            #expect(!run.timedOut, "\(arguments) hung")
            #expect(run.status == status, "\(arguments): \(run.errorText)")
            #expect(run.errorLines.contains(line), "\(arguments): \(run.errorText)")
        }
        let speech = try HostileRun.run(
            ["debug-accessibility", "--input", "replay:" + tap, "--speech", "wav:" + fifo],
            in: scratch.path, timeout: 20)
        #expect(speech.status == 1)
        #expect(speech.errorLines.contains("tactile: --speech wav:\(fifo): cannot write \(fifo): not a regular file"))
        let deck = try HostileRun.run(["debug-1401", "--deck", fifo], in: scratch.path, timeout: 20)
        #expect(deck.status == 2)
        #expect(deck.errorLines == ["tactile: cannot read the deck \(fifo): not a regular file"])
    }

    /// A picture folder holding a FIFO named like a picture: a placeholder and one line.
    @Test func aFIFOInThePictureFolderIsAPlaceholder() throws {
        let scratch = try HostileScratch()
        try FileManager.default.createDirectory(atPath: scratch.path + "/pictures", withIntermediateDirectories: true)
        let fifo = scratch.fifo("pictures/pipe.png")
        let run = try headless(["--open", "Photos", "--photos", scratch.path + "/pictures"], in: scratch, timeout: 20)
        #expect(run.status == 0)
        #expect(run.errorLines.contains("tactile: photos: \(fifo): cannot read \(fifo): not a regular file; shown as a placeholder"))
    }

    /// SIGINT, SIGTERM and SIGHUP end a running program (the launcher on a real-time headless
    /// screen, no screenshot) within a second or two, with status 0 as `stop(onSignal:)` does.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func theTerminationSignalsEndTheProgram(_ signal: Int32) throws {
        let scratch = try HostileScratch()
        let run = try HostileRun.run(["--display", "headless"], in: scratch.path, timeout: 15, signalAfter: (signal, 1.5))
        #expect(!run.timedOut, "signal \(signal) did not end the program")
        #expect(run.status == 0, "\(run.errorText)")
        #expect(run.seconds < 10)
    }

    // MARK: - Output files

    /// `--speech wav:FILE` over an existing file: a run refused for a missing replay leaves the
    /// old file as it was (it was cut to a 44-byte header), and so does a device target
    /// (/dev/full is refused before anything is written); a run that succeeds replaces it with
    /// a whole WAV file, with no temporary file left beside it.
    @Test func aRefusedRunLeavesTheOldWAVFile() throws {
        let scratch = try HostileScratch()
        let old = Array("the old recording".utf8)
        let wav = try scratch.write("speech.wav", old)
        let missing = try HostileRun.run(
            [
                "debug-accessibility", "--input", "replay:" + scratch.path + "/missing.evemu",
                "--speech", "wav:" + wav
            ], in: scratch.path, timeout: 60)
        #expect(missing.status == 1)
        #expect(missing.errorLines.contains("tactile: cannot read \(scratch.path)/missing.evemu: no such file or directory"))
        #expect(FileManager.default.contents(atPath: wav).map(Array.init) == old)

        let full = try HostileRun.run(
            [
                "debug-accessibility", "--input", "replay:" + HostileScratch.tapRecording,
                "--speech", "wav:/dev/full"
            ], in: scratch.path, timeout: 60)
        #expect(full.status == 1)
        #expect(full.errorLines.contains("tactile: --speech wav:/dev/full: cannot write /dev/full: not a regular file"))

        let good = try HostileRun.run(
            [
                "debug-accessibility", "--input", "replay:" + HostileScratch.tapRecording,
                "--speech", "wav:" + wav
            ], in: scratch.path, timeout: 120)
        #expect(good.status == 0, "\(good.errorText)")
        let written = try #require(FileManager.default.contents(atPath: wav).map(Array.init))
        #expect(written.count > 44 && written[0..<4].elementsEqual("RIFF".utf8) && written[8..<12].elementsEqual("WAVE".utf8))
        let riffSize = Int(written[4]) | Int(written[5]) << 8 | Int(written[6]) << 16 | Int(written[7]) << 24
        #expect(riffSize + 8 == written.count)
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.contains(".tmp-") }
        #expect(left.isEmpty)
    }

    /// A disk that fills while the WAV is written (a 64 kB tmpfs): "no space left on device",
    /// status 1, and the old file untouched. Needs root to mount; skipped otherwise.
    @Test func aFullDiskLeavesTheOldWAVFileAndSaysSo() throws {
        let scratch = try HostileScratch()
        let disk = scratch.path + "/disk"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        guard getuid() == 0, mount("tmpfs", disk, "tmpfs", 0, "size=64k") == 0 else { return }
        defer { umount(disk) }
        let old = Array("the old recording".utf8)
        let wav = try scratch.write("disk/speech.wav", old)
        let run = try HostileRun.run(
            [
                "debug-accessibility", "--input", "replay:" + HostileScratch.tapRecording,
                "--speech", "wav:" + wav
            ], in: scratch.path, timeout: 120)
        #expect(run.status == 1)
        #expect(
            run.errorLines.contains("tactile: --speech wav:\(wav): cannot write \(wav): no space left on device"),
            "\(run.errorText)")
        #expect(FileManager.default.contents(atPath: wav).map(Array.init) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk) == ["speech.wav"])
    }

    // MARK: - A replay that cannot go on

    /// A protocol-A recording whose contact jumps from ABS_MT_POSITION_X -2147483648 to
    /// 2147483647 and ends with it down: the jump makes a new touch, which the recording's end
    /// cancels, and the program stayed held for ever (the status bar's minute timer reading the
    /// power supplies about 1600 times a second). It ends with status 1, one line, no picture,
    /// within about a second.
    @Test func aReplayThatLeavesTheProgramHeldEndsIt() throws {
        let scratch = try HostileScratch()
        let recording = try scratch.write("jump.evemu", Array(Self.protocolAJump.utf8))
        let run = try headless(["--input", "replay:" + recording], in: scratch, timeout: 20)
        #expect(run.status == 1, "\(run.errorText)")
        #expect(
            run.errorLines.last == "tactile: replay \(recording): the recording ended with touches or gestures still "
                + "held 5 s later, and no input is left to end them: nothing written to \(scratch.path)/shot.png")
        #expect(!run.errorText.contains("ended before the screenshot was taken"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/shot.png"))
        // Within a second on an idle machine; the margin is for the two shared cores.
        #expect(run.seconds < 3, "took \(run.seconds) s")
    }

    static let protocolAJump = """
        # EVEMU 1.3
        N: probe protocol A
        I: 0018 1234 5678 0001
        P: 02 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 04 00 00 00 00 00 00
        B: 03 00 00 00 00 00 00 60 00
        A: 35 0 1280 0 0 0
        A: 36 0 800 0 0 0
        E: 0.000000 0003 0035 -2147483648
        E: 0.000000 0003 0036 600
        E: 0.000000 0000 0002 0
        E: 0.000000 0000 0000 0
        E: 0.048000 0003 0035 2147483647
        E: 0.048000 0003 0036 600
        E: 0.048000 0000 0002 0
        E: 0.048000 0000 0000 0

        """

    // MARK: - Memory

    /// A memory limit the budget cannot use is refused with one line, status 2.
    @Test(arguments: ["garbage", "-1", "0", "1e23"])
    func aMemoryLimitThatIsNoByteCountIsRefused(_ value: String) throws {
        let scratch = try HostileScratch()
        let run = try headless([], in: scratch, environment: ["TACTILE_MEMORY_LIMIT": value], timeout: 20)
        #expect(run.status == 2)
        #expect(
            run.errorLines == [
                "tactile: TACTILE_MEMORY_LIMIT=\(value): must be a byte count from 1 to \(Int.max), "
                    + "or with a K, M or G suffix (64M)"
            ])
    }

    @Test func aModeOutsideTheRangesSaysWhichTheyAre() throws {
        let scratch = try HostileScratch()
        let run = try HostileRun.run(["--mode", "0x0"], in: scratch.path, timeout: 20)
        #expect(run.status == 2)
        #expect(
            run.errorLines.first == "tactile: --mode must be WIDTHxHEIGHT or WIDTHxHEIGHT@HERTZ (1280x720@60) "
                + "with each side in 1...16384 and HERTZ in 1...1000, not 0x0")
    }

    /// TACTILE_MEMORY_LIMIT=8M: the Showcase, the Clock and the 1401 open and are pictured (the
    /// budget ended the program with a fatalError in a border image, or refused the picture):
    /// the caches give their bitmaps back and what still does not fit is drawn directly.
    @Test(arguments: ["Showcase", "Clock", "IBM 1401"])
    func aSmallMemoryBudgetIsNoTrap(_ app: String) throws {
        let scratch = try HostileScratch()
        let run = try headless(["--open", app], in: scratch, environment: ["TACTILE_MEMORY_LIMIT": "8M"], timeout: 120)
        #expect(run.status == 0, "\(run.errorText)")
        #expect(!run.errorText.contains("Fatal error"))
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/shot.png"))
    }

    /// 55 000 events on one day (1 045 000 bytes, under the 1 MiB limit): one line saying how
    /// many are skipped, and a bounded run (it took 800 MB and 85 s: a label per event).
    @Test func fiftyFiveThousandEventsOnOneDayAreCapped() throws {
        let scratch = try HostileScratch()
        var text = ""
        for index in 0..<55_000 { text += "2026-12-02 \(Self.two(index / 60 % 24)):\(Self.two(index % 60)) E\n" }
        let calendar = try scratch.write("calendar.txt", Array(text.utf8))
        let run = try headless(["--open", "Calendar", "--calendar", calendar, "--date", "2026-12-02"], in: scratch, timeout: 120)
        #expect(run.status == 0, "\(run.errorText)")
        #expect(
            run.errorLines.contains(
                "tactile: \(calendar): 54900 more events on 2026-12-02 than the 100 kept for a day; "
                    + "they are skipped"))
        #expect(run.maxResidentKilobytes < 150_000, "peak \(run.maxResidentKilobytes) kB")
        #expect(run.seconds < 30)
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// A one-card deck that prints HELLO WORLD in a loop: the printer's output streams out, so
    /// the peak memory of 3 000 000 instructions (12 MB printed) is that of 300 000 (1.2 MB; kept,
    /// the 2.7 million more lines would cost tens of MB, 665 MB to the default limit). Both runs are
    /// long enough for the peak to be sampled while they run.
    @Test func theLoopingDecksPrinterStreams() throws {
        let scratch = try HostileScratch()
        let deck = try scratch.write("loop.cd", Array(",008015,022029,030034M0442112B022HELLO WORLD\n".utf8))
        let tiny = try HostileRun.run(["debug-1401", "--deck", deck, "--max-instructions", "12"], in: scratch.path, timeout: 30)
        #expect(tiny.status == 1)
        #expect(String(decoding: tiny.stdout, as: UTF8.self) == String(repeating: "HELLO WORLD\n", count: 3))
        let short = try HostileRun.run(["debug-1401", "--deck", deck, "--max-instructions", "300000"], in: scratch.path, timeout: 120)
        #expect(short.status == 1)
        #expect(short.errorLines == ["tactile: Instruction limit reached, IS: 30"])
        // The load and three SWs, then three instructions a line: 99 999 lines of 12 bytes.
        #expect(short.stdout.count == 99_999 * 12)
        let long = try HostileRun.run(["debug-1401", "--deck", deck, "--max-instructions", "3000000"], in: scratch.path, timeout: 240)
        #expect(long.status == 1)
        #expect(long.stdout.count == 999_999 * 12)
        #expect(
            long.maxResidentKilobytes - short.maxResidentKilobytes < 4_000,
            "\(short.maxResidentKilobytes) kB then \(long.maxResidentKilobytes) kB")
    }

    // MARK: - Pictures

    /// "photos: cannot read the folder PATH" says why, for a missing folder, a loop of links, a
    /// file and /dev/zero.
    @Test func aFolderThatCannotBeReadSaysWhy() throws {
        let scratch = try HostileScratch()
        symlink(scratch.path + "/b", scratch.path + "/a")
        symlink(scratch.path + "/a", scratch.path + "/b")
        let file = try scratch.write("file.txt", [1])
        let cases = [
            (scratch.path + "/missing", "no such file or directory"),
            (scratch.path + "/a", "a loop of symbolic links (too many levels of symbolic links)"),
            (file, "not a folder (not a directory)"),
            ("/dev/zero", "not a folder (not a directory)")
        ]
        for (folder, reason) in cases {
            let run = try headless(["--open", "Photos", "--photos", folder], in: scratch, timeout: 30)
            #expect(run.status == 0)
            #expect(run.errorLines.contains("tactile: photos: cannot read the folder \(folder): \(reason)"), "\(run.errorText)")
        }
    }

    /// A name that is not UTF-8 is said to be so (it was "no such file": decoding it replaced its
    /// bytes); a name holding an escape sequence is printed with the escape written out; a
    /// 16777216×1 PNG (2 MB stored, 49 kB compressed) is refused from its header (it cost 205 MB).
    @Test func picturesWithHostileNamesAndSizes() throws {
        let scratch = try HostileScratch()
        let folder = scratch.path + "/pictures"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let badName = folder + "/bad\u{FFFD}\u{FFFD}name.png"
        let raw = Array((folder + "/bad").utf8) + [0xFF, 0xFE] + Array("name.png".utf8)
        let fd = raw.withUnsafeBufferPointer { buffer in
            (Array(buffer) + [0]).withUnsafeBufferPointer {
                open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644)
            }
        }
        #expect(fd >= 0)
        close(fd)
        try scratch.write("pictures/\u{1B}[2Jclear.png", Array("not a png".utf8))
        try scratch.write("pictures/wide.png", TestPNG.gray1Bit(width: 16_777_216, height: 1))
        let run = try headless(["--open", "Photos", "--photos", folder], in: scratch, timeout: 60)
        #expect(run.status == 0)
        #expect(run.errorLines.contains("tactile: photos: \(badName): the name is not valid UTF-8; skipped"), "\(run.errorText)")
        #expect(run.errorLines.contains("tactile: photos: \(folder)/\\x1b[2Jclear.png: not a PNG file; shown as a placeholder"))
        #expect(
            run.errorLines.contains(
                "tactile: photos: \(folder)/wide.png: image is 16777216×1, over the 8192×8192 limit; "
                    + "shown as a placeholder"))
        #expect(!run.stderr.contains(0x1B), "an escape character reached the terminal")
        #expect(run.maxResidentKilobytes < 100_000, "peak \(run.maxResidentKilobytes) kB")
    }

    /// Escape sequences in any file name printed (here a replay's) are written out, not sent.
    @Test func escapeSequencesInNamesNeverReachTheTerminal() throws {
        let scratch = try HostileScratch()
        let run = try headless(["--input", "replay:\u{1B}]0;title\u{07}\u{1B}[2J.evemu"], in: scratch, timeout: 20)
        #expect(run.status == 1)
        #expect(run.errorLines == ["tactile: cannot read \\x1b]0;title\\x07\\x1b[2J.evemu: no such file or directory"])
    }

    /// The screen reader without a sound card says so on standard error, with the program's name.
    @Test func speechOffGoesToStandardError() throws {
        let scratch = try HostileScratch()
        let run = try headless(["--accessibility", "containers", "--audio", "hw:99,0"], in: scratch, timeout: 60)
        #expect(run.status == 0)
        let line = run.errorLines.first { $0.hasPrefix("tactile: speech: off (") }
        #expect(line?.hasSuffix("; the screen reader goes on without sound") == true, "\(run.errorText)")
        #expect(!String(decoding: run.stdout, as: UTF8.self).contains("speech: off"))
    }
}

/// PNG files made for the tests, without zlib: stored (uncompressed) deflate blocks.
enum TestPNG {
    /// A 1-bit grayscale PNG of black pixels.
    static func gray1Bit(width: Int, height: Int) -> [UInt8] {
        let row = [UInt8](repeating: 0, count: 1 + (width + 7) / 8)
        var raw: [UInt8] = []
        for _ in 0..<height { raw += row }
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [1, 0, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", stored(raw)) + chunk("IEND", [])
    }

    private static func stored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let last: UInt8 = offset + count == data.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + bigEndian(b << 16 | a)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
