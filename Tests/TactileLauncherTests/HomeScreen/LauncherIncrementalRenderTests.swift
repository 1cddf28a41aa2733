import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore
@testable import TactileLauncher

/// Incremental redraw equals full redraw while the home screen pages (dragged past its ends,
/// animated to a page) and the app strip slides, closes icons and closes the gap: a screen
/// rendered after every random step must equal a fresh screen that replays the same steps (the
/// same animation ticks included) and renders once from scratch.
@Suite struct LauncherIncrementalRenderTests {
    enum Step {
        case offset(Double)
        case page(Int, animated: Bool)
        case stripShow(animated: Bool)
        case stripHide(animated: Bool)
        case stripClose(Int)
        case highlight(Int)
        case resize(Double, Double)
        case tick(Double)
    }

    final class Scene {
        let screen: Screen
        let window: Window
        let target: Bitmap
        let home = HomeScreenView(frame: Rect(x: 0, y: 0, width: 400, height: 240))
        let strip = AppStripView(frame: Rect(x: 0, y: 0, width: 400, height: 240))
        var time = 1.0

        init(scale: Double) {
            (screen, window, target) = makeScreen(width: 400, height: 240, scale: scale)
            let wallpaper = Bitmap(width: 40, height: 30, format: .xrgb8888)
            for y in 0..<30 { for x in 0..<40 { wallpaper.setPixel(x: x, y: y, 0xFF00_0000 | UInt32(x * 6) << 16 | UInt32(y * 8) << 8 | 0x60) } }
            home.wallpaper = .image(wallpaper)
            home.minimumCellSize = Size(width: 90, height: 80)
            home.dockHeight = 70
            home.setItems(launcherItems(11), dock: launcherItems(2, prefix: "dock"))
            strip.stripHeight = 110
            strip.setItems(launcherItems(4, prefix: "open"))
            window.addSubview(home)
            window.addSubview(strip)
            screen.animator.tick(now: Instant(seconds: time))
            screen.layoutIfNeeded()
        }

        /// Applies `step` and lays out, as a frame would: the home screen places its pages on
        /// its first layout and after a size change, so both screens must lay out at the same
        /// moments.
        func apply(_ step: Step) {
            change(step)
            screen.layoutIfNeeded()
        }

        private func change(_ step: Step) {
            switch step {
            case let .offset(x): home.scrollView.contentOffset = Point(x: x, y: 0)
            case let .page(page, animated): home.scroll(toPage: page, animated: animated)
            case let .stripShow(animated): strip.show(animated: animated)
            case let .stripHide(animated): strip.hide(animated: animated)
            case let .stripClose(index): strip.closeItem(at: index)
            case let .highlight(index):
                if let icon = home.iconView(forItemID: "app" + String(index)) { icon.isHighlighted.toggle() }
            case let .resize(width, height): home.frame = Rect(x: 0, y: 0, width: width, height: height)
            case let .tick(seconds):
                time += seconds
                screen.animator.tick(now: Instant(seconds: time))
            }
        }
    }

    static func randomStep(_ random: inout SeededRandom) -> Step {
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        switch int(0...9) {
        case 0, 1: return .offset(Double(int(-60...900)) + (int(0...3) == 0 ? 0.5 : 0))
        case 2: return .page(int(-1...3), animated: int(0...2) > 0)
        case 3: return .stripShow(animated: int(0...3) > 0)
        case 4: return .stripHide(animated: int(0...3) > 0)
        case 5: return .stripClose(int(0...3))
        case 6: return .highlight(int(0...10))
        case 7: return int(0...1) == 0 ? .resize(400, 240) : .resize(240, 400)
        default: return .tick(Double(int(1...20)) / 100)
        }
    }

    @Test(arguments: 1...8 as ClosedRange<UInt64>)
    func incrementalEqualsFullRedraw(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let scale: Double = seed % 3 == 0 ? 2 : 1
        let scene = Scene(scale: scale)
        scene.screen.render(into: scene.target)
        var steps: [Step] = []
        for index in 0..<16 {
            // Mostly time passing, so animations are caught mid-way.
            let step =
                index % 2 == 0
                ? Step.tick(Double(Int.random(in: 1...8, using: &random)) / 60)
                : LauncherIncrementalRenderTests.randomStep(&random)
            steps.append(step)
            scene.apply(step)
            scene.screen.render(into: scene.target)
            let fresh = Scene(scale: scale)
            fresh.screen.skipsOccludedViews = false
            for step in steps { fresh.apply(step) }
            fresh.screen.render(into: fresh.target)
            if let difference = firstDifference(scene.target, fresh.target) {
                Issue.record("seed \(seed) step \(index) after \(steps.suffix(3)): first difference at \(difference)")
                return
            }
        }
    }
}
