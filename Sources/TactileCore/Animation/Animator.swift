import TactilePlatform
import TactileSystem

/// The one animation engine of an application: every running animation, advanced together from
/// one clock, once per frame.
///
/// Attached to a `RunLoop` (`attach(to:)`), it keeps exactly one run-loop animation registered
/// while anything runs and none when idle, so N animations cost one frame timer and an idle UI
/// arms none. Without a run loop, call `tick(now:)` yourself.
///
/// Changes are grouped in transactions (`begin`/`commit`, nested): what one transaction adds
/// appears together and starts in the same frame. Animation blocks (`animate`, which
/// `View.animate` calls) are transactions whose property changes become animations: `View`
/// reports each change of an animatable property through `propertyDidChange` and shows the
/// values the animator applies. Animations can also be added directly (`add`, `animate(_:from:to:…)`,
/// and `animate(_:simulation:…)` for motions that run until they come to rest).
public final class Animator {
    /// The run loop it ticks on, if attached.
    public private(set) var runLoop: RunLoop?
    private var loopAnimation: AnimationID?
    private var isTickingFromLoop = false
    /// Bumped at each registration, so a run-loop callback left from an earlier one stops.
    private var registration = 0

    /// Running and scheduled animations, in the order they were started.
    private var running: [Animation] = []
    private var byKey: [AnimationKey: Animation] = [:]

    private var transactions: [AnimationTransaction] = []
    /// Whether a transaction (an animation block) is open: only then may a change of a property
    /// become an animation (`propertyDidChange`).
    var hasOpenTransaction: Bool { !transactions.isEmpty }
    /// Commits waiting for the other participants of their synchronization.
    private var synchronizedCommits = SynchronizedCommits()

    /// How long a synchronized commit waits for its other participants before its changes appear
    /// without them (a participant that never commits must not freeze the screen). Takes effect
    /// while attached to a run loop, which keeps the timer.
    public var synchronizationTimeout: Interval = .seconds(1)
    /// What `flush` is putting on the screen while it runs the commit actions (which may remove
    /// views whose animations are about to start).
    private var contentsBeingFlushed: [CommitContent] = []

    /// The event layer drops touches while this is raised.
    public private(set) var interactionIgnoring = InteractionIgnoring()

    /// Creates an animator with no animations and no open transaction.
    public init() {}

    /// The animator `View.animate` opens its transactions on: the thread's session's
    /// (`ScreenSession.current`); nil on a thread without a session (a tool drawing views
    /// itself), where changes made in animation blocks apply at once.
    static var current: Animator? { ScreenSession.current?.animator }

    // MARK: The frame clock

    /// Whether any animation is running or waiting for its delay.
    public var isRunning: Bool { !running.isEmpty }

    /// The number of running animations.
    public var runningCount: Int { running.count }

    /// Ticks on `runLoop`'s frame clock from now on (one run-loop animation while anything runs).
    public func attach(to runLoop: RunLoop) {
        detach()
        self.runLoop = runLoop
        updateLoopRegistration()
    }

    /// Stops ticking on the run loop; `tick(now:)` must then be called by hand.
    public func detach() {
        if let runLoop { synchronizedCommits.cancelTimeouts(on: runLoop) }
        if let loopAnimation, let runLoop, !isTickingFromLoop { runLoop.removeAnimation(loopAnimation) }
        loopAnimation = nil
        registration += 1
        runLoop = nil
    }

    /// Advances every animation to the frame at `now` and applies their values, then calls the
    /// callbacks of those that ended (which may start others). Animations committed since the
    /// last tick start at `now`. Returns whether anything is still running.
    @discardableResult
    public func tick(now: Instant) -> Bool {
        let ticking = running
        var ended: [Animation] = []
        for animation in ticking where !animation.isStopped {
            if animation.advance(to: now) { ended.append(animation) }
        }
        for animation in ended { detachFromRunning(animation) }
        for animation in ended { finish(animation, finished: true) }
        updateLoopRegistration()
        return isRunning
    }

