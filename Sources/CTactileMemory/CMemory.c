#include "CTactileMemory.h"

#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>

static _Atomic size_t bytes_in_use;

void *tl_memory_allocate(size_t size, size_t alignment) {
    void *pointer = NULL;
    if (posix_memalign(&pointer, alignment, size == 0 ? 1 : size) != 0) return NULL;
    return pointer;
}

void tl_memory_free(void *pointer) { free(pointer); }

int tl_memory_reserve(size_t size, size_t limit) {
    size_t current = atomic_load(&bytes_in_use);
    do {
        if (size > limit || current > limit - size) return 0;
    } while (!atomic_compare_exchange_weak(&bytes_in_use, &current, current + size));
    return 1;
}

void tl_memory_release(size_t size) { atomic_fetch_sub(&bytes_in_use, size); }

size_t tl_memory_in_use(void) { return atomic_load(&bytes_in_use); }

long tl_memory_read_file(const char *path, char *buffer, size_t capacity) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    size_t count = 0;
    while (count < capacity) {
        ssize_t got = read(fd, buffer + count, capacity - count);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            close(fd);
            return -1;
        }
        if (got == 0) break;
        count += (size_t)got;
    }
    close(fd);
    return (long)count;
}

const char *tl_memory_environment(const char *name) { return getenv(name); }

static atomic_flag scratch_busy = ATOMIC_FLAG_INIT;
static void *scratch_base;
static size_t scratch_capacity;

void *tl_scratch_acquire(size_t size) {
    if (size > ((size_t)4 << 20)) return NULL;
    if (atomic_flag_test_and_set_explicit(&scratch_busy, memory_order_acquire)) return NULL;
    if (size > scratch_capacity) {
        // Grown in steps of 64 KiB, so that a few sizes settle it.
        size_t grown = (size + 65535) & ~(size_t)65535;
        void *bigger = NULL;
        if (posix_memalign(&bigger, 64, grown) != 0) {
            atomic_flag_clear_explicit(&scratch_busy, memory_order_release);
            return NULL;
        }
        free(scratch_base);
        scratch_base = bigger;
        scratch_capacity = grown;
    }
    return scratch_base;
}

void tl_scratch_release(void) {
    atomic_flag_clear_explicit(&scratch_busy, memory_order_release);
}
