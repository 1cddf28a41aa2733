// evdev, inotify and input-event calls Swift cannot make directly, as static inline shims.
#ifndef TACTILE_INPUT_SHIMS_H
#define TACTILE_INPUT_SHIMS_H

#include <dirent.h>
#include <sys/syscall.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <sys/inotify.h>
#include <sys/signalfd.h>
#include <time.h>
#include <unistd.h>
#include <linux/input.h>
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>

/// An input event's kernel time in microseconds. The time fields are named differently on 32-bit
/// targets with 64-bit time, which the kernel header hides behind macros.
static inline int64_t tl_input_event_microseconds(const struct input_event *event) {
    return (int64_t)event->input_event_sec * 1000000 + (int64_t)event->input_event_usec;
}

/// Sets an input event's kernel time from microseconds.
static inline void tl_input_event_set_microseconds(struct input_event *event, int64_t microseconds) {
    event->input_event_sec = microseconds / 1000000;
    event->input_event_usec = microseconds % 1000000;
}

/// The file name of a directory entry (a fixed-size array Swift imports as a tuple).
static inline const char *tl_dirent_name(const struct dirent *entry) { return entry->d_name; }

/// Reads the next entries of the open directory `fd` into `buffer` (getdents64(2): records of
/// an 8-byte inode, an 8-byte offset, a 2-byte record length, a type byte and the name, ending in
/// NUL); 0 at the end, -1 with errno on failure. 32-bit glibc's readdir fails with EOVERFLOW
/// where a filesystem's 64-bit offsets reach a 32-bit process (qemu-arm on a 64-bit host's ext4).
static inline long tl_getdents64(int fd, void *buffer, unsigned long size) {
    return syscall(SYS_getdents64, fd, buffer, size);
}

/// The byte size of one inotify event, including its name.
static inline size_t tl_inotify_event_size(const void *event) {
    return sizeof(struct inotify_event) + ((const struct inotify_event *)event)->len;
}

/// The event mask of one inotify event.
static inline uint32_t tl_inotify_event_mask(const void *event) {
    return ((const struct inotify_event *)event)->mask;
}

/// The file name of one inotify event ("" when the event has none).
static inline const char *tl_inotify_event_name(const void *event) {
    const struct inotify_event *e = (const struct inotify_event *)event;
    return e->len > 0 ? e->name : "";
}

/// An inotify descriptor watching the file at `path` for opens (IN_OPEN). Returns -1 with errno
/// set on failure.
static inline int tl_inotify_watch_opens(const char *path) {
    int fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (fd < 0) return -1;
    if (inotify_add_watch(fd, path, IN_OPEN) < 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

/// An inotify descriptor watching a directory for device nodes that appear, become readable or
/// disappear. Returns -1 with errno set on failure.
static inline int tl_inotify_watch_devices(const char *directory) {
    int fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (fd < 0) return -1;
    if (inotify_add_watch(fd, directory, IN_CREATE | IN_ATTRIB | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM) < 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

/// inotify mask bits, as plain values (the macros are unsigned expressions).
static inline uint32_t tl_in_create(void) { return IN_CREATE | IN_MOVED_TO; }
static inline uint32_t tl_in_attrib(void) { return IN_ATTRIB; }
static inline uint32_t tl_in_delete(void) { return IN_DELETE | IN_MOVED_FROM; }
static inline uint32_t tl_in_overflow(void) { return IN_Q_OVERFLOW; }

/// A signal descriptor for SIGINT and SIGTERM, which are blocked for normal delivery so that a
/// blocking poll() sees them as a readable descriptor. Returns -1 on failure.
static inline int tl_signalfd_for_interrupts(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    if (sigprocmask(SIG_BLOCK, &set, 0) != 0) return -1;
    return signalfd(-1, &set, SFD_NONBLOCK | SFD_CLOEXEC);
}

/// The uinput "open managed" marker (a macro Swift does not import).
static inline int tl_libevdev_uinput_open_managed(void) { return LIBEVDEV_UINPUT_OPEN_MANAGED; }

/// Whether the file at `path` can be opened for writing (for tests that need /dev/uinput).
static inline int tl_is_writable(const char *path) { return access(path, W_OK) == 0; }

#endif
