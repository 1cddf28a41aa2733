// FreeType, as a system library: fonts for Text (through CTactileLinux's shims).
// pkg-config's flags for it reach every target that depends on this one (see Package.swift).
#include <ft2build.h>
#include FT_FREETYPE_H
