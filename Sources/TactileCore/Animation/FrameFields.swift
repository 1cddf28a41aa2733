/// The fields of a frame: which of them a frame change animates (docs/animation.md,
/// 'Animatable properties'), see `View.setFrame(_:animating:)`.
public struct FrameFields: OptionSet, Sendable {
    /// The field bits.
    public let rawValue: UInt8
    /// Creates a set of fields from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The origin's x.
    public static let x = FrameFields(rawValue: 1 << 0)
    /// The origin's y.
    public static let y = FrameFields(rawValue: 1 << 1)
    /// The size's width.
    public static let width = FrameFields(rawValue: 1 << 2)
    /// The size's height.
    public static let height = FrameFields(rawValue: 1 << 3)

    /// The origin: x and y.
    public static let origin: FrameFields = [.x, .y]
    /// The size: width and height.
    public static let size: FrameFields = [.width, .height]
    /// Every field: what setting `frame` animates.
    public static let all: FrameFields = [.origin, .size]

    /// `to`, with the fields in this set taken from `from`: where an animation that moves only
    /// these fields starts.
    func start(from: Rect, to: Rect) -> Rect {
        Rect(
            x: contains(.x) ? from.origin.x : to.origin.x,
            y: contains(.y) ? from.origin.y : to.origin.y,
            width: contains(.width) ? from.size.width : to.size.width,
            height: contains(.height) ? from.size.height : to.size.height)
    }
}
