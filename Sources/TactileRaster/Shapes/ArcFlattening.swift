/// How arcs become polygon edges for the coverage rasterizer: chords whose inner vertices sit
/// on a slightly larger radius, R = r·√(φ / sin φ), so each chord's sector has exactly the
/// circle's area (no systematic loss) and the outline stays within `tolerance` of the circle
/// (|error| ≤ rφ²/12). A pixel's coverage error is at most the tolerance times the length of
/// outline inside it (≤ 0.007), and much less in practice because each chord's deviation changes
/// sign along it: the tests find every pixel within 2/255 of an exact reference, rounding
/// included. (0.005 px balances accuracy against the number of edges, which sets the speed.)
struct ArcFlattening {
    /// The largest distance in pixels between the chords and the circle.
    static let tolerance = 0.005
    /// Arcs never get more chords than this per quarter turn (radii above ~40 000 px lose accuracy).
    static let maximumStepsPerQuarter = 1024

    /// Chords per quarter turn.
    let stepsPerQuarter: Int
    /// The angle of one chord and its rotation.
    let step: Double, cosStep: Double, sinStep: Double
    /// R / r for the inner vertices.
    let vertexScale: Double

    /// sin and cos of an angle in 0...π/2 by their Taylor series to degree 17/18 (error below
    /// 1e-12 there, far below the flattening tolerance), without the general argument
    /// reduction and divisions of `Trigonometry`: this runs for every arc drawn.
    static func sineAndCosine(_ x: Double) -> (Double, Double) {
        let x2 = x * x
        var s = 1.0 / 355_687_428_096_000
        s = 1.0 / 1_307_674_368_000 - x2 * s
        s = 1.0 / 6_227_020_800 - x2 * s
        s = 1.0 / 39_916_800 - x2 * s
        s = 1.0 / 362_880 - x2 * s
        s = 1.0 / 5040 - x2 * s
        s = 1.0 / 120 - x2 * s
        s = 1.0 / 6 - x2 * s
        s = x - x * x2 * s
        var c = 1.0 / 6_402_373_705_728_000
        c = 1.0 / 20_922_789_888_000 - x2 * c
        c = 1.0 / 87_178_291_200 - x2 * c
        c = 1.0 / 479_001_600 - x2 * c
        c = 1.0 / 3_628_800 - x2 * c
        c = 1.0 / 40320 - x2 * c
        c = 1.0 / 720 - x2 * c
        c = 1.0 / 24 - x2 * c
        c = 0.5 - x2 * c
        c = 1 - x2 * c
        return (s, c)
    }

    /// Chords per quarter turn for a circle of `radius`.
    static func stepsPerQuarter(radius: Double) -> Int {
        guard radius > 0 else { return 1 }
        let angle = (12 * tolerance / radius).squareRoot()
        let exact = (Trigonometry.pi / 2 / angle).rounded(.up)
        return exact >= Double(maximumStepsPerQuarter) ? maximumStepsPerQuarter : Swift.max(1, Int(exact))
    }

    /// The radius this flattening was made for.
    let radius: Double

    init(radius: Double) {
        self.radius = radius
        let steps = ArcFlattening.stepsPerQuarter(radius: radius)
        stepsPerQuarter = steps
        step = Trigonometry.pi / 2 / Double(steps)
        (sinStep, cosStep) = ArcFlattening.sineAndCosine(step)
        vertexScale = (step / sinStep).squareRoot()
    }

    /// Adds a quarter arc around (cx, cy) to `builder`, starting at the current point (which
    /// must be `center + radius·(ux, uy)`), turning by +90° on screen (clockwise with y down),
    /// ending exactly at `center + radius·(−uy, ux)`; or by −90° when not `clockwise`, ending at
    /// `center + radius·(uy, −ux)`.
    func addQuarter(
        to builder: inout EdgeBuilder, cx: Double, cy: Double, radius: Double,
        ux: Double, uy: Double, clockwise: Bool = true
    ) {
        var c = ux, s = uy
        let r = radius * vertexScale
        let sinTurn = clockwise ? sinStep : -sinStep
        var k = 1
        while k < stepsPerQuarter {
            let nc = c * cosStep - s * sinTurn, ns = c * sinTurn + s * cosStep
            c = nc; s = ns
            builder.line(to: cx + r * c, cy + r * s)
            k += 1
        }
        if clockwise {
            builder.line(to: cx - radius * uy, cy + radius * ux)
        } else {
            builder.line(to: cx + radius * uy, cy - radius * ux)
        }
    }
}
