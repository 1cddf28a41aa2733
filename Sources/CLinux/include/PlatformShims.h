// Run loop, display and console calls Swift cannot make directly, as static inline shims.
#ifndef TACTILE_PLATFORM_SHIMS_H
#define TACTILE_PLATFORM_SHIMS_H
#endif
