import CTactileLinux

/// A mutual-exclusion lock the thread holding it may take again.
///
/// The runtime runs on one thread, but a process can share a few objects between threads: the
/// system font library (one FreeType handle and one glyph cache) is used by every thread that
/// lays out or draws text, as desktop tools and the parallel test runner do. Such an object
/// takes its lock around each public operation. Uncontended, a lock and an unlock cost tens of
/// nanoseconds, once per text layout or drawn string, not per pixel.
///
/// Use `lock()` with a `defer { unlock() }` right after it.
public final class RecursiveLock {
    /// Nil only when the mutex could not be allocated: then the lock does nothing, which is
    /// still right for the one-thread runtime.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>?

    /// A new lock, not taken.
    public init() { mutex = tl_recursive_mutex_create() }

    deinit { if let mutex { tl_recursive_mutex_free(mutex) } }

    /// Waits until no other thread holds the lock and takes it (again, on the thread holding it).
    public func lock() {
        if let mutex { pthread_mutex_lock(mutex) }
    }

    /// Gives back one `lock()`.
    public func unlock() {
        if let mutex { pthread_mutex_unlock(mutex) }
    }
}
