import Foundation
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// Simulations on the animator, stepped by a real `RunLoop`'s frame clock at 60 Hz in virtual
/// time: every frame's value against the closed form at that frame's time, and no tick after rest.
@Suite struct SimulationAnimationTests {
    let clock = VirtualClock()
    let loop: TactilePlatform.RunLoop
    let animator = Animator()
    let k = 1000 * log(0.998)

    init() throws {
        loop = try TactilePlatform.RunLoop(clock: clock, frameInterval: .period(hertz: 60))
        animator.attach(to: loop)
    }

    final class Frames {
        var times: [Double] = []
        var positions: [Double] = []
        var velocities: [Double] = []
    }

    /// Runs `simulation` on the animator and records each frame: seconds since the first
    /// frame, position, and the simulation's velocity then.
    func record(_ simulation: Simulation<Double>, completions: inout [Bool]) -> Frames {
        let frames = Frames()
        var start: Instant?
        var finished: [Bool] = []
        animator.animate(
            nil, simulation: simulation,
            apply: { position in
                let now = self.clock.now()
                start = start ?? now
                frames.times.append((now - start!).seconds)
                frames.positions.append(position)
                frames.velocities.append(simulation.velocity)
            }, completion: { finished.append($0) })
        loop.run(until: Instant.zero + .seconds(10))
        completions = finished
        return frames
    }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(b)) }

    @Test func aFlingDecaysFrameByFrameAsTheClosedFormAndStopsTicking() {
        var completions: [Bool] = []
        let frames = record(DecaySimulation(position: 100, velocity: 2000), completions: &completions)
        let resting = 100 + 2000 / -k
        // Every frame but the last is the closed form at its time, with more than half a point to go.
        for (index, t) in frames.times.dropLast().enumerated() {
            let x = 100 + 2000 * (pow(0.998, 1000 * t) - 1) / k
            #expect(close(frames.positions[index], x), "frame \(index) at \(t)")
            #expect(resting - x >= 0.5)
        }
        // The last is the first frame with under half a point to go, and shows the resting point.
        let last = frames.times.last ?? 0
        #expect(resting - (100 + 2000 * (pow(0.998, 1000 * last) - 1) / k) < 0.5)
        #expect(close(frames.positions.last ?? 0, resting))
        #expect(abs((frames.positions.last ?? 0) - 1099) < 0.05)
        #expect(frames.velocities.last == 0)
        // Frames 1/60 s apart (to the nanosecond), ending ≈ 3.797 s in (τ·ln 1998).
        #expect(frames.times.count == Int((last * 60).rounded()) + 1)
        #expect(abs(last - 3.797) < 1 / 60.0)
        #expect(completions == [true])
        // Nothing ticks after rest: the frame clock has stopped and stays stopped.
        #expect(!loop.isAnimating && loop.nextDeadline == nil && !animator.isRunning)
        loop.resetStatistics()
        loop.run(until: Instant.zero + .seconds(20))
        #expect(loop.statistics.wakeups == 0)
    }

    @Test func aFlingIntoAnEdgeGoesBeyondTurnsAndSettlesFlush() {
        var completions: [Bool] = []
        let frames = record(
            BoundedDecaySimulation(position: 0, velocity: 2000, lowerEdge: 0, upperEdge: 500),
            completions: &completions)
        let crossing = log(1 + k * 500 / 2000) / k
        let crossingVelocity = 2000 + k * 500
        /// Beyond the edge: x = v·s·e^(−10s), v(s) = v·e^(−10s)(1 − 10s), s after the crossing.
        func beyond(_ s: Double) -> (x: Double, v: Double) {
            (crossingVelocity * s * exp(-10 * s), crossingVelocity * exp(-10 * s) * (1 - 10 * s))
        }
        for (index, t) in frames.times.dropLast().enumerated() {
            if t < crossing {
                #expect(close(frames.positions[index], 2000 * (pow(0.998, 1000 * t) - 1) / k))
            } else {
                #expect(close(frames.positions[index], 500 + beyond(t - crossing).x), "frame \(index) at \(t)")
                #expect(close(frames.velocities[index], beyond(t - crossing).v))
            }
        }
        // Beyond the edge the velocity passes zero and reverses.
        let outside = frames.positions.indices.filter { frames.positions[$0] > 500 }
        #expect(outside.contains { frames.velocities[$0] > 0 })
        #expect(outside.contains { frames.velocities[$0] < 0 })
        #expect((frames.positions.max() ?? 0) <= 500 + crossingVelocity * 0.1 / M_E + 1e-9)
        #expect((frames.positions.max() ?? 0) > 530)
        // On the way back each point is passed slower than on the way out.
        var compared = 0
        for index in outside where frames.velocities[index] < 0 {
            let distance = frames.positions[index] - 500
            // The outward time at that distance, by bisection on [0, 0.1] where x rises.
            var low = 0.0, high = 0.1
            for _ in 0..<100 {
                let middle = (low + high) / 2
                if beyond(middle).x < distance { low = middle } else { high = middle }
            }
            #expect(abs(frames.velocities[index]) < beyond(low).v)
            compared += 1
        }
        #expect(compared > 5)
        // Ends exactly flush, finished, and the frame clock stops.
        #expect(frames.positions.last == 500 && frames.velocities.last == 0)
        #expect(completions == [true])
        #expect(!loop.isAnimating)
    }

    @Test func withoutBouncesTheFlingStopsAtTheEdge() {
        var completions: [Bool] = []
        let frames = record(
            BoundedDecaySimulation(
                position: 0, velocity: 2000, lowerEdge: 0, upperEdge: 500,
                bounces: false), completions: &completions)
        let crossing = log(1 + k * 500 / 2000) / k
        #expect(frames.positions.allSatisfy { $0 <= 500 })
        #expect(frames.positions.last == 500)
        // The last frame is the first at or after the crossing.
        let last = frames.times.last ?? 0
        #expect(last >= crossing && last - crossing < 1 / 60.0)
        #expect(completions == [true] && !loop.isAnimating)
    }

    @Test func theCriticallyDampedReturnFollowsItsClosedForm() {
        var completions: [Bool] = []
        let frames = record(SpringSimulation(position: -60, target: 0), completions: &completions)
        for (index, t) in frames.times.dropLast().enumerated() {
            let x = -60 * exp(-10 * t) * (1 + 10 * t), v = 6000 * t * exp(-10 * t)
            #expect(close(frames.positions[index], x), "frame \(index) at \(t)")
            #expect(!(abs(x) < 0.5 && abs(v) < 5))
        }
        #expect(frames.positions.last == 0)
        #expect(frames.positions.allSatisfy { $0 <= 0 })  // no overshoot
        #expect(completions == [true] && !loop.isAnimating)
    }

    @Test func removingItReportsWhereAndHowFastItWas() {
        final class Box {}
        let box = Box()
        let simulation = DecaySimulation(position: 0, velocity: 1500)
        let key = AnimationKey(box, .center)
        var completions: [Bool] = []
        var applied: [Double] = []
        let animation = animator.animate(
            key, simulation: simulation, apply: { applied.append($0) },
            completion: { completions.append($0) })
        #expect(animation.totalDuration == nil)
        // Frame 12 falls at 12 · 16 666 667 ns, just after 200 ms.
        loop.run(until: Instant.zero + .milliseconds(201))
        // A simulation's values go where `apply` puts them: no presentation value of its own.
        #expect(animator.presentationValue(for: key, as: Double.self) == nil)
        let stop = animator.removeAnimation(for: key)
        #expect(stop?.finished == false)
        #expect(completions == [false])
        // The last frame was frame 12: the simulation holds that frame's state.
        let t = Double(Interval.period(hertz: 60).nanoseconds * 12) / 1e9
        #expect(abs(t - 0.2) < 1e-8)
        #expect(close(simulation.position, 1500 * (pow(0.998, 1000 * t) - 1) / k))
        #expect(close(simulation.velocity, 1500 * pow(0.998, 1000 * t)))
        #expect(simulation.position == applied.last && !simulation.isAtRest)
        #expect(!loop.isAnimating)
        loop.run(until: Instant.zero + .seconds(2))
        #expect(applied.count == 13)
    }

    @Test func aNewAnimationOfTheKeyReplacesTheSimulationWhereItWas() {
        final class Box { var value = 0.0 }
        let box = Box()
        let key = AnimationKey(box, .center)
        let simulation = DecaySimulation(position: 0, velocity: 1500)
        var completions: [Bool] = []
        animator.animate(key, simulation: simulation, apply: { box.value = $0 }, completion: { completions.append($0) })
        loop.run(until: Instant.zero + .milliseconds(100))
        let reached = box.value
        #expect(reached > 100 && simulation.position == reached)
        animator.animate(
            key, from: reached, to: 0.0,
            parameters: AnimationParameters(duration: .milliseconds(100), timing: .curve(.linear)),
            apply: { box.value = $0 })
        #expect(completions == [false])
        loop.run(until: Instant.zero + .seconds(1))
        #expect(box.value == 0 && simulation.position == reached && !loop.isAnimating)
    }
}

