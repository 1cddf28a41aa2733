import TactileRaster

/// A value an animation can carry from one state to another: anything that can be blended.
///
/// Used through generics only (`PropertyAnimation<Value>`), never as an existential, so it works
/// in Embedded Swift. Fractions outside [0, 1] extrapolate (springs and overshooting curves).
public protocol Animatable {
    /// The value `fraction` of the way from `start` to `end`.
    static func interpolate(from start: Self, to end: Self, fraction: Double) -> Self

    /// `value` moved by the change from `old` to `new` (`value + new − old`): exactly `new` when
    /// `value` is `old`. Used when a value jumps without animation while an animation of it
    /// waits to start (`View.setFrame(_:animating:)`).
    static func offsetting(_ value: Self, from old: Self, to new: Self) -> Self
}

extension Animatable {
    /// By linear extrapolation through `interpolate` (exact only for dyadic values); the
    /// runtime's own types do it component by component.
    public static func offsetting(_ value: Self, from old: Self, to new: Self) -> Self {
        interpolate(from: old, to: interpolate(from: value, to: new, fraction: 0.5), fraction: 2)
    }
}

extension Double: Animatable {
    /// Blends linearly: `start + (end − start) × fraction`.
    public static func interpolate(from start: Double, to end: Double, fraction: Double) -> Double {
        start + (end - start) * fraction
    }

    /// Returns `value + new − old`.
    public static func offsetting(_ value: Double, from old: Double, to new: Double) -> Double {
        new + (value - old)
    }
}

extension Float: Animatable {
    /// Blends linearly: `start + (end − start) × fraction`.
    public static func interpolate(from start: Float, to end: Float, fraction: Double) -> Float {
        start + (end - start) * Float(fraction)
    }

    /// Returns `value + new − old`.
    public static func offsetting(_ value: Float, from old: Float, to new: Float) -> Float {
        new + (value - old)
    }
}

extension Point: Animatable {
    /// Blends x and y independently.
    public static func interpolate(from start: Point, to end: Point, fraction: Double) -> Point {
        Point(
            x: .interpolate(from: start.x, to: end.x, fraction: fraction),
            y: .interpolate(from: start.y, to: end.y, fraction: fraction))
    }

    /// Offsets x and y independently.
    public static func offsetting(_ value: Point, from old: Point, to new: Point) -> Point {
        Point(x: .offsetting(value.x, from: old.x, to: new.x), y: .offsetting(value.y, from: old.y, to: new.y))
    }
}

extension Rect: Animatable {
    /// Origin and size blend independently.
    public static func interpolate(from start: Rect, to end: Rect, fraction: Double) -> Rect {
        Rect(
            x: .interpolate(from: start.x, to: end.x, fraction: fraction),
            y: .interpolate(from: start.y, to: end.y, fraction: fraction),
            width: .interpolate(from: start.width, to: end.width, fraction: fraction),
            height: .interpolate(from: start.height, to: end.height, fraction: fraction))
    }

    /// Offsets origin and size component by component.
    public static func offsetting(_ value: Rect, from old: Rect, to new: Rect) -> Rect {
        Rect(
            x: .offsetting(value.x, from: old.x, to: new.x), y: .offsetting(value.y, from: old.y, to: new.y),
            width: .offsetting(value.width, from: old.width, to: new.width),
            height: .offsetting(value.height, from: old.height, to: new.height))
    }
}

extension AffineTransform: Animatable {
    /// Blends translation, rotation, scale and the remaining shear separately (the
    /// decomposition CSS transitions use), so a rotation turns at constant size, the shorter way
    /// round, and a flip scales through zero, instead of shrinking through a blend of matrix
    /// entries. A transform that collapses an axis cannot be decomposed: then the six
    /// components blend.
    public static func interpolate(
        from start: AffineTransform, to end: AffineTransform,
        fraction f: Double
    ) -> AffineTransform {
        guard var from = DecomposedTransform(start), var to = DecomposedTransform(end) else {
            return componentwiseInterpolation(from: start, to: end, fraction: f)
        }
        from.prepareForBlending(with: &to)
        return DecomposedTransform.interpolate(from: from, to: to, fraction: f).transform
    }

    static func componentwiseInterpolation(
        from start: AffineTransform, to end: AffineTransform,
        fraction f: Double
    ) -> AffineTransform {
        AffineTransform(
            a: .interpolate(from: start.a, to: end.a, fraction: f),
            b: .interpolate(from: start.b, to: end.b, fraction: f),
            c: .interpolate(from: start.c, to: end.c, fraction: f),
            d: .interpolate(from: start.d, to: end.d, fraction: f),
            tx: .interpolate(from: start.tx, to: end.tx, fraction: f),
            ty: .interpolate(from: start.ty, to: end.ty, fraction: f))
    }

