import TactilePlatform
import TactileSystem

/// The synchronized commits an animator holds back: for each `SynchronizationID`, what the
/// participants committed so far and the timer that stops waiting for the rest, and after a
/// timeout, how many participants are still to come (they then commit at once).
///
/// It only keeps the books; the `Animator` puts what it hands back on the screen.
struct SynchronizedCommits {
    private struct HeldCommit {
        var participants: Int
        var contents: [CommitContent]
        /// The run-loop timer that gives up waiting (see `Animator.synchronizationTimeout`).
        var timeout: TimerID?
    }
    private var held: [SynchronizationID: HeldCommit] = [:]
    /// Participants still expected under an id whose wait timed out.
    private var lateParticipants: [SynchronizationID: Int] = [:]

    /// What a commit under an id leads to.
    enum Outcome {
        /// The others have not all committed: nothing appears yet.
        case waiting
        /// A participant of a wait that already timed out: its content appears at once.
        case late(CommitContent)
        /// The last participant: everything committed under the id appears together.
        case complete([CommitContent])
    }

    /// Takes `content` committed by one of `participants` under `id`. When it is the first to
    /// wait, a timer on `runLoop` calls `onTimeout` after `timeout` (none without a run loop).
    mutating func commit(
        _ content: CommitContent, under id: SynchronizationID, participants: Int,
        runLoop: RunLoop?, timeout: Interval, onTimeout: @escaping () -> Void
    ) -> Outcome {
        if let late = lateParticipants[id] {
            lateParticipants[id] = late > 1 ? late - 1 : nil
            return .late(content)
        }
        var commit = held[id] ?? HeldCommit(participants: participants, contents: [], timeout: nil)
        commit.contents.append(content)
        if commit.contents.count >= commit.participants {
            held[id] = nil
            if let timer = commit.timeout { runLoop?.cancelTimer(timer) }
            return .complete(commit.contents)
        }
        if commit.timeout == nil, let runLoop {
            commit.timeout = runLoop.addTimer(after: timeout, onTimeout)
        }
        held[id] = commit
        return .waiting
    }

    /// Stops waiting under `id`: returns what was committed (nil when nothing waits) and counts
    /// the participants still to come as late.
    mutating func release(_ id: SynchronizationID, runLoop: RunLoop?) -> [CommitContent]? {
        guard let commit = held.removeValue(forKey: id) else { return nil }
        if let timer = commit.timeout { runLoop?.cancelTimer(timer) }
        lateParticipants[id] = commit.participants - commit.contents.count
        return commit.contents
    }

    /// Cancels the timeouts armed on `runLoop` (the animator leaves it); the commits stay held.
    mutating func cancelTimeouts(on runLoop: RunLoop) {
        for id in held.keys {
            if let timer = held[id]?.timeout { runLoop.cancelTimer(timer) }
            held[id]?.timeout = nil
        }
    }

    /// Whether anything waits.
    var isHolding: Bool { !held.isEmpty }

    /// Whether commits under `id` wait.
    func isHolding(_ id: SynchronizationID) -> Bool { held[id] != nil }

    /// How many participants have committed under `id` (0 when nothing waits).
    func committedParticipants(_ id: SynchronizationID) -> Int { held[id]?.contents.count ?? 0 }

    /// Everything that waits, for dropping the changes of a view that goes away.
    var heldContents: [CommitContent] { held.values.flatMap { $0.contents } }
}
