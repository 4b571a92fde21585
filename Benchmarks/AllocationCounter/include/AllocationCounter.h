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

#endif
