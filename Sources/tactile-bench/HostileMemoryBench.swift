import Foundation
import Images
import Input
import Platform
import Raster
import Tactile

/// The hostile part (`hostile.json`): the peak memory of each input that once took memory by
/// the gigabyte, against a benign input of the same kind in the same run: a 32 kB PNG of
/// 16384×16384 1-bit pixels (1 GiB decoded) against the launcher's wallpaper; a 300 MB
/// recording, input configuration and settings file against a real recording and one at its
/// 16 MiB limit; an application of `--size 16384x16384` (4.8 GB before the budget) against
/// one of 800×480. Each case's peak is the process's VmHWM after resetting it
/// (`/proc/self/clear_refs`), less its resident memory before (after `malloc_trim`): what the
/// case added at its worst. A hostile case growing by more than 64 MiB fails the run.
enum HostileMemoryBench {
    /// What one case did to the process's memory.
    struct Measurement {
        var name: String
        var hostile: Bool
        var fileBytes: Int
        /// VmHWM − VmRSS before, in kB.
        var growthKB: Int
        var peakKB: Int
        var outcome: String
    }

    static let failureGrowthKB = 64 << 10

    static func run(failures: inout [String]) -> String {
        let scratch = NSTemporaryDirectory() + "tactile-hostile-\(getpid())"
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        guard resetPeak() else {
            failures.append("hostile: /proc/self/clear_refs cannot reset the peak RSS")
            return "{}\n"
        }
        let root = Options.packageRoot()
        let recordings = root + "/Tests/Launcher/recordings"
        var results: [Measurement] = []

        // Images.
        let wallpaper = root + "/Assets/images/wallpaper.png"
        let hugePNG = root + "/Tests/ImagesTests/Fixtures/hostile-1bit-16384x16384.png"
        for (name, path, hostile) in [("PNG: the wallpaper", wallpaper, false),
                                      ("PNG: 16384x16384 1-bit", hugePNG, true)] {
            results.append(measure(name, hostile: hostile, fileBytes: size(of: path)) {
                do throws(ImageError) {
                    let bitmap = try PNG.decode(contentsOf: path)
                    return "decoded \(bitmap.width)x\(bitmap.height)"
                } catch { return error.description }
            })
        }

        // Recordings: a real one, one at the limit, one of 300 MB (sparse: its size is what counts).
        let pinch = recordings + "/five-finger-pinch-back.evemu"
        let atLimit = scratch + "/at-limit.evemu"
        writeRecordingAtLimit(from: pinch, to: atLimit)
        let huge = scratch + "/huge"
        sparseFile(huge, bytes: 300_000_000)
        for (name, path, hostile) in [("recording: 5-finger pinch", pinch, false),
                                      ("recording: at the 16 MiB limit", atLimit, false),
                                      ("recording: 300 MB", huge, true)] {
            results.append(measure(name, hostile: hostile, fileBytes: size(of: path)) {
                do throws(RecordingError) {
                    return "\(try EvemuFormat.read(path: path).events.count) events"
                } catch { return "\(error)" }
            })
        }
        results.append(measure("input configuration: 300 MB", hostile: true, fileBytes: size(of: huge)) {
            do throws(RecordingError) {
                _ = try InputConfiguration.read(path: huge)
                return "read"
            } catch { return "\(error)" }
        })
        results.append(measure("settings file: 300 MB", hostile: true, fileBytes: size(of: huge)) {
            SystemSettings(path: huge).loadError ?? "read"
        })

        // The display, through the application as `tactile --size` makes it.
        for (name, size, hostile) in [("application: --size 800x480", "800x480", false),
                                      ("application: --size 16384x16384", "16384x16384", true)] {
            results.append(measure(name, hostile: hostile, fileBytes: 0) {
                do {
                    let options = try RuntimeOptions(arguments: ["--display", "headless", "--size", size,
                                                                 "--screenshot", scratch + "/unused.png"])
                    let application = try Application(runtimeOptions: options)
                    application.window.layoutIfNeeded()
                    return "made \(application.display.width)x\(application.display.height)"
                } catch let error as ApplicationError {
                    return error.message
                } catch {
                    return "\(error)"
                }
            })
        }

        print("hostile: each input's peak memory (VmHWM after resetting it, less VmRSS before), "
              + "budget \(MemoryBudget.describe(MemoryBudget.limit))")
        print(Report.pad("case", 36) + Report.pad("file bytes", 12, right: true)
              + Report.pad("growth kB", 11, right: true) + Report.pad("peak kB", 10, right: true) + "  outcome")
        for result in results {
            print(Report.pad(result.name, 36) + Report.pad("\(result.fileBytes)", 12, right: true)
                  + Report.pad("\(result.growthKB)", 11, right: true) + Report.pad("\(result.peakKB)", 10, right: true)
                  + "  " + result.outcome)
            if result.hostile && result.growthKB > failureGrowthKB {
                failures.append("hostile: \(result.name) grew the process by \(result.growthKB) kB")
            }
        }
        let rows = results.map { result in
            "    {\"case\": \"\(result.name)\", \"hostile\": \(result.hostile), \"file_bytes\": \(result.fileBytes), "
                + "\"growth_kb\": \(result.growthKB), \"peak_rss_kb\": \(result.peakKB), "
                + "\"outcome\": \"\(result.outcome.replacingOccurrences(of: "\"", with: "'"))\"}"
        }
        return "{\n  \"budget_bytes\": \(MemoryBudget.limit),\n  \"cases\": [\n"
            + rows.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// Runs `body` between a reset of the peak RSS and a reading of it.
    static func measure(_ name: String, hostile: Bool, fileBytes: Int, _ body: () -> String) -> Measurement {
        // Memory freed by earlier cases (or by making this case's file) goes back to the system
        // first, so that a case reusing freed heap pages is not measured as growing by nothing.
        trimHeap()
        _ = resetPeak()
        let before = status("VmRSS:")
        let outcome = body()
        let peak = status("VmHWM:")
        return Measurement(name: name, hostile: hostile, fileBytes: fileBytes, growthKB: max(0, peak - before),
                           peakKB: peak, outcome: outcome)
    }

    /// glibc's malloc_trim(0) (in malloc.h, which no Swift module imports): free heap pages go
    /// back to the system.
    static func trimHeap() {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        typealias Trim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }

    /// Sets VmHWM to the current RSS (Linux 4.0 and later).
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do { try handle.write(contentsOf: Data("5".utf8)) } catch { return false }
        return true
    }

    /// A value in kB from /proc/self/status.
    static func status(_ key: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            return Int(String(line.dropFirst(key.count).filter(\.isNumber))) ?? 0
        }
        return 0
    }

    static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    static func sparseFile(_ path: String, bytes: UInt64) {
        FileManager.default.createFile(atPath: path, contents: nil)
        if let handle = FileHandle(forWritingAtPath: path) {
            try? handle.truncate(atOffset: bytes)
            try? handle.close()
        }
    }

    /// `source`'s description, then moves of its first slot until just under the recording limit.
    static func writeRecordingAtLimit(from source: String, to path: String) {
        let text = (try? String(contentsOfFile: source, encoding: .utf8)) ?? ""
        var out = text.split(separator: "\n").filter { !$0.hasPrefix("E:") }.joined(separator: "\n") + "\n"
        var events: [String] = []
        var time = 0
        let limit = FileLimit.recording.bytes - 4096
        var total = out.utf8.count
        while total < limit {
            let seconds = time / 1_000_000, micros = time % 1_000_000
            let stamp = "\(seconds)." + String(repeating: "0", count: 6 - String(micros).count) + "\(micros)"
            let lines = "E: \(stamp) 0003 0035 \(100 + time % 500)\nE: \(stamp) 0000 0000 0\n"
            events.append(lines)
            total += lines.utf8.count
            time += 10_000
        }
        out += events.joined()
        FileManager.default.createFile(atPath: path, contents: Data(out.utf8))
    }
}
