import CTactileLinux

/// A reference to one object per thread, not retained: each thread sees the object it set last
/// (nil until it sets one). The UI runs on one thread; the parallel test runner runs many
/// screens at once, one per thread, and each must find its own (`ScreenSession.current`).
/// Whoever sets an object clears it before the object goes away.
public final class ThreadLocalReference<Object: AnyObject> {
    private var key = pthread_key_t()
    /// False when the system had no key left: then nothing is kept and `object` is nil.
    private let hasKey: Bool

    /// A reference that holds no object on any thread.
    public init() { hasKey = pthread_key_create(&key, nil) == 0 }

    deinit { if hasKey { pthread_key_delete(key) } }

    /// The object this thread set last, nil when it set none or cleared it.
    public var object: Object? {
        guard hasKey, let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Makes `object` this thread's (nil clears it).
    public func set(_ object: Object?) {
        guard hasKey else { return }
        _ = pthread_setspecific(key, object.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) })
    }
}