    private func updateLoopRegistration() {
        guard let runLoop else { return }
        if running.isEmpty, let loopAnimation, !isTickingFromLoop {
            runLoop.removeAnimation(loopAnimation)
            self.loopAnimation = nil
        } else if !running.isEmpty, loopAnimation == nil {
            registration += 1
            let token = registration
            // The closure holds the animator only while something runs: returning false (idle,
            // detached or re-registered) removes it from the loop.
            loopAnimation = runLoop.addAnimation { now in
                guard token == self.registration, self.loopAnimation != nil else { return false }
                self.isTickingFromLoop = true
                let going = self.tick(now: now)
                self.isTickingFromLoop = false
                guard token == self.registration, self.loopAnimation != nil else { return false }
                if !going { self.loopAnimation = nil }
                return going
            }
        }
    }

    // MARK: Animations

    /// Starts `animation`: in the current transaction if one is open (it then starts with the
    /// outermost commit), else at the next tick. It replaces the animation of the same key.
    public func add(_ animation: Animation) {
        if let transaction = transactions.last {
            transaction.content.animations.append(animation)
        } else {
            let content = CommitContent()
            content.animations.append(animation)
            flush([content])
        }
    }

    /// Animates `key` from `from` to `to` (see `add(_:)`); `apply` receives each frame's value.
    @discardableResult
    public func animate<Value: Animatable>(
        _ key: AnimationKey?, from: Value, to: Value,
        parameters: AnimationParameters = AnimationParameters(),
        apply: @escaping (Value) -> Void,
        completion: ((Bool) -> Void)? = nil
    ) -> PropertyAnimation<Value> {
        let animation = PropertyAnimation(key: key, from: from, to: to, parameters: parameters, apply: apply)
        animation.completion = completion
        add(animation)
        return animation
    }

    /// Moves `key` by `simulation`, stepped with each frame's time from the first frame after the
    /// commit (and `delay`) until it comes to rest (see `add(_:)`): `apply` receives each frame's
    /// position; `completion` gets true at rest, false when removed or replaced first (the
    /// simulation then keeps the position and velocity of the last frame).
    @discardableResult
    public func animate<Value>(
        _ key: AnimationKey?, simulation: Simulation<Value>, delay: Interval = .zero,
        options: AnimationOptions = [], apply: @escaping (Value) -> Void,
        completion: ((Bool) -> Void)? = nil
    ) -> SimulationAnimation<Value> {
        let animation = SimulationAnimation(
            key: key, simulation: simulation, delay: delay, options: options,
            apply: apply)
        animation.completion = completion
        add(animation)
        return animation
    }

    /// The running (or scheduled) animation of `key`.
    public func animation(for key: AnimationKey) -> Animation? { byKey[key] }

    /// The value on screen for `key` while an animation of `Value` runs on it; nil when none does
    /// (the model value is then on screen). Nil for simulations too: their `apply` sets what is
    /// shown, and the simulation holds the position.
    public func presentationValue<Value: Animatable>(for key: AnimationKey, as type: Value.Type = Value.self) -> Value? {
        (byKey[key] as? PropertyAnimation<Value>)?.presentationValue
    }

    /// Stops the animation of `key` where it is (its completion gets false) and returns how far it
    /// got; nil when none ran. Changes of `key` waiting in open transactions are dropped too.
    @discardableResult
    public func removeAnimation(for key: AnimationKey) -> AnimationStop? {
        let animation = byKey[key]
        discardPendingChanges(includingHeldCommits: true, onlyRecordedChanges: false) { $0 == key }
        guard let animation else { return nil }
        return remove(animation)
    }

    /// Stops `animation` where it is (its completion gets false) and returns how far it got.
    @discardableResult
    public func remove(_ animation: Animation) -> AnimationStop? {
        guard !animation.isStopped, running.contains(where: { $0 === animation }) else { return nil }
        let stop = AnimationStop(
            finished: false, timeFraction: animation.timeFraction,
            valueFraction: animation.valueFraction)
        detachFromRunning(animation)
        finish(animation, finished: false)
        updateLoopRegistration()
        return stop
    }

    /// Stops every animation of `object` (a view going away), and drops the changes of its
    /// properties waiting in open transactions and held synchronized commits: nothing of it
    /// starts later. Completions get false.
    public func removeAnimations(of object: ObjectIdentifier) {
        // Taken first: what the callbacks below start is not removed.
        let doomed = running.filter { $0.key?.object == object }
        discardPendingChanges(includingHeldCommits: true, onlyRecordedChanges: false) { $0.object == object }
        for animation in doomed { remove(animation) }
    }

