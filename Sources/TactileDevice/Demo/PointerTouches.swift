#if TACTILE_DESKTOP
import Input
import Platform
import Tactile

/// The desktop window's mouse as one finger: its events become contact frames
/// (`PointerContacts`) for a touch tracker, and those touch records. Locations are in screen points.
final class PointerTouches {
    private let tracker = TouchTracker()
    private let mapping: ScreenMapping
    private var contacts = PointerContacts()
    /// Receives the records of each pointer event.
    var onRecords: ([TouchRecord]) -> Void = { _ in }

    /// For a window of `pixelWidth` × `pixelHeight` showing a screen of `size` points.
    init(pixelWidth: Int, pixelHeight: Int, size: Size) {
        mapping = ScreenMapping(xAxis: AxisInfo(minimum: 0, maximum: Int32(pixelWidth - 1)),
                                yAxis: AxisInfo(minimum: 0, maximum: Int32(pixelHeight - 1)),
                                width: size.width, height: size.height)
    }

    func handle(_ event: X11Display.PointerEvent) {
        let action: PointerContacts.Action
        switch event.kind {
        case .pressed: action = .pressed
        case .dragged: action = .dragged
        case .moved: action = .moved
        case .released: action = .released
        }
        // The server's milliseconds: steady, and all a tracker needs (tap intervals, speeds).
        let frames = contacts.frames(for: action, x: Int32(clamping: event.x), y: Int32(clamping: event.y),
                                     time: Int64(event.time) * 1000)
        for frame in frames { tracker.consume(frame, deviceID: 0, mapping: mapping) }
        let records = tracker.takeRecords()
        if !records.isEmpty { onRecords(records) }
    }
}
#endif
