import TactileRaster
import TactileTestSupport
import TactileText

@testable import TactileCore

/// Records, in order, the name of every event a control sends (one action per event, so a
/// send of one event is one entry) and whether the control was highlighted at that moment.
final class ControlEventLog {
    static let names: [(Control.Events, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.valueChanged, "value"), (.primaryActionTriggered, "primary")
    ]

    var events: [String] = []
    var highlighted: [Bool] = []

    init(_ control: Control) {
        for (event, name) in ControlEventLog.names {
            control.addAction(for: event) { sender in
                self.events.append(name)
                self.highlighted.append(sender.isHighlighted)
            }
        }
    }

    func count(_ name: String) -> Int { events.filter { $0 == name }.count }
}

/// The built-in bitmap font at 12 pt: 7 px advance per character, 14 px lines at scale 1.
func buttonTestFont() throws -> Font {
    Font.builtin(size: 12, library: try FontLibrary())
}

/// A solid image of `width` × `height` pixels.
func buttonTestBitmap(width: Int, height: Int, pixel: UInt32) -> Bitmap {
    let image = Bitmap(width: width, height: height, format: .argb8888)
    for y in 0..<height { for x in 0..<width { image.setPixel(x: x, y: y, pixel) } }
    return image
}
