// Run loop, display and console calls Swift cannot make directly, as static inline shims:
// ioctl request macros, variadic calls, signal-set macros, and the crash-time console restore,
// which must be async-signal-safe C.
#ifndef TACTILE_PLATFORM_SHIMS_H
#define TACTILE_PLATFORM_SHIMS_H

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/signalfd.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>
#include <linux/fb.h>
#include <linux/kd.h>
#include <linux/vt.h>

// MARK: Framebuffer ioctls

static inline unsigned long tl_fbioput_vscreeninfo(void) { return FBIOPUT_VSCREENINFO; }
static inline unsigned long tl_fbiopan_display(void) { return FBIOPAN_DISPLAY; }
static inline unsigned long tl_fbioblank(void) { return FBIOBLANK; }
static inline unsigned long tl_fbio_waitforvsync(void) { return FBIO_WAITFORVSYNC; }

/// Unblanks the framebuffer (FBIOBLANK FB_BLANK_UNBLANK); 0 on success.
static inline int tl_fb_unblank(int fd) { return ioctl(fd, FBIOBLANK, FB_BLANK_UNBLANK); }

/// Waits for the next vertical blank on CRTC 0 (FBIO_WAITFORVSYNC); 0 on success.
static inline int tl_fb_wait_for_vsync(int fd) {
    uint32_t crtc = 0;
    return ioctl(fd, FBIO_WAITFORVSYNC, &crtc);
}

/// Pans the visible area to (xoffset, yoffset) of the virtual screen; 0 on success.
static inline int tl_fb_pan(int fd, struct fb_var_screeninfo *var, uint32_t xoffset, uint32_t yoffset) {
    var->xoffset = xoffset;
    var->yoffset = yoffset;
    return ioctl(fd, FBIOPAN_DISPLAY, var);
}

// MARK: Console (virtual terminal)

static inline unsigned long tl_kdsetmode(void) { return KDSETMODE; }
static inline unsigned long tl_kdgetmode(void) { return KDGETMODE; }
static inline int tl_kd_text(void) { return KD_TEXT; }
static inline int tl_kd_graphics(void) { return KD_GRAPHICS; }

/// The console mode of a virtual terminal (KD_TEXT or KD_GRAPHICS), or -1 when `fd` is not one.
static inline int tl_kd_get_mode(int fd) {
    int mode = 0;
    return ioctl(fd, KDGETMODE, &mode) == 0 ? mode : -1;
}

/// Sets the console mode of a virtual terminal; 0 on success.
static inline int tl_kd_set_mode(int fd, int mode) { return ioctl(fd, KDSETMODE, (unsigned long)mode); }

/// Has the kernel ask before switching away from the terminal (`release_signal`, answered by
/// tl_vt_release) and tell when it is back (`acquire_signal`, answered by tl_vt_acknowledge);
/// 0 on success.
static inline int tl_vt_set_process_mode(int fd, int release_signal, int acquire_signal) {
    struct vt_mode mode = { .mode = VT_PROCESS, .relsig = (short)release_signal, .acqsig = (short)acquire_signal };
    return ioctl(fd, VT_SETMODE, &mode);
}
/// Lets the kernel switch terminals on its own again.
static inline int tl_vt_set_auto_mode(int fd) {
    struct vt_mode mode = { .mode = VT_AUTO };
    return ioctl(fd, VT_SETMODE, &mode);
}
static inline int tl_vt_release(int fd) { return ioctl(fd, VT_RELDISP, 1); }
static inline int tl_vt_acknowledge(int fd) { return ioctl(fd, VT_RELDISP, VT_ACKACQ); }
static inline int tl_signal_user1(void) { return SIGUSR1; }
static inline int tl_signal_user2(void) { return SIGUSR2; }

// The console to restore when the process dies. Written only by tl_console_restore_install and
// tl_console_restore_clear (Platform's GraphicsConsole), read by the handlers below. These
// statics live in the one object that calls these functions (Platform's), so only Platform may.
static inline volatile sig_atomic_t *tl_console_restore_fd_slot(void) {
    static volatile sig_atomic_t fd = -1;
    return &fd;
}
static inline volatile sig_atomic_t *tl_console_restore_mode_slot(void) {
    static volatile sig_atomic_t mode = KD_TEXT;
    return &mode;
}

