// FreeType macros Swift cannot import (function-like macros, fixed-point helpers), as inline shims.
#ifndef TACTILE_FONT_SHIMS_H
#define TACTILE_FONT_SHIMS_H
#endif
