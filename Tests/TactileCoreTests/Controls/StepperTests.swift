import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// A stepper at (100, 100), 94 × 32: the − half is screen x 100…147, the + half 147…194, both
/// y 100…132. Touches go through the dispatcher on the virtual clock.
@Suite struct StepperTests {
    let minus = (120.0, 116.0)
    let plus = (170.0, 116.0)

    func make(_ configure: (Stepper) -> Void = { _ in }) -> (ControlScreenHarness, Stepper, ControlEventLog) {
        let c = ControlScreenHarness()
        let stepper = Stepper(frame: Rect(x: 100, y: 100, width: 94, height: 32))
        configure(stepper)
        c.window.addSubview(stepper)
        return (c, stepper, ControlEventLog(stepper))
    }

    @Test func tapsStepUpAndDown() {
        let (c, stepper, log) = make()
        c.tap(1, at: 1, plus.0, plus.1)
        #expect(stepper.value == 1)
        c.tap(2, at: 2, plus.0, plus.1)
        c.tap(3, at: 3, minus.0, minus.1)
        #expect(stepper.value == 1)
        // Each tap: the step at touch down, then the tap's touch up.
        #expect(log.events == ["down", "value", "upInside", "down", "value", "upInside", "down", "value", "upInside"])
        #expect(!stepper.isHighlighted && stepper.pressedHalf == nil)
    }

    @Test func theMinusHalfIsDeadAtTheMinimum() {
        let (c, stepper, log) = make()
        #expect(!stepper.canStep(.decrement) && stepper.canStep(.increment))
        c.tap(1, at: 1, minus.0, minus.1)
        // No step and no event at all: the half takes no touch.
        #expect(stepper.value == 0)
        #expect(log.events.isEmpty)
    }

    @Test func aStepStopsAtTheMaximum() {
        let (c, stepper, log) = make {
            $0.maximumValue = 10; $0.value = 9.5
        }
        c.tap(1, at: 1, plus.0, plus.1)
        #expect(stepper.value == 10)
        #expect(!stepper.canStep(.increment))
        c.tap(2, at: 2, plus.0, plus.1)
        #expect(stepper.value == 10)
        #expect(log.count("value") == 1)
    }

    @Test func wrapsGoesRoundBothWays() {
        let (c, stepper, _) = make {
            $0.maximumValue = 3; $0.wraps = true; $0.value = 3
        }
        #expect(stepper.canStep(.increment))
        c.tap(1, at: 1, plus.0, plus.1)
        #expect(stepper.value == 0)
        c.tap(2, at: 2, minus.0, minus.1)
        #expect(stepper.value == 3)
        c.tap(3, at: 3, minus.0, minus.1)
        #expect(stepper.value == 2)
    }

    @Test func hostileLimitsAndValues() {
        let stepper = Stepper()
        stepper.value = .nan
        #expect(stepper.value == 0)
        stepper.value = 1000
        #expect(stepper.value == 100)
        stepper.stepValue = -1
        stepper.stepValue = .nan
        stepper.stepValue = .infinity
        #expect(stepper.stepValue == 1)
        // A minimum above the maximum raises the maximum; the value follows into the range.
        stepper.minimumValue = 150
        #expect(stepper.maximumValue == 150 && stepper.value == 150)
        stepper.maximumValue = -5
        #expect(stepper.minimumValue == -5 && stepper.value == -5)
        stepper.maximumValue = .nan
        #expect(stepper.maximumValue == -5)
    }

    /// Held from t = 1: a step at once, repeats from 1.5 every 0.1 s up to 3.5 (held 2.5 s), then
    /// every 0.05 s; lifted at 3.975.
    @Test func autorepeatTiming() {
        let (c, stepper, _) = make()
        var times: [Double] = []
        stepper.addAction(for: .valueChanged) { _ in times.append(c.now) }
        c.down(1, at: 1, plus.0, plus.1)
        #expect(stepper.isRepeating)
        c.advance(to: 3.975)
        c.up(1, at: 3.975, plus.0, plus.1)
        var expected = [1.0]
        for k in 0...20 { expected.append(1.5 + 0.1 * Double(k)) }
        for k in 1...9 { expected.append(3.5 + 0.05 * Double(k)) }
        #expect(times.count == expected.count)
        #expect(zip(times, expected).allSatisfy { nearly($0, $1) })
        #expect(stepper.value == Double(expected.count))
        #expect(!stepper.isRepeating)
        // Nothing more after the lift.
        c.advance(to: 6)
        #expect(stepper.value == Double(expected.count))
    }

    @Test func notContinuousSendsOnceAtTheLift() {
        let (c, stepper, log) = make { $0.isContinuous = false }
        c.down(1, at: 1, plus.0, plus.1)
        c.advance(to: 1.65)
        // Steps at 1.0, 1.5 and 1.6, but no event yet.
        #expect(stepper.value == 3)
        #expect(log.count("value") == 0)
        c.up(1, at: 1.65, plus.0, plus.1)
        #expect(log.events == ["down", "value", "upInside"])
    }

    @Test func withoutAutorepeatAHoldIsOneStep() {
        let (c, stepper, _) = make { $0.autorepeat = false }
        c.down(1, at: 1, plus.0, plus.1)
        c.advance(to: 3)
        c.up(1, at: 3, plus.0, plus.1)
        #expect(stepper.value == 1)
    }

    @Test func repeatingStopsAtTheLimit() {
        let (c, stepper, log) = make { $0.maximumValue = 3 }
        c.down(1, at: 1, plus.0, plus.1)
        c.advance(to: 1.7)
        // 1.0 → 1, 1.5 → 2, 1.6 → 3: the + half is then dead and the repeat stops.
        #expect(stepper.value == 3)
        #expect(!stepper.isRepeating)
        #expect(log.count("value") == 3)
        c.up(1, at: 2, plus.0, plus.1)
    }

    @Test func draggingOutStopsTheRepeat() {
        let (c, stepper, _) = make()
        c.down(1, at: 1, plus.0, plus.1)
        // Past the 70 pt hysteresis on the right (screen x 194 + 70 = 264).
        c.move(1, at: 1.2, 300, 116)
        #expect(!stepper.isRepeating)
        c.move(1, at: 1.3, plus.0, plus.1)
        c.advance(to: 3)
        #expect(stepper.value == 1)
        c.up(1, at: 3, plus.0, plus.1)
    }

    /// At scale 1 the − glyph is the rect x 16.5…30.5, y 15…17 of the stepper: pixel (23, 15)
    /// is fully inside it.
    @Test func theDeadHalfIsGreyed() {
        let (screen, window, target) = makeScreen(width: 100, height: 40)
        let stepper = Stepper(frame: Rect(x: 0, y: 0, width: 94, height: 32))
        window.backgroundColor = .white
        window.addSubview(stepper)
        screen.renderAll(into: target)
        let accent = Palette.light.accent.premultiplied & 0xFF_FFFF
        #expect(target.pixel(x: 23, y: 15) & 0xFF_FFFF != accent)
        // The + glyph (centre x 70.5) is in the tint.
        #expect(target.pixel(x: 70, y: 15) & 0xFF_FFFF == accent)
        stepper.value = 1
        screen.renderAll(into: target)
        #expect(target.pixel(x: 23, y: 15) & 0xFF_FFFF == accent)
        // A tint set on the window reaches the glyphs.
        window.tintColor = Color(rgb: 0xFF_0000)
        screen.renderAll(into: target)
        #expect(target.pixel(x: 23, y: 15) & 0xFF_FFFF == 0xFF_0000)
    }
}
