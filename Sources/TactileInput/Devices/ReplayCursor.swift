/// A recording being played back: its events and how far playback has got.
public final class ReplayCursor {
    /// The recording's path, for messages.
    public let path: String
    /// The recording's events, in order.
    public let events: [RawInputEvent]
    /// The index of the next event to play.
    public private(set) var position = 0

    /// Creates a cursor at the first of `events`, read from `path`.
    public init(path: String, events: [RawInputEvent]) {
        self.path = path
        self.events = events
    }

    /// The time (µs, recording time) of the next event, or nil at the end.
    public var nextEventTime: Int64? { position < events.count ? events[position].time : nil }

    /// Whether every event has been played.
    public var isFinished: Bool { position >= events.count }

    /// The time of the first event (µs), or 0.
    public var startTime: Int64 { events.first?.time ?? 0 }
    /// The time of the last event (µs), or 0.
    public var endTime: Int64 { events.last?.time ?? 0 }

    /// Passes on every event up to and including recording time `time`.
    public func play(through time: Int64, _ body: (RawInputEvent) -> Void) {
        while position < events.count, events[position].time <= time {
            let event = events[position]
            position += 1
            body(event)
        }
    }
}
