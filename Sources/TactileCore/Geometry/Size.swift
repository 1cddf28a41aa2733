/// A width and a height, in points.
public struct Size: Equatable, Hashable, Sendable {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// Creates a size of `width` × `height` points.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)
}

extension Size {
    /// The largest width or height, in pixels, of a bitmap made for a view (its contents, border
    /// or snapshot): past it the bitmap is cut off. 8192 is wider than any display this runs on
    /// and keeps one bitmap at most 256 MiB.
    public static let maximumPixelExtent = 8192

    /// The size in whole pixels at `scale` pixels per point, rounded up: 0 for negative or NaN
    /// lengths, at most `maximumPixelExtent` (infinite ones included).
    public func pixelExtent(scale: Double) -> (width: Int, height: Int) {
        (Size.pixels(width * scale), Size.pixels(height * scale))
    }

    private static func pixels(_ length: Double) -> Int {
        let rounded = length.rounded(.up)
        guard rounded > 0 else { return 0 }  // NaN too
        return rounded < Double(maximumPixelExtent) ? Int(rounded) : maximumPixelExtent
    }
}
