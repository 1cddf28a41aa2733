/// How a panel is mounted relative to the picture: the picture is turned clockwise by this much
/// when it is presented, so it looks upright on a panel mounted sideways or upside down.
public enum DisplayRotation: Int, Equatable, Sendable, CaseIterable {
    /// Mounted upright: the picture is presented as drawn.
    case none = 0
    /// The picture is turned a quarter turn clockwise.
    case clockwise90 = 90
    /// The picture is turned half a turn.
    case upsideDown = 180
    /// The picture is turned three quarters of a turn clockwise (a quarter turn counterclockwise).
    case clockwise270 = 270

    /// The rotation for a number of degrees (0, 90, 180 or 270), nil for any other.
    public init?(degrees: Int) {
        self.init(rawValue: degrees)
    }

    /// The rotation in degrees clockwise.
    public var degrees: Int { rawValue }

    /// Whether width and height trade places between the picture and the panel.
    public var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }

    /// The picture's size on a panel of `deviceWidth` × `deviceHeight` pixels.
    public func logicalSize(deviceWidth: Int, deviceHeight: Int) -> (width: Int, height: Int) {
        swapsAxes ? (deviceHeight, deviceWidth) : (deviceWidth, deviceHeight)
    }

    /// Where the picture's pixel `(x, y)` lands on a panel of `deviceWidth` × `deviceHeight`.
    public func devicePoint(x: Int, y: Int, deviceWidth: Int, deviceHeight: Int) -> (x: Int, y: Int) {
        switch self {
        case .none: return (x, y)
        case .clockwise90: return (deviceWidth - 1 - y, x)
        case .upsideDown: return (deviceWidth - 1 - x, deviceHeight - 1 - y)
        case .clockwise270: return (y, deviceHeight - 1 - x)
        }
    }

    /// The panel rectangle covered by the picture's rectangle `rect`.
    public func deviceRect(_ rect: PixelRect, deviceWidth: Int, deviceHeight: Int) -> PixelRect {
        switch self {
        case .none:
            return rect
        case .clockwise90:
            return PixelRect(x: deviceWidth - rect.maxY, y: rect.x, width: rect.height, height: rect.width)
        case .upsideDown:
            return PixelRect(
                x: deviceWidth - rect.maxX, y: deviceHeight - rect.maxY,
                width: rect.width, height: rect.height)
        case .clockwise270:
            return PixelRect(x: rect.y, y: deviceHeight - rect.maxX, width: rect.height, height: rect.width)
        }
    }
}

extension DisplayRotation {
    /// This rotation, then `other` (their angles added).
    public func followed(by other: DisplayRotation) -> DisplayRotation {
        DisplayRotation(degrees: (degrees + other.degrees) % 360) ?? .none
    }

    /// The rotation that turns `earlier` into this one.
    public func difference(from earlier: DisplayRotation) -> DisplayRotation {
        DisplayRotation(degrees: (degrees - earlier.degrees + 360) % 360) ?? .none
    }
}