    /// Ends every running animation of `object` at its end value, with completions told they
    /// finished: an application leaving the screen shows its views as they will be, and its
    /// animations no longer keep the frame clock running.
    package func finishAnimations(of object: ObjectIdentifier) {
        let ending = running.filter { $0.key?.object == object && !$0.isStopped }
        for animation in ending {
            animation.finishImmediately()
            detachFromRunning(animation)
        }
        for animation in ending { finish(animation, finished: true) }
        updateLoopRegistration()
    }

    /// Whether anything may still start or run: animations running, or transactions open, held
    /// or being flushed that may hold changes.
    var mayHaveAnimations: Bool {
        !running.isEmpty || !transactions.isEmpty || synchronizedCommits.isHolding || !contentsBeingFlushed.isEmpty
    }

    /// Stops every animation.
    public func removeAllAnimations() {
        for animation in running { remove(animation) }
    }

    private func detachFromRunning(_ animation: Animation) {
        running.removeAll { $0 === animation }
        if let key = animation.key, byKey[key] === animation { byKey[key] = nil }
    }

    private func finish(_ animation: Animation, finished: Bool) {
        if animation.holdsInteraction {
            animation.holdsInteraction = false
            endIgnoringInteractionEvents()
        }
        animation.stop(finished: finished)
    }

    // MARK: Transactions

    /// Opens a transaction (nested ones are allowed): animations and actions added until the
    /// matching `commit` appear together. Property changes inside animate with `parameters`, or
    /// with the enclosing transaction's when nil, or never with `disablesAnimations`.
    public func begin(_ parameters: AnimationParameters? = nil, disablesAnimations: Bool = false) {
        begin(parameters: parameters, disablesAnimations: disablesAnimations, group: nil)
    }

    /// `keepsEnclosingChanges`: changes without animation in it leave the enclosing blocks'
    /// records alone (a jump that an animation recorded next starts from).
    private func begin(
        parameters: AnimationParameters?, disablesAnimations: Bool, group: AnimationGroup?,
        keepsEnclosingChanges: Bool = false
    ) {
        let enclosing = transactions.last
        let effective = disablesAnimations ? nil : (parameters ?? enclosing?.parameters)
        let overrides =
            disablesAnimations
            ? !keepsEnclosingChanges
            : (parameters == nil && enclosing?.overridesEnclosingChanges == true)
        transactions.append(AnimationTransaction(parameters: effective, group: group, overridesEnclosingChanges: overrides))
    }

    /// The depth of open transactions.
    public var transactionDepth: Int { transactions.count }

    /// Whether property changes reported now animate.
    public var isAnimatingChanges: Bool { transactions.last?.parameters != nil }

    /// Closes the innermost transaction. Its changes go to the enclosing one, or, for the
    /// outermost, to the screen: actions run, animations start together at the next tick.
    public func commit() {
        guard let content = close() else { return }
        flush([content])
    }

    /// Closes the outermost transaction as one of `participants` committing under `id`: nothing
    /// of it appears until all have committed, then all their changes appear together and their
    /// animations share one start time. (Inside an enclosing transaction this is a plain commit.)
    /// After `synchronizationTimeout` without the rest, what was committed appears anyway, and
    /// the participants still to come then commit at once.
    public func commit(synchronizing id: SynchronizationID, participants: Int) {
        precondition(participants >= 1, "a synchronized commit needs at least one participant")
        guard let content = close() else { return }
        switch synchronizedCommits.commit(
            content, under: id, participants: participants, runLoop: runLoop,
            timeout: synchronizationTimeout,
            onTimeout: { self.releaseHeldCommit(id) })
        {
        case .waiting:
            break
        case let .late(content):
            flush([content])
        case let .complete(contents):
            flush(contents)
            // Frames were held meanwhile: what waited must be drawn even if nothing animates.
            runLoop?.setNeedsFrame()
        }
    }

    /// Puts what was committed under `id` on the screen now without waiting for the other
    /// participants, who then commit at once.
    public func releaseHeldCommit(_ id: SynchronizationID) {
        guard let contents = synchronizedCommits.release(id, runLoop: runLoop) else { return }
        flush(contents)
        runLoop?.setNeedsFrame()
    }

    /// Whether commits under `id` are held, waiting for more participants.
    public func isHolding(_ id: SynchronizationID) -> Bool { synchronizedCommits.isHolding(id) }

