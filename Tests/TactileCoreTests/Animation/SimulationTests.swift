import Foundation
import TactileCore
import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

/// Simulations against the closed forms of docs/scroll-physics.md ('Deceleration', 'Bounce',
/// 'Rubber band') and docs/animation.md ('Springs'), recomputed here with libm.
@Suite struct SimulationTests {
    /// Decay: x(t) = x0 + v0·(d^(1000t) − 1)/k, v(t) = v0·d^(1000t), k = 1000·ln d.
    static func decay(x0: Double, v0: Double, d: Double, t: Double) -> (x: Double, v: Double) {
        let k = 1000 * log(d)
        let factor = pow(d, 1000 * t)
        return (x0 + v0 * (factor - 1) / k, v0 * factor)
    }

    @Test func decayFollowsTheClosedForm() {
        for (d, rate) in [(0.998, DecelerationRate.normal), (0.99, .fast)] {
            let simulation = DecaySimulation(position: 40, velocity: -1200, decelerationRate: rate, threshold: 0.25)
            for step in 0...400 {
                let t = Double(step) * 0.005
                let expected = Self.decay(x0: 40, v0: -1200, d: d, t: t)
                let state = simulation.state(at: t)
                let remaining = abs(40 + 1200 / (1000 * log(d)) - expected.x)
                if remaining < 0.25 {
                    #expect(state.isAtRest && state.velocity == 0)
                    #expect(state.position == simulation.restingPosition)
                } else {
                    #expect(!state.isAtRest)
                    #expect(abs(state.position - expected.x) <= 1e-9 * max(1, abs(expected.x)), "d \(d) at \(t)")
                    #expect(abs(state.velocity - expected.v) <= 1e-9 * abs(expected.v))
                }
                #expect(abs(simulation.position(at: t) - expected.x) <= 1e-9 * max(1, abs(expected.x)))
            }
        }
    }

    @Test func aFlingOf2000PointsPerSecondTravelsAbout999Points() {
        let simulation = DecaySimulation(position: 0, velocity: 2000)
        // −v0/k = 2000 / (1000 · 0.0020020027) ≈ 999.0.
        #expect(abs(simulation.restingPosition - 999) < 0.05)
        #expect(abs(simulation.restingPosition - 2000 / (-1000 * log(0.998))) < 1e-9)
        // Time constant −1/k ≈ 499.5 ms; the fast rate's ≈ 99.5 ms.
        #expect(abs(DecelerationRate.normal.timeConstant * 1000 - 499.5) < 0.05)
        #expect(abs(DecelerationRate.fast.timeConstant * 1000 - 99.5) < 0.05)
        // After one time constant the velocity has fallen to 1/e.
        let tau = DecelerationRate.normal.timeConstant
        #expect(abs(simulation.velocity(at: tau) - 2000 / M_E) < 1e-9)
        // At rest once 999·e^(−t/τ) < 0.5: t = τ·ln 1998 ≈ 3.797 s.
        let rest = tau * log(999.0 / 0.5)
        #expect(abs(rest - 3.797) < 0.001)
        #expect(!simulation.state(at: rest - 0.001).isAtRest)
        #expect(simulation.state(at: rest + 0.001).isAtRest)
    }

    @Test func timeToReachInvertsTheDecay() {
        let simulation = DecaySimulation(position: 10, velocity: 2000)
        let time = simulation.time(toReach: 510)
        // e^(kt) = 1 + k·500/2000.
        let k = 1000 * log(0.998)
        #expect(time.map { abs($0 - log(1 + k * 0.25) / k) < 1e-12 } ?? false)
        #expect(time.map { abs(simulation.position(at: $0) - 510) < 1e-9 } ?? false)
        #expect(simulation.time(toReach: 10) == 0)
        #expect(simulation.time(toReach: 0) == nil)  // behind the start
        #expect(simulation.time(toReach: 1200) == nil)  // beyond the resting point
        #expect(DecaySimulation(position: 0, velocity: 0).time(toReach: 5) == nil)
    }

    @Test func aFlingWithoutVelocityIsAtRestAtOnce() {
        let simulation = DecaySimulation(position: 7, velocity: 0)
        simulation.step(to: 0)
        #expect(simulation.isAtRest && simulation.position == 7 && simulation.velocity == 0)
    }

