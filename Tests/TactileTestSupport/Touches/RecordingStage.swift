import TactileInput
import TactileSystem

@testable import TactileCore

/// A stage in front of the application's that records what it is given and may claim touches
/// from its `handle` (the launcher's recognizers in docs/gesture-arbitration.md, 'System gestures
/// across applications').
package final class RecordingStage: TouchStage {
    /// Per `handle` call: "t=<ms> <id><phase letter>..." such as "t=200 1m 2b".
    package var moments: [String] = []
    /// Per `cancel` call: the ids and the timestamp in milliseconds.
    package var cancels: [String] = []
    /// Called after recording each moment, with the number of moments seen so far (1-based).
    package var onHandle: ((RecordingStage, Int) -> Void)?

    package override func handle(_ records: [TouchRecord]) {
        var text = "t=\(records[0].timestamp.nanoseconds / 1_000_000)"
        for record in records { text += " \(record.id)\(RecordingStage.letter(record.phase))" }
        moments.append(text)
        onHandle?(self, moments.count)
    }

    package override func cancel(touchIDs ids: [Int], timestamp: Instant) {
        cancels.append("\(ids) t=\(timestamp.nanoseconds / 1_000_000)")
    }

    package static func letter(_ phase: TouchPhase) -> String {
        switch phase {
        case .began: return "b"
        case .moved: return "m"
        case .stationary: return "s"
        case .ended: return "e"
        case .cancelled: return "c"
        }
    }
}
