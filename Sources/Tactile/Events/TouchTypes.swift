// Touch records come from Input; their value types are part of Tactile's touch API, so
// applications importing Tactile can name them without importing Input.
@_exported import enum Input.TouchPhase
@_exported import struct Input.SwipeDirections
@_exported import struct Input.TouchRecord
@_exported import struct Input.TouchLocation
@_exported import struct Input.KeyRecord
@_exported import enum Input.HardwareKey

extension Point {
    /// The point at a touch location (both in screen points).
    package init(_ location: TouchLocation) {
        self.init(x: location.x, y: location.y)
    }
}
