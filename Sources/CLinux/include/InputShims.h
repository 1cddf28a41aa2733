// evdev, inotify and input-event calls Swift cannot make directly, as static inline shims.
#ifndef TACTILE_INPUT_SHIMS_H
#define TACTILE_INPUT_SHIMS_H
#endif
