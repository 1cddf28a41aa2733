// Large allocations (Sources/TactileSystem/Memory): a malloc that reports failure instead of
// trapping or handing back NULL to be written through, the count of bytes in use against the
// memory budget, and the two facts the budget is derived from (/proc/meminfo and an
// environment variable); and a cache hint the span kernels use. TactileRaster reaches that hint
// without the rest of the system's C, so these few calls live here rather than in CTactileLinux.
#ifndef TACTILE_CMEMORY_H
#define TACTILE_CMEMORY_H

#include <stddef.h>

/// `size` bytes aligned to `alignment` (a power of two, at least sizeof(void *)), or NULL when
/// the system has no memory for them.
void *tl_memory_allocate(size_t size, size_t alignment);

/// Frees what `tl_memory_allocate` returned.
void tl_memory_free(void *pointer);

/// Adds `size` to the bytes in use when the sum stays within `limit`: 1 if it did, 0 (nothing
/// changed) if not. Safe from any thread.
int tl_memory_reserve(size_t size, size_t limit);

/// Subtracts `size` from the bytes in use (what a successful `tl_memory_reserve` added).
void tl_memory_release(size_t size);

/// The bytes reserved and not yet released.
size_t tl_memory_in_use(void);

/// Reads up to `capacity` bytes of the file at `path` into `buffer` (for /proc/meminfo): the
/// count read, or -1 when the file cannot be opened or read.
long tl_memory_read_file(const char *path, char *buffer, size_t capacity);

/// The value of the environment variable `name`, or NULL.
const char *tl_memory_environment(const char *name);

/// The kernels' scratch area for their temporary rows, reused from call to call so that a
/// frame's blits allocate nothing once it has grown (to the largest request, at most 4 MiB): at
/// least `size` bytes aligned to 64, or NULL when it is held (by another thread, or by a blit
/// inside a blit), `size` is larger than 4 MiB, or it cannot grow. Give it back with
/// `tl_scratch_release`. Safe from any thread.
void *tl_scratch_acquire(size_t size);

/// Gives back what `tl_scratch_acquire` returned.
void tl_scratch_release(void);

/// Asks the cache to fetch the line holding `address` for writing (a hint: no fault, no effect
/// on the program's results). The blits call it for the rows ahead of the one they blend, whose
/// first line the hardware does not foresee (each row lies a stride away, on another page).
static inline void tl_prefetch_for_writing(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
