import TactilePlatform
import TactileRaster
import TactileTestSupport

@testable import TactileCore
@testable import TactileLauncher

/// A `TouchPipeline` with a `SystemGestureStage` first and the application's `TouchDispatcher`
/// second, over a 400 × 400 screen whose window holds one full-screen `RecordingView`: what the
/// launcher reported and what the application's view saw.
final class SystemGestureHarness {
    let screen: Screen
    let window: RecordingWindow
    let pipeline = TouchPipeline()
    let stage: SystemGestureStage
    let dispatcher: TouchDispatcher
    let view: RecordingView
    /// Every report, in order.
    var reports: [SystemGesture] = []
    /// The stage's `timestamp` (seconds) at each report.
    var reportTimes: [Double] = []

    /// The view keeps the events it saw, whose touches keep the view: the two TouchDispatcher
    /// "leaks" valgrind named were this test cycle, let go of here.
    deinit { view.events.removeAll() }

    init(
        settings: SystemGestureSettings = SystemGestureSettings(), accessibilityMode: Bool = false,
        before: TouchStage? = nil
    ) {
        (screen, window) = makeScreen()
        view = RecordingView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        // The view takes every finger (UIKit's default gives a view only the first).
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        stage = SystemGestureStage(settings: settings)
        stage.accessibilityMode = accessibilityMode
        dispatcher = TouchDispatcher(screen: screen, animator: nil)
        if let before { pipeline.add(before) }
        pipeline.add(stage)
        pipeline.add(dispatcher)
        stage.onGesture = { [unowned self] gesture in
            reports.append(gesture)
            reportTimes.append(stage.timestamp.seconds)
        }
    }

    /// Fingers `ids` going down at `t` at `points` (one moment).
    func down(_ ids: [Int], t: Double, _ points: [(Double, Double)]) {
        pipeline.dispatch(ids.indices.map { record(ids[$0], .began, t: t, points[$0].0, points[$0].1) })
    }

    /// Fingers `ids` at `points` at `t` (one moment of moves).
    func move(_ ids: [Int], t: Double, _ points: [(Double, Double)]) {
        pipeline.dispatch(ids.indices.map { record(ids[$0], .moved, t: t, points[$0].0, points[$0].1) })
    }

    /// Fingers `ids` lifting at `t` at `points` (one moment).
    func up(_ ids: [Int], t: Double, _ points: [(Double, Double)]) {
        pipeline.dispatch(ids.indices.map { record(ids[$0], .ended, t: t, points[$0].0, points[$0].1) })
    }

    /// The reports as text with values to 4 decimals ("swipe up", "pinch began",
    /// "pinch changed 0.8000 at 200.0000,200.0000", "pinch ended 0.8000 v -2.5000 home",
    /// "tap 10"), so hand-worked values compare without floating-point noise.
    var reportText: [String] {
        reports.map { gesture in
            switch gesture {
            case .swipe(let direction):
                return "swipe " + (direction == .up ? "up" : direction == .left ? "left" : "right")
            case .pinchBegan:
                return "pinch began"
            case .pinchChanged(let scale, let centroid):
                return "pinch changed \(d4(scale)) at \(d4(centroid.x)),\(d4(centroid.y))"
            case .pinchEnded(let scale, let velocity, let goesHome):
                return "pinch ended \(d4(scale)) v \(d4(velocity)) " + (goesHome ? "home" : "app")
            case .tap(let fingers):
                return "tap \(fingers)"
            }
        }
    }
}

/// `value` rounded to 4 decimals, as text ("-2.5000"; "0.0000" for tiny negatives).
func d4(_ value: Double) -> String {
    let units = Int((value * 10_000).rounded())
    let sign = units < 0 ? "-" : ""
    let magnitude = abs(units)
    let fraction = String(magnitude % 10_000)
    return sign + String(magnitude / 10_000) + "." + String(repeating: "0", count: 4 - fraction.count) + fraction
}

/// Points at `centre` plus `offsets` scaled by `k`: fingers spread about their centroid.
func spread(_ offsets: [(Double, Double)], by k: Double, about centre: (Double, Double) = (200, 200)) -> [(Double, Double)] {
    offsets.map { (centre.0 + k * $0.0, centre.1 + k * $0.1) }
}

/// Five fingers: four at 100 pt left, right, above and below a centre, one on it. Their
/// centroid is the centre, their spread (mean distance to it) 4 · 100 / 5 = 80 pt.
let fiveFingerOffsets: [(Double, Double)] = [(-100, 0), (100, 0), (0, -100), (0, 100), (0, 0)]
/// Four fingers 100 pt left, right, above and below a centre: spread 100 pt.
let fourFingerOffsets: [(Double, Double)] = [(-100, 0), (100, 0), (0, -100), (0, 100)]
/// Three fingers on a vertical line, 100 pt above and below a centre and on it: spread
/// (100 + 100 + 0) / 3 = 66.67 pt.
let threeFingerOffsets: [(Double, Double)] = [(0, -100), (0, 100), (0, 0)]
