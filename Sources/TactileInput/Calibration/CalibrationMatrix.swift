/// A 2×3 affine calibration in libinput's `LIBINPUT_CALIBRATION_MATRIX` convention: it maps
/// normalised device coordinates (0...1 across each axis range, 0 at the axis minimum) to
/// normalised screen coordinates, `x' = a·x + b·y + c`, `y' = d·x + e·y + f`.
public struct CalibrationMatrix: Equatable, Sendable {
    /// The first row: `x' = a·x + b·y + c`, with `c` an offset in normalised screen widths.
    public var a: Double, b: Double, c: Double
    /// The second row: `y' = d·x + e·y + f`, with `f` an offset in normalised screen heights.
    public var d: Double, e: Double, f: Double

    /// Creates the matrix `[a b c; d e f]`, the six values in libinput's order.
    public init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        self.a = a; self.b = b; self.c = c
        self.d = d; self.e = e; self.f = f
    }

    /// No correction: the axis ranges cover the screen exactly.
    public static let identity = CalibrationMatrix(1, 0, 0, 0, 1, 0)

    /// The six values in libinput's order.
    public var values: [Double] { [a, b, c, d, e, f] }

    /// Maps a normalised point.
    public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (a * x + b * y + c, d * x + e * y + f)
    }

    /// This matrix followed by `next`.
    public func followed(by next: CalibrationMatrix) -> CalibrationMatrix {
        CalibrationMatrix(
            next.a * a + next.b * d, next.a * b + next.b * e, next.a * c + next.b * f + next.c,
            next.d * a + next.e * d, next.d * b + next.e * e, next.d * c + next.e * f + next.f)
    }

    /// The inverse mapping, or nil when the matrix is singular.
    public var inverted: CalibrationMatrix? {
        let determinant = a * e - b * d
        guard abs(determinant) > 1e-12 else { return nil }
        let ia = e / determinant, ib = -b / determinant
        let id = -d / determinant, ie = a / determinant
        return CalibrationMatrix(ia, ib, -(ia * c + ib * f), id, ie, -(id * c + ie * f))
    }

    /// The least-squares matrix taking each normalised device point `touches[i]` to the
    /// normalised screen point `targets[i]`. Needs at least three points not on one line; nil
    /// otherwise.
    public static func solve(touches: [(x: Double, y: Double)], targets: [(x: Double, y: Double)]) -> CalibrationMatrix? {
        guard touches.count == targets.count, touches.count >= 3 else { return nil }
        // Normal equations: (Σ p pᵀ) m = Σ p t for p = (x, y, 1), once per output coordinate.
        var m = [Double](repeating: 0, count: 9)
        var rx = [Double](repeating: 0, count: 3)
        var ry = [Double](repeating: 0, count: 3)
        for (touch, target) in zip(touches, targets) {
            let p = [touch.x, touch.y, 1.0]
            for i in 0..<3 {
                for j in 0..<3 { m[i * 3 + j] += p[i] * p[j] }
                rx[i] += p[i] * target.x
                ry[i] += p[i] * target.y
            }
        }
        guard let first = solve3(m, rx), let second = solve3(m, ry) else { return nil }
        return CalibrationMatrix(first[0], first[1], first[2], second[0], second[1], second[2])
    }

    /// Solves a 3×3 system by Gaussian elimination with partial pivoting.
    static func solve3(_ matrix: [Double], _ right: [Double]) -> [Double]? {
        var m = matrix
        var r = right
        var scale = 0.0
        for value in m { scale = max(scale, abs(value)) }
        guard scale > 0 else { return nil }
        for column in 0..<3 {
            var pivot = column
            for row in column + 1..<3 where abs(m[row * 3 + column]) > abs(m[pivot * 3 + column]) { pivot = row }
            guard abs(m[pivot * 3 + column]) > 1e-9 * scale else { return nil }
            if pivot != column {
                for j in 0..<3 { m.swapAt(column * 3 + j, pivot * 3 + j) }
                r.swapAt(column, pivot)
            }
            for row in column + 1..<3 {
                let factor = m[row * 3 + column] / m[column * 3 + column]
                for j in column..<3 { m[row * 3 + j] -= factor * m[column * 3 + j] }
                r[row] -= factor * r[column]
            }
        }
        var x = [0.0, 0.0, 0.0]
        for row in stride(from: 2, through: 0, by: -1) {
            var sum = r[row]
            for j in row + 1..<3 { sum -= m[row * 3 + j] * x[j] }
            x[row] = sum / m[row * 3 + row]
        }
        return x
    }
}
