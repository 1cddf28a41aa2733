/// How an image's pixels combine with the pixels already on the canvas.
public enum BlendMode: Equatable, Sendable {
    /// The image replaces what is under it (Porter–Duff SRC): transparent image pixels clear the
    /// canvas, and a global alpha below 255 stores the image's pixels scaled by it.
    case copy
    /// The image is composited over what is under it (Porter–Duff OVER, premultiplied):
    /// `s + d × (255 − αs) / 255` per channel.
    case sourceOver
}
