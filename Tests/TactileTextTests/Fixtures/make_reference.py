#!/usr/bin/env python3
"""Writes the reference data the Text tests compare against, computed with FreeType through
freetype-py (its own bundled FreeType build), never with Tactile's code:

- reference-16px.pgm: REFERENCE_TEXT in DejaVu Sans (Assets/fonts) at 16 pixels per em, drawn as
  A8 coverage (binary PGM, 0 = empty, 255 = covered). Each glyph is loaded with light hinting
  and no bitmaps, its outline moved right by the pen's quarter-pixel phase, rendered in normal
  (8-bit grey) mode and added (saturating) at the pen's whole pixel. The pen starts at
  ORIGIN, moves by unhinted advances (16.16 rounded to 1/64) plus FT_Get_Kerning's unfitted
  kerning; the baseline is ORIGIN.y + the size's rounded ascender.
- reference-metrics.txt: per font and size, FreeType's size metrics and a few advances and
  kerning pairs, one "key value" per line.

    pip install freetype-py
    python3 Tests/TactileTextTests/Fixtures/make_reference.py
"""
import ctypes
import json
import os
import subprocess

import freetype

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
SANS = os.path.join(ROOT, "Assets", "fonts", "DejaVuSans.ttf")
BOLD = os.path.join(ROOT, "Assets", "fonts", "DejaVuSans-Bold.ttf")
MONO = os.path.join(HERE, "DejaVuSansMono-ASCII.ttf")

REFERENCE_TEXT = "Hamburgefonstiv AVATAR, Wolf 12.50"
ORIGIN = (3, 2)
SIZE = 16
IMAGE = (300, 24)
LOAD_FLAGS = freetype.FT_LOAD_NO_BITMAP | freetype.FT_LOAD_TARGET_LIGHT


def advance64(face, glyph):
    fixed = face.get_advance(glyph, freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP)
    return (fixed + 512) >> 10


def kerning64(face, left, right):
    """Kerning between two characters (freetype-py maps them to glyphs itself)."""
    return face.get_kerning(left, right, freetype.FT_KERNING_UNFITTED).x


def shaped(text):
    """HarfBuzz's glyphs for `text`: (glyph, x advance, x offset) in 1/64 pixel."""
    output = subprocess.run(
        ["hb-shape", "--font-size=%d" % (SIZE * 64), "--no-glyph-names", "--output-format=json", SANS, text],
        check=True, stdout=subprocess.PIPE, text=True).stdout
    return [(item["g"], item["ax"], item["dx"]) for item in json.loads(output)]


def render_reference():
    face = freetype.Face(SANS)
    face.set_char_size(0, SIZE * 64, 72, 72)
    width, height = IMAGE
    pixels = bytearray(width * height)
    baseline = ORIGIN[1] + (face.size.ascender + 32) // 64
    pen = ORIGIN[0] * 64
    for glyph, advance, offset in shaped(REFERENCE_TEXT):
        quarter = (pen + offset + 8) >> 4
        face.load_glyph(glyph, LOAD_FLAGS)
        slot = face.glyph
        freetype.FT_Outline_Translate(ctypes.byref(slot.outline._FT_Outline), (quarter & 3) * 16, 0)
        slot.render(freetype.FT_RENDER_MODE_NORMAL)
        bitmap = slot.bitmap
        left = (quarter >> 2) + slot.bitmap_left
        top = baseline - slot.bitmap_top
        for y in range(bitmap.rows):
            for x in range(bitmap.width):
                tx, ty = left + x, top + y
                if 0 <= tx < width and 0 <= ty < height:
                    value = bitmap.buffer[y * bitmap.pitch + x]
                    pixels[ty * width + tx] = min(255, pixels[ty * width + tx] + value)
        pen += advance
    with open(os.path.join(HERE, "reference-16px.pgm"), "wb") as out:
        out.write(b"P5\n%d %d\n255\n" % (width, height))
        out.write(bytes(pixels))


def record_metrics():
    lines = ["# Written by make_reference.py with freetype-py's FreeType %d.%d.%d." % freetype.version()]
    for label, path in (("sans", SANS), ("bold", BOLD), ("mono", MONO)):
        face = freetype.Face(path)
        for size in (9, 12, 16, 24.5, 40):
            face.set_char_size(0, int(round(size * 64)), 72, 72)
            key = "%s.%s" % (label, size)
            lines.append("%s.ascender64 %d" % (key, face.size.ascender))
            lines.append("%s.descender64 %d" % (key, face.size.descender))
            lines.append("%s.height64 %d" % (key, face.size.height))
            for character in "AVWaoT.1":
                glyph = face.get_char_index(character)
                lines.append("%s.advance64.%s %d" % (key, character, advance64(face, glyph)))
            for pair in ("AV", "To", "Wa", "LT", "ab"):
                lines.append("%s.kerning64.%s %d" % (key, pair, kerning64(face, pair[0], pair[1])))
    with open(os.path.join(HERE, "reference-metrics.txt"), "w") as out:
        out.write("\n".join(lines) + "\n")


render_reference()
record_metrics()
