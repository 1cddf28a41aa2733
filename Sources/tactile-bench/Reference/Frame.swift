import TactileRaster

/// Two destination bitmaps of identical layout and starting content, one per side, and the
/// background both are reset to.
final class Frame {
    let ours: Bitmap
    let reference: Bitmap
    let background: Bitmap
    let canvas: Canvas
    /// pixman's view of `reference`.
    let referenceImage: PixmanImage

    init(format: PixelFormat, seed: UInt64 = 7) {
        ours = Bitmap(width: FrameSize.width, height: FrameSize.height, format: format)
        reference = Bitmap(width: FrameSize.width, height: FrameSize.height, format: format)
        background = Bitmap(width: FrameSize.width, height: FrameSize.height, format: format)
        Content.fillNoise(background, seed: seed)
        canvas = Canvas(ours)
        referenceImage = PixmanImage(reference)
        reset()
    }

    var byteCount: Int { background.bytesPerRow * background.height }

    func reset() {
        ours.baseAddress.copyMemory(from: background.baseAddress, byteCount: byteCount)
        reference.baseAddress.copyMemory(from: background.baseAddress, byteCount: byteCount)
    }
}
