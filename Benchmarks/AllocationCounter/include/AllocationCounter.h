#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Whether heap allocations can be counted on this platform (Linux with glibc).
bool allocation_counter_is_supported(void);

/// Starts counting heap allocations made by any thread from now on.
void allocation_counter_start(void);

/// Stops counting and returns how many allocations were made since the last start.
int64_t allocation_counter_stop(void);

/// Gives the heap's free memory back to the system where that can be done (Linux with glibc), so
/// that a peak of resident memory measured from then on counts new allocations only.
void allocation_counter_release_free_memory(void);

#endif
