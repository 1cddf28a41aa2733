// The one C module of Tactile. Swift reaches the operating system only through this header:
// system headers, plus `static inline` shims for what Swift cannot call directly (variadic
// functions such as open/ioctl, and errno, which is a macro).
#ifndef TACTILE_CLINUX_H
#define TACTILE_CLINUX_H

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <linux/fb.h>

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ERRORS_H

#include "PNGCodec.h"
#include "FontShims.h"
#include "PlatformShims.h"
#include "HeapShims.h"

#include <libevdev/libevdev.h>
#include "InputShims.h"

// The desktop window's libxcb is the module CTactileXCB (Sources/CTactileXCB), which only desktop builds
// depend on: the device has no X server.

/// The calling thread's errno.
static inline int tl_errno(void) { return errno; }

/// Sets errno (to tell readdir's end from its failure, which share a NULL result).
static inline void tl_set_errno(int value) { errno = value; }

/// open(2) without a mode (opening existing files).
static inline int tl_open(const char *path, int flags) { return open(path, flags | O_CLOEXEC); }

/// open(2) creating a file with the given mode.
static inline int tl_create(const char *path, int flags, mode_t mode) {
    return open(path, flags | O_CREAT | O_CLOEXEC, mode);
}

/// ioctl(2) with a pointer argument.
static inline int tl_ioctl_pointer(int fd, unsigned long request, void *argument) {
    return ioctl(fd, request, argument);
}

/// ioctl(2) with an integer argument.
static inline int tl_ioctl_value(int fd, unsigned long request, unsigned long argument) {
    return ioctl(fd, request, argument);
}

/// The framebuffer ioctl requests, which are macros Swift may not import.
static inline unsigned long tl_fbioget_vscreeninfo(void) { return FBIOGET_VSCREENINFO; }
static inline unsigned long tl_fbioget_fscreeninfo(void) { return FBIOGET_FSCREENINFO; }

/// mmap(2)'s failure value, a macro cast Swift does not import.
static inline int tl_mmap_failed(void *address) { return address == MAP_FAILED; }

/// The program's arguments, captured before `main` runs (Embedded Swift has no CommandLine).
int tl_argument_count(void);
const char *tl_argument(int index);

/// Monotonic time in nanoseconds.
static inline int64_t tl_monotonic_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

#endif
