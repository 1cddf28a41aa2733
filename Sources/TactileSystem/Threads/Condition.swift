import CTactileLinux

/// A lock with a condition to wait on, for the few places where a second thread hands work to or
/// from the run loop's (speech: `SpeechPlayer` of the Speech module). Foundation's NSCondition.
///
/// Take it with `lock()`, test the state it guards, `wait()` while there is nothing to do (the
/// lock is given up while waiting and taken again before `wait` returns), and `signal()` after
/// changing the state, holding the lock.
public final class Condition: @unchecked Sendable {
    // pthread objects must not move: they live on the heap, not in the Swift object.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// A new condition, its lock not taken and no thread waiting.
    public init() {
        mutex = .allocate(capacity: 1)
        condition = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Waits until no other thread holds the lock, and takes it.
    public func lock() { pthread_mutex_lock(mutex) }

    /// Gives the lock back.
    public func unlock() { pthread_mutex_unlock(mutex) }

    /// Gives the lock up until another thread signals, then takes it again. Call it holding the
    /// lock, in a loop that tests the state (a wait may end without a signal).
    public func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes every thread waiting.
    public func signal() { pthread_cond_broadcast(condition) }
}
