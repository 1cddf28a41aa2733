import TactileInput
import TactilePlatform
import TactileSystem

/// Where hardware key records go: to the key window's responder chain as presses (from its first
/// responder, else the window itself), to the key gestures (press, long press, double press),
/// and, for keyboard keys, into the text being edited. Keys held by a device that goes away are
/// released as cancelled presses. The session owns one (`ScreenSession.handleKeys(_:)`).
final class KeyRouter {
    @Unowned private var screen: Screen
    private let keyGestures: KeyGestureRecognizer
    /// The presses down now, with the device holding each.
    private var presses: [(press: Press, deviceID: Int)] = []

    init(screen: Screen, keyGestures: KeyGestureRecognizer) {
        self.screen = screen
        self.keyGestures = keyGestures
    }

    /// Delivers `records` (repeats reach only the text being edited).
    func handle(_ records: [KeyRecord]) {
        for record in records where !record.isRepeat {
            let press: Press
            if record.isPressed {
                guard !presses.contains(where: { $0.press.key == record.key }) else { continue }
                press = Press(key: record.key, phase: .began, timestamp: record.timestamp)
                presses.append((press, record.deviceID))
            } else {
                guard let index = presses.firstIndex(where: { $0.press.key == record.key }) else { continue }
                press = presses.remove(at: index).press
                press.phase = .ended
                press.timestamp = record.timestamp
            }
            deliver(press)
        }
        for record in records { keyGestures.handle(record) }
        for record in records { _ = screen.textInput.handleHardwareKey(record) }
    }

    /// Releases the keys `deviceIDs` held as cancelled presses at `now` and drops undecided key
    /// gestures; false when those devices held no key.
    func devicesGone(_ deviceIDs: [Int], now: Instant) -> Bool {
        let gone = presses.filter { deviceIDs.contains($0.deviceID) }
        guard !gone.isEmpty else { return false }
        presses.removeAll { deviceIDs.contains($0.deviceID) }
        for (press, _) in gone {
            press.phase = .cancelled
            press.timestamp = now
            deliver(press)
        }
        keyGestures.reset()
        return true
    }

    /// Sends a press's change to the key window's first responder (else the window).
    private func deliver(_ press: Press) {
        guard let keyWindow = screen.keyWindow else { return }
        let responder = keyWindow.firstResponder ?? keyWindow
        let event = PressEvent(timestamp: press.timestamp, presses: [press])
        switch press.phase {
        case .began: responder.pressesBegan([press], with: event)
        case .ended: responder.pressesEnded([press], with: event)
        case .cancelled: responder.pressesCancelled([press], with: event)
        }
    }
}
