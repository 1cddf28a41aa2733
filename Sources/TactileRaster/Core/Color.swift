/// A colour with straight (not premultiplied) 8-bit components, as an application names it.
/// Drawing converts it to premultiplied ARGB once per operation.
///
/// A colour can be dynamic (UIKit's dynamic colours, `init(light:dark:)`): it has a second value
/// for dark appearances. Its components are the light value; whoever draws it in a dark
/// appearance takes `darkVariant` (a `Canvas` whose `drawsDarkVariants` is set does so itself).
public struct Color: Equatable, Hashable, Sendable {
    /// The red component, 0 (none) to 255 (full), not premultiplied.
    public var red: UInt8
    /// The green component, 0 (none) to 255 (full), not premultiplied.
    public var green: UInt8
    /// The blue component, 0 (none) to 255 (full), not premultiplied.
    public var blue: UInt8
    /// The opacity, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8
    /// The dark value's components, all 0 unless `isDynamic`.
    @usableFromInline var darkRed: UInt8 = 0, darkGreen: UInt8 = 0, darkBlue: UInt8 = 0, darkAlpha: UInt8 = 0
    /// Whether the colour has a value of its own for dark appearances.
    public private(set) var isDynamic = false

    /// A colour from straight components, opaque unless `alpha` says otherwise.
    @inlinable public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB` and an alpha.
    @inlinable public init(rgb: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
            blue: UInt8(truncatingIfNeeded: rgb), alpha: alpha)
    }

    /// A dynamic colour: `light` in light appearances, `dark` in dark ones (of a dynamic colour
    /// given, its value for that appearance).
    public init(light: Color, dark: Color) {
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
        let dark = dark.darkVariant
        darkRed = dark.red
        darkGreen = dark.green
        darkBlue = dark.blue
        darkAlpha = dark.alpha
        isDynamic = true
    }

    /// The value in light appearances: the colour without its dark value.
    @inlinable public var lightVariant: Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// The value in dark appearances (the colour itself unless it is dynamic).
    @inlinable public var darkVariant: Color {
        isDynamic ? Color(red: darkRed, green: darkGreen, blue: darkBlue, alpha: darkAlpha) : self
    }

    /// The value for a dark (`dark` true) or light appearance, never dynamic.
    @inlinable public func variant(dark: Bool) -> Color { dark ? darkVariant : lightVariant }

    /// The same colour with another alpha (in both values of a dynamic colour).
    @inlinable public func withAlpha(_ alpha: UInt8) -> Color {
        let light = Color(red: red, green: green, blue: blue, alpha: alpha)
        guard isDynamic else { return light }
        return Color(light: light, dark: Color(red: darkRed, green: darkGreen, blue: darkBlue, alpha: alpha))
    }

    /// Premultiplied `0xAARRGGBB`, the form every drawing operation works in.
    @inlinable public var premultiplied: UInt32 {
        let a = UInt32(alpha)
        return a << 24 | PixelMath.multiply(UInt32(red), a) << 16
            | PixelMath.multiply(UInt32(green), a) << 8 | PixelMath.multiply(UInt32(blue), a)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Fully transparent (black with alpha 0).
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque pure red.
    public static let red = Color(red: 255, green: 0, blue: 0)
    /// Opaque pure green.
    public static let green = Color(red: 0, green: 255, blue: 0)
    /// Opaque pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 255)
}