    /// The scroll view's return: mass 1, stiffness 100, ζ = 1 → β = 10, so from x0 at rest
    /// x(t) = x0·e^(−10t)(1 + 10t) and v(t) = −100·x0·t·e^(−10t).
    @Test func criticallyDampedReturnMatchesTheHandSolution() {
        #expect(Spring.criticallyDamped.dampingRatio == 1)
        let simulation = SpringSimulation(position: 160, target: 100)
        for step in 0...300 {
            let t = Double(step) * 0.005
            let x = 60 * exp(-10 * t) * (1 + 10 * t), v = -6000 * t * exp(-10 * t)
            let state = simulation.state(at: t)
            if abs(x) < 0.5 && abs(v) < 10 * 0.5 {
                #expect(state.isAtRest && state.position == 100 && state.velocity == 0)
            } else {
                #expect(!state.isAtRest)
                #expect(abs(state.position - (100 + x)) < 1e-9, "at \(t)")
                #expect(abs(state.velocity - v) < 1e-9)
            }
        }
        // Within half a point: 60·e^(−10t)(1 + 10t) = 0.5 at t ≈ 0.6 s (6.0·e^(−6)·7 ≈ 1.04 at
        // 0.6; ≈ 0.5 a little later), so rest comes between 0.6 and 0.75 s.
        #expect(!simulation.state(at: 0.6).isAtRest)
        #expect(simulation.state(at: 0.75).isAtRest)
    }

    @Test func springVelocityIsTheDerivativeOfThePosition() {
        let springs = [
            Spring(), Spring(duration: .milliseconds(500), bounce: 0.3), .criticallyDamped,
            Spring(mass: 1.5, stiffness: 80, damping: 60)
        ]
        for spring in springs {
            for step in 1...100 {
                let t = Double(step) * 0.01, h = 1e-6
                let slope =
                    (spring.displacement(at: t + h, from: 30, velocity: -400)
                        - spring.displacement(at: t - h, from: 30, velocity: -400)) / (2 * h)
                let velocity = spring.velocity(at: t, from: 30, velocity: -400)
                #expect(abs(velocity - slope) < 1e-5 * max(1, abs(slope)), "\(spring) at \(t)")
            }
            #expect(spring.velocity(at: 0, from: 30, velocity: -400) == -400)
        }
    }

    @Test func anUnderdampedSpringPassingItsTargetFastIsNotAtRest() {
        // ζ = 0.5 from 100 pt away: it crosses the target (x = 0) moving at tens of points per second.
        let simulation = SpringSimulation(spring: Spring(), position: 100, target: 0)
        var crossings = 0
        var previous = simulation.state(at: 0).position
        for step in 1...2000 {
            let state = simulation.state(at: Double(step) * 0.001)
            if state.isAtRest { break }
            if (previous > 0) != (state.position > 0) { crossings += 1 }
            previous = state.position
        }
        #expect(crossings >= 3)
    }

    @Test func rubberBandGivesTheReferenceVectors() {
        #expect(abs(RubberBand.offset(forPull: 100, dimension: 960) - 52.02) < 0.005)
        #expect(abs(RubberBand.offset(forPull: 960, dimension: 960) - 340.65) < 0.005)
        // (1 − 1/(x·c/d + 1))·d, the other form of the same formula.
        let x = 333.0, d = 480.0
        #expect(abs(RubberBand.offset(forPull: x, dimension: d) - (1 - 1 / (x * 0.55 / d + 1)) * d) < 1e-9)
        #expect(RubberBand.offset(forPull: -100, dimension: 960) == -RubberBand.offset(forPull: 100, dimension: 960))
        #expect(RubberBand.offset(forPull: 1e12, dimension: 960) < 960)
        for pull in [-500.0, -3, 0, 0.5, 42, 960, 5000] {
            let offset = RubberBand.offset(forPull: pull, dimension: 960)
            #expect(abs(RubberBand.pull(forOffset: offset, dimension: 960) - pull) < 1e-9 * max(1, abs(pull)))
        }
        #expect(RubberBand.pull(forOffset: 960, dimension: 960) == .infinity)
    }
}

/// A fling into an edge (docs/scroll-physics.md, 'Bounce': decay, then the critically damped
/// spring from the velocity at the crossing).
@Suite struct BoundedDecaySimulationTests {
    let k = 1000 * log(0.998)

    @Test func aFlingThatStopsInsideIsAPlainDecay() {
        let simulation = BoundedDecaySimulation(position: 0, velocity: 2000, lowerEdge: 0, upperEdge: 2000)
        #expect(simulation.edgeTime == nil && simulation.returnSpring == nil)
        #expect(abs(simulation.restingPosition - 2000 / -k) < 1e-9)
        for step in 0...100 {
            let t = Double(step) * 0.04
            let plain = DecaySimulation(position: 0, velocity: 2000).state(at: t)
            #expect(simulation.state(at: t) == plain)
        }
    }

