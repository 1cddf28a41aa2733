// libevdev, as a system library: touch input for Input (through CTactileLinux's shims).
// pkg-config's flags for it reach every target that depends on this one (see Package.swift).
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
