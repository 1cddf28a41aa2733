import TactileRaster

/// Where a device's raw coordinates land on the screen: normalise by the axis ranges, apply the
/// calibration, turn by the display rotation, scale to the UI's size in points.
public struct ScreenMapping: Equatable, Sendable {
    /// The range of the device's horizontal position axis.
    public var xAxis: AxisInfo
    /// The range of the device's vertical position axis.
    public var yAxis: AxisInfo
    /// The calibration applied to normalised device coordinates.
    public var calibration: CalibrationMatrix
    /// The display rotation applied after calibration.
    public var rotation: DisplayRotation
    /// The screen's width in points, in the UI's orientation (after rotation).
    public var width: Double
    /// The screen's height in points, in the UI's orientation.
    public var height: Double
    /// The pressure axis, to normalise pressure to 0...1.
    public var pressureAxis: AxisInfo?

    /// Creates a mapping from the device's axis ranges onto a screen of `width`×`height` points (UI orientation).
    public init(
        xAxis: AxisInfo, yAxis: AxisInfo, calibration: CalibrationMatrix = .identity,
        rotation: DisplayRotation = .none, width: Double, height: Double, pressureAxis: AxisInfo? = nil
    ) {
        self.pressureAxis = pressureAxis
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.calibration = calibration
        self.rotation = rotation
        self.width = width
        self.height = height
    }

    /// The mapping of a device's position axes onto a screen of `width`×`height` points (UI
    /// orientation), or nil when the device has no position axes.
    public init?(
        device: DeviceDescription, width: Double, height: Double,
        calibration: CalibrationMatrix = .identity, rotation: DisplayRotation = .none
    ) {
        guard let axes = device.positionAxes else { return nil }
        let pressureCode = device.touchProtocol == .singleTouch ? EventCode.pressure : EventCode.multitouchPressure
        self.init(
            xAxis: axes.x, yAxis: axes.y, calibration: calibration, rotation: rotation,
            width: width, height: height, pressureAxis: device.axis(pressureCode))
    }

    /// Calibration then rotation, in normalised coordinates.
    public var normalizedTransform: CalibrationMatrix { calibration.followed(by: rotation.matrix) }

    /// The screen point, in points, of a raw device position.
    public func location(x: Int32, y: Int32) -> TouchLocation {
        let point = normalizedTransform.apply(x: xAxis.normalized(x), y: yAxis.normalized(y))
        return TouchLocation(x: point.x * width, y: point.y * height)
    }

    /// A raw device position normalised by the axis ranges, before calibration.
    public func normalizedDevicePoint(x: Int32, y: Int32) -> (x: Double, y: Double) {
        (xAxis.normalized(x), yAxis.normalized(y))
    }

    /// A length in device x-axis units, in points (for touch sizes; ignores calibration).
    public func length(_ deviceUnits: Int32) -> Double {
        let across = rotation.swapsAxes ? height : width
        return Double(deviceUnits) / xAxis.span * across
    }
}
