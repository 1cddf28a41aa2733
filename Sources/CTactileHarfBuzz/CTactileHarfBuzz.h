// HarfBuzz, as a system library: text shaping (Sources/TactileText/Shaping).
// pkg-config's flags for it reach every target that depends on this one (see Package.swift).
#include <hb.h>
#include <hb-ot.h>
