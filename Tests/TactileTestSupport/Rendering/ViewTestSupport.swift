import TactileRaster
import TactileSystem

@testable import TactileCore

/// The seeded generator the view tests draw their random cases from.
package typealias SeededRandom = SplitMix64

/// A fresh screen (scale `scale`) holding `window`, and a target bitmap of its pixel size.
package func makeScreen(
    width: Double, height: Double, scale: Double = 1,
    format: PixelFormat = .xrgb8888
) -> (Screen, Window, Bitmap) {
    let screen = Screen(width: width, height: height, scale: scale, animator: Animator())
    let window = Window(screen: screen)
    window.makeKeyAndVisible()
    let target = Bitmap(width: screen.pixelWidth, height: screen.pixelHeight, format: format)
    return (screen, window, target)
}

/// The first pixel where two bitmaps differ, for failure messages.
package func firstDifference(_ a: Bitmap, _ b: Bitmap) -> String? {
    for y in 0..<a.height {
        for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
            return "(\(x), \(y)): \(a.pixel(x: x, y: y)) vs \(b.pixel(x: x, y: y))"
        }
    }
    return nil
}
