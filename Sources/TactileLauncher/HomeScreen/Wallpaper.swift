import TactileCore
import TactileRaster

/// What fills the home screen behind the icons.
public enum Wallpaper {
    /// A picture, scaled to cover the screen keeping its aspect ratio (the excess cut off).
    case image(Bitmap)
    /// A plain colour.
    case color(Color)
}
