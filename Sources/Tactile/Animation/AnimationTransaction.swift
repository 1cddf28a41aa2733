import Platform

/// Identifies a synchronized commit: every participant commits with the same ID and count, and
/// nothing of theirs appears until the last one has. Use a new ID for each synchronization.
public struct SynchronizationID: Hashable, Sendable {
    public let value: Int
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

    override func makeAnimation(parameters: AnimationParameters) -> Animation {
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