    /// Whether any synchronized commit waits for participants: screens driven by this animator
    /// then render nothing new (the render tree stays as it was), so that every participant's
    /// changes, animated or not, appear in one frame.
    public var isHoldingCommits: Bool { synchronizedCommits.isHolding }

    /// How many participants have committed under `id` so far (0 when none is held).
    public func committedParticipants(_ id: SynchronizationID) -> Int { synchronizedCommits.committedParticipants(id) }

    /// Runs `action` when the current transaction's changes reach the screen (at once outside a
    /// transaction): the view layer's model → render-tree update goes here.
    public func addCommitAction(_ action: @escaping () -> Void) {
        if let transaction = transactions.last {
            transaction.content.actions.append(action)
        } else {
            action()
        }
    }

    /// Runs `action` inside the innermost open transaction just before it closes, so the changes
    /// it makes belong to that transaction (a stack view lays out once at the end of an animation
    /// block that hid or showed arranged views, and the new frames animate with the block). At
    /// once outside a transaction.
    func addPreCommitAction(_ action: @escaping () -> Void) {
        if let transaction = transactions.last {
            transaction.preCommitActions.append(action)
        } else {
            action()
        }
    }

    /// The slice of the keyframe block `addKeyframe` is running, as fractions of its duration.
    private var keyframeSlot: (start: Double, end: Double)?

    /// The parameters the changes reported now animate with; nil when they do not animate.
    var currentParameters: AnimationParameters? { transactions.last?.parameters }

    /// Closes the innermost transaction: its recorded changes become animations; returns what the
    /// outermost commit delivers (nil when an enclosing transaction took it).
    private func close() -> CommitContent? {
        precondition(!transactions.isEmpty, "commit without begin")
        // Actions may add more actions; each runs once.
        while let last = transactions.last, !last.preCommitActions.isEmpty {
            let actions = last.preCommitActions
            last.preCommitActions = []
            for action in actions { action() }
        }
        let transaction = transactions.removeLast()
        if let parameters = transaction.parameters {
            supersedeEnclosingRecords(of: transaction.recordOrder)
            for key in transaction.recordOrder {
                guard let record = transaction.records[key] else { continue }
                let animation = record.makeAnimation(parameters: parameters)
                transaction.group?.add(animation)
                transaction.content.animations.append(animation)
            }
        }
        if let group = transaction.group { transaction.content.groups.append(group) }
        if let parent = transactions.last {
            parent.content.append(transaction.content)
            return nil
        }
        return transaction.content
    }

    /// A nested block's changes are newer than the enclosing blocks' changes of the same
    /// properties: those become animations now, ahead of the nested ones, which then replace
    /// them (the last value set wins; the enclosing block's completion hears false).
    private func supersedeEnclosingRecords(of keys: [AnimationKey]) {
        for enclosing in transactions {
            guard let parameters = enclosing.parameters else { continue }
            for key in keys {
                guard let record = enclosing.records.removeValue(forKey: key) else { continue }
                enclosing.recordOrder.removeAll { $0 == key }
                let animation = record.makeAnimation(parameters: parameters)
                enclosing.group?.add(animation)
                enclosing.content.animations.append(animation)
            }
        }
    }

    /// Puts committed contents on the screen together.
    private func flush(_ contents: [CommitContent]) {
        var replaced: [Animation] = []
        var immediate: [Animation] = []
        // Actions may commit (and so flush) in turn: the outer contents stay listed meanwhile.
        let enclosingFlushes = contentsBeingFlushed
        contentsBeingFlushed = enclosingFlushes + contents
        for content in contents {
            for action in content.actions { action() }
        }
        contentsBeingFlushed = enclosingFlushes
        for content in contents {
            for animation in content.animations {
                if let key = animation.key, let old = byKey[key] {
                    if animation.parameters.options.contains(.beginFromCurrentState) {
                        animation.beginFromPresentation(of: old)
                    }
                    detachFromRunning(old)
                    replaced.append(old)
                }
                if animation.isImmediate {
                    immediate.append(animation)
                    continue
                }
                running.append(animation)
                if let key = animation.key { byKey[key] = animation }
                if animation.parameters.options.contains(.ignoresInteraction) {
                    animation.holdsInteraction = true
                    beginIgnoringInteractionEvents()
                }
                // Marks the start as pending: beginTime is set by the first tick.
                animation.beginTime = nil
            }
        }
        updateLoopRegistration()
        for animation in replaced { finish(animation, finished: false) }
        for animation in immediate {
            animation.finishImmediately()
            animation.stop(finished: true)
        }
        for content in contents {
            for group in content.groups { group.seal() }
        }
    }

