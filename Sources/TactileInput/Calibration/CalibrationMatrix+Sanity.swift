import TactileSystem

/// The checks a calibration matrix from a file, or computed from a person's taps, must pass
/// before touches are mapped with it: a matrix that is not finite, or that does not put the
/// panel over the screen, would send every touch to infinity or to one point.
extension CalibrationMatrix {
    /// How far beyond the screen's edges a corner of the panel may land, in screens (half a
    /// screen: generous for a panel larger than its display, and still a sane area).
    public static let cornerMargin = 0.5

    /// The determinant's accepted magnitude: the panel maps onto between a tenth and ten times
    /// the screen's area.
    public static let determinantRange: ClosedRange<Double> = 0.1...10

    /// Why this matrix cannot be used, as the end of an error line; nil when it is sane. The
    /// values must be finite, the determinant `a·e − b·d` within `determinantRange` in
    /// magnitude, and the panel's four corners must land within `cornerMargin` of the screen.
    public var problem: String? {
        for value in values where !value.isFinite {
            return "calibration values must be finite numbers"
        }
        let determinant = a * e - b * d
        guard determinant.isFinite else { return "calibration values are too large" }
        guard CalibrationMatrix.determinantRange.contains(abs(determinant)) else {
            let range = CalibrationMatrix.determinantRange
            return "calibration matrix scales the panel's area by \(Self.readable(determinant)) "
                + "(accepted: \(Self.readable(range.lowerBound)) to \(Self.readable(range.upperBound)) in magnitude)"
        }
        let low = -CalibrationMatrix.cornerMargin, high = 1 + CalibrationMatrix.cornerMargin
        for corner in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
            let mapped = apply(x: corner.0, y: corner.1)
            guard mapped.x >= low, mapped.x <= high, mapped.y >= low, mapped.y <= high else {
                return "calibration matrix puts the panel's corner (\(Int(corner.0)), \(Int(corner.1))) "
                    + "outside the screen (at \(Self.readable(mapped.x)), \(Self.readable(mapped.y)); "
                    + "accepted: \(Self.readable(low)) to \(Self.readable(high)))"
            }
        }
        return nil
    }

    /// A finite `value` for an error line: up to three decimals when moderate (`0.5`, `-0.51`),
    /// else three significant digits with an exponent (`1e308`, `1.23e-11`).
    static func readable(_ value: Double) -> String {
        guard value.isFinite else { return TextScanner.fixed(value, decimals: 0) }
        func trimmed(_ text: String) -> String {
            guard text.contains(".") else { return text }
            var text = text
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text
        }
        let magnitude = abs(value)
        if magnitude == 0 || (magnitude >= 0.001 && magnitude < 1_000_000) {
            let text = trimmed(TextScanner.fixed(value, decimals: 3))
            return text == "-0" ? "0" : text
        }
        // At most about 330 steps either way for a finite Double.
        var exponent = 0
        var mantissa = magnitude
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        while mantissa < 1 { mantissa *= 10; exponent -= 1 }
        var digits = TextScanner.fixed(mantissa, decimals: 2)
        if digits == "10.00" {
            digits = "1.00"
            exponent += 1
        }
        return (value < 0 ? "-" : "") + trimmed(digits) + "e\(exponent)"
    }
}
