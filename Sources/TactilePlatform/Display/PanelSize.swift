/// A panel's visible area in millimetres, as the kernel reports it (a DRM connector's
/// `mmWidth` × `mmHeight`, a framebuffer's `width` × `height`), and the point scale its density
/// gives.
public struct PanelSize: Equatable, Sendable {
    /// The width in millimetres.
    public var widthMillimetres: Int
    /// The height in millimetres.
    public var heightMillimetres: Int

    /// A size in millimetres; nil when either side is not a plausible panel's (drivers report 0,
    /// or all bits set, for unknown; 1 to 5 000 mm is taken as known).
    public init?(widthMillimetres: Int, heightMillimetres: Int) {
        guard (1...5000).contains(widthMillimetres), (1...5000).contains(heightMillimetres) else { return nil }
        self.widthMillimetres = widthMillimetres
        self.heightMillimetres = heightMillimetres
    }

    /// Pixels per inch along the diagonal for a picture of `pixelWidth` × `pixelHeight` on it
    /// (the same turned by 90°).
    public func pixelsPerInch(pixelWidth: Int, pixelHeight: Int) -> Double {
        let pixels = (Double(pixelWidth * pixelWidth + pixelHeight * pixelHeight)).squareRoot()
        let millimetres = Double(widthMillimetres * widthMillimetres + heightMillimetres * heightMillimetres).squareRoot()
        return pixels / (millimetres / 25.4)
    }

    /// The point scales a density maps to: a point is about 1/160 inch, in the steps panels
    /// come in (Android's density buckets from mdpi up: a low-density panel keeps a point a pixel
    /// rather than draw text too small to read).
    public static let pointScales: [Double] = [1, 1.5, 2, 3]

    /// The scale for a picture of `pixelWidth` × `pixelHeight` on this panel: the step of
    /// `pointScales` nearest to pixels per inch ÷ 160 on a logarithmic scale. A 5″ 800×480 panel
    /// (188 ppi) and a 3.5″ 480×320 one (165 ppi) both get 1: the same point size, fewer points
    /// on the smaller; a 7″ 1280×800 (216 ppi) gets 1.5.
    public func pointScale(pixelWidth: Int, pixelHeight: Int) -> Double {
        let wanted = pixelsPerInch(pixelWidth: pixelWidth, pixelHeight: pixelHeight) / 160
        var best = 1.0, distance = Double.infinity
        for scale in Self.pointScales {
            // The larger of the two ratios orders as the distance of their logarithms.
            let apart = Swift.max(wanted / scale, scale / wanted)
            if apart < distance { (best, distance) = (scale, apart) }
        }
        return best
    }
}
