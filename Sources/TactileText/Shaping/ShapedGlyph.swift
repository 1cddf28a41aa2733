/// A glyph as HarfBuzz shaped it, before it is placed on a line: positions in 1/64 pixel.
struct ShapedGlyph {
    var glyph: UInt32
    /// The paragraph index of the first scalar of its cluster.
    var cluster: Int32
    var advance64: Int32
    var xOffset64: Int32
    /// HarfBuzz's y offset, positive up.
    var yOffset64: Int32
    /// Index in the layout's font chain.
    var font: UInt8
    /// HarfBuzz's unsafe-to-break flag: text cut at the start of this glyph's cluster must be
    /// shaped again on both sides.
    var isUnsafeToBreak: Bool
}
