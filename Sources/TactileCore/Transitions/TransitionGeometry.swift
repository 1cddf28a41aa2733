import TactileRaster

/// Where the old and new pictures of a transition are at a given progress, in the container's
/// bounds coordinates.
enum TransitionGeometry {
    /// The perspective strength of a flip: half the container's width over the distance to the
    /// eye. The edge coming toward the viewer grows by up to this fraction.
    static let flipDepth = 0.1

    /// The offsets of the old and new pictures from their place at `fraction` of a push
    /// (nil for other styles): the new one starts one container size away on the side it comes
    /// from and both move together until it is in place.
    static func pushOffsets(_ style: TransitionStyle, fraction f: Double, size: Size) -> (old: Point, new: Point)? {
        let direction: (x: Double, y: Double)
        switch style {
        case .pushFromLeft: direction = (1, 0)
        case .pushFromRight: direction = (-1, 0)
        case .pushFromTop: direction = (0, 1)
        case .pushFromBottom: direction = (0, -1)
        default: return nil
        }
        let dx = direction.x * size.width, dy = direction.y * size.height
        return (Point(x: dx * f, y: dy * f), Point(x: dx * (f - 1), y: dy * (f - 1)))
    }

    /// The picture shown at `fraction` of a flip of a container `width` points wide, and its
    /// transform (about its centre); nil for other styles.
    ///
    /// The card turns by θ = π·fraction. Seen from the front its width is |cos θ| of the
    /// container's: the old picture until half-way, the new one after. To first order in the
    /// perspective strength ε, the nearer edge is taller by a factor 1 + ε·sin θ and the picture
    /// leans toward it by ε·sin θ·|cos θ|·width/2; an affine transform cannot taper, so the whole
    /// picture takes the nearer edge's height. The nearer side is the side the flip comes from
    /// until half-way, the other side after.
    static func flip(_ style: TransitionStyle, fraction f: Double, width: Double) -> (showsNew: Bool, transform: AffineTransform)? {
        let fromLeft: Bool
        switch style {
        case .flipFromLeft: fromLeft = true
        case .flipFromRight: fromLeft = false
        default: return nil
        }
        let angle = Trigonometry.pi * f
        let squeeze = Swift.abs(Trigonometry.cos(angle)), depth = flipDepth * Trigonometry.sin(angle)
        let showsNew = f >= 0.5
        let nearSide: Double = (fromLeft != showsNew) ? -1 : 1
        return (
            showsNew,
            AffineTransform(
                a: squeeze, b: 0, c: 0, d: 1 + depth,
                tx: nearSide * depth * squeeze * width / 2, ty: 0)
        )
    }

    /// The fold of a page curl at `fraction` for a container `height` points tall (nil for other
    /// styles): the line, in points from the top, along which the page is folded back, and
    /// whether the page is the new look (curling down) or the old one (curling up).
    ///
    /// The part of the page below the fold is turned up over the part above it, showing its back;
    /// below the fold the other look shows. Curling up, the fold rises from the bottom edge to the
    /// top, so the bottom edge (at twice the fold minus the height) lifts and travels to one height
    /// above the top. Curling down is the same played backwards with the new look as the page.
    static func curlFold(_ style: TransitionStyle, fraction f: Double, height: Double) -> (fold: Double, pageIsNew: Bool)? {
        switch style {
        case .curlUp: return (height * (1 - f), false)
        case .curlDown: return (height * f, true)
        default: return nil
        }
    }
}
