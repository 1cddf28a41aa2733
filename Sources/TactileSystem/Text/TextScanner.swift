/// Number parsing on raw bytes for the evemu and configuration formats. Hand-written because
/// Embedded Swift has no `Double(String)` and recordings must be checked strictly: every number
/// has a bounded number of digits, so hostile input cannot overflow anything.
package enum TextScanner {
    /// Calls `body` with each line of `bytes` (without its newline) and its 1-based number.
    package static func forEachLine<Failure: Error>(
        _ bytes: [UInt8], _ body: (ArraySlice<UInt8>, Int) throws(Failure) -> Void
    ) throws(Failure) {
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            lineNumber += 1
            try body(bytes[start..<end], lineNumber)
            start = end + 1
        }
    }

    package static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    /// Splits a line into whitespace-separated fields.
    package static func fields(_ line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var index = line.startIndex
        while index < line.endIndex {
            while index < line.endIndex, isSpace(line[index]) { index += 1 }
            let start = index
            while index < line.endIndex, !isSpace(line[index]) { index += 1 }
            if start < index { result.append(line[start..<index]) }
        }
        return result
    }

    /// A hexadecimal number of 1...8 digits, at most `maximum`.
    package static func hex(_ field: ArraySlice<UInt8>, maximum: UInt32) -> UInt32? {
        guard !field.isEmpty, field.count <= 8 else { return nil }
        var value: UInt32 = 0
        for byte in field {
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value <= maximum ? value : nil
    }

    /// A decimal integer with an optional sign that fits in Int32.
    package static func int32(_ field: ArraySlice<UInt8>) -> Int32? {
        DecimalDigits.signedValue(field, minimum: Int64(Int32.min), maximum: Int64(Int32.max)).map { Int32($0) }
    }

    /// Why a timestamp field is not `seconds.fraction`.
    package enum TimeProblem: Error { case syntax, negative, tooLarge }

    /// A non-negative `seconds[.fraction]` timestamp in microseconds (fraction digits beyond the
    /// sixth are dropped).
    package static func microseconds(_ field: ArraySlice<UInt8>) throws(TimeProblem) -> Int64 {
        var index = field.startIndex
        guard index < field.endIndex else { throw .syntax }
        if field[index] == 0x2D { throw .negative }
        var seconds: Int64 = 0
        var digits = 0
        while index < field.endIndex, field[index] >= 0x30, field[index] <= 0x39 {
            seconds = seconds * 10 + Int64(field[index] - 0x30)
            digits += 1
            if digits > 12 { throw .tooLarge }
            index += 1
        }
        guard digits > 0 else { throw .syntax }
        var fraction: Int64 = 0
        if index < field.endIndex {
            guard field[index] == 0x2E else { throw .syntax }
            index += 1
            var fractionDigits = 0
            while index < field.endIndex {
                let byte = field[index]
                guard byte >= 0x30, byte <= 0x39 else { throw .syntax }
                if fractionDigits < 6 { fraction = fraction * 10 + Int64(byte - 0x30) }
                fractionDigits += 1
                if fractionDigits > 18 { throw .syntax }
                index += 1
            }
            guard fractionDigits > 0 else { throw .syntax }
            for _ in min(fractionDigits, 6)..<6 { fraction *= 10 }
        }
        return seconds * 1_000_000 + fraction
    }

    /// A decimal floating-point number (`-1.25`, `3e-4`), or nil. Up to 18 significant digits.
    package static func double(_ field: ArraySlice<UInt8>) -> Double? {
        var index = field.startIndex
        var negative = false
        if index < field.endIndex, field[index] == 0x2D || field[index] == 0x2B {
            negative = field[index] == 0x2D
            index += 1
        }
        var mantissa: Int64 = 0
        var exponent = 0
        var digits = 0
        var significant = 0
        while index < field.endIndex, field[index] >= 0x30, field[index] <= 0x39 {
            if significant < 18 {
                mantissa = mantissa * 10 + Int64(field[index] - 0x30)
                if mantissa > 0 { significant += 1 }
            } else {
                exponent += 1
            }
            digits += 1
            index += 1
        }
        if index < field.endIndex, field[index] == 0x2E {
            index += 1
            while index < field.endIndex, field[index] >= 0x30, field[index] <= 0x39 {
                if significant < 18 {
                    mantissa = mantissa * 10 + Int64(field[index] - 0x30)
                    if mantissa > 0 { significant += 1 }
                    exponent -= 1
                }
                digits += 1
                index += 1
            }
        }
        guard digits > 0 else { return nil }
        if index < field.endIndex, field[index] == 0x65 || field[index] == 0x45 {
            index += 1
            var exponentNegative = false
            if index < field.endIndex, field[index] == 0x2D || field[index] == 0x2B {
                exponentNegative = field[index] == 0x2D
                index += 1
            }
            var value = 0
            var exponentDigits = 0
            while index < field.endIndex, field[index] >= 0x30, field[index] <= 0x39 {
                value = value * 10 + Int(field[index] - 0x30)
                exponentDigits += 1
                if exponentDigits > 4 { return nil }
                index += 1
            }
            guard exponentDigits > 0 else { return nil }
            exponent += exponentNegative ? -value : value
        }
        guard index == field.endIndex, exponent > -400, exponent < 400 else { return nil }
        // Exact powers of ten up to 1e22 keep the common cases correctly rounded.
        var result = Double(mantissa)
        var power = 1.0
        for _ in 0..<abs(exponent) { power *= 10 }
        result = exponent < 0 ? result / power : result * power
        guard result.isFinite else { return nil }
        return negative ? -result : result
    }

    /// `value` with exactly `decimals` digits after the point, rounded half away from zero.
    package static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e18 else { return value < 0 ? "-" + "\(abs(value))" : "\(value)" }
        let units = UInt64(scaled)
        var divisor: UInt64 = 1
        for _ in 0..<decimals { divisor *= 10 }
        var text = (value < 0 && units != 0 ? "-" : "") + "\(units / divisor)"
        if decimals > 0 {
            var fraction = "\(units % divisor)"
            while fraction.count < decimals { fraction = "0" + fraction }
            text += "." + fraction
        }
        return text
    }

    /// `value` rounded to `decimals` places without trailing zeros ("12", "12.5", "0.25"); any
    /// Double, finite or not, as `fixed` gives it.
    package static func trimmed(_ value: Double, decimals: Int) -> String {
        var text = fixed(value, decimals: decimals)
        guard value.isFinite, text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `value` in lowercase hexadecimal, zero-padded to `width` digits.
    package static func hexText(_ value: UInt32, width: Int) -> String {
        let digits: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f"]
        var text = ""
        var rest = value
        repeat {
            text = String(digits[Int(rest & 0xF)]) + text
            rest >>= 4
        } while rest != 0
        while text.count < width { text = "0" + text }
        return text
    }

    /// `value` in decimal, zero-padded to `width` characters including a minus sign (printf %0Nd).
    package static func paddedDecimal(_ value: Int32, width: Int) -> String {
        let magnitude = "\(value.magnitude)"
        var text = magnitude
        let room = width - (value < 0 ? 1 : 0)
        while text.count < room { text = "0" + text }
        return (value < 0 ? "-" : "") + text
    }
}
