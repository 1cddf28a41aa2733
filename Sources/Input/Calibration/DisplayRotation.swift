/// How the picture is turned on the panel, clockwise from the panel's natural orientation.
/// With `.degrees90` the panel's natural top edge is the UI's left edge.
public enum DisplayRotation: Int, Equatable, Sendable {
    case degrees0 = 0, degrees90 = 90, degrees180 = 180, degrees270 = 270

    public init?(degrees: Int) { self.init(rawValue: degrees) }

    /// Maps normalised panel coordinates to normalised UI coordinates.
    public var matrix: CalibrationMatrix {
        switch self {
        case .degrees0: return .identity
        case .degrees90: return CalibrationMatrix(0, 1, 0, -1, 0, 1)
        case .degrees180: return CalibrationMatrix(-1, 0, 1, 0, -1, 1)
        case .degrees270: return CalibrationMatrix(0, -1, 1, 1, 0, 0)
        }
    }

    /// Whether the UI's width runs along the panel's height.
    public var swapsAxes: Bool { self == .degrees90 || self == .degrees270 }
}
