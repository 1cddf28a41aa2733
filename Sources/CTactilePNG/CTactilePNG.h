// libpng, as a system library: PNG coding for Images (only CTactileLinux/PNGCodec.c calls it).
// pkg-config's flags for it reach every target that depends on this one (see Package.swift).
#include <png.h>
