import Foundation
import Tactile
import TactileImages
import TactileInput
import TactileLauncher
import TactilePlatform
import TactileRaster
import TactileSystem

/// The hostile part (`hostile.json`). **Measures** the peak memory of each input that once took
/// memory by the gigabyte, **against** a benign input of the same kind in the same run: a 32 kB
/// PNG of 16384×16384 1-bit pixels (1 GiB decoded) against the launcher's wallpaper; a 300 MB
/// recording, input configuration and settings file against a real recording and one at its
/// 16 MiB limit; an application of `--size 16384x16384` (4.8 GB before the budget) against
/// one of 800×480. Each case's peak is the process's VmHWM after resetting it
/// (`/proc/self/clear_refs`), less its resident memory before (after `malloc_trim`): what the
/// case added at its worst. A hostile case growing by more than 64 MiB fails the run.
enum HostileMemoryBench: Benchmark {
    /// What one case did to the process's memory.
    struct Measurement {
        var name: String
        var hostile: Bool
        var fileBytes: Int
        /// VmHWM − VmRSS before, in kB.
        var growthKB: Int
        var peakKB: Int
        var outcome: String

        /// The case's object in the `cases` list.
        var json: JSONReport.Value {
            .object([
                ("case", .string(name)), ("hostile", .bool(hostile)), ("file_bytes", .integer(fileBytes)),
                ("growth_kb", .integer(growthKB)), ("peak_rss_kb", .integer(peakKB)), ("outcome", .string(outcome))
            ])
        }
    }

    static let failureGrowthKB = 64 << 10

    static func run(options: Options, timing: Timing, failures: inout [String]) -> JSONReport {
        let scratch = NSTemporaryDirectory() + "tactile-hostile-\(getpid())"
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        guard ProcessMemory.resetPeak() else {
            failures.append("hostile: /proc/self/clear_refs cannot reset the peak RSS")
            return .empty
        }
        let root = Options.packageRoot()
        let recordings = root + "/Tests/Launcher/recordings"
        var results: [Measurement] = []

        // Images.
        let wallpaper = root + "/Assets/images/wallpaper.png"
        let hugePNG = root + "/Tests/TactileImagesTests/Fixtures/hostile-1bit-16384x16384.png"
        for (name, path, hostile) in [
            ("PNG: the wallpaper", wallpaper, false),
            ("PNG: 16384x16384 1-bit", hugePNG, true)
        ] {
            results.append(
                measure(name, hostile: hostile, fileBytes: size(of: path)) {
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
        for (name, path, hostile) in [
            ("recording: 5-finger pinch", pinch, false),
            ("recording: at the 16 MiB limit", atLimit, false),
            ("recording: 300 MB", huge, true)
        ] {
            results.append(
                measure(name, hostile: hostile, fileBytes: size(of: path)) {
                    do throws(RecordingError) {
                        return "\(try EvemuFormat.read(path: path).events.count) events"
                    } catch { return "\(error)" }
                })
        }
        results.append(
            measure("input configuration: 300 MB", hostile: true, fileBytes: size(of: huge)) {
                do throws(RecordingError) {
                    _ = try InputConfiguration.read(path: huge)
                    return "read"
                } catch { return "\(error)" }
            })
        results.append(
            measure("settings file: 300 MB", hostile: true, fileBytes: size(of: huge)) {
                SystemSettings(path: huge).loadError ?? "read"
            })

        // The display, through the application as `tactile --size` makes it.
        for (name, size, hostile) in [
            ("application: --size 800x480", "800x480", false),
            ("application: --size 16384x16384", "16384x16384", true)
        ] {
            results.append(
                measure(name, hostile: hostile, fileBytes: 0) {
                    do {
                        let options = try RuntimeOptions(arguments: [
                            "--display", "headless", "--size", size,
                            "--screenshot", scratch + "/unused.png"
                        ])
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

        print(
            "hostile: each input's peak memory (VmHWM after resetting it, less VmRSS before), "
                + "budget \(MemoryBudget.describe(MemoryBudget.limit))")
        print(
            Table.pad("case", 36) + Table.pad("file bytes", 12, right: true)
                + Table.pad("growth kB", 11, right: true) + Table.pad("peak kB", 10, right: true) + "  outcome")
        for result in results {
            print(
                Table.pad(result.name, 36) + Table.pad("\(result.fileBytes)", 12, right: true)
                    + Table.pad("\(result.growthKB)", 11, right: true) + Table.pad("\(result.peakKB)", 10, right: true)
                    + "  " + result.outcome)
            if result.hostile && result.growthKB > failureGrowthKB {
                failures.append("hostile: \(result.name) grew the process by \(result.growthKB) kB")
            }
        }
        var report = JSONReport(numbers: .integerOrSixDecimals)
        report.add("budget_bytes", .integer(MemoryBudget.limit))
        report.add("cases", .array(results.map(\.json)))
        return report
    }

    /// Runs `body` between a reset of the peak RSS and a reading of it.
    static func measure(_ name: String, hostile: Bool, fileBytes: Int, _ body: () -> String) -> Measurement {
        // Memory freed by earlier cases (or by making this case's file) goes back to the system
        // first, so that a case reusing freed heap pages is not measured as growing by nothing.
        ProcessMemory.trimHeap()
        _ = ProcessMemory.resetPeak()
        let before = ProcessMemory.residentKilobytes ?? 0
        let outcome = body()
        let peak = ProcessMemory.peakKilobytes ?? 0
        return Measurement(
            name: name, hostile: hostile, fileBytes: fileBytes, growthKB: max(0, peak - before),
            peakKB: peak, outcome: outcome)
    }
}
