import Testing

@testable import TactileText

@Suite struct UTF8DecodingTests {
    private func decode(_ bytes: [UInt8]) -> [UInt32] { UTF8Decoding.scalars(bytes).map(\.value) }

    @Test func validSequencesOfEveryLength() {
        // "a", "é" (C3 A9), "€" (E2 82 AC), "𝄞" (F0 9D 84 9E), and the extremes of each length.
        #expect(decode([0x61, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9D, 0x84, 0x9E]) == [0x61, 0xE9, 0x20AC, 0x1D11E])
        #expect(decode([0x00, 0x7F, 0xC2, 0x80, 0xDF, 0xBF]) == [0, 0x7F, 0x80, 0x7FF])
        #expect(
            decode([0xE0, 0xA0, 0x80, 0xED, 0x9F, 0xBF, 0xEE, 0x80, 0x80, 0xEF, 0xBF, 0xBF])
                == [0x800, 0xD7FF, 0xE000, 0xFFFF])
        #expect(decode([0xF0, 0x90, 0x80, 0x80, 0xF4, 0x8F, 0xBF, 0xBF]) == [0x10000, 0x10FFFF])
        #expect(decode([]) == [])
    }

    /// The Unicode Standard's own example (§3.9, Table 3-8): each maximal subpart is one U+FFFD.
    @Test func maximalSubpartsExampleFromTheStandard() {
        let bytes: [UInt8] = [0x61, 0xF1, 0x80, 0x80, 0xE1, 0x80, 0xC2, 0x62, 0x80, 0x63, 0x80, 0xBF, 0x64]
        #expect(decode(bytes) == [0x61, 0xFFFD, 0xFFFD, 0xFFFD, 0x62, 0xFFFD, 0x63, 0xFFFD, 0xFFFD, 0x64])
    }

    @Test func invalidSequencesBecomeReplacementCharacters() {
        let r: UInt32 = 0xFFFD
        #expect(decode([0x80]) == [r])  // stray continuation
        #expect(decode([0xC0, 0xAF]) == [r, r])  // overlong "/" (C0 never valid)
        #expect(decode([0xE0, 0x80, 0xAF]) == [r, r, r])  // overlong 3-byte: E0 needs A0...BF
        #expect(decode([0xED, 0xA0, 0x80]) == [r, r, r])  // surrogate U+D800
        #expect(decode([0xF4, 0x90, 0x80, 0x80]) == [r, r, r, r])  // above U+10FFFF
        #expect(decode([0xF5, 0x41]) == [r, 0x41])  // F5 never valid
        #expect(decode([0xE2, 0x82]) == [r])  // truncated at the end
        #expect(decode([0xE2, 0x82, 0x41]) == [r, 0x41])  // truncated before ASCII
        #expect(decode([0xF0, 0x9D, 0x84, 0xC3, 0xA9]) == [r, 0xE9])  // truncated before a valid sequence
        #expect(decode([0xFF, 0xFE]) == [r, r])
    }

    /// Seeded random bytes decode as the Swift standard library decodes them (it follows the same
    /// maximal-subpart rule).
    @Test func randomBytesAgreeWithTheStandardLibrary() {
        var state: UInt64 = 0x1234_5678_9ABC_DEF0
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        // Bytes biased towards the interesting ranges: ASCII, continuations and lead bytes.
        let palette: [UInt8] = [
            0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xE1,
            0xED, 0xEF, 0xF0, 0xF3, 0xF4, 0xF5, 0xFF
        ]
        for _ in 0..<2000 {
            let count = Int(next() % 12)
            let bytes = (0..<count).map { _ in
                next() % 3 == 0 ? UInt8(truncatingIfNeeded: next()) : palette[Int(next() % UInt64(palette.count))]
            }
            let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value)
            #expect(decode(bytes) == expected, "\(bytes)")
        }
    }
}
