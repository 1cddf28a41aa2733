/// Decodes UTF-8 bytes into Unicode scalars. Each maximal ill-formed subsequence (a stray
/// continuation byte, a truncated sequence, an overlong form, a surrogate, a value above
/// U+10FFFF) becomes one U+FFFD, as the Unicode Standard recommends (§3.9, "U+FFFD
/// Substitution of Maximal Subparts").
public enum UTF8Decoding {
    /// The replacement character that stands for undecodable bytes.
    public static let replacement = Unicode.Scalar(0xFFFD)!

    /// Every scalar of `bytes`, in order.
    public static func scalars<C: Collection>(_ bytes: C) -> [Unicode.Scalar] where C.Element == UInt8 {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(bytes.count)
        forEachScalar(bytes) { result.append($0) }
        return result
    }

    /// Calls `body` with each scalar of `bytes`, in order.
    public static func forEachScalar<C: Collection>(_ bytes: C, _ body: (Unicode.Scalar) -> Void)
    where C.Element == UInt8 {
        forEachScalarWithOffset(bytes) { scalar, _ in body(scalar) }
    }

    /// Calls `body` with each scalar of `bytes` and the offset of its first byte, in order.
    public static func forEachScalarWithOffset<C: Collection>(_ bytes: C, _ body: (Unicode.Scalar, _ offset: Int) -> Void)
    where C.Element == UInt8 {
        var index = bytes.startIndex
        let end = bytes.endIndex
        var offset = 0
        while index != end {
            let start = offset
            let lead = bytes[index]
            bytes.formIndex(after: &index)
            offset += 1
            if lead < 0x80 {
                body(Unicode.Scalar(lead), start)
                continue
            }
            // The number of continuation bytes and the range the first of them must be in
            // (narrower than 80...BF where it rules out overlongs, surrogates and > U+10FFFF).
            let needed: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            var value: UInt32
            switch lead {
            case 0xC2...0xDF: needed = 1; value = UInt32(lead & 0x1F)
            case 0xE0: needed = 2; low = 0xA0; value = UInt32(lead & 0x0F)
            case 0xE1...0xEC, 0xEE...0xEF: needed = 2; value = UInt32(lead & 0x0F)
            case 0xED: needed = 2; high = 0x9F; value = UInt32(lead & 0x0F)
            case 0xF0: needed = 3; low = 0x90; value = UInt32(lead & 0x07)
            case 0xF1...0xF3: needed = 3; value = UInt32(lead & 0x07)
            case 0xF4: needed = 3; high = 0x8F; value = UInt32(lead & 0x07)
            default:
                body(replacement, start)
                continue
            }
            var valid = true
            for _ in 0..<needed {
                guard index != end, bytes[index] >= low, bytes[index] <= high else {
                    valid = false
                    break
                }
                value = value << 6 | UInt32(bytes[index] & 0x3F)
                bytes.formIndex(after: &index)
                offset += 1
                low = 0x80
                high = 0xBF
            }
            // An invalid byte is not consumed: it may start the next sequence.
            body(valid ? Unicode.Scalar(value)! : replacement, start)
        }
    }
}
