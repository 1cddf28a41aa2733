import Foundation
import Tactile
import TactileRaster

/// The screen reader part (`accessibility.json`). **Measures** reading a screen of 100 elements
/// into the reader's model (`AccessibilityScreenModel(screen:)`: the tree, the navigation steps and
/// every enlarged touch area) — what the reader does before each gesture — **against** walking the
/// same 100 views and copying their frames (the least any reader must do), median of many runs in
/// alternating blocks, and the heap allocations of one warm reading. The screen: a toolbar
/// container of 4 buttons, a list-like container of 60 labelled rows, a grid container of 30
/// buttons and 6 loose switches. Before timing, the model is checked to hold 100 items.
///
/// Then speech (SpeechBench.swift): touch-up to the first sample handed to ALSA against the goal
/// of 50 ms, and espeak-ng's resident memory. The device binary's size with and without speech
/// is in device.json (Board/Measure/measure-size.sh).
enum AccessibilityBench: Benchmark {
    static let items = 100

    static func run(options: Options, timing: Timing, failures: inout [String]) -> JSONReport {
        let quick = options.quick
        let runsPerBlock = quick ? 20 : 200
        let blocks = Timing.Blocks(count: 10)
        print(
            "accessibility: reading a screen of \(items) elements into the reader's model "
                + "(containers, steps, enlarged areas) against copying their frames; median of \(runsPerBlock * blocks.count) runs")

        let screen = Screen(width: 800, height: 1600, scale: 1, animator: Animator())
        let window = Window(screen: screen)
        window.accessibilityContainerTitle = "Bench"
        window.makeKeyAndVisible()
        var views: [View] = []
        func container(_ title: String, _ frame: Rect) -> View {
            let view = View(frame: frame)
            view.isAccessibilityContainer = true
            view.accessibilityContainerTitle = title
            window.addSubview(view)
            return view
        }
        let toolbar = container("Toolbar", Rect(x: 0, y: 0, width: 800, height: 44))
        for index in 0..<4 {
            let button = Button(frame: Rect(x: 8 + Double(index) * 100, y: 4, width: 90, height: 36))
            button.setTitle("Tool \(index)", for: .normal)
            toolbar.addSubview(button)
            views.append(button)
        }
        let rows = container("Rows", Rect(x: 0, y: 50, width: 800, height: 60 * 20))
        for index in 0..<60 {
            let label = Label(frame: Rect(x: 16, y: Double(index) * 20, width: 300, height: 18))
            label.text = "Row \(index)"
            rows.addSubview(label)
            views.append(label)
        }
        let grid = container("Grid", Rect(x: 320, y: 50, width: 480, height: 300))
        for index in 0..<30 {
            let button = Button(frame: Rect(x: Double(index % 6) * 80, y: Double(index / 6) * 60, width: 70, height: 50))
            button.setTitle("Key \(index)", for: .normal)
            grid.addSubview(button)
            views.append(button)
        }
        for index in 0..<6 {
            let toggle = Switch(frame: Rect(x: 320 + Double(index) * 80, y: 400, width: 51, height: 31))
            toggle.accessibilityLabel = "Option \(index)"
            window.addSubview(toggle)
            views.append(toggle)
        }
        screen.layoutIfNeeded()

        let model = AccessibilityScreenModel(screen: screen)
        let itemCount = model.navigator.steps.filter { if case .item = $0 { return true } else { return false } }.count
        if itemCount != items {
            failures.append("accessibility: the model holds \(itemCount) items, not \(items)")
        }
        let sink = Sink()
        func read() {
            let model = AccessibilityScreenModel(screen: screen)
            sink.value &+= model.hitAreas.count
        }
        var frames = [Rect](repeating: .zero, count: views.count)
        func copyFrames() {
            for index in views.indices { frames[index] = views[index].accessibilityFrame }
            sink.value &+= Int(frames[0].width)
        }
        read()
        let before = Allocations.count
        read()
        let allocations = Allocations.count - before

        var readTimes: [Double] = [], copyTimes: [Double] = []
        _ = blocks.run([
            Timing.Blocks.Side(samplesPerBlock: runsPerBlock, warmUp: 5) { sample in
                let seconds = Timing.time { read() }.seconds
                if !sample.isWarmUp { readTimes.append(seconds) }
            },
            Timing.Blocks.Side(samplesPerBlock: runsPerBlock, warmUp: 5) { sample in
                let seconds = Timing.time { copyFrames() }.seconds
                if !sample.isWarmUp { copyTimes.append(seconds) }
            }
        ])
        let readMedian = Statistics.median(readTimes).map { $0 * 1000 }
        let copyMedian = Statistics.median(copyTimes).map { $0 * 1000 }
        let ratio = Statistics.ratio(readMedian, copyMedian)
        print(Table.pad("case", 34) + Table.pad("ms", 10, right: true))
        print(Table.pad("read the screen (\(items) elements)", 34) + Table.pad(Table.format(readMedian, decimals: 4), 10, right: true))
        print(Table.pad("copy the \(items) frames", 34) + Table.pad(Table.format(copyMedian, decimals: 4), 10, right: true))
        print("read / copy: \(Table.format(ratio, decimals: 1)); allocations per warm reading: \(allocations)")
        let speech = SpeechBench.measure(flicks: quick ? 3 : 10, failures: &failures)
        print(
            "speech: touch-up to first sample handed to ALSA: median \(Table.format(speech.firstSampleMedianMs, decimals: 2)) ms, "
                + "worst \(Table.format(speech.firstSampleWorstMs, decimals: 2)) ms (goal 50); "
                + "espeak-ng resident: \(Table.format(speech.espeakResidentMB, decimals: 2)) MB")
        if let worst = speech.firstSampleWorstMs, worst > 50 {
            failures.append("accessibility: touch-up to first sample took \(worst) ms, over the 50 ms goal")
        }
        var report = JSONReport(numbers: .integerOrSixDecimals)
        report.add([
            ("elements", Double(items)),
            ("read_screen_ms", readMedian),
            ("copy_frames_ms", copyMedian),
            ("read_over_copy", ratio),
            ("allocations_per_read", Double(allocations)),
            ("touch_up_to_first_sample_ms", speech.firstSampleMedianMs),
            ("touch_up_to_first_sample_worst_ms", speech.firstSampleWorstMs),
            ("espeak_resident_mb", speech.espeakResidentMB)
        ])
        return report
    }
}
