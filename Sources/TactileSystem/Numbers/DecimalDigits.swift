/// Whole numbers written in decimal digits, read from bytes without `Int(String)` (which the
/// Embedded build leaves out) and without any arithmetic that can trap: the one digit loop of
/// the option, recording, configuration and /proc parsers. Raster is their lowest common module.
package enum DecimalDigits {
    /// The value of `digits` (one or more of 0-9, nothing else), or nil when it is empty, holds
    /// another byte, or exceeds `maximum`.
    package static func value(_ digits: ArraySlice<UInt8>, maximum: UInt64) -> UInt64? {
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(byte - 0x30))
            guard !overflow1, !overflow2, sum <= maximum else { return nil }
            value = sum
        }
        return value
    }

    /// `value(_:maximum:)` of a string's bytes.
    package static func value(_ text: String, maximum: UInt64) -> UInt64? {
        value(Array(text.utf8)[...], maximum: maximum)
    }

    /// An optional sign then digits, within `minimum...maximum`.
    package static func signedValue(_ field: ArraySlice<UInt8>, minimum: Int64, maximum: Int64) -> Int64? {
        var digits = field
        var negative = false
        if let first = digits.first, first == 0x2D || first == 0x2B {
            negative = first == 0x2D
            digits = digits.dropFirst()
        }
        // The magnitude of Int64.min is one more than Int64.max.
        guard let magnitude = value(digits, maximum: UInt64(Int64.max) + 1) else { return nil }
        let signed: Int64
        if negative {
            signed = magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
        } else {
            guard magnitude <= UInt64(Int64.max) else { return nil }
            signed = Int64(magnitude)
        }
        return signed >= minimum && signed <= maximum ? signed : nil
    }
}
