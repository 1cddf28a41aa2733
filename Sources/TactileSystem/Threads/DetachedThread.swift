import CTactileLinux

/// Starts work on a thread of its own that nobody joins (it ends when its body returns).
///
/// The runtime has one thread, the run loop's; a few jobs must not block it (speech synthesis
/// into the sound card, which waits on the card). Such a thread shares nothing with the run loop
/// but what its owner guards with a `Condition`. It inherits the run loop's blocked signals, so
/// signals still arrive through the run loop.
public enum DetachedThread {
    /// Runs `body` on a new thread. Fails with the error number of `pthread_create`.
    public static func start(_ body: @escaping () -> Void) throws(DetachedThreadError) {
        // Cannot dangle: a +1 reference handed to the new thread, which takes it back exactly once
        // (or released here when no thread starts).
        let box = Unmanaged.passRetained(ThreadBody(body))
        var thread = pthread_t()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        // Synthesis needs little stack; 256 KiB instead of the default 8 MiB of address space.
        pthread_attr_setstacksize(&attributes, 256 * 1024)
        let status = pthread_create(
            &thread, &attributes,
            { context in
                let body = Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue()
                body.run()
                return nil
            }, box.toOpaque())
        pthread_attr_destroy(&attributes)
        if status != 0 {
            box.release()
            throw DetachedThreadError(errno: status)
        }
    }
}

/// A thread could not be started (`errno` is pthread_create's result: EAGAIN, ENOMEM).
public struct DetachedThreadError: Error, Equatable, Sendable {
    /// The error number pthread_create returned.
    public let errno: Int32
}

private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
