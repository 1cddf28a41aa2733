import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One run of the built `tactile` program for the hostile-input tests, with what they check:
/// its exit status, its two outputs, how long it took and its peak memory (the child's own
/// high-water mark, VmHWM, read while it runs). A run still going after `timeout` is killed (status -1): a hang
/// fails its test instead of hanging the suite.
struct HostileRun {
    var status: Int32
    var stdout: [UInt8]
    var stderr: [UInt8]
    var seconds: Double
    /// The peak resident memory in kilobytes.
    var maxResidentKilobytes: Int

    var errorText: String { String(decoding: stderr, as: UTF8.self) }
    /// The lines of standard error.
    var errorLines: [String] { errorText.split(separator: "\n").map(String.init) }
    var timedOut: Bool { status == -1 }

    /// `$TACTILE_BINARY`, else this package's `.build/debug/tactile` (see DebugGesturesProgram).
    static var binaryPath: String { DebugGesturesProgram.binaryPath }
    static var hasBinary: Bool { FileManager.default.isExecutableFile(atPath: binaryPath) }

    /// Runs the program with `arguments` (absolute paths; `directory` holds its outputs), with no TACTILE_* variable but those
    /// of `environment`; `signalAfter` sends a signal that many seconds after the start.
    static func run(
        _ arguments: [String], in directory: String, environment: [String: String] = [:],
        timeout: Double = 30, signalAfter: (signal: Int32, seconds: Double)? = nil
    ) throws -> HostileRun {
        let outPath = directory + "/.stdout-\(UUID().uuidString)", errPath = directory + "/.stderr-\(UUID().uuidString)"
        defer { unlink(outPath); unlink(errPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var variables = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("TACTILE_") }
        for (key, value) in environment { variables[key] = value }
        let argv = ([binaryPath] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binaryPath, &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        let start = Date()
        var status: Int32 = 0
        var usage = rusage()
        var signalled = false
        var finished = false
        // The peak is the child's own high-water mark, read while it runs: wait4's ru_maxrss
        // also counts the test process's memory, which the spawned child shared until its exec.
        var peak = 0
        while !finished {
            peak = Swift.max(peak, Self.highWaterKilobytes(of: pid))
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid { finished = true; break }
            let elapsed = Date().timeIntervalSince(start)
            if let signalAfter, !signalled, elapsed >= signalAfter.seconds {
                kill(pid, signalAfter.signal)
                signalled = true
            }
            if elapsed > timeout {
                kill(pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                return HostileRun(
                    status: -1, stdout: Self.bytes(outPath), stderr: Self.bytes(errPath),
                    seconds: elapsed, maxResidentKilobytes: peak)
            }
            usleep(2_000)
        }
        let seconds = Date().timeIntervalSince(start)
        // Exited: its status; killed by a signal: 128 + the signal, as a shell says.
        let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return HostileRun(
            status: code, stdout: Self.bytes(outPath), stderr: Self.bytes(errPath), seconds: seconds,
            maxResidentKilobytes: peak)
    }

    /// VmHWM of a running process, in kilobytes (0 once it is gone).
    private static func highWaterKilobytes(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    private static func bytes(_ path: String) -> [UInt8] {
        (FileManager.default.contents(atPath: path)).map { Array($0) } ?? []
    }
}

/// A fresh directory for one test's files, removed with everything in it when released.
final class HostileScratch {
    let path: String
    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-hostile-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` in the directory; returns its path.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Makes a FIFO called `name`; returns its path.
    func fifo(_ name: String) -> String {
        let file = path + "/" + name
        mkfifo(file, 0o600)
        return file
    }

    /// The repository's `Tests/Board/touch/tap.evemu`, a one-finger tap on a 1280x800 panel.
    static var tapRecording: String {
        DebugGesturesProgram.packageRoot.appendingPathComponent("Tests/Board/touch/tap.evemu").path
    }
}
