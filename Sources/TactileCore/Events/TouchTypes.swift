@_exported import enum TactileInput.HardwareKey
@_exported import struct TactileInput.KeyRecord
@_exported import struct TactileInput.SwipeDirections
@_exported import struct TactileInput.TouchLocation
// Touch records come from Input; their value types are part of Tactile's touch API, so
// applications importing Tactile can name them without importing Input.
@_exported import enum TactileInput.TouchPhase
@_exported import struct TactileInput.TouchRecord

extension Point {
    /// The point at a touch location (both in screen points).
    package init(_ location: TouchLocation) {
        self.init(x: location.x, y: location.y)
    }
}
