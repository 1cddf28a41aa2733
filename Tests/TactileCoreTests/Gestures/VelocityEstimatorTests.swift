import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// The pan's velocity estimate against values worked out by hand from its rule:
/// v = 0.2 · (Δx / Δt) + 0.8 · v_previous, the first sample alone, samples under 1 ms dropped,
/// restart after a 100 ms gap, zero when the point last moved more than 100 ms before.
@Suite struct VelocityEstimatorTests {
    func ms(_ value: Double) -> Instant { Instant(seconds: value / 1000) }

    @Test func constantSpeedIsExact() {
        var estimator = VelocityEstimator()
        estimator.reset(at: Point(x: 0, y: 0), time: ms(0))
        for step in 1...10 { estimator.add(Point(x: Double(step), y: -2 * Double(step)), at: ms(Double(step) * 10)) }
        // 1 pt and −2 pt per 10 ms: 100 and −200 pt/s whatever the blend.
        let v = estimator.velocity(at: ms(100))
        #expect(abs(v.x - 100) < 1e-9 && abs(v.y + 200) < 1e-9)
    }

    @Test func blendOfChangingSpeeds() {
        var estimator = VelocityEstimator()
        estimator.reset(at: Point(x: 0, y: 0), time: ms(0))
        estimator.add(Point(x: 1, y: 0), at: ms(10))  // 100 pt/s, first sample: 100
        estimator.add(Point(x: 3, y: 0), at: ms(20))  // 200 pt/s: 0.2·200 + 0.8·100 = 120
        #expect(abs(estimator.velocity(at: ms(20)).x - 120) < 1e-9)
        estimator.add(Point(x: 3, y: 0), at: ms(30))  // 0 pt/s: 0.8·120 = 96
        #expect(abs(estimator.velocity(at: ms(30)).x - 96) < 1e-9)
        estimator.add(Point(x: 8, y: 0), at: ms(40))  // 500 pt/s: 100 + 76.8 = 176.8
        #expect(abs(estimator.velocity(at: ms(40)).x - 176.8) < 1e-9)
    }

    @Test func samplesUnderAMillisecondAreDroppedAndCountInTheNext() {
        var estimator = VelocityEstimator()
        estimator.reset(at: Point(x: 0, y: 0), time: ms(0))
        estimator.add(Point(x: 1, y: 0), at: ms(10))  // 100 pt/s
        estimator.add(Point(x: 50, y: 0), at: ms(10.5))  // dropped: 0.5 ms after the last kept
        #expect(abs(estimator.velocity(at: ms(10.5)).x - 100) < 1e-9)
        estimator.add(Point(x: 3, y: 0), at: ms(20))  // from (1, 10 ms): 200 pt/s → 120
        #expect(abs(estimator.velocity(at: ms(20)).x - 120) < 1e-9)
    }

    @Test func aGapRestartsAndAStillFingerHasNoSpeed() {
        var estimator = VelocityEstimator()
        estimator.reset(at: Point(x: 0, y: 0), time: ms(0))
        estimator.add(Point(x: 10, y: 0), at: ms(10))  // 1000 pt/s
        #expect(abs(estimator.velocity(at: ms(110)).x - 1000) < 1e-9)  // 100 ms: still counts
        #expect(estimator.velocity(at: ms(110.5)) == .zero)  // older: the finger stopped
        estimator.add(Point(x: 40, y: 0), at: ms(160))  // 150 ms gap: 30 pt / 0.15 s = 200, alone
        #expect(abs(estimator.velocity(at: ms(160)).x - 200) < 1e-9)
    }

    @Test func aFingerHeldStillWhileThePanelReportsItHasNoSpeed() {
        var estimator = VelocityEstimator()
        estimator.reset(at: Point(x: 0, y: 0), time: ms(0))
        estimator.add(Point(x: 10, y: 0), at: ms(10))  // 1000 pt/s
        // Reports every 20 ms at the same place: the blend shrinks (800, 640, …) …
        for step in 1...5 { estimator.add(Point(x: 10, y: 0), at: ms(10 + Double(step) * 20)) }
        #expect(abs(estimator.velocity(at: ms(110)).x - 1000 * 0.8 * 0.8 * 0.8 * 0.8 * 0.8) < 1e-9)
        // … and once the last movement (at 10 ms) is more than 100 ms old, it is zero, though
        // the report at 130 ms is fresh.
        estimator.add(Point(x: 10, y: 0), at: ms(130))
        #expect(estimator.velocity(at: ms(130)) == .zero)
    }

    @Test func aPanReportsTheEstimateFromKernelTimestamps() {
        let h = GestureHarness()
        let view = h.addView()
        let pan = h.attach(PanGestureRecognizer(name: "pan"), to: view)
        var velocities: [Double] = []
        pan.addAction { r in velocities.append(r.velocity(in: view).y) }
        h.send(at: 1.0, [record(1, .began, t: 1.0, 100, 100)])
        // 6 pt per 10 ms = 600 pt/s, then 3 pt per 10 ms = 300 pt/s.
        var y = 100.0
        for step in 1...4 {
            y += step <= 2 ? 6 : 3
            h.send(at: 1.0 + Double(step) * 0.01, [record(1, .moved, t: 1.0 + Double(step) * 0.01, 100, y)])
        }
        // The pan begins at the second move (12 pt): 600, 600, then 0.2·300 + 0.8·600 = 540,
        // then 0.2·300 + 0.8·540 = 492.
        #expect(velocities.count == 3)
        #expect(zip(velocities, [600.0, 540, 492]).allSatisfy { abs($0 - $1) < 1e-6 })
        // Lifted 150 ms after the last move: the finger had stopped.
        h.send(at: 1.19, [record(1, .ended, t: 1.19, 100, y)])
        #expect(velocities.last == 0)
    }
}
