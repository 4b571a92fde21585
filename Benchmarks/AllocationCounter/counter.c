// Counts heap allocations by wrapping glibc's allocator: the benchmark executable defines
// malloc and friends, which the dynamic linker then uses for every library in the process,
// and forwards each call to glibc's own implementation.
#include "AllocationCounter.h"

#include <stdatomic.h>
#include <stddef.h>

static _Atomic int64_t allocations = 0;
static _Atomic bool counting = false;

#if defined(__linux__) && defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static inline void note_allocation(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    note_allocation();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    note_allocation();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    note_allocation();
    return __libc_realloc(pointer, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    note_allocation();
    return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    note_allocation();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    note_allocation();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        return 12; // ENOMEM
    }
    *result = pointer;
    return 0;
}

bool allocation_counter_is_supported(void) { return true; }

extern int malloc_trim(size_t pad);

void allocation_counter_release_free_memory(void) { malloc_trim(0); }

#else

bool allocation_counter_is_supported(void) { return false; }

void allocation_counter_release_free_memory(void) {}

#endif

void allocation_counter_start(void) {
    atomic_store(&allocations, 0);
    atomic_store(&counting, true);
}

int64_t allocation_counter_stop(void) {
    atomic_store(&counting, false);
    return atomic_load(&allocations);
}
