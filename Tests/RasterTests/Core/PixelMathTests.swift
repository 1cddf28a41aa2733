import Testing
import Raster

@Suite struct PixelMathTests {
    @Test func multiplyRoundsToNearestForEveryPair() {
        for a in UInt32(0)...255 {
            for b in UInt32(0)...255 {
                let exact = (Double(a) * Double(b) / 255).rounded()
                #expect(Double(PixelMath.multiply(a, b)) == exact, "\(a)×\(b)")
            }
        }
    }

    @Test func overMatchesTheFormulaWithinOneStep() {
        var generator = SplitMix64(seed: 1)
        for _ in 0..<20_000 {
            let alpha = UInt32(generator.next() & 0xFF)
            func channel() -> UInt32 { UInt32(generator.next() % UInt64(alpha + 1)) }
            let source = alpha << 24 | channel() << 16 | channel() << 8 | channel()
            let destination = UInt32(truncatingIfNeeded: generator.next()) | 0xFF00_0000
            let result = PixelMath.over(source, destination)
            for shift in [0, 8, 16, 24] as [UInt32] {
                let s = Double((source >> shift) & 0xFF), d = Double((destination >> shift) & 0xFF)
                let exact = s + d * (255 - Double(alpha)) / 255
                #expect(abs(Double((result >> shift) & 0xFF) - exact) <= 1)
            }
        }
    }

    @Test func rgb565RoundTripsEveryValue() {
        for value in UInt16(0)...UInt16.max {
            #expect(PixelMath.pack565(PixelMath.expand565(value)) == value)
        }
    }
}
