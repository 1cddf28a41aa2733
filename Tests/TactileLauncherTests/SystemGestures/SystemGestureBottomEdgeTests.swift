import TactileInput
import TactileRaster
import TactileSystem
import Testing

@testable import TactileCore
@testable import TactileLauncher

/// With the reader on, the launcher's four-finger swipes must begin at the bottom edge, where the
/// reader's four-finger flicks never begin: each gesture reaches its owner only.
@Suite struct SystemGestureBottomEdgeTests {
    func swipes(fromY y: Double, requiresBottomEdge: Bool) -> [SystemGesture] {
        let stage = SystemGestureStage()
        stage.accessibilityMode = true
        stage.requiresBottomEdge = requiresBottomEdge
        stage.screenBounds = Rect(x: 0, y: 0, width: 800, height: 480)
        var heard: [SystemGesture] = []
        stage.onGesture = { heard.append($0) }
        let pipeline = TouchPipeline()
        pipeline.add(stage)
        for step in 0...10 {
            let phase: TouchPhase = step == 0 ? .began : .moved
            pipeline.dispatch(
                (0..<4).map { finger in
                    let location = TouchLocation(x: 250 + 70 * Double(finger), y: y - 22 * Double(step))
                    return TouchRecord(
                        id: finger + 1, phase: phase, timestamp: Instant(seconds: 0.016 * Double(step)),
                        location: location, previousLocation: location)
                })
        }
        return heard
    }

    @Test func fourFingerSwipesNeedTheBottomEdgeOnlyWithTheReader() {
        #expect(swipes(fromY: 380, requiresBottomEdge: true).isEmpty)
        #expect(swipes(fromY: 460, requiresBottomEdge: true) == [.swipe(.up)])
        #expect(swipes(fromY: 380, requiresBottomEdge: false) == [.swipe(.up)])
    }
}
