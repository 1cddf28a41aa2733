// FreeType macros Swift cannot import (function-like macros, fixed-point helpers), as inline shims.
#ifndef TACTILE_FONT_SHIMS_H
#define TACTILE_FONT_SHIMS_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_ADVANCES_H

/// Load flags for coverage masks: outlines only (no embedded bitmaps), light hinting, which
/// snaps only vertically and so keeps the horizontal shape exact for subpixel positioning.
static inline FT_Int32 tl_ft_load_flags_light(void) {
    return FT_LOAD_NO_BITMAP | FT_LOAD_TARGET_LIGHT;
}

/// Load flags for design advances: unhinted, scaled to the face's size (16.16 from FT_Get_Advance).
static inline FT_Int32 tl_ft_load_flags_unhinted(void) { return FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP; }

/// Load flags for unscaled values in font units.
static inline FT_Int32 tl_ft_load_flags_unscaled(void) { return FT_LOAD_NO_SCALE; }

/// Whether the face has a 'kern' table FT_Get_Kerning can read (FT_HAS_KERNING).
static inline int tl_ft_has_kerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }

/// Whether the face has colour glyphs (FT_HAS_COLOR: CBDT, sbix or COLR tables).
static inline int tl_ft_has_color(FT_Face face) { return FT_HAS_COLOR(face) ? 1 : 0; }

/// Whether the face has bitmap strikes (FT_HAS_FIXED_SIZES).
static inline int tl_ft_has_fixed_sizes(FT_Face face) { return FT_HAS_FIXED_SIZES(face) ? 1 : 0; }

/// Load flags for a colour bitmap glyph (premultiplied BGRA from CBDT or sbix).
static inline FT_Int32 tl_ft_load_flags_color(void) { return FT_LOAD_COLOR; }

/// The pixel mode of premultiplied BGRA bitmaps.
static inline int tl_ft_slot_is_bgra(FT_GlyphSlot slot) {
    return slot->bitmap.pixel_mode == FT_PIXEL_MODE_BGRA ? 1 : 0;
}

/// Whether the face is made of outlines (FT_IS_SCALABLE).
static inline int tl_ft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }

/// The glyph slot's image format is an outline (FT_GLYPH_FORMAT_OUTLINE is a tag macro).
static inline int tl_ft_slot_is_outline(FT_GlyphSlot slot) {
    return slot->format == FT_GLYPH_FORMAT_OUTLINE ? 1 : 0;
}

/// The pixel mode of 8-bit grey bitmaps (an enum constant, shimmed for symmetry with the above).
static inline int tl_ft_slot_is_gray8(FT_GlyphSlot slot) {
    return slot->bitmap.pixel_mode == FT_PIXEL_MODE_GRAY ? 1 : 0;
}

#endif