/// Restores the saved console mode; async-signal-safe (one ioctl).
static inline void tl_console_restore_now(void) {
    int fd = (int)*tl_console_restore_fd_slot();
    if (fd >= 0) ioctl(fd, KDSETMODE, (unsigned long)*tl_console_restore_mode_slot());
}

static inline void tl_console_restore_at_exit(void) { tl_console_restore_now(); }

/// The dispositions found before the console handlers were installed, by signal number.
static inline struct sigaction *tl_console_previous_actions(void) {
    static struct sigaction previous[65];
    return previous;
}

/// Restores the console, then lets the signal do what it would have done: run the handler that
/// was there before (the Swift runtime's backtracer, say), or terminate / dump core by default.
static inline void tl_console_restore_signal_handler(int signal_number, siginfo_t *info, void *context) {
    int saved_errno = errno;
    tl_console_restore_now();
    struct sigaction previous = tl_console_previous_actions()[signal_number & 63];
    // Put the old disposition back, so a second delivery goes straight to it.
    sigaction(signal_number, &previous, 0);
    errno = saved_errno;
    if (previous.sa_flags & SA_SIGINFO) {
        if (previous.sa_sigaction) previous.sa_sigaction(signal_number, info, context);
        return;
    }
    if (previous.sa_handler == SIG_DFL) {
        // Still blocked while this handler runs: delivered with the default action on return. A
        // fault (SIGSEGV...) re-executes the faulting instruction and dies by the default action.
        raise(signal_number);
        return;
    }
    if (previous.sa_handler != SIG_IGN) previous.sa_handler(signal_number);
}

/// Arranges for `fd`'s console to return to `mode` on exit(), on crash signals (SIGSEGV, SIGBUS,
/// SIGILL, SIGFPE, SIGABRT, SIGTRAP: Swift's traps) and on terminating signals that reach their
/// handling (SIGINT, SIGTERM, SIGHUP, SIGQUIT while not blocked for a signalfd). Handlers found
/// installed are chained to; ignored signals stay ignored. Returns 0, or -1 when a handler could
/// not be installed.
static inline int tl_console_restore_install(int fd, int mode) {
    static int installed = 0;
    *tl_console_restore_mode_slot() = mode;
    *tl_console_restore_fd_slot() = fd;
    if (installed) return 0;
    installed = 1;
    atexit(tl_console_restore_at_exit);
    // A stack of its own, so a stack overflow's SIGSEGV can still restore the console.
    static char alternate_stack[65536];
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = alternate_stack;
    stack.ss_size = sizeof alternate_stack;
    sigaltstack(&stack, 0);
    static const int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP,
                                   SIGINT, SIGTERM, SIGHUP, SIGQUIT };
    int status = 0;
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction *previous = &tl_console_previous_actions()[signals[i]];
        if (sigaction(signals[i], 0, previous) != 0) { status = -1; continue; }
        if (!(previous->sa_flags & SA_SIGINFO) && previous->sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = tl_console_restore_signal_handler;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        if (sigaction(signals[i], &action, 0) != 0) status = -1;
    }
    return status;
}

/// Forgets the console to restore (after restoring it normally). The handlers stay installed and
/// then only pass signals on.
static inline void tl_console_restore_clear(void) { *tl_console_restore_fd_slot() = -1; }

// MARK: Signals

/// A signal set holding `count` signals.
static inline sigset_t tl_sigset_of(const int *signals, int count) {
    sigset_t set;
    sigemptyset(&set);
    for (int i = 0; i < count; i++) sigaddset(&set, signals[i]);
    return set;
}

/// Blocks `count` signals for the calling thread; stores the previous mask in `previous`.
static inline int tl_block_signals(const int *signals, int count, sigset_t *previous) {
    sigset_t set = tl_sigset_of(signals, count);
    return pthread_sigmask(SIG_BLOCK, &set, previous);
}

/// Restores a signal mask saved by tl_block_signals.
static inline int tl_set_signal_mask(const sigset_t *mask) {
    return pthread_sigmask(SIG_SETMASK, mask, 0);
}

/// Whether `signal_number` is in `set`.
static inline int tl_sigset_contains(const sigset_t *set, int signal_number) {
    return sigismember(set, signal_number) == 1;
}

/// Creates (fd < 0) or updates a non-blocking signalfd for `count` signals.
static inline int tl_signalfd(int fd, const int *signals, int count) {
    sigset_t set = tl_sigset_of(signals, count);
    return signalfd(fd, &set, SFD_NONBLOCK | SFD_CLOEXEC);
}

