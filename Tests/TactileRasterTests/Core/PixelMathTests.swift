import TactileSystem
import Testing

@testable import TactileRaster

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

    // The vector forms the span kernels use must equal the scalar forms bit for bit.

    @Test func vectorMultiplyEqualsScalarForEveryPair() {
        var wrong = 0
        for a in UInt16(0)...255 {
            for b in stride(from: UInt16(0), through: 255, by: 8) {
                let f = SIMD8<UInt16>(b, b + 1, b + 2, b + 3, b + 4, b + 5, b + 6, b + 7)
                let product = PixelMath.multiply(SIMD8<UInt16>(repeating: a), f)
                for lane in 0..<8 where UInt32(product[lane]) != PixelMath.multiply(UInt32(a), UInt32(f[lane])) {
                    wrong += 1
                }
            }
        }
        #expect(wrong == 0)
    }

    @Test func vectorScaleAndOverEqualScalar() {
        var generator = SplitMix64(seed: 2)
        var wrong = 0
        for _ in 0..<20_000 {
            var sources = SIMD4<UInt32>(), destinations = SIMD4<UInt32>(), factors = SIMD4<UInt32>()
            for lane in 0..<4 {
                let alpha = UInt32(generator.next() & 0xFF)
                func channel() -> UInt32 { UInt32(generator.next() % UInt64(alpha + 1)) }
                sources[lane] = alpha << 24 | channel() << 16 | channel() << 8 | channel()
                destinations[lane] = UInt32(truncatingIfNeeded: generator.next())
                factors[lane] = UInt32(generator.next() & 0xFF)
            }
            let scaled = PixelMath.scale(destinations, by: PixelMath.pixelFactors(factors))
            let blended = PixelMath.over(sources, destinations)
            for lane in 0..<4 {
                if scaled[lane] != PixelMath.scale(destinations[lane], by: factors[lane]) { wrong += 1 }
                if blended[lane] != PixelMath.over(sources[lane], destinations[lane]) { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test func vectorRGB565PackingEqualsScalar() {
        var generator = SplitMix64(seed: 3)
        var wrong = 0
        for start in stride(from: 0, to: 65536, by: 8) {
            var values = SIMD8<UInt16>()
            for lane in 0..<8 { values[lane] = UInt16(start + lane) }
            let (low, high) = PixelMath.expand565(values)
            for lane in 0..<8 where (lane < 4 ? low[lane] : high[lane - 4]) != PixelMath.expand565(values[lane]) {
                wrong += 1
            }
            var pixels = (SIMD4<UInt32>(), SIMD4<UInt32>())
            for lane in 0..<4 {
                pixels.0[lane] = UInt32(truncatingIfNeeded: generator.next())
                pixels.1[lane] = UInt32(truncatingIfNeeded: generator.next())
            }
            let packed = PixelMath.pack565(pixels.0, pixels.1)
            for lane in 0..<8 where packed[lane] != PixelMath.pack565(lane < 4 ? pixels.0[lane] : pixels.1[lane - 4]) {
                wrong += 1
            }
        }
        #expect(wrong == 0)
    }
}
