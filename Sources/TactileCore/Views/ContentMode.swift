/// How a view places content whose size differs from its bounds.
public enum ContentMode: Equatable, Sendable {
    /// Stretched to the bounds, ignoring the aspect ratio.
    case scaleToFill
    /// Scaled to fit inside the bounds keeping the aspect ratio, centred (letterboxed).
    case scaleAspectFit
    /// Scaled to cover the bounds keeping the aspect ratio, centred (the excess is cut off).
    case scaleAspectFill
    /// At its own size, centred.
    case center

    /// The rectangle content of `size` takes inside `bounds`.
    public func rect(for size: Size, in bounds: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return .zero }
        let placed: Size
        switch self {
        case .scaleToFill:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .scaleAspectFit ? Swift.min(sx, sy) : Swift.max(sx, sy)
            placed = Size(width: size.width * s, height: size.height * s)
        case .center:
            placed = size
        }
        return Rect(
            x: bounds.midX - placed.width / 2, y: bounds.midY - placed.height / 2,
            width: placed.width, height: placed.height)
    }
}
