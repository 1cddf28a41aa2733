@_exported import TactileImages
// What `import Tactile` gives an application besides the UI kit itself: what an app needs and
// nothing of the device's insides.
// - TactileRaster: geometry and colours (`Point`, `Rect`, `AffineTransform`, `Color`) are the same
//   types in points (views) and pixels (the rasterizer), and `Bitmap` and `Canvas` are what
//   custom views draw with.
// - TactileText (fonts, text layout) and TactileImages (PNG).
// - From TactileSystem, time (`Instant`, `Interval`: timers, animation durations; `CivilDate`: days),
//   `Unowned` (the checked back reference an app keeps of its owners)
//   and `Console` (the program's messages).
// - From TactileInput, the values touch and key events carry (Events/TouchTypes.swift).
// Display backends, the run loop, evdev devices, files and the memory budget stay in
// TactilePlatform, TactileInput and TactileSystem, which the host and the device tools import by
// name.
@_exported import TactileRaster
@_exported import TactileText

@_exported import struct TactileSystem.CivilDate
@_exported import enum TactileSystem.Console
@_exported import struct TactileSystem.Instant
@_exported import struct TactileSystem.Interval
@_exported import struct TactileSystem.Unowned
