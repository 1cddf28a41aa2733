import Foundation
import Tactile
import TactileRaster

/// The layout part (`layout.json`). **Measures** a vertical `StackView` of 50 arranged views
/// (labels, switches and buttons in turn, spacing 8, alignment fill) in a window, laid out again
/// after each change of its width (320 and 321 points in turn, so every arranged view gets a new
/// frame), **against** the same 50 frames set by a hand-written loop from precomputed positions.
/// Median times of many runs, in alternating blocks (`Timing.Blocks`); before timing, the
/// stack's frames are checked against the loop's. The goal: a stack of 50 views lays out in well under a
/// millisecond (a run at or over 1 ms fails the benchmark).
enum LayoutBench: Benchmark {
    static let count = 50
    static let spacing = 8.0
    static let widths = [320.0, 321.0]
    /// The requirement, in milliseconds.
    static let goalMilliseconds = 1.0

    static func run(options: Options, timing: Timing, failures: inout [String]) -> JSONReport {
        let quick = options.quick
        let runsPerBlock = quick ? 100 : 1000
        let blocks = Timing.Blocks(count: 10)
        let warmUp = quick ? 20 : 200
        print(
            "layout: vertical stack of \(count) views (labels, switches, buttons), spacing \(Int(spacing)), "
                + "width 320 ↔ 321 pt; ms per full relayout, median of \(runsPerBlock * blocks.count) runs")

        let screen = Screen(width: 400, height: 2400, scale: 1, animator: Animator())
        let window = Window(screen: screen)
        window.makeKeyAndVisible()
        var views: [View] = []
        for index in 0..<count {
            switch index % 3 {
            case 0:
                let label = Label(frame: .zero, font: .system(size: 17))
                label.text = "Setting number \(index)"
                views.append(label)
            case 1:
                views.append(Switch())
            default:
                let button = Button(frame: .zero)
                button.setTitle("Action \(index)", for: .normal)
                views.append(button)
            }
        }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = spacing
        stack.alignment = .fill
        window.addSubview(stack)
        // The height the views want, so `fill` has no space to hand out.
        let height = stack.intrinsicContentSize.height
        var heights: [Double] = [], tops: [Double] = []
        var y = 0.0
        for view in views {
            let h = view.intrinsicContentSize.height
            tops.append(y)
            heights.append(h)
            y += h + spacing
        }

        func layOutStack(width: Double) {
            stack.frame = Rect(x: 0, y: 0, width: width, height: height)
            stack.layoutIfNeeded()
        }
        func setByHand(width: Double) {
            for index in 0..<count {
                views[index].frame = Rect(x: 0, y: tops[index], width: width, height: heights[index])
            }
        }

        // The two must make the same frames.
        for width in widths {
            layOutStack(width: width)
            let fromStack = views.map { $0.frame }
            setByHand(width: width)
            if let index = (0..<count).first(where: { views[$0].frame != fromStack[$0] }) {
                failures.append("layout: the stack placed view \(index) at \(fromStack[index]), the loop at \(views[index].frame)")
                break
            }
        }

        // The stack and the loop in alternating blocks, each laying out at 320 and 321 pt in turn.
        var stackTimes: [Double] = [], loopTimes: [Double] = []
        _ = blocks.run([
            Timing.Blocks.Side(samplesPerBlock: runsPerBlock, warmUp: warmUp) { sample in
                let seconds = Timing.time { layOutStack(width: widths[sample.index & 1]) }.seconds
                if !sample.isWarmUp { stackTimes.append(seconds) }
            },
            Timing.Blocks.Side(samplesPerBlock: runsPerBlock, warmUp: warmUp) { sample in
                let seconds = Timing.time { setByHand(width: widths[sample.index & 1]) }.seconds
                if !sample.isWarmUp { loopTimes.append(seconds) }
            }
        ])
        let stackMedian = Statistics.median(stackTimes).map { $0 * 1000 }
        let loopMedian = Statistics.median(loopTimes).map { $0 * 1000 }
        let ratio = Statistics.ratio(stackMedian, loopMedian)
        print(Table.pad("case", 26) + Table.pad("ms", 10, right: true) + Table.pad("µs/view", 10, right: true))
        func line(_ name: String, _ ms: Double?) {
            print(
                Table.pad(name, 26) + Table.pad(Table.format(ms, decimals: 4), 10, right: true)
                    + Table.pad(Table.format(ms.map { $0 * 1000 / Double(count) }, decimals: 3), 10, right: true))
        }
        line("stack of \(count), relayout", stackMedian)
        line("hand-written loop", loopMedian)
        print("stack / loop: \(Table.format(ratio, decimals: 2)); goal: under \(Table.format(goalMilliseconds, decimals: 1)) ms")
        if let stackMedian, stackMedian >= goalMilliseconds {
            failures.append("layout: a stack of \(count) views took \(stackMedian) ms to lay out (goal: well under 1 ms)")
        }
        var report = JSONReport(numbers: .integerOrSixDecimals)
        report.add([
            ("views", Double(count)),
            ("stack_layout_ms", stackMedian),
            ("hand_written_loop_ms", loopMedian),
            ("stack_over_loop", ratio),
            ("goal_ms", goalMilliseconds)
        ])
        return report
    }
}
