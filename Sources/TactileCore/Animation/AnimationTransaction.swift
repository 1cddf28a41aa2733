import TactilePlatform

/// Identifies a synchronized commit: every participant commits with the same ID and count, and
/// nothing of theirs appears until the last one has. Use a new ID for each synchronization.
public struct SynchronizationID: Hashable, Sendable {
    /// The identifying number.
    public let value: Int
    /// Creates the identifier numbered `value`.
    public init(_ value: Int) { self.value = value }
}

/// One level of `Animator.begin()` … `commit()`: the property changes recorded in it (for
/// animation blocks), and what it hands to its parent, or on the outermost commit, to the screen.
final class AnimationTransaction {
    /// The animation parameters changes in it animate with; nil: changes are immediate.
    let parameters: AnimationParameters?
    /// The shared completion of an animation block, nil for a plain transaction.
    let group: AnimationGroup?
    /// Whether changes in it without animation replace what enclosing animation blocks recorded
    /// for the same properties (`performWithoutAnimation`).
    let overridesEnclosingChanges: Bool
    /// What this level and its committed children hand on.
    let content = CommitContent()
    /// The property changes of this level, one record per key, in the order first changed.
    var records: [AnimationKey: ChangeRecord] = [:]
    var recordOrder: [AnimationKey] = []
    /// Run inside the transaction just before it closes (`Animator.addPreCommitAction`).
    var preCommitActions: [() -> Void] = []
    /// A keyframe block (`Animator.animateKeyframes`): its records keep each keyframe's value.
    var isKeyframed = false

    init(parameters: AnimationParameters?, group: AnimationGroup?, overridesEnclosingChanges: Bool) {
        self.parameters = parameters
        self.group = group
        self.overridesEnclosingChanges = overridesEnclosingChanges
    }
}

/// What a commit delivers together: animations to start in the same frame, actions (the view
/// layer's model → render updates) and animation-block completions.
final class CommitContent {
    var animations: [Animation] = []
    var actions: [() -> Void] = []
    var groups: [AnimationGroup] = []

    func append(_ other: CommitContent) {
        animations += other.animations
        actions += other.actions
        groups += other.groups
    }
}

/// A property's changes in one transaction, whatever its type.
class ChangeRecord {
    let key: AnimationKey
    init(key: AnimationKey) { self.key = key }
    func makeAnimation(parameters: AnimationParameters) -> Animation { fatalError("overridden") }
    /// The change will never animate: tells whoever waits for its animation to stop.
    func discard() {}
}

/// "The state is stacked": a property set several times in one block animates from its
/// next-to-last value to its last; with `.beginFromCurrentState` from `original`, the value before
/// the first change, which is what the screen shows (a running animation's value replaces it when
/// the animation starts, `Animator.flush`).
final class ValueChangeRecord<Value: Animatable>: ChangeRecord {
    var original: Value
    var previous: Value
    var latest: Value
    var apply: (Value) -> Void
    var didStop: ((AnimationStop) -> Void)?

    init(key: AnimationKey, from old: Value, to new: Value, apply: @escaping (Value) -> Void) {
        original = old
        previous = old
        latest = new
        self.apply = apply
        super.init(key: key)
    }

    /// The model jumped from `old` to `new` without animation: the change now ends at `new`,
    /// and starts from where it started moved by the same amount, so a field the jump changed
    /// does not animate while the others do.
    func jump(from old: Value, to new: Value) {
        previous = Value.offsetting(previous, from: old, to: new)
        original = Value.offsetting(original, from: old, to: new)
        latest = new
    }

    override func discard() {
        let stop = AnimationStop(finished: false, timeFraction: 0, valueFraction: 0)
        didStop?(stop)
        didStop = nil
    }

    /// In a keyframe block: the value reached at the end of each keyframe's slice, in the order
    /// set (`Animator.addKeyframe`).
    private var keyframes: [(start: Double, end: Double, value: Value)] = []

    func addKeyframe(_ value: Value, during slice: (start: Double, end: Double)) {
        keyframes.append((slice.start, slice.end, value))
    }

    /// The values and key times of a keyframe block's animation: from the value before the block,
    /// each keyframe's value reached at the end of its slice, held between slices; nil when the
    /// block set no keyframes.
    private func keyframePath() -> (values: [Value], times: [Double])? {
        guard !keyframes.isEmpty else { return nil }
        var values = [original], times = [0.0]
        var current = original
        for keyframe in keyframes.sorted(by: { $0.end < $1.end }) {
            // Hold the value reached so far until this keyframe's slice starts (for a jump, until
            // its moment).
            if keyframe.start > times[times.count - 1] {
                values.append(current)
                times.append(keyframe.start)
            }
            // A slice of no length is a jump: the value held so far until its moment, then the new
            // one a billionth of the block later (key times must rise).
            let end = keyframe.end > keyframe.start || keyframe.start == 0 ? keyframe.end : Swift.min(1, keyframe.end + 1e-9)
            if end > times[times.count - 1] {
                values.append(keyframe.value)
                times.append(end)
            } else {
                // At the same moment as the last value: the value is there at once.
                values[values.count - 1] = keyframe.value
            }
            current = keyframe.value
        }
        if times[times.count - 1] < 1 {
            values.append(current)
            times.append(1)
        }
        return values.count >= 2 ? (values, times) : nil
    }

    override func makeAnimation(parameters: AnimationParameters) -> Animation {
        if let path = keyframePath() {
            let animation = PropertyAnimation(
                key: key, values: path.values, keyTimes: path.times, parameters: parameters,
                apply: apply)
            animation.isFromRecordedChange = true
            if let didStop { animation.stopObservers.append(didStop) }
            return animation
        }
        let start = parameters.options.contains(.beginFromCurrentState) ? original : previous
        let animation = PropertyAnimation(key: key, from: start, to: latest, parameters: parameters, apply: apply)
        animation.isFromRecordedChange = true
        if let didStop { animation.stopObservers.append(didStop) }
        return animation
    }
}

/// The animations of one animation block, and its completion: called once, when the last of them
/// stops, with true when all finished (at once when the block changed nothing).
final class AnimationGroup {
    private var remaining = 0
    private var allFinished = true
    private var sealed = false
    private var completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func add(_ animation: Animation) {
        remaining += 1
        animation.stopObservers.append { stop in self.memberStopped(finished: stop.finished) }
    }

    /// Called when the group's animations are on the screen: from then on it may complete.
    func seal() {
        sealed = true
        fireIfDone()
    }

    /// One of its changes was dropped before it became an animation: the completion hears false.
    func noteInterrupted() { allFinished = false }

    private func memberStopped(finished: Bool) {
        remaining -= 1
        if !finished { allFinished = false }
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, remaining == 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