/// Reads one signal from a signalfd: its number, 0 when none is pending, -1 on error.
static inline int tl_signalfd_read(int fd) {
    struct signalfd_siginfo info;
    ssize_t n = read(fd, &info, sizeof info);
    if (n == (ssize_t)sizeof info) return (int)info.ssi_signo;
    if (n < 0 && (errno == EAGAIN || errno == EINTR)) return 0;
    return -1;
}

/// Sends a signal to the calling thread only (unlike kill(getpid(), ...), which any thread of
/// the process may receive).
static inline int tl_raise(int signal_number) { return raise(signal_number); }

/// Ignores SIGPIPE, so writing to a socket whose peer went away fails with EPIPE instead of
/// killing the process (a desktop window's X server can vanish at any time).
static inline void tl_ignore_broken_pipes(void) { signal(SIGPIPE, SIG_IGN); }

/// Whether a signal is pending for the calling thread or the process.
static inline int tl_signal_pending(int signal_number) {
    sigset_t set;
    sigemptyset(&set);
    if (sigpending(&set) != 0) return 0;
    return sigismember(&set, signal_number) == 1;
}

// MARK: Timers and polling

/// A non-blocking CLOCK_MONOTONIC timerfd.
static inline int tl_timerfd_create(void) {
    return timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
}

/// Arms a timerfd to expire once at the absolute CLOCK_MONOTONIC time `deadline_ns`, or disarms it
/// when `deadline_ns` < 0. 0 on success.
static inline int tl_timerfd_arm(int fd, int64_t deadline_ns) {
    struct itimerspec spec;
    memset(&spec, 0, sizeof spec);
    if (deadline_ns >= 0) {
        // An all-zero it_value disarms, so a deadline at time 0 becomes 1 ns (long past anyway).
        if (deadline_ns == 0) deadline_ns = 1;
        spec.it_value.tv_sec = (time_t)(deadline_ns / 1000000000);
        spec.it_value.tv_nsec = (long)(deadline_ns % 1000000000);
    }
    return timerfd_settime(fd, deadline_ns >= 0 ? TFD_TIMER_ABSTIME : 0, &spec, 0);
}

/// Consumes a timerfd's expirations: their count, 0 when it has not expired.
static inline uint64_t tl_timerfd_drain(int fd) {
    uint64_t expirations = 0;
    if (read(fd, &expirations, sizeof expirations) != (ssize_t)sizeof expirations) return 0;
    return expirations;
}

static inline short tl_pollin(void) { return POLLIN; }
static inline short tl_pollout(void) { return POLLOUT; }
static inline short tl_pollerr(void) { return POLLERR; }
static inline short tl_pollhup(void) { return POLLHUP; }
static inline short tl_pollnval(void) { return POLLNVAL; }

/// poll(2) over an array of pollfd, retrying on EINTR only when `timeout_ms` is 0 (a blocking
/// wait returns so the caller can recompute its deadline).
static inline int tl_poll(struct pollfd *fds, unsigned long count, int timeout_ms) {
    return poll(fds, (nfds_t)count, timeout_ms);
}

/// A pipe with both ends close-on-exec and non-blocking (tests, self-wakeups).
static inline int tl_pipe(int fds[2]) {
    if (pipe(fds) != 0) return -1;
    for (int i = 0; i < 2; i++) {
        fcntl(fds[i], F_SETFD, FD_CLOEXEC);
        fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
    }
    return 0;
}

// MARK: Locks

/// A recursive mutex on the heap (Swift keeps the pointer: pthread_mutex_t must not move), or
/// NULL when memory runs out. Release it with tl_recursive_mutex_free.
static inline pthread_mutex_t *tl_recursive_mutex_create(void) {
    pthread_mutex_t *mutex = malloc(sizeof *mutex);
    if (!mutex) return NULL;
    pthread_mutexattr_t attributes;
    pthread_mutexattr_init(&attributes);
    pthread_mutexattr_settype(&attributes, PTHREAD_MUTEX_RECURSIVE);
    int failed = pthread_mutex_init(mutex, &attributes);
    pthread_mutexattr_destroy(&attributes);
    if (failed) { free(mutex); return NULL; }
    return mutex;
}

static inline void tl_recursive_mutex_free(pthread_mutex_t *mutex) {
    pthread_mutex_destroy(mutex);
    free(mutex);
}

#endif
