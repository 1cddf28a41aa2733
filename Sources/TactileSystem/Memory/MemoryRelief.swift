/// Caches that can give memory back when the budget runs out: a large allocation over the budget
/// asks each of them to drop what it can make again (`LargeAllocation.allocate`), then tries once
/// more, so that running out of the budget first costs redrawing, and only then a refusal.
///
/// Handlers run on the thread that allocates (the UI's: caches are not shared across threads)
/// and must not allocate through `LargeAllocation` themselves. The list itself is shared by every
/// screen of the process, which tests make on several threads at once, so a lock guards it.
public enum MemoryRelief {
    /// A registered handler, to remove it when its cache goes away.
    public struct Registration: Equatable, Sendable {
        let id: Int
    }

    private struct Handler {
        var id: Int
        var release: () -> Void
    }

    nonisolated(unsafe) private static var handlers: [Handler] = []
    nonisolated(unsafe) private static var nextID = 1
    nonisolated(unsafe) private static var isRelieving = false
    nonisolated(unsafe) private static let lock = RecursiveLock()

    /// Registers `release`, which frees what its cache can make again.
    public static func register(_ release: @escaping () -> Void) -> Registration {
        lock.lock()
        defer { lock.unlock() }
        let id = nextID
        nextID += 1
        handlers.append(Handler(id: id, release: release))
        return Registration(id: id)
    }

    /// Removes a handler (its cache is going away).
    public static func unregister(_ registration: Registration) {
        lock.lock()
        defer { lock.unlock() }
        handlers.removeAll { $0.id == registration.id }
    }

    /// Asks every handler to free what it can; false when there is none, or while they already
    /// run (an allocation made by a handler is not relieved again).
    static func relieve() -> Bool {
        // Recursive: a handler may unregister another (a cache freeing a view's).
        lock.lock()
        defer { lock.unlock() }
        guard !handlers.isEmpty, !isRelieving else { return false }
        isRelieving = true
        defer { isRelieving = false }
        for handler in handlers { handler.release() }
        return true
    }
}
