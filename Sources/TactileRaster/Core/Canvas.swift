/// Where drawing goes: a target bitmap and a clip rectangle inside it. Every operation writes only
/// pixels inside `clip`.
///
/// Coordinates are in pixels with the origin at the top-left corner of the target; pixel (i, j)
/// covers the square [i, i+1) × [j, j+1), so a shape from 0.5 to 1.5 covers two pixels by half.
public struct Canvas {
    /// The bitmap drawn on.
    public let target: Bitmap
    /// The rectangle operations may write, always inside the target's bounds.
    public private(set) var clip: PixelRect
    /// Whether dynamic colours (`Color.isDynamic`) draw their dark value; the views' drawing sets
    /// it from the appearance in effect, so `draw(_:in:)` can use dynamic colours as they are.
    public var drawsDarkVariants = false

    /// A canvas drawing on `target`, clipped to `clip` (the whole target when nil).
    public init(_ target: Bitmap, clip: PixelRect? = nil) {
        self.target = target
        self.clip = (clip ?? target.bounds).intersection(target.bounds)
    }

    /// The value `color` draws with here: its dark value when `drawsDarkVariants`, else its light one.
    @inlinable public func shown(_ color: Color) -> Color { color.variant(dark: drawsDarkVariants) }

    /// Restricts drawing to `rect` (intersected with the target's bounds).
    public mutating func setClip(_ rect: PixelRect) {
        clip = rect.intersection(target.bounds)
    }
}
