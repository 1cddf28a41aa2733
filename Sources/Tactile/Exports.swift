// An application needs only `import Tactile`: the modules below the view layer come with it
// (Raster's geometry and colours are exported in Geometry/RasterGeometry.swift). Fonts from Text,
// PNG from Images, displays, run loop and clocks from Platform, touch input from Input.
@_exported import Text
@_exported import Images
@_exported import Platform
@_exported import Input
