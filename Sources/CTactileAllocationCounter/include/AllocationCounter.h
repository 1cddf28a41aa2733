// Counts heap allocations in the benchmark (tactile-bench only; never linked into the runtime).
#pragma once
#include <stdint.h>

/// Allocations made through malloc, calloc, realloc (of a new block), posix_memalign,
/// aligned_alloc and memalign by every thread since the program started.
uint64_t tactile_allocation_count(void);
