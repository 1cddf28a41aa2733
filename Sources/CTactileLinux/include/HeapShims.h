// The C library's heap, for `tactile soak`: the bytes it has handed out and not taken back.
#ifndef TACTILE_HEAP_SHIMS_H
#define TACTILE_HEAP_SHIMS_H

#include <stdint.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/// Bytes allocated with malloc and not yet freed (glibc's mallinfo2 `uordblks`, plus the large
/// blocks it maps on their own), or -1 where the C library does not say. Unlike the resident
/// set, it falls when memory is freed, so a steady rise is memory kept.
static inline int64_t tl_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    struct mallinfo2 info = mallinfo2();
    return (int64_t)(info.uordblks + info.hblkhd);
#else
    return -1;
#endif
}

/// Gives the heap's free pages back to the system (glibc's malloc_trim(0); nothing elsewhere),
/// so that the resident set measured next holds what is in use, not what the allocator keeps
/// for reuse (a freed screen-sized buffer that its next allocation would take again).
static inline void tl_heap_trim(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

#endif
