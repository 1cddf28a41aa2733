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

#endif