    // MARK: Animation blocks

    /// Runs `changes` in a transaction whose property changes animate with `parameters`, commits
    /// it, and calls `completion` once when all the animations it made have stopped (true when
    /// all finished). The view layer's `View.animate(duration:…)` is this.
    public func animate(
        _ parameters: AnimationParameters = AnimationParameters(),
        changes: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        begin(parameters: parameters, disablesAnimations: false, group: AnimationGroup(completion: completion))
        changes()
        commit()
    }

    /// `UIView.animate(withDuration:delay:options:animations:completion:)`: an animation block
    /// with a timing curve.
    public func animate(
        withDuration duration: Interval, delay: Interval = .zero,
        curve: TimingCurve = .easeInEaseOut, options: AnimationOptions = [],
        changes: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            AnimationParameters(duration: duration, delay: delay, timing: .curve(curve), options: options),
            changes: changes, completion: completion)
    }

    /// A keyframe animation block (`UIView.animateKeyframes`): inside `changes`,
    /// `addKeyframe(relativeStartTime:relativeDuration:changes:)` sets the values each property
    /// reaches at the end of its slice of the block; each property animated becomes one keyframe
    /// animation through its values (holding between slices), linear within each slice.
    public func animateKeyframes(
        duration: Interval, delay: Interval = .zero, options: AnimationOptions = [],
        changes: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        begin(
            parameters: AnimationParameters(duration: duration, delay: delay, timing: .curve(.linear), options: options),
            disablesAnimations: false, group: AnimationGroup(completion: completion))
        transactions.last?.isKeyframed = true
        changes()
        commit()
    }

    /// One keyframe of the innermost `animateKeyframes` block: the changes in `changes` are
    /// reached from `relativeStartTime` to `relativeStartTime + relativeDuration` (fractions of
    /// the block's duration, within 0...1). Outside a keyframe block it runs `changes` as they are.
    public func addKeyframe(relativeStartTime start: Double, relativeDuration duration: Double, changes: () -> Void) {
        guard let transaction = transactions.last, transaction.isKeyframed else {
            changes()
            return
        }
        let from = Swift.min(Swift.max(start.isFinite ? start : 0, 0), 1)
        let length = Swift.min(Swift.max(duration.isFinite ? duration : 0, 0), 1 - from)
        let enclosing = keyframeSlot
        keyframeSlot = (from, from + length)
        changes()
        keyframeSlot = enclosing
    }

    /// An animation block driven by a spring (duration + bounce, or mass/stiffness/damping and
    /// initial velocity); it lasts until the spring settles.
    public func animate(
        with spring: Spring, delay: Interval = .zero, options: AnimationOptions = [],
        changes: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(.spring(spring, delay: delay, options: options), changes: changes, completion: completion)
    }

    /// Runs `changes` with animations disabled: nested in a block, they happen at once and
    /// replace what the enclosing blocks recorded for the same properties (an animation of them
    /// that already runs goes on, as after any change without animation).
    public func performWithoutAnimation(_ changes: () -> Void) {
        begin(parameters: nil, disablesAnimations: true, group: nil)
        changes()
        commit()
    }

    /// Runs `changes` without animation, moving the enclosing blocks' records of the same
    /// properties along with them (see `ValueChangeRecord.jump`): a change recorded next
    /// animates from the values set here (`View.setFrame(_:animating:)` jumps the fields that do
    /// not animate this way).
    func performJump(_ changes: () -> Void) {
        begin(parameters: nil, disablesAnimations: true, group: nil, keepsEnclosingChanges: true)
        changes()
        commit()
    }

    /// Reports that the model value of `key` changed from `old` to `new`. Inside an animating
    /// transaction it is recorded (the first change keeps the old value; later ones stack, so the
    /// animation runs from the next-to-last to the last value) and animates from the commit,
    /// `apply` receiving each frame's value; returns true. Otherwise nothing is recorded and it
    /// returns false: the caller shows `new` at once (a running animation of `key` goes on unless
    /// removed). A change in `performWithoutAnimation` inside an animation block is the last word:
    /// the changes of `key` the enclosing blocks recorded (and the animations their closed
    /// nested blocks made of them) are dropped, their `didStop` called as for an animation
    /// stopped before it began; explicitly added animations stay.
    /// `didStop`, if given, is called when the resulting animation stops, before its block's
    /// completion (the view layer drops its presentation value there).
    @discardableResult
    public func propertyDidChange<Value: Animatable>(
        _ key: AnimationKey, from old: Value, to new: Value,
        didStop: ((AnimationStop) -> Void)? = nil,
        apply: @escaping (Value) -> Void
    ) -> Bool {
        guard let transaction = transactions.last else { return false }
        guard transaction.parameters != nil else {
            if transaction.overridesEnclosingChanges {
                discardPendingChanges(includingHeldCommits: false, onlyRecordedChanges: true) { $0 == key }
            } else {
                moveRecordedChanges(of: key, from: old, to: new)
            }
            return false
        }
        let record: ValueChangeRecord<Value>
        if let existing = transaction.records[key] as? ValueChangeRecord<Value> {
            record = existing
            record.previous = old
            record.latest = new
            record.apply = apply
            record.didStop = didStop
        } else {
            if transaction.records[key] == nil { transaction.recordOrder.append(key) }
            record = ValueChangeRecord(key: key, from: old, to: new, apply: apply)
            record.didStop = didStop
            transaction.records[key] = record
        }
        if transaction.isKeyframed { record.addKeyframe(new, during: keyframeSlot ?? (0, 1)) }
        return true
    }

    /// A jump of `key` from `old` to `new` (`performJump`): the enclosing blocks' records of it,
    /// and what closed nested blocks made of them, move with it and animate from where it left them.
    private func moveRecordedChanges<Value: Animatable>(of key: AnimationKey, from old: Value, to new: Value) {
        for enclosing in transactions {
            (enclosing.records[key] as? ValueChangeRecord<Value>)?.jump(from: old, to: new)
            for animation in enclosing.content.animations where animation.isFromRecordedChange && animation.key == key {
                (animation as? PropertyAnimation<Value>)?.jump(from: old, to: new)
            }
        }
    }

    /// Drops the recorded changes and not yet started animations of the keys `matches` accepts
    /// from the open transactions (and from held and flushing commits when asked; only those
    /// made from recorded changes when asked): each counts as stopped unfinished at fraction 0,
    /// so its block's completion hears false and the view layer drops the override it set for it.
    private func discardPendingChanges(
        includingHeldCommits: Bool, onlyRecordedChanges: Bool,
        where matches: (AnimationKey) -> Bool
    ) {
        var contents = transactions.map { $0.content }
        if includingHeldCommits { contents += synchronizedCommits.heldContents + contentsBeingFlushed }
        guard !contents.isEmpty else { return }
        var discardedRecords: [ChangeRecord] = []
        for transaction in transactions {
            for key in transaction.recordOrder where matches(key) {
                guard let record = transaction.records.removeValue(forKey: key) else { continue }
                discardedRecords.append(record)
                transaction.group?.noteInterrupted()
            }
            transaction.recordOrder.removeAll(where: matches)
        }
        var discardedAnimations: [Animation] = []
        for content in contents {
            content.animations.removeAll { animation in
                guard let key = animation.key, matches(key), animation.isFromRecordedChange || !onlyRecordedChanges
                else { return false }
                discardedAnimations.append(animation)
                return true
            }
        }
        // Callbacks last: they may change views, and so report changes, themselves.
        for record in discardedRecords { record.discard() }
        for animation in discardedAnimations { animation.stop(finished: false) }
    }

    // MARK: Interaction

    /// How many `beginIgnoringInteractionEvents` are not yet balanced (see `interactionIgnoring`).
    public var ignoringInteractionCount: Int { interactionIgnoring.count }

    /// Whether touches should be ignored now.
    public var isIgnoringInteractionEvents: Bool { interactionIgnoring.isIgnoring }

    /// Raises the interaction-ignoring counter (balance with `endIgnoringInteractionEvents`).
    public func beginIgnoringInteractionEvents() { interactionIgnoring.begin() }

    /// Lowers the interaction-ignoring counter.
    public func endIgnoringInteractionEvents() { interactionIgnoring.end() }
}
