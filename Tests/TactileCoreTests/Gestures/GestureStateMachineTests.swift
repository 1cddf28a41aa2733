import TactileInput
import TactilePlatform
import TactileTestSupport
import Testing

@testable import TactileCore

/// The legal transitions, and a property test: random touch sequences on a view carrying every
/// recognizer only ever produce legal state sequences, and actions fire exactly once per
/// reported state other than failed.
@Suite struct GestureStateMachineTests {
    typealias State = GestureRecognizer.State
    static let all: [State] = [.possible, .began, .changed, .ended, .cancelled, .failed]

    @Test func theTableOfLegalTransitions() {
        // Written out from docs/gesture-arbitration.md, 'Recognizer states': discrete possible →
        // recognized | failed; continuous possible → began | failed, began/changed → changed |
        // ended | cancelled.
        let discrete: Set<String> = ["possible>ended", "possible>failed"]
        let continuous: Set<String> = [
            "possible>began", "possible>failed", "began>changed", "began>ended",
            "began>cancelled", "changed>changed", "changed>ended", "changed>cancelled"
        ]
        for from in Self.all {
            for to in Self.all {
                let key = "\(from)>\(to)"
                #expect(from.canTransition(to: to, discrete: true) == discrete.contains(key), "\(key) discrete")
                #expect(from.canTransition(to: to, discrete: false) == continuous.contains(key), "\(key) continuous")
            }
        }
        #expect(State.recognized == .ended)
        #expect(State.ended.name(discrete: true) == "recognized" && State.ended.name(discrete: false) == "ended")
    }

    @Test func anIllegalTransitionStopsTheProgramWithAMessage() async {
        await #expect(processExitsWith: .failure) {
            final class Broken: GestureRecognizer {
                override var isDiscrete: Bool { true }
            }
            let broken = Broken(name: "broken")
            broken.setState(.began)  // a discrete recognizer cannot begin
        }
    }

    @Test func actionsRunForEveryStateButFailed() {
        let h = GestureHarness()
        let view = h.addView()
        h.attach(PanGestureRecognizer(name: "pan"), to: view)
        h.attach(TapGestureRecognizer(name: "tap"), to: view)
        h.drag(1, at: 1.0, from: (100, 100), to: (100, 200), steps: 3)
        // The pan (added first) begins at the first 33 pt move and stops the tap.
        #expect(h.log == ["pan began", "tap failed", "pan changed", "pan changed", "pan ended"])
        #expect(h.actions == ["pan began", "pan changed", "pan changed", "pan ended"])
    }

    /// A small deterministic generator (xorshift), so a failing seed can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func unit() -> Double { Double(next() % 10_000) / 10_000 }
    }

    @Test(arguments: Array(1...120))
    func randomSequencesOnlyProduceLegalStateSequences(seed: Int) {
        var random = Generator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
        let h = GestureHarness()
        let view = h.addView()
        view.isMultipleTouchEnabled = true
        let doubleTap = TapGestureRecognizer(name: "double-tap", taps: 2)
        let tap = TapGestureRecognizer(name: "tap")
        tap.require(toFail: doubleTap)
        let pan = PanGestureRecognizer(name: "pan")
        let edge = ScreenEdgePanGestureRecognizer(name: "edge")
        pan.require(toFail: edge)
        let swipe = SwipeGestureRecognizer(name: "swipe", direction: [.left, .right])
        swipe.recognizeSimultaneously(with: pan)
        let pinch = PinchGestureRecognizer(name: "pinch")
        let rotation = RotationGestureRecognizer(name: "rotation")
        pinch.recognizeSimultaneously(with: rotation)
        let recognizers: [GestureRecognizer] = [
            tap, doubleTap, TapGestureRecognizer(name: "two", touches: 2),
            LongPressGestureRecognizer(name: "long"), pan, swipe, pinch, rotation, edge
        ]
        var delivered: [String: [State]] = [:]
        var acted: [String: [State]] = [:]
        for recognizer in recognizers {
            view.addGestureRecognizer(recognizer)
            recognizer.stateDidChange = { r in delivered[r.name, default: []].append(r.state) }
            recognizer.addAction { r in acted[r.name, default: []].append(r.state) }
        }
        if random.below(3) == 0 { tap.delaysTouchesBegan = true }
        if random.below(3) == 0 { pan.cancelsTouchesInView = false }

        var t = 1.0
        var down: [Int: (Double, Double)] = [:]
        var nextID = 1
        for _ in 0..<60 {
            t += [0.004, 0.012, 0.03, 0.2, 0.6][random.below(5)]
            h.advance(to: t)
            var records: [TouchRecord] = []
            switch random.below(10) {
            case 0...2 where down.count < 4:
                let point = (random.unit() * 400, random.unit() * 400)
                down[nextID] = point
                records.append(record(nextID, .began, t: t, point.0, point.1))
                nextID += 1
            case 3...7:
                for (id, point) in down.sorted(by: { $0.key < $1.key }) {
                    let moved = (point.0 + (random.unit() - 0.5) * 80, point.1 + (random.unit() - 0.5) * 80)
                    down[id] = moved
                    records.append(record(id, .moved, t: t, moved.0, moved.1, from: point))
                }
            default:
                if let id = down.keys.sorted().first {
                    let point = down.removeValue(forKey: id)!
                    records.append(record(id, random.below(8) == 0 ? .cancelled : .ended, t: t, point.0, point.1))
                }
            }
            if !records.isEmpty { h.dispatcher.dispatch(records) }
        }
        for (id, point) in down { h.dispatcher.dispatch([record(id, .ended, t: t + 0.01, point.0, point.1)]) }
        h.settle()

        for recognizer in recognizers {
            let states = delivered[recognizer.name] ?? []
            // Replay the reported states through the table, resetting after a finished state.
            var current = State.possible
            for state in states {
                if current.isFinished { current = .possible }
                #expect(
                    current.canTransition(to: state, discrete: recognizer.isDiscrete),
                    "seed \(seed): \(recognizer.name) \(current) → \(state) in \(states)")
                current = state
            }
            #expect(
                acted[recognizer.name] ?? [] == states.filter { $0 != .failed },
                "seed \(seed): \(recognizer.name) actions")
            #expect(recognizer.state == .possible, "seed \(seed): \(recognizer.name) settled")
        }
        #expect(!h.dispatcher.hasActiveTouches, "seed \(seed): the sequence is over")
    }
}
