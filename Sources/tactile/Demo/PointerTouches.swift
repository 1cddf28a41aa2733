#if TACTILE_DESKTOP
import Input
import Platform
import Tactile

/// The desktop window's mouse as one finger: each press, drag and release of the primary
/// button is a contact frame for a touch tracker, as a panel's would be, so taps are counted and
/// swipes seen the same way. Locations are in screen points.
final class PointerTouches {
    private let tracker = TouchTracker()
    private let mapping: ScreenMapping
    /// The contact's key while the button is down; each press is a new contact.
    private var contactKey: Int?
    private var nextKey = 1
    /// Receives the records of each pointer event.
    var onRecords: ([TouchRecord]) -> Void = { _ in }

    /// For a window of `pixelWidth` × `pixelHeight` showing a screen of `size` points.
    init(pixelWidth: Int, pixelHeight: Int, size: Size) {
        mapping = ScreenMapping(xAxis: AxisInfo(minimum: 0, maximum: Int32(pixelWidth - 1)),
                                yAxis: AxisInfo(minimum: 0, maximum: Int32(pixelHeight - 1)),
                                width: size.width, height: size.height)
    }

    func handle(_ event: X11Display.PointerEvent) {
        switch event.kind {
        case .pressed:
            guard contactKey == nil else { return }
            contactKey = nextKey
            nextKey += 1
        case .dragged:
            guard contactKey != nil else { return }
        case .released:
            guard contactKey != nil else { return }
        }
        var contacts: [Contact] = []
        if event.kind != .released, let key = contactKey {
            contacts.append(Contact(key: key, x: Int32(clamping: event.x), y: Int32(clamping: event.y)))
        } else {
            contactKey = nil
        }
        // The server's milliseconds: steady, and all a tracker needs (tap intervals, speeds).
        tracker.consume(ContactFrame(time: Int64(event.time) * 1000, contacts: contacts), deviceID: 0, mapping: mapping)
        let records = tracker.takeRecords()
        if !records.isEmpty { onRecords(records) }
    }
}
#endif
