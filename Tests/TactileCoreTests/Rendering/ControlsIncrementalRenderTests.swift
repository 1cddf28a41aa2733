import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// Incremental redraw equals full redraw with the stepper, page control, progress view,
/// activity indicator and alerts changing and animating: a screen rendered after every random
/// step must equal a fresh screen that replays the same steps (the same animation ticks
/// included) and renders once from scratch, painting every view.
@Suite struct ControlsIncrementalRenderTests {
    enum Step {
        case stepperValue(Double)
        case stepperEnabled
        case page(Int)
        case pageCount(Int)
        case progress(Double, animated: Bool)
        case spinner(start: Bool)
        case spinnerHidden
        case move(Int, Double, Double)
        case tint(UInt32?)
        case style
        case present(sheet: Bool)
        case dismiss
        case tick(Double)
    }

    /// The controls on a 320 × 240 screen; `time` is the animator's clock (seconds).
    final class Scene {
        let screen: Screen
        let window: Window
        let target: Bitmap
        let stepper = Stepper(frame: Rect(x: 10, y: 10, width: 94, height: 32))
        let pages = PageControl(frame: Rect(x: 120, y: 10, width: 120, height: 26))
        let progress = ProgressView(frame: Rect(x: 10, y: 60, width: 200, height: 4))
        let spinner = ActivityIndicator(frame: Rect(x: 230, y: 50, width: 20, height: 20))
        var alert: Alert?
        var time = 1.0

        init(scale: Double) {
            (screen, window, target) = makeScreen(width: 320, height: 240, scale: scale)
            window.backgroundColor = .white
            pages.numberOfPages = 4
            for view in [stepper, pages, progress, spinner] as [View] { window.addSubview(view) }
            screen.animator.tick(now: Instant(seconds: time))
        }

        var controls: [View] { [stepper, pages, progress, spinner] }

        func apply(_ step: Step) {
            switch step {
            case let .stepperValue(value): stepper.value = value
            case .stepperEnabled: stepper.isEnabled.toggle()
            case let .page(page): pages.currentPage = page
            case let .pageCount(count): pages.numberOfPages = count
            case let .progress(value, animated): progress.setProgress(value, animated: animated)
            case let .spinner(start): if start { spinner.startAnimating() } else { spinner.stopAnimating() }
            case .spinnerHidden: spinner.isHidden.toggle()
            case let .move(index, x, y): controls[index].center = Point(x: x, y: y)
            case let .tint(rgb): window.tintColor = rgb.map { Color(rgb: $0) }
            case .style: screen.userInterfaceStyle = screen.userInterfaceStyle == .light ? .dark : .light
            case let .present(sheet):
                guard alert?.isPresented != true else { return }
                let made = Alert(title: "Title", message: sheet ? nil : "Message", preferredStyle: sheet ? .actionSheet : .alert)
                made.addAction(AlertAction(title: "OK"))
                made.addAction(AlertAction(title: "Cancel", style: .cancel))
                made.present(on: screen)
                alert = made
            case .dismiss: alert?.dismiss()
            case let .tick(seconds):
                time += seconds
                screen.animator.tick(now: Instant(seconds: time))
            }
        }
    }

    static func randomStep(_ random: inout SeededRandom) -> Step {
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        switch int(0...14) {
        case 0: return .stepperValue(Double(int(-2...102)))
        case 1: return .stepperEnabled
        case 2: return .page(int(-1...5))
        case 3: return .pageCount(int(0...6))
        case 4, 5: return .progress(Double(int(-2...12)) / 10, animated: int(0...3) > 0)
        case 6: return .spinner(start: int(0...2) > 0)
        case 7: return .spinnerHidden
        case 8: return .move(int(0...3), Double(int(0...320)), Double(int(0...240)) + (int(0...3) == 0 ? 0.5 : 0))
        case 9: return .tint(int(0...1) == 0 ? nil : UInt32(int(0...0xFF_FFFF)))
        case 10: return .style
        case 11: return .present(sheet: int(0...1) == 0)
        case 12: return .dismiss
        default: return .tick(Double(int(1...20)) / 100)
        }
    }

    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func incrementalEqualsFullRedraw(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let scale: Double = seed % 3 == 0 ? 2 : 1
        let scene = Scene(scale: scale)
        scene.screen.render(into: scene.target)
        var steps: [Step] = []
        for index in 0..<20 {
            // Mostly time passing, so animations are caught mid-way.
            let step =
                index % 2 == 0 ? Step.tick(Double(Int.random(in: 1...8, using: &random)) / 60) : ControlsIncrementalRenderTests.randomStep(&random)
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
