// libxcb, as a system library: the desktop window (Platform's X11Display), host builds only.
// pkg-config's flags for it reach every target that depends on this one (see Package.swift).
#include <xcb/xcb.h>
