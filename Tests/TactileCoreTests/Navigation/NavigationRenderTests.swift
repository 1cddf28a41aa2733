import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// Incremental rendering equals a full redraw throughout the navigation transitions: pushes and
/// pops at random instants, interactive pops followed frame by frame, tab switches and sheets
/// pulled down. Every frame the screen's incremental render is compared with a copy of the tree
/// (labels included) rendered from scratch on a fresh screen, painting every view.
@Suite struct NavigationRenderTests {
    /// A screen with a few coloured blocks and a label, so that moving it shows.
    final class BlocksController: ViewController {
        let colors: [Color]
        init(_ title: String, colors: [Color]) {
            self.colors = colors
            super.init()
            self.title = title
        }
        override func viewDidLoad() {
            view.backgroundColor = colors[0]
            for (index, color) in colors.dropFirst().enumerated() {
                let block = View(frame: Rect(x: 10 + Double(index) * 45, y: 5 + Double(index) * 10, width: 40, height: 40))
                block.backgroundColor = color
                block.cornerRadius = 8
                view.addSubview(block)
            }
            let label = Label(frame: Rect(x: 8, y: 40, width: 180, height: 24))
            label.text = title ?? ""
            view.addSubview(label)
        }
    }

    static func cloneForRender(_ view: View) -> View {
        let copy: View
        if let label = view as? Label {
            let clone = Label(font: label.font)
            clone.text = label.text
            clone.textColor = label.textColor
            clone.textAlignment = label.textAlignment
            clone.numberOfLines = label.numberOfLines
            clone.lineBreakMode = label.lineBreakMode
            copy = clone
        } else if let chevron = view as? ChevronView {
            copy = ChevronView(frame: .zero, direction: chevron.direction, style: chevron.style, color: chevron.color)
        } else {
            copy = View()
        }
        IncrementalRenderPropertyTests.copyProperties(view, copy)
        for child in view.subviews { copy.addSubview(cloneForRender(child)) }
        return copy
    }

    static func freshRender(of window: Window, like screen: Screen) -> Bitmap {
        let (fresh, freshWindow, target) = makeScreen(width: screen.size.width, height: screen.size.height, scale: screen.scale)
        fresh.skipsOccludedViews = false
        IncrementalRenderPropertyTests.copyProperties(window, freshWindow)
        for child in window.subviews { freshWindow.addSubview(cloneForRender(child)) }
        fresh.render(into: target)
        return target
    }

    func palette(_ random: inout SeededRandom) -> [Color] {
        (0..<4).map { _ in
            Color(
                red: UInt8.random(in: 0...255, using: &random), green: UInt8.random(in: 0...255, using: &random),
                blue: UInt8.random(in: 0...255, using: &random))
        }
    }

    /// A small screen (200 × 160, so that the debug build's full redraws stay quick) with a
    /// dispatcher on a virtual-time run loop; the animator is ticked by hand.
    final class SmallScreen {
        let clock = VirtualClock()
        let loop: RunLoop
        let screen = Screen(width: 200, height: 160, animator: Animator())
        let window: Window
        let dispatcher: TouchDispatcher

        init(root: ViewController) {
            loop = try! RunLoop(clock: clock)
            window = Window(screen: screen)
            window.makeKeyAndVisible()
            dispatcher = TouchDispatcher(screen: screen, animator: nil)
            dispatcher.runLoop = loop
            window.rootViewController = root
        }

        func send(at t: Double, _ records: [TouchRecord]) {
            let end = Instant(seconds: t)
            loop.run(until: end)
            while let deadline = loop.nextDeadline, deadline <= end { loop.step() }
            dispatcher.dispatch(records)
        }

        func tick(_ t: Double) {
            screen.animator.tick(now: Instant(seconds: t))
        }
    }

    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func incrementalEqualsFullRedrawThroughNavigation(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let navigation = NavigationController(rootViewController: BlocksController("Root", colors: palette(&random)))
        let detail = BlocksController("Detail", colors: palette(&random))
        detail.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        let other = BlocksController("Other", colors: palette(&random))
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, other]
        let harness = SmallScreen(root: tabs)
        let target = Bitmap(width: 200, height: 160, format: .xrgb8888)
        var time = 0.0, touchTime = 0.0
        var failed = false
        func frame(_ what: String) {
            guard !failed else { return }
            harness.tick(time)
            harness.screen.render(into: target)
            if let difference = firstDifference(target, NavigationRenderTests.freshRender(of: harness.window, like: harness.screen)) {
                Issue.record("seed \(seed) at \(time) s, \(what): first difference at \(difference)")
                failed = true
            }
        }
        func frames(_ what: String, count: Int) {
            for _ in 0..<count {
                time += Double(Int.random(in: 1...9, using: &random)) / 60
                frame(what)
            }
        }
        frame("start")
        navigation.pushViewController(detail, animated: true)
        frames("push", count: 5)
        let deeper = BlocksController("Deeper", colors: palette(&random))
        navigation.pushViewController(deeper, animated: true)
        frames("second push", count: 4)
        navigation.popViewController(animated: true)
        frames("pop", count: 6)
        // An interactive pop, drawn at every move, released where the random seed says.
        touchTime = 10
        let reach = Double.random(in: 20...190, using: &random)
        var previous = (5.0, 100.0)
        for step in 1...8 {
            let point = (5 + reach * Double(step) / 8, 100.0)
            touchTime += 0.02
            harness.send(at: touchTime, [record(1, step == 1 ? .began : .moved, t: touchTime, point.0, point.1, from: previous)])
            previous = point
            time += 1.0 / 60
            frame("interactive pop step \(step)")
        }
        harness.send(at: touchTime + 0.02, [record(1, .ended, t: touchTime + 0.02, previous.0, previous.1)])
        frames("interactive pop settling", count: 12)
        tabs.selectedIndex = 1
        frame("tab switch")
        tabs.selectedIndex = 0
        frame("tab switch back")
        let sheet = BlocksController("Sheet", colors: palette(&random))
        tabs.present(sheet, animated: true)
        frames("present", count: 8)
        touchTime += 1
        previous = (100, 60)
        let pull = Double.random(in: 15...95, using: &random)
        for step in 0...6 {
            let point = (100.0, 60 + pull * Double(step) / 6)
            touchTime += 0.02
            harness.send(at: touchTime, [record(2, step == 0 ? .began : .moved, t: touchTime, point.0, point.1, from: previous)])
            previous = point
            time += 1.0 / 60
            frame("pull step \(step)")
        }
        harness.send(at: touchTime + 0.02, [record(2, .ended, t: touchTime + 0.02, previous.0, previous.1)])
        frames("pull settling", count: 12)
    }
}
