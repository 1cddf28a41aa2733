import CReference
import Foundation
import Raster

/// `make bench`: measures Raster against pixman and cairo on 800×480 frames (raster.json), text
/// drawing against pixman's glyph cache (text.json), the run loop's wakeups (loop.json) and a
/// launcher screen of Tactile views, fully and incrementally redrawn (scene.json), and the
/// memory cached bitmaps hold for a long list of labels (memory.json), and a full-screen list
/// of 100 000 rows scrolled frame by frame against a full redraw and a memcpy (scroll.json),
/// and 24 cards with shadows against the same without, and the blur against a Gaussian (shadow.json),
/// and a stack of 50 views laid out against a hand-written loop (layout.json), and the peak
/// memory of hostile inputs against benign ones (hostile.json), and the touch-to-present latency
/// of an application replaying a panel in real time (latency.json).
/// Every drawing scene is first checked to draw the same pixels as the reference; a mismatch
/// (or an idle run loop that wakes up) fails the run, after every table is printed.
@main
struct BenchProgram {
    static func main() {
        let options: Options
        do {
            options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data((error.message + "\n").utf8))
            exit(2)
        }
        var timing = Timing()
        if options.quick { timing.rounds = 3; timing.samplesPerRound = 2 }
        print("tactile-bench: pixman \(String(cString: pixman_version_string())), "
              + "cairo \(String(cString: cairo_version_string())), \(FrameSize.width)×\(FrameSize.height), "
              + "\(timing.rounds) rounds × \(timing.samplesPerRound) interleaved samples, samples ≥ \(Int(timing.minimumSample * 1000)) ms")
        print("ratio = our throughput / reference throughput, median of per-round ratios; "
              + "best = ratio of each side's best sample")

        var failures: [String] = []
        var writeErrors = false
        for part in options.parts {
            print("")
            let json: String
            switch part {
            case .raster: json = raster(options: options, timing: timing, failures: &failures)
            case .text: json = TextBench.run(options: options, timing: timing, failures: &failures)
            case .loop: json = LoopBench.run(options: options, failures: &failures)
            case .scene: json = SceneBench.run(options: options, failures: &failures)
            case .memory: json = MemoryBench.run(failures: &failures)
            case .scroll: json = ScrollBench.run(options: options, failures: &failures)
            case .shadow: json = ShadowBench.run(options: options, failures: &failures)
            case .layout: json = LayoutBench.run(options: options, failures: &failures)
            case .hostile: json = HostileMemoryBench.run(failures: &failures)
            case .latency: json = LatencyBench.run(options: options, failures: &failures)
            }
            let path = options.outputPath(for: part)
            do {
                try Report.write(json, to: path)
                print("wrote \(path)")
            } catch {
                FileHandle.standardError.write(Data("cannot write \(path): \(error)\n".utf8))
                writeErrors = true
            }
        }
        if !failures.isEmpty {
            FileHandle.standardError.write(Data(("BENCHMARK FAILED (pixel mismatch or broken requirement), figures invalid:\n"
                + failures.joined(separator: "\n") + "\n").utf8))
            exit(1)
        }
        if writeErrors { exit(1) }
    }

    /// The raster part: every catalogue scene; returns raster.json.
    static func raster(options: Options, timing: Timing, failures: inout [String]) -> String {
        print("raster: Mpix/s from each side's best sample")
        print(Report.header())
        var rows: [Row] = []
        for scene in Catalogue.scenes() {
            if let filter = options.filter, !scene.name.contains(filter) { continue }
            let row = run(scene, timing: timing, failures: &failures)
            print(Report.line(row))
            rows.append(row)
        }
        if let g = Report.geomean(rows) { print("geomean ratio (excluding ceilings): \(String(format: "%.3f", g))") }
        if let f = Report.fillPercentOfMemset(rows) { print("full-frame clear at \(String(format: "%.1f", f))% of memset") }
        return Report.json(rows)
    }

    static func run(_ scene: Scene, timing: Timing, failures: inout [String]) -> Row {
        var row = Row(name: scene.name, size: scene.size, isCeiling: scene.isCeiling)
        let label = scene.name + (scene.size.map { " \($0)" } ?? "")
        let sceneRun = scene.make()
        var agreement = Verification.Agreement()
        if !scene.isCeiling {
            do {
                agreement = try Verification.check(scene, sceneRun)
            } catch {
                failures.append("\(label) (\(scene.tolerance.description)): \(error.message)")
                row.note = "FAILED verification"
                return row
            }
        }
        let result = timing.measure(ours: sceneRun.ours, reference: sceneRun.reference)
        row.oursMpix = Double(scene.pixelsPerOp) / result.ours / 1e6
        row.referenceMpix = Double(scene.pixelsPerOp) / result.reference / 1e6
        row.ratio = result.medianRatio
        row.note = scene.isCeiling ? "Swift stdlib vs glibc"
            : "\(agreement.description) (allowed \(scene.tolerance.description))"
        return row
    }
}
