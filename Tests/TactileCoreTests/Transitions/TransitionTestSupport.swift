import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport

@testable import TactileCore

/// Milliseconds on the virtual time axis of the transition tests.
func transitionTime(_ milliseconds: Int) -> Instant { Instant.zero + .milliseconds(milliseconds) }

/// The red, green, blue channels of a pixel.
func channels(_ pixel: UInt32) -> (Int, Int, Int) {
    (Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
}

/// Whether each channel of `pixel` is within `tolerance` of the expected value.
func pixel(_ pixel: UInt32, isNear expected: (Double, Double, Double), tolerance: Double = 1.01) -> Bool {
    let (r, g, b) = channels(pixel)
    return abs(Double(r) - expected.0) <= tolerance && abs(Double(g) - expected.1) <= tolerance
        && abs(Double(b) - expected.2) <= tolerance
}

/// Counts completion calls and remembers their arguments.
final class CompletionLog {
    var calls: [Bool] = []
    var handler: (Bool) -> Void { { self.calls.append($0) } }
}

/// A copy of `view`'s subtree sharing nothing with it, transition snapshot views included.
func cloneTree(_ view: View) -> View {
    let copy: View
    if let picture = view as? TransitionSnapshotView {
        let clone = TransitionSnapshotView(
            image: picture.image, blendingTo: picture.blendImage,
            scale: picture.imageScale, size: picture.bounds.size)
        clone.blendFraction = picture.blendFraction
        clone.isUserInteractionEnabled = false
        copy = clone
    } else if let curl = view as? TransitionCurlView {
        copy = TransitionCurlView(
            page: curl.page, under: curl.under, scale: curl.imageScale,
            size: curl.bounds.size, fold: curl.fold)
        copy.isUserInteractionEnabled = false
    } else if let grid = view as? GridView {
        copy = GridView(frame: .zero, cells: grid.cells)
    } else if let imageView = view as? ImageView {
        let imageCopy = ImageView(image: imageView.image)
        imageCopy.contentMode = imageView.contentMode
        copy = imageCopy
    } else {
        copy = View()
    }
    IncrementalRenderPropertyTests.copyProperties(view, copy)
    for child in view.subviews { copy.addSubview(cloneTree(child)) }
    return copy
}

/// The tree of `window` rendered from scratch on a new screen like `screen`, into a new buffer.
func freshRender(of window: Window, like screen: Screen) -> Bitmap {
    let (fresh, freshWindow, target) = makeScreen(width: screen.size.width, height: screen.size.height, scale: screen.scale)
    IncrementalRenderPropertyTests.copyProperties(window, freshWindow)
    for child in window.subviews { freshWindow.addSubview(cloneTree(child)) }
    fresh.render(into: target)
    return target
}