    /// Offsets the six components independently.
    public static func offsetting(
        _ value: AffineTransform, from old: AffineTransform,
        to new: AffineTransform
    ) -> AffineTransform {
        AffineTransform(
            a: .offsetting(value.a, from: old.a, to: new.a), b: .offsetting(value.b, from: old.b, to: new.b),
            c: .offsetting(value.c, from: old.c, to: new.c), d: .offsetting(value.d, from: old.d, to: new.d),
            tx: .offsetting(value.tx, from: old.tx, to: new.tx),
            ty: .offsetting(value.ty, from: old.ty, to: new.ty))
    }
}

extension Color: Animatable {
    /// Blends in premultiplied space, as the compositor does, so fading from `.clear` to a colour
    /// shows that colour growing in (a straight blend would darken it through clear's black), then
    /// returns straight components rounded to the nearest. The fraction is clamped to [0, 1]:
    /// components cannot overshoot.
    public static func interpolate(from start: Color, to end: Color, fraction: Double) -> Color {
        let f = min(max(fraction, 0), 1)
        let a0 = Double(start.alpha) / 255, a1 = Double(end.alpha) / 255
        let alpha = a0 + (a1 - a0) * f
        func channel(_ c0: UInt8, _ c1: UInt8) -> UInt8 {
            guard alpha > 0 else { return UInt8((Double(c0) + (Double(c1) - Double(c0)) * f).rounded()) }
            let premultiplied = Double(c0) * a0 + (Double(c1) * a1 - Double(c0) * a0) * f
            return UInt8(min(max((premultiplied / alpha).rounded(), 0), 255))
        }
        return Color(
            red: channel(start.red, end.red), green: channel(start.green, end.green),
            blue: channel(start.blue, end.blue), alpha: UInt8((alpha * 255).rounded()))
    }

    /// Channel by channel, held to 0...255.
    public static func offsetting(_ value: Color, from old: Color, to new: Color) -> Color {
        func channel(_ v: UInt8, _ o: UInt8, _ n: UInt8) -> UInt8 {
            UInt8(clamping: Int(n) + Int(v) - Int(o))
        }
        return Color(
            red: channel(value.red, old.red, new.red), green: channel(value.green, old.green, new.green),
            blue: channel(value.blue, old.blue, new.blue), alpha: channel(value.alpha, old.alpha, new.alpha))
    }
}

extension Size: Animatable {
    /// Blends width and height independently.
    public static func interpolate(from start: Size, to end: Size, fraction: Double) -> Size {
        Size(
            width: .interpolate(from: start.width, to: end.width, fraction: fraction),
            height: .interpolate(from: start.height, to: end.height, fraction: fraction))
    }

    /// Offsets width and height independently.
    public static func offsetting(_ value: Size, from old: Size, to new: Size) -> Size {
        Size(
            width: .offsetting(value.width, from: old.width, to: new.width),
            height: .offsetting(value.height, from: old.height, to: new.height))
    }
}

extension Shadow: Animatable {
    /// Every component blends on its own: the colour as `Color` does, the numbers linearly.
    public static func interpolate(from start: Shadow, to end: Shadow, fraction: Double) -> Shadow {
        Shadow(
            color: .interpolate(from: start.color, to: end.color, fraction: fraction),
            opacity: .interpolate(from: start.opacity, to: end.opacity, fraction: fraction),
            offset: .interpolate(from: start.offset, to: end.offset, fraction: fraction),
            radius: .interpolate(from: start.radius, to: end.radius, fraction: fraction),
            spread: .interpolate(from: start.spread, to: end.spread, fraction: fraction))
    }

    /// Offsets every component on its own: the colour as `Color` does, the numbers linearly.
    public static func offsetting(_ value: Shadow, from old: Shadow, to new: Shadow) -> Shadow {
        Shadow(
            color: .offsetting(value.color, from: old.color, to: new.color),
            opacity: .offsetting(value.opacity, from: old.opacity, to: new.opacity),
            offset: .offsetting(value.offset, from: old.offset, to: new.offset),
            radius: .offsetting(value.radius, from: old.radius, to: new.radius),
            spread: .offsetting(value.spread, from: old.spread, to: new.spread))
    }
}
