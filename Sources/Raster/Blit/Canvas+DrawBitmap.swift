extension Canvas {
    /// Copies `source` with its top-left corner at whole pixel `origin` (the SRC operator).
    /// Kept for existing callers; new code uses `drawImage(_:x:y:mode:alpha:)` with `.copy`.
    public func draw(_ source: Bitmap, at origin: (x: Int, y: Int)) {
        drawImage(source, x: origin.x, y: origin.y, mode: .copy)
    }
}
