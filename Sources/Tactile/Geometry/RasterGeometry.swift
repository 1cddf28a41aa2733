// Tactile's geometry is Raster's: `Point`, `Rect`, `AffineTransform`, `Color`, `Bitmap` and
// `Canvas` are the same types in points (views) and pixels (the rasterizer), so applications
// importing Tactile see them without importing Raster.
@_exported import Raster
