import TactilePlatform
import TactileSystem

/// The ordered stages touches pass through before views see them: the system stage first (the
/// launcher), then accessibility, then the application's windows. A touch sequence runs from the
/// first finger down to the last lift.
///
/// Each moment's records go to every stage in order, except records of touches an earlier stage
/// has claimed. A claim cancels the touches in every later stage (`TouchStage.cancel`), at once,
/// even in the middle of a moment: the stages after the claimer in that moment no longer receive
/// them, and a touch that began in that moment never reaches them at all.
public final class TouchPipeline {
    /// The stages in order, as added.
    public private(set) var stages: [TouchStage] = []

    /// For each claimed touch still down, the index of the stage holding it.
    private var claims: [Int: Int] = [:]
    /// The stage holding the whole sequence, if one does: new touches go to it only.
    private var sequenceClaimer: Int?
    /// Touches down now (ids), for the end of a sequence.
    private var touchesDown: Set<Int> = []
    private var momentTimestamp = Instant.zero
    private var isDispatching = false
    /// The clock claims made outside a moment (from a timer: a long press) read their time from;
    /// the application sets its run loop's. Without one they carry the last moment's time.
    public var clock: Clock?

    /// Creates a pipeline with no stages and no clock.
    public init() {}

    /// Adds `stage` after the others (or at `index`). A stage belongs to one pipeline.
    public func add(_ stage: TouchStage, at index: Int? = nil) {
        precondition(stage.pipeline == nil, "a touch stage can be in one pipeline only")
        stage.pipeline = self
        let position = min(max(0, index ?? stages.count), stages.count)
        stages.insert(stage, at: position)
        // Indices of claims at or after the insertion shift by one.
        for (id, holder) in claims where holder >= position { claims[id] = holder + 1 }
        if let claimer = sequenceClaimer, claimer >= position { sequenceClaimer = claimer + 1 }
    }

    /// Takes `stage` out (between sequences: touches it claimed end for it as cancelled).
    public func remove(_ stage: TouchStage) {
        guard let position = stages.firstIndex(where: { $0 === stage }) else { return }
        stage.cancel(touchIDs: Array(touchesDown).sorted(), timestamp: momentTimestamp)
        stages.remove(at: position)
        stage.pipeline = nil
        for (id, holder) in claims {
            if holder == position { claims[id] = nil } else if holder > position { claims[id] = holder - 1 }
        }
        if let claimer = sequenceClaimer {
            sequenceClaimer = claimer == position ? nil : (claimer > position ? claimer - 1 : claimer)
        }
    }

    /// Passes records of touches `stage` makes up (the screen reader's activating tap) to the
    /// stages after it. Their ids must be `stage`'s own, never a device's.
    public func inject(_ records: [TouchRecord], after stage: TouchStage) {
        guard let index = stages.firstIndex(where: { $0 === stage }) else { return }
        for later in stages.indices where later > index { stages[later].handle(records) }
    }

    /// How many touches are down (began and neither ended nor cancelled), whichever stage has them.
    package var touchesDownCount: Int { touchesDown.count }

    /// Whether a touch is down in any stage.
    public var hasActiveTouches: Bool {
        !touchesDown.isEmpty || stages.contains { $0.hasActiveTouches }
    }

    /// Passes records through the stages. Consecutive records with the same timestamp form one
    /// moment.
    public func dispatch(_ records: [TouchRecord]) {
        var start = 0
        while start < records.count {
            var end = start + 1
            while end < records.count && records[end].timestamp == records[start].timestamp { end += 1 }
            dispatchMoment(Array(records[start..<end]))
            start = end
        }
    }

    private func dispatchMoment(_ records: [TouchRecord]) {
        guard let first = records.first else { return }
        momentTimestamp = first.timestamp
        isDispatching = true
        defer { isDispatching = false }
        for record in records where record.phase == .began {
            touchesDown.insert(record.id)
            if let claimer = sequenceClaimer, claims[record.id] == nil { claims[record.id] = claimer }
        }
        for index in stages.indices {
            let visible = records.filter { record in claims[record.id].map { index <= $0 } ?? true }
            if !visible.isEmpty { stages[index].handle(visible) }
        }
        for record in records where record.phase == .ended || record.phase == .cancelled {
            touchesDown.remove(record.id)
            claims[record.id] = nil
        }
        if touchesDown.isEmpty {
            sequenceClaimer = nil
            claims.removeAll()
        }
    }

    func claim(touchIDs ids: [Int], by stage: TouchStage) {
        guard let index = stages.firstIndex(where: { $0 === stage }) else { return }
        var taken: [Int] = []
        for id in ids where touchesDown.contains(id) {
            // An earlier stage's claim stands.
            if let holder = claims[id], holder <= index { continue }
            claims[id] = index
            taken.append(id)
        }
        cancel(taken, after: index)
    }

    func claimSequence(by stage: TouchStage) {
        guard let index = stages.firstIndex(where: { $0 === stage }) else { return }
        if let claimer = sequenceClaimer, claimer <= index { return }
        sequenceClaimer = index
        claim(touchIDs: Array(touchesDown), by: stage)
    }

    private func cancel(_ ids: [Int], after index: Int) {
        guard !ids.isEmpty else { return }
        let sorted = ids.sorted()
        let timestamp = isDispatching ? momentTimestamp : max(momentTimestamp, clock?.now() ?? momentTimestamp)
        for later in stages.indices where later > index {
            stages[later].cancel(touchIDs: sorted, timestamp: timestamp)
        }
    }
}
