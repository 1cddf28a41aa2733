// The host re-exports the kit: an app writes `import Tactile` and gets `Application` with every
// view, control and value type of TactileCore.
@_exported import TactileCore
