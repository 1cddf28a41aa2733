import TactileRaster

/// Shows a snapshot during a transition, or the blend of two for a cross-dissolve. Its contents
/// are the snapshot's pixels copied one to one when their scale and size match (the usual case),
/// so a transition starts and ends on exactly the picture the screen showed.
final class TransitionSnapshotView: View {
    /// The picture (the old look), at `imageScale` pixels per point.
    let image: Bitmap
    /// The picture blended in by `blendFraction` (the new look of a cross-dissolve).
    let blendImage: Bitmap?
    let imageScale: Double

    /// How much of `blendImage` shows, from 0 to 1.
    var blendFraction = 0.0 {
        didSet { if blendFraction != oldValue { setNeedsDisplay() } }
    }

    init(image: Bitmap, blendingTo blendImage: Bitmap? = nil, scale: Double, size: Size) {
        self.image = image
        self.blendImage = blendImage
        imageScale = scale
        super.init(frame: Rect(origin: .zero, size: size))
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// Whether `bitmap` maps one to one onto the contents canvas `target`.
    private func matches(_ bitmap: Bitmap, _ target: Bitmap) -> Bool {
        bitmap.width == target.width && bitmap.height == target.height && contentScaleFactor == imageScale
    }

    override func draw(_ rect: Rect, in context: Canvas) {
        let target = context.target
        let whole = pixelRect(for: bounds)
        guard let blendImage else {
            if matches(image, target) {
                context.drawImage(image, x: 0, y: 0, mode: .copy)
            } else {
                context.drawImage(image, in: whole)
            }
            return
        }
        let weight = UInt32(Swift.max(0, Swift.min(256, (blendFraction * 256).rounded())))
        guard matches(image, target), matches(blendImage, target), target.format == .argb8888 else {
            // Sizes differ (the container was resized): an approximate dissolve.
            context.drawImage(image, in: whole, alpha: UInt8(255 - Swift.min(255, weight)))
            context.drawImage(blendImage, in: whole, alpha: UInt8(Swift.min(255, weight)))
            return
        }
        // Premultiplied pixels blend linearly: (1 − f)·old + f·new, composited over whatever is
        // behind, is exactly the cross-fade of the two pictures composited over it.
        let clip = context.clip
        let keep = 256 - weight
        for y in clip.minY..<clip.maxY {
            let old = image.row32(y), new = blendImage.row32(y), out = target.row32(y)
            for x in clip.minX..<clip.maxX {
                let a = old[x], b = new[x]
                let rb = (((a & 0x00FF_00FF) &* keep &+ (b & 0x00FF_00FF) &* weight &+ 0x0080_0080) >> 8) & 0x00FF_00FF
                let ag = (((a >> 8) & 0x00FF_00FF) &* keep &+ ((b >> 8) & 0x00FF_00FF) &* weight &+ 0x0080_0080) & 0xFF00_FF00
                out[x] = rb | ag
            }
        }
    }
}
