// libunibreak, as a system library: line break opportunities by UAX #14 (Sources/TactileText/Shaping).
// pkg-config's flags for it reach every target that depends on this one (see Package.swift).
#include <linebreak.h>
