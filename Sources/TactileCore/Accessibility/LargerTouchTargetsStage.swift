import TactileInput
import TactileRaster
import TactileSystem

/// The "larger touch targets" setting outside the screen reader (docs/accessibility.md,
/// "Enlarged hit areas"): a touch that lands near a control, inside the control's enlarged area
/// (`AccessibilityScreenModel.hitAreas`) but on nothing that takes touches, goes to the control as
/// if it had landed on its activation point. The stage takes such a touch and passes the apps a
/// touch of its own moved by the same offset, so the control sees a tap inside itself. Touches
/// that land on a control, or near none, pass unchanged.
final class LargerTouchTargetsStage: TouchStage {
    @Unowned private var session: ScreenSession
    /// The touches taken: the id passed on for each and the offset added to its locations.
    private var moved: [Int: (id: Int, offset: Point)] = [:]
    /// Negative (never a device's) and apart from the reader's (`ScreenReaderStage`), within 32 bits.
    private var nextID = -1_000_000_000

    init(session: ScreenSession) {
        self.session = session
    }

    override var hasActiveTouches: Bool { !moved.isEmpty }

    override func handle(_ records: [TouchRecord]) {
        for record in records {
            if record.phase == .began, let target = target(at: Point(record.location)) {
                let offset = Point(x: target.x - record.location.x, y: target.y - record.location.y)
                moved[record.id] = (nextID, offset)
                nextID -= 1
                claim(touchIDs: [record.id])
            }
            guard let touch = moved[record.id] else { continue }
            var shifted = record
            shifted.id = touch.id
            shifted.location = TouchLocation(x: record.location.x + touch.offset.x, y: record.location.y + touch.offset.y)
            shifted.previousLocation = TouchLocation(
                x: record.previousLocation.x + touch.offset.x,
                y: record.previousLocation.y + touch.offset.y)
            pipeline?.inject([shifted], after: self)
            if record.phase == .ended || record.phase == .cancelled { moved[record.id] = nil }
        }
    }

    override func cancel(touchIDs ids: [Int], timestamp: Instant) {
        for id in ids {
            guard let touch = moved.removeValue(forKey: id) else { continue }
            let nowhere = TouchLocation(x: 0, y: 0)
            pipeline?.inject(
                [
                    TouchRecord(
                        id: touch.id, phase: .cancelled, timestamp: timestamp, location: nowhere,
                        previousLocation: nowhere)
                ], after: self)
        }
    }

    /// The activation point of the control whose enlarged area holds `point`, when what is under
    /// `point` takes no touch itself (nil: the touch goes where it landed).
    private func target(at point: Point) -> Point? {
        if let hit = session.touchDispatcher.hitView(at: point)?.view, hit is Control || hit.gestureRecognizers.count > 0 {
            return nil
        }
        let model = AccessibilityScreenModel(screen: session.screen)
        guard let step = model.step(at: point), case let .item(item, _) = model.navigator.steps[step],
            !item.frame.contains(point), item.traits.contains(.button) || item.traits.contains(.adjustable)
        else { return nil }
        return item.activationPoint
    }
}