    @Test func aFlingPastTheEdgeSpringsBackFromTheCrossingVelocity() {
        let simulation = BoundedDecaySimulation(position: 0, velocity: 2000, lowerEdge: 0, upperEdge: 500)
        // The decay loses speed linearly with distance, v = v0 + k·(x − x0): ≈ 999 pt/s at 500.
        let crossingVelocity = 2000 + k * 500
        #expect(abs(crossingVelocity - 999) < 0.01)
        let crossing = log(1 + k * 500 / 2000) / k
        #expect(simulation.edgeTime.map { abs($0 - crossing) < 1e-12 } ?? false)
        #expect(simulation.restingPosition == 500)
        for step in 0...300 {
            let t = Double(step) * 0.005
            let state = simulation.state(at: t)
            if t < crossing {
                let expected = SimulationTests.decay(x0: 0, v0: 2000, d: 0.998, t: t)
                #expect(abs(state.position - expected.x) < 1e-9 && abs(state.velocity - expected.v) < 1e-9)
            } else {
                let s = t - crossing
                let x = crossingVelocity * s * exp(-10 * s)
                let v = crossingVelocity * exp(-10 * s) * (1 - 10 * s)
                if abs(x) < 0.5 && abs(v) < 5 {
                    #expect(state.isAtRest && state.position == 500 && state.velocity == 0)
                } else {
                    #expect(!state.isAtRest)
                    #expect(abs(state.position - (500 + x)) < 1e-9, "at \(t)")
                    #expect(abs(state.velocity - v) < 1e-9)
                }
            }
        }
        // The farthest point: 0.1 s after the crossing, v·0.1/e ≈ 36.75 pt beyond the edge.
        #expect(abs(simulation.state(at: crossing + 0.1).position - (500 + crossingVelocity * 0.1 / M_E)) < 1e-9)
        #expect(abs(simulation.state(at: crossing + 0.1).velocity) < 1e-9)
    }

    @Test func withoutBouncesItStopsDeadAtTheEdge() {
        let simulation = BoundedDecaySimulation(
            position: 300, velocity: -2000, lowerEdge: 0, upperEdge: 1000,
            bounces: false)
        let crossing = log(1 + k * -300 / -2000) / k
        #expect(simulation.returnSpring == nil)
        #expect(!simulation.state(at: crossing - 1e-6).isAtRest)
        let state = simulation.state(at: crossing)
        #expect(state.isAtRest && state.position == 0 && state.velocity == 0)
        #expect(simulation.state(at: crossing + 1) == state)
    }

    @Test func releasedBeyondAnEdgeItReturnsOnTheSpring() {
        // Rubber-banded 50 pt below the lower edge, released still.
        let simulation = BoundedDecaySimulation(position: -50, velocity: 0, lowerEdge: 0, upperEdge: 400)
        #expect(simulation.edgeTime == 0 && simulation.restingPosition == 0)
        for step in 0...40 {
            let t = Double(step) * 0.01
            let x = -50 * exp(-10 * t) * (1 + 10 * t)
            let state = simulation.state(at: t)
            if abs(x) >= 0.5 { #expect(abs(state.position - x) < 1e-9) } else { #expect(state.position == 0) }
        }
    }
}

@Suite struct PointSimulationTests {
    @Test func eachAxisMovesOnItsOwnAndTheWholeRestsWhenBothDo() {
        let x = DecaySimulation(position: 10, velocity: 800, decelerationRate: .fast)
        let y = SpringSimulation(position: 0, target: 40)
        let simulation = PointSimulation(x: x, y: y)
        #expect(simulation.restingPosition == Point(x: x.restingPosition, y: 40))
        var sawOneAxisResting = false
        for step in 0...200 {
            let t = Double(step) * 0.01
            let state = simulation.state(at: t)
            let sx = x.state(at: t), sy = y.state(at: t)
            #expect(state.position == Point(x: sx.position, y: sy.position))
            #expect(state.velocity == Point(x: sx.velocity, y: sy.velocity))
            #expect(state.isAtRest == (sx.isAtRest && sy.isAtRest))
            if sx.isAtRest != sy.isAtRest { sawOneAxisResting = true }
        }
        #expect(sawOneAxisResting)
        simulation.step(to: 5)
        #expect(simulation.isAtRest && simulation.position == simulation.restingPosition)
    }
}
