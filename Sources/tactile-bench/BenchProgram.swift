import CTactileReference
import Foundation

/// `make bench`: every part of the benchmark (`Part`), each a `Benchmark` in the folder of its
/// area, run in order; each prints its tables and writes its JSON (`JSONReport`) as
/// `<part>.json`:
///
/// - raster.json (Raster/): Raster against pixman and cairo on 800×480 frames.
/// - text.json (Text/): text drawing against pixman's glyph cache.
/// - loop.json (Loop/): the run loop's wakeups, idle and animating.
/// - scene.json (Scene/, PanelFormat/): a launcher screen of Tactile views, fully and
///   incrementally redrawn, against memcpy of the screen; and on a 16-bit panel.
/// - memory.json, hostile.json (Memory/): the memory cached bitmaps hold for a long list of
///   labels; the peak memory of hostile inputs against benign ones.
/// - scroll.json (Scroll/): a list of 100 000 rows scrolled frame by frame against a full
///   redraw and a memcpy.
/// - shadow.json (Shadow/): 24 cards with shadows against the same without, and the blur
///   against a Gaussian.
/// - layout.json (Layout/): a stack of 50 views laid out against a hand-written loop.
/// - latency.json (Latency/): touch-to-present latency of an application replaying a panel.
/// - accessibility.json (Accessibility/): reading a screen of 100 elements into the screen
///   reader's model.
/// - printer.json (Printer/): the IBM 1401 app's pixels drawn per printed line against a full
///   redraw of its print view.
/// - clock.json (Clock/): the Clock app's wakeups a second, second hand on screen and in the
///   background.
///
/// What they share is in Harness/: options, the timer, statistics, the JSON writer, allocation
/// and memory readings, and the checks. Every drawing scene is first checked to draw the same
/// pixels as its reference; a mismatch (or an idle run loop that wakes up) fails the run, after
/// every table is printed.
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
        let timing = Timing(quick: options.quick)
        print(
            "tactile-bench: pixman \(String(cString: pixman_version_string())), "
                + "cairo \(String(cString: cairo_version_string())), \(FrameSize.width)×\(FrameSize.height), "
                + "\(timing.rounds) rounds × \(timing.samplesPerRound) interleaved samples, samples ≥ \(Int(timing.minimumSample * 1000)) ms")
        print(
            "ratio = our throughput / reference throughput, median of per-round ratios; "
                + "best = ratio of each side's best sample")

        var failures: [String] = []
        var writeErrors = false
        for part in options.parts {
            print("")
            let report = part.benchmark.run(options: options, timing: timing, failures: &failures)
            let path = options.outputPath(for: part)
            do {
                try report.write(to: path)
                print("wrote \(path)")
            } catch {
                FileHandle.standardError.write(Data("cannot write \(path): \(error)\n".utf8))
                writeErrors = true
            }
        }
        if !failures.isEmpty {
            FileHandle.standardError.write(
                Data(
                    ("BENCHMARK FAILED (pixel mismatch or broken requirement), figures invalid:\n"
                        + failures.joined(separator: "\n") + "\n").utf8))
            exit(1)
        }
        if writeErrors { exit(1) }
    }
}
