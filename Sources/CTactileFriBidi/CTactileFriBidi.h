// GNU FriBidi, as a system library: the Unicode Bidirectional Algorithm (Sources/TactileText/Shaping).
// pkg-config's flags for it reach every target that depends on this one (see Package.swift).
#include <fribidi.h>
