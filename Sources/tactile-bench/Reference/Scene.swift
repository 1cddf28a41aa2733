import TactileRaster

/// A drawing scene, the unit of the comparisons with pixman and cairo (raster and text parts):
/// one operation drawn by Raster ("ours") and by the reference on identical frames,
/// `pixelsPerOp` pixels each; checked by `Verification` and timed by `Timing.measure`.
struct Scene {
    var name: String
    /// N for N×N shapes and images; nil for whole-frame operations.
    var size: Int?
    /// Ceilings (memset, memcpy) are reference rows, left out of the geomean.
    var isCeiling = false
    var pixelsPerOp: Int
    var tolerance: Tolerance
    /// Builds buffers and operations (outside any timing).
    var make: () -> SceneRun
}

/// A scene ready to run: operation `k` draws shape or image `k` (modulo the prepared
/// positions) into `frame.ours` with Raster, or into `frame.reference` with pixman/cairo.
final class SceneRun {
    let frame: Frame
    let ours: (Int) -> Void
    let reference: (Int) -> Void
    /// The pixels operation `k` may touch, for the mean-difference check.
    let area: (Int) -> PixelRect
    /// Objects that must live as long as the run (pixman images, cairo contexts).
    let keepAlive: [AnyObject]
    /// Called after the frame's pixels are reset behind the reference's back.
    let afterReset: () -> Void

    init(
        frame: Frame, ours: @escaping (Int) -> Void, reference: @escaping (Int) -> Void,
        area: @escaping (Int) -> PixelRect, keepAlive: [AnyObject] = [], afterReset: @escaping () -> Void = {}
    ) {
        self.frame = frame
        self.ours = ours
        self.reference = reference
        self.area = area
        self.keepAlive = keepAlive
        self.afterReset = afterReset
    }
}
