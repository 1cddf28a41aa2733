import Foundation
import Tactile
import TactileIBM1401App
import TactilePlatform
import TactileRaster
import TactileSystem

/// The printer part (`printer.json`): the drawing lesson of the WWDC 2009 talk “iPhone Views and Animations”, measured. **Measures** the
/// IBM 1401 app printing powers of two (800 × 456 points, virtual time) for 30 s of machine time:
/// per printed line, the pixels its band's `draw` was asked to paint and the pixels the frame
/// composited within the print view, **against** a full redraw of the print view (its whole
/// area). A printed line must draw at most a band of the paper (a line, or a whole band when the
/// line starts one) and composite at most a band's strip, or the part fails.
enum PrintBench: Benchmark {
    static let seconds = 30.0

    static func run(options: Options, timing: Timing, failures: inout [String]) -> JSONReport {
        var runtime = RuntimeOptions()
        runtime.display = .headless
        runtime.width = 800
        runtime.height = 456
        // nil: the app finds its deck among the assets itself.
        let path = AssetLocator.locate("IBM1401/powers-of-two.cd")
        let app: Application
        do throws(ApplicationError) {
            app = try Application(runtimeOptions: runtime, clock: VirtualClock())
        } catch {
            failures.append("printer: the application did not start: \(error.message)")
            return JSONReport(numbers: .integerOrSixDecimals)
        }
        app.printsStatus = false
        let console = IBM1401App.start(in: app.window, deckPath: path)
        let printView = console.printView
        app.runLoop.run(until: Instant(seconds: 2))
        let frame = printView.convert(printView.bounds, to: nil)
        let scale = app.screen.scale
        let paper = PixelRect(
            x: Int(frame.minX * scale), y: Int(frame.minY * scale),
            width: Int(frame.width * scale), height: Int(frame.height * scale))
        let fullArea = Double(paper.width * paper.height)
        var drawn: [Double] = [], painted: [Double] = []
        var lines = console.linesPrinted
        var drawnBefore = console.paperAreaDrawn
        let frames = Int(seconds * 60)
        for tick in 1...frames {
            app.runLoop.run(until: Instant(seconds: 2 + Double(tick) / 60))
            let printed = console.linesPrinted
            let area = console.paperAreaDrawn
            defer { lines = printed; drawnBefore = area }
            guard printed == lines + 1 else { continue }
            drawn.append((area - drawnBefore) * scale * scale)
            var inside = 0
            for rect in app.screen.lastPainted {
                let part = rect.intersection(paper)
                inside += part.isEmpty ? 0 : part.width * part.height
            }
            painted.append(Double(inside))
        }
        let band = console.bandArea * scale * scale
        let drawnMean = drawn.isEmpty ? nil : drawn.reduce(0, +) / Double(drawn.count)
        let paintedMean = painted.isEmpty ? nil : painted.reduce(0, +) / Double(painted.count)
        print(
            "printer: the IBM 1401 printing powers of two, \(drawn.count) lines in \(Int(seconds)) s of machine time; "
                + "pixels per printed line against a full redraw of the print view (\(Int(fullArea)) pixels)")
        print(Table.pad("per printed line", 34) + Table.pad("pixels", 12, right: true) + Table.pad("of full", 10, right: true))
        func line(_ name: String, _ value: Double?) {
            print(
                Table.pad(name, 34) + Table.pad(Table.format(value, decimals: 0), 12, right: true)
                    + Table.pad(Table.format(value.map { $0 / fullArea }, decimals: 3), 10, right: true))
        }
        line("drawn by the paper (mean)", drawnMean)
        line("drawn, worst", drawn.max())
        line("composited in the print view (mean)", paintedMean)
        line("composited, worst", painted.max())
        line("full redraw of the print view", fullArea)
        if drawn.count < Int(seconds * 8) { failures.append("printer: only \(drawn.count) lines printed in \(seconds) s") }
        if let drawnMean, drawnMean > band {
            failures.append("printer: a printed line drew \(drawnMean) pixels on average, more than a band (\(band))")
        }
        if let worst = drawn.max(), worst > 2 * band { failures.append("printer: a printed line drew \(worst) pixels, more than two bands") }
        if let worst = painted.max(), worst > console.bandArea / console.paperWidth * frame.width * scale * scale {
            failures.append("printer: a printed line composited \(worst) pixels of the print view")
        }
        app.animator.removeAllAnimations()
        var report = JSONReport(numbers: .integerOrSixDecimals)
        report.add([
            ("lines", Double(drawn.count)),
            ("print_view_pixels", fullArea),
            ("drawn_pixels_per_line", drawnMean),
            ("drawn_pixels_worst", drawn.max()),
            ("composited_pixels_per_line", paintedMean),
            ("composited_pixels_worst", painted.max()),
            ("drawn_over_full_redraw", drawnMean.map { $0 / fullArea }),
            ("composited_over_full_redraw", paintedMean.map { $0 / fullArea })
        ])
        return report
    }
}
