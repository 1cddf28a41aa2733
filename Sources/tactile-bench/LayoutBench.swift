import Foundation
import Tactile

/// The layout part (`layout.json`): a vertical `StackView` of 50 arranged views (labels,
/// switches and buttons in turn, spacing 8, alignment fill) in a window, laid out again after
/// each change of its width (320 and 321 points in turn, so every arranged view gets a new
/// frame), against the same 50 frames set by a hand-written loop from precomputed positions.
/// Median times of many runs, interleaved in blocks; before timing, the stack's frames are
/// checked against the loop's. The goal: a stack of 50 views lays out in well under a
/// millisecond (a run at or over 1 ms fails the benchmark).
enum LayoutBench {
    static let count = 50
    static let spacing = 8.0
    static let widths = [320.0, 321.0]
    /// The requirement, in milliseconds.
    static let goalMilliseconds = 1.0

    static func run(options: Options, failures: inout [String]) -> String {
        let quick = options.quick
        let runsPerBlock = quick ? 100 : 1000
        let blocks = 10
        let warmUp = quick ? 20 : 200
        print("layout: vertical stack of \(count) views (labels, switches, buttons), spacing \(Int(spacing)), "
              + "width 320 ↔ 321 pt; ms per full relayout, median of \(runsPerBlock * blocks) runs")

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

        var stackTimes: [Double] = [], loopTimes: [Double] = []
        var flip = 0
        for block in 0..<blocks {
            for side in 0..<2 {
                for n in 0..<((block == 0 ? warmUp : 0) + runsPerBlock) {
                    let width = widths[flip & 1]
                    flip += 1
                    let t0 = Timing.now()
                    if side == 0 { layOutStack(width: width) } else { setByHand(width: width) }
                    let t1 = Timing.now()
                    if block > 0 || n >= warmUp {
                        if side == 0 { stackTimes.append(t1 - t0) } else { loopTimes.append(t1 - t0) }
                    }
                }
            }
        }
        let stackMedian = SceneBench.Frames.percentile(stackTimes, 0.5).map { $0 * 1000 }
        let loopMedian = SceneBench.Frames.percentile(loopTimes, 0.5).map { $0 * 1000 }
        let ratio = (stackMedian != nil && loopMedian != nil && loopMedian! > 0) ? stackMedian! / loopMedian! : nil
        print(Report.pad("case", 26) + Report.pad("ms", 10, right: true) + Report.pad("µs/view", 10, right: true))
        func line(_ name: String, _ ms: Double?) {
            print(Report.pad(name, 26) + Report.pad(Report.format(ms, decimals: 4), 10, right: true)
                  + Report.pad(Report.format(ms.map { $0 * 1000 / Double(count) }, decimals: 3), 10, right: true))
        }
        line("stack of \(count), relayout", stackMedian)
        line("hand-written loop", loopMedian)
        print("stack / loop: \(Report.format(ratio, decimals: 2)); goal: under \(Report.format(goalMilliseconds, decimals: 1)) ms")
        if let stackMedian, stackMedian >= goalMilliseconds {
            failures.append("layout: a stack of \(count) views took \(stackMedian) ms to lay out (goal: well under 1 ms)")
        }
        let fields: [(String, Double?)] = [
            ("views", Double(count)),
            ("stack_layout_ms", stackMedian),
            ("hand_written_loop_ms", loopMedian),
            ("stack_over_loop", ratio),
            ("goal_ms", goalMilliseconds),
        ]
        return "{\n" + fields.map { "  \(Report.quoted($0.0)):\(SceneBench.number($0.1))" }.joined(separator: ",\n") + "\n}\n"
    }
}
