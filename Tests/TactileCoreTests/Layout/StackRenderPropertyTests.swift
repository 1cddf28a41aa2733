import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// "Incremental redraw equals full redraw" for stacks: random stacks of coloured views (some
/// nested) get random changes (hiding and showing, animated or not, spacing, axis, alignment,
/// distribution, margins, size), and frames advance mid-animation; after every frame the
/// incremental render must equal a full repaint of the same screen.
@Suite struct StackRenderPropertyTests {
    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func incrementalEqualsFullRedrawWithStacks(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        let scale: Double = seed % 3 == 0 ? 2 : 1
        let (screen, window, target) = makeScreen(width: 80, height: 60, scale: scale)
        window.backgroundColor = .white
        let animator = screen.animator
        var stacks: [StackView] = []
        var leaves: [View] = []
        func color() -> Color {
            Color(
                red: UInt8(int(0...255)), green: UInt8(int(0...255)), blue: UInt8(int(0...255)),
                alpha: int(0...2) == 0 ? UInt8(int(60...255)) : 255)
        }
        func makeStack(depth: Int) -> StackView {
            let stack = StackView(frame: .zero)
            stack.axis = int(0...1) == 0 ? .horizontal : .vertical
            stack.spacing = Double(int(-2...6))
            if int(0...2) == 0 { stack.backgroundColor = color() }
            for _ in 0..<int(1...4) {
                if depth < 2 && int(0...3) == 0 {
                    stack.addArrangedSubview(makeStack(depth: depth + 1))
                } else {
                    let view = SizedView(Double(int(2...20)), int(0...4) == 0 ? View.noIntrinsicMetric : Double(int(2...15)))
                    view.backgroundColor = color()
                    if int(0...4) == 0 { view.cornerRadius = 3 }
                    stack.addArrangedSubview(view)
                    leaves.append(view)
                }
            }
            stacks.append(stack)
            return stack
        }
        let root = makeStack(depth: 0)
        root.frame = Rect(x: Double(int(0...10)), y: Double(int(0...10)), width: Double(int(30...70)), height: Double(int(20...50)))
        window.addSubview(root)
        screen.render(into: target)
        var now = 0
        var history: [String] = []
        for step in 0..<30 {
            let stack = stacks[int(0...stacks.count - 1)]
            let leaf = leaves[int(0...leaves.count - 1)]
            let animated = int(0...1) == 0
            func change() {
                switch int(0...7) {
                case 0, 1, 2: leaf.isHidden.toggle(); history.append("hide \(leaf.isHidden)")
                case 3: stack.spacing = Double(int(-3...8)); history.append("spacing")
                case 4: stack.alignment = [StackView.Alignment.fill, .leading, .center, .trailing][int(0...3)]; history.append("alignment")
                case 5:
                    stack.distribution = [StackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing][int(0...3)];
                    history.append("distribution")
                case 6:
                    stack.isLayoutMarginsRelativeArrangement.toggle()
                    stack.layoutMargins = EdgeInsets(all: Double(int(0...4))); history.append("margins")
                default:
                    root.bounds.size = Size(width: Double(int(30...78)), height: Double(int(20...58))); history.append("size")
                }
            }
            if animated {
                animator.animate(AnimationParameters(duration: .milliseconds(200), timing: .curve(.linear)), changes: change)
            } else {
                change()
            }
            for _ in 0..<int(1...2) {
                animator.tick(now: ms(now))
                now += int(16...120)
                screen.render(into: target)
                let full = Bitmap(width: target.width, height: target.height, format: target.format)
                screen.renderAll(into: full)
                if let difference = firstDifference(target, full) {
                    Issue.record("seed \(seed) step \(step) after \(history.suffix(4)): first difference at \(difference)")
                    return
                }
            }
        }
    }
}
