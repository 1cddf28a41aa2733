// The host re-exports the kit: an app writes `import Tactile` and gets `Application` with every
// view, control and value type of TactileCore.
@_exported import TactileCore

// `DisplayModeRequest`: the value of `RuntimeOptions.mode` (`--mode`).
@_exported import struct TactilePlatform.DisplayModeRequest
