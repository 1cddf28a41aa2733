import TactileSystem
import Testing

@testable import TactilePlatform

@Suite struct FrameTimingTests {
    @Test func jitterIsTheStandardDeviationOfTheIntervals() {
        // Intervals 10, 12, 8, 10 ms: mean 10, deviations 0, 2, −2, 0 → σ = √2 ms.
        let ms: Int64 = 1_000_000
        let times = [0, 10, 22, 30, 40].map { Instant(nanoseconds: $0 * ms) }
        let timing = FrameTiming(timestamps: times, nominalInterval: .milliseconds(10))
        #expect(timing.frameCount == 5)
        #expect(abs(timing.meanIntervalMilliseconds - 10) < 1e-12)
        #expect(abs(timing.jitterMilliseconds - 2.0.squareRoot()) < 1e-12)
        #expect(abs(timing.maximumDeviationMilliseconds - 2) < 1e-12)
        #expect(abs(timing.frameRate - 100) < 1e-9)
    }

    @Test func fewerThanTwoFramesHaveNoIntervals() {
        let timing = FrameTiming(timestamps: [Instant(nanoseconds: 5)], nominalInterval: .milliseconds(16))
        #expect(timing.meanIntervalMilliseconds == 0 && timing.jitterMilliseconds == 0 && timing.frameRate == 0)
    }

    @Test func intervalArithmetic() {
        #expect(Interval.period(hertz: 60).nanoseconds == 16_666_667)
        #expect(Interval.seconds(1.5) == .milliseconds(1_500))
        #expect((Instant(nanoseconds: 10) + .microseconds(2)) - Instant(nanoseconds: 10) == Interval(nanoseconds: 2_000))
        let clock = VirtualClock(start: Instant(nanoseconds: 100))
        clock.advance(to: Instant(nanoseconds: 50))
        #expect(clock.now() == Instant(nanoseconds: 100))
        clock.advance(by: .microseconds(1))
        #expect(clock.now() == Instant(nanoseconds: 1_100))
        let real = MonotonicClock()
        #expect(real.now() <= real.now())
    }
}
