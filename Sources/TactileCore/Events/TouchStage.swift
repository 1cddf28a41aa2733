import TactilePlatform
import TactileSystem

/// One stage of a `TouchPipeline`: the system (the launcher's recognizers), accessibility, or the
/// application's windows (`TouchDispatcher`). Subclasses override `handle(_:)` and
/// `cancel(touchIDs:timestamp:)`.
///
/// Every stage sees each touch begin. A stage may claim touches (`claim(touchIDs:)`) or the
/// whole sequence (`claimSequence()`), after which the stages after it get a cancel for those
/// touches and none of their later records: the launcher as a hidden application above the
/// apps, whose system gestures take over a touch sequence from the app once they recognize.
open class TouchStage {
    /// The pipeline the stage is in; nil until added. The pipeline owns its stages.
    @Unowned public final internal(set) var pipeline: TouchPipeline?

    /// Creates a stage that is in no pipeline yet.
    public init() {}

    /// The records of one moment (one SYN_REPORT, one timestamp) of the touches this stage still
    /// sees: every touch not claimed by an earlier stage. Override to act on them; the default
    /// does nothing.
    open func handle(_ records: [TouchRecord]) {}

    /// An earlier stage claimed touches `ids` at `timestamp`: end those this stage has seen as
    /// cancelled (ids it never saw are ignored). No record of them comes here again.
    open func cancel(touchIDs ids: [Int], timestamp: Instant) {}

    /// Whether any touch this stage follows is still down; the application is not idle while one
    /// is. The default is false.
    open var hasActiveTouches: Bool { false }

    /// Takes the touches `ids` for this stage: the later stages get a cancel for them now.
    /// Call it from `handle(_:)` (or a timer) while the touches are down.
    public final func claim(touchIDs ids: [Int]) {
        pipeline?.claim(touchIDs: ids, by: self)
    }

    /// Takes every touch down now and every touch that begins until all have lifted.
    public final func claimSequence() {
        pipeline?.claimSequence(by: self)
    }
}
