import TactileSystem
import Testing

@testable import TactileRaster

/// The shared digit loop at the edges of UInt64 and Int64, where a careless loop traps.
@Suite struct DecimalDigitsTests {
    @Test func unsignedLimits() {
        #expect(DecimalDigits.value("0", maximum: .max) == 0)
        #expect(DecimalDigits.value("18446744073709551615", maximum: .max) == UInt64.max)
        #expect(DecimalDigits.value("18446744073709551616", maximum: .max) == nil)
        #expect(DecimalDigits.value("99999999999999999999999", maximum: .max) == nil)
        #expect(DecimalDigits.value("00000000000000000000000042", maximum: .max) == 42)
        #expect(DecimalDigits.value("86400", maximum: 86_400) == 86_400)
        #expect(DecimalDigits.value("86401", maximum: 86_400) == nil)
    }

    @Test func onlyDigits() {
        for text in ["", "+1", "-1", " 1", "1 ", "1a", "0x10", "１"] {
            #expect(DecimalDigits.value(text, maximum: .max) == nil, "\(text)")
        }
    }

    @Test func signedLimits() {
        func signed(_ text: String, _ minimum: Int64 = .min, _ maximum: Int64 = .max) -> Int64? {
            DecimalDigits.signedValue(Array(text.utf8)[...], minimum: minimum, maximum: maximum)
        }
        #expect(signed("-9223372036854775808") == Int64.min)
        #expect(signed("9223372036854775807") == Int64.max)
        #expect(signed("+9223372036854775807") == Int64.max)
        #expect(signed("9223372036854775808") == nil)
        #expect(signed("-9223372036854775809") == nil)
        #expect(signed("-2147483648", Int64(Int32.min), Int64(Int32.max)) == Int64(Int32.min))
        #expect(signed("2147483648", Int64(Int32.min), Int64(Int32.max)) == nil)
        #expect(signed("-0") == 0)
        #expect(signed("-") == nil)
        #expect(signed("+") == nil)
        #expect(signed("--1") == nil)
    }
}
