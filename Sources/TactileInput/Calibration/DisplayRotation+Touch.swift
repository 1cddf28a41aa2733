import TactileRaster

extension DisplayRotation {
    /// Maps normalised panel coordinates to normalised UI coordinates, so touches land where the
    /// rotated picture is (with `.clockwise90` the panel's natural top edge is the UI's left edge).
    public var matrix: CalibrationMatrix {
        switch self {
        case .none: return .identity
        case .clockwise90: return CalibrationMatrix(0, 1, 0, -1, 0, 1)
        case .upsideDown: return CalibrationMatrix(-1, 0, 1, 0, -1, 1)
        case .clockwise270: return CalibrationMatrix(0, -1, 1, 1, 0, 0)
        }
    }
}
