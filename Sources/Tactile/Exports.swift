// What `import Tactile` gives an application besides the UI kit itself: what an app needs and
// nothing of the device's insides.
// - Raster: geometry and colours (`Point`, `Rect`, `AffineTransform`, `Color`) are the same
//   types in points (views) and pixels (the rasterizer), and `Bitmap` and `Canvas` are what
//   custom views draw with.
// - Text (fonts, text layout) and Images (PNG).
// - From System, time (`Instant`, `Interval`: timers, animation durations; `CivilDate`: days),
//   `Unowned` (the checked back reference an app keeps of its owners)
//   and `Console` (the program's messages).
// - From Input, the values touch and key events carry (Events/TouchTypes.swift).
// - From Platform, `DisplayModeRequest`: the value of `RuntimeOptions.mode` (`--mode`).
// Display backends, the run loop, evdev devices, files and the memory budget stay in Platform,
// Input and System, which the device tools import by name.
@_exported import Raster
@_exported import Text
@_exported import Images
@_exported import struct System.Instant
@_exported import struct System.Interval
@_exported import enum System.Console
@_exported import struct System.CivilDate
@_exported import struct System.Unowned
@_exported import struct Platform.DisplayModeRequest
