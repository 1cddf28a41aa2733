// Replaces glibc's allocation functions in the benchmark executable with ones that count and
// then call glibc's own (`__libc_*`, exported for this purpose). Symbols defined in the
// executable take precedence over libc's for every library loaded, the Swift runtime included,
// so a Swift allocation of a class instance or an array buffer is counted. Linked only into
// tactile-bench: the runtime itself never carries it.
#define _GNU_SOURCE
#include "AllocationCounter.h"
#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocations;

static inline void count(void) {
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
}

uint64_t tactile_allocation_count(void) {
    return __atomic_load_n(&allocations, __ATOMIC_RELAXED);
}

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count();
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    // Growing in place is not an allocation a frame should make either: count every call that
    // asks for memory.
    if (size != 0) count();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) {
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}