/// A view property moved by a simulation: the model follows it frame by frame.
@Suite struct ViewSimulationTests {
    let screen: Screen
    let window: Window
    var animator: Animator { screen.animator }

    init() {
        (screen, window, _) = makeScreen(width: 400, height: 300)
    }

    @Test func aViewsCenterFollowsAPointSimulation() {
        let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        // A curve animation of the centre runs first; the simulation stops it and shows the model.
        View.animate(duration: .seconds(1), animations: {})
        animator.animate(withDuration: .seconds(1), changes: { view.center = Point(x: 200, y: 200) })
        animator.tick(now: ms(0))
        animator.tick(now: ms(500))
        #expect(view.hasPresentationOverride)
        var completions: [Bool] = []
        let simulation = PointSimulation(
            x: DecaySimulation(position: 10, velocity: 600),
            y: SpringSimulation(position: 10, target: 50))
        let animation = view.animate(
            .center, with: simulation, set: { view.center = $0 },
            completion: { completions.append($0) })
        #expect(animation != nil && !view.hasPresentationOverride)
        for step in 0...12 {
            let t = Double(step) * 0.05
            animator.tick(now: ms(600 + 50 * step))
            let x = 10 + 600 * (pow(0.998, 1000 * t) - 1) / (1000 * log(0.998))
            let y = 50 - 40 * exp(-10 * t) * (1 + 10 * t)
            #expect(abs(view.center.x - x) < 1e-9 && abs(view.center.y - y) < 1e-9, "at \(t)")
            #expect(view.presentation.center == view.center)
        }
        // Interrupted through the view: it stays where the last frame put it.
        let stopped = view.center
        #expect(view.removeAnimation(for: .center)?.finished == false)
        #expect(completions == [false] && view.center == stopped && !animator.isRunning)
    }

    @Test func onNoScreenNothingHappens() {
        let view = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let animation = view.animate(
            .center,
            with: PointSimulation(
                x: DecaySimulation(position: 0, velocity: 100),
                y: DecaySimulation(position: 0, velocity: 0)),
            set: { view.center = $0 })
        #expect(animation == nil && view.center == Point(x: 10, y: 10))
    }
}
