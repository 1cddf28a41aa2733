import TactilePlatform
import TactileSystem

/// Turns a hardware key's presses and releases into `KeyGesture`s: press, long press (held
/// 0.5 s) and double press (a second press within 0.35 s of the first release), as the launcher
/// needs for the home key (press: home screen, double press: the app strip).
///
/// A single press waits for the double-press interval only for keys with a double-press action,
/// so other keys react at their release. Timers run on the run loop given (the application's
/// clock), deadlines counted from the key records' timestamps: the same recording gives the same
/// gestures in virtual and in real time.
public final class KeyGestureRecognizer {
    /// How long a key is held to be a long press.
    public var longPressDuration: Interval = .milliseconds(500)
    /// How soon after a release a second press makes a double press.
    public var doublePressInterval: Interval = .milliseconds(350)

    @Unowned private var runLoop: RunLoop
    private struct Action {
        var key: HardwareKey
        var gesture: KeyGesture
        var handler: (KeyGesture) -> Void
    }
    private var actions: [Action] = []

    private struct KeyState {
        var key: HardwareKey
        var isDown = false
        var longPressTimer: TimerID?
        var longPressFired = false
        var isSecondPress = false
        /// The release of a first press waiting to see whether a second follows.
        var pendingRelease: Instant?
        var pendingTimer: TimerID?
    }
    private var states: [KeyState] = []

    /// A recognizer scheduling its timers on `runLoop`.
    public init(runLoop: RunLoop) {
        self.runLoop = runLoop
    }

    /// Runs `handler` each time `key` performs `gesture`.
    public func addAction(for key: HardwareKey, gesture: KeyGesture, _ handler: @escaping (KeyGesture) -> Void) {
        actions.append(Action(key: key, gesture: gesture, handler: handler))
    }

    /// Whether a key gesture is still undecided (a key down, or a release waiting for a second
    /// press): the application is not idle meanwhile.
    public var isPending: Bool {
        states.contains { $0.isDown || $0.pendingTimer != nil }
    }

    /// Feeds one key record (auto-repeats are ignored).
    public func handle(_ record: KeyRecord) {
        guard !record.isRepeat else { return }
        let index = stateIndex(for: record.key)
        if record.isPressed {
            guard !states[index].isDown else { return }
            states[index].isDown = true
            states[index].longPressFired = false
            if let release = states[index].pendingRelease, record.timestamp - release <= doublePressInterval {
                cancelPending(index)
                states[index].isSecondPress = true
            } else {
                if states[index].pendingRelease != nil { firePending(index) }
                states[index].isSecondPress = false
            }
            let key = record.key
            states[index].longPressTimer = runLoop.addTimer(at: record.timestamp + longPressDuration) { [owner = Unowned(self)] in
                let index = owner.object.stateIndex(for: key)
                owner.object.states[index].longPressTimer = nil
                owner.object.states[index].longPressFired = true
                owner.object.states[index].isSecondPress = false
                owner.object.send(.longPress, for: key)
                owner.object.runLoop.setNeedsFrame()  // a decided gesture may leave the application idle
            }
        } else {
            guard states[index].isDown else { return }
            states[index].isDown = false
            if let timer = states[index].longPressTimer { runLoop.cancelTimer(timer) }
            states[index].longPressTimer = nil
            if states[index].longPressFired { return }
            if states[index].isSecondPress {
                states[index].isSecondPress = false
                send(.doublePress, for: record.key)
            } else if wants(.doublePress, for: record.key) {
                states[index].pendingRelease = record.timestamp
                let key = record.key
                states[index].pendingTimer = runLoop.addTimer(at: record.timestamp + doublePressInterval) { [owner = Unowned(self)] in
                    let index = owner.object.stateIndex(for: key)
                    owner.object.states[index].pendingTimer = nil
                    owner.object.firePending(index)
                    owner.object.runLoop.setNeedsFrame()  // a decided gesture may leave the application idle
                }
            } else {
                send(.press, for: record.key)
            }
        }
    }

    /// Forgets every key's state (its device went away): nothing pending fires.
    public func reset() {
        for index in states.indices {
            if let timer = states[index].longPressTimer { runLoop.cancelTimer(timer) }
            if let timer = states[index].pendingTimer { runLoop.cancelTimer(timer) }
        }
        states.removeAll()
    }

    private func stateIndex(for key: HardwareKey) -> Int {
        if let index = states.firstIndex(where: { $0.key == key }) { return index }
        states.append(KeyState(key: key))
        return states.count - 1
    }

    private func wants(_ gesture: KeyGesture, for key: HardwareKey) -> Bool {
        actions.contains { $0.key == key && $0.gesture == gesture }
    }

    private func cancelPending(_ index: Int) {
        if let timer = states[index].pendingTimer { runLoop.cancelTimer(timer) }
        states[index].pendingTimer = nil
        states[index].pendingRelease = nil
    }

    /// The waiting first press turned out single.
    private func firePending(_ index: Int) {
        let key = states[index].key
        cancelPending(index)
        send(.press, for: key)
    }

    private func send(_ gesture: KeyGesture, for key: HardwareKey) {
        for action in actions where action.key == key && action.gesture == gesture { action.handler(gesture) }
    }
}
