#!/usr/bin/python3
"""Cuts the fallback fonts Tactile ships from Debian's font packages, with fontTools' pyftsubset,
and puts each font's licence beside it. Run at build time (`make fonts`), never committed.

Usage: Assets/fonts/make-fallback-fonts.py [OUTPUT_DIR]   (default: this script's directory)

DejaVu Sans (committed, Assets/fonts) draws Latin, Greek, Cyrillic, Arabic and Hebrew; these draw
the rest, in this order of the fallback chain (Sources/TactileText/FontLocator.swift names them):
- Noto Sans Devanagari (fonts-noto-core): the Devanagari blocks (Hindi, Marathi, Nepali).
- Noto Sans Thai (fonts-noto-core): the Thai block.
- Droid Sans Fallback (fonts-droid-fallback): Japanese kana and the kanji of JIS X 0208, the
  simplified hanzi of GB 2312, CJK punctuation and full-width forms. A CJK font's ideographs are
  most of its size: the whole font is 4 MB. It has no Hangul syllables, nor has any font of these
  three packages: Korean needs a font an app adds (Debian's fonts-noto-cjk or fonts-nanum).
- Noto Color Emoji (fonts-noto-color-emoji): about 160 common emoji (faces, hands, hearts, food) as colour bitmaps (each a
  136-pixel PNG picture; the whole font is 11 MB).
Every subset keeps all its OpenType layout features (HarfBuzz needs them to shape) and drops
hinting (Tactile renders unhinted outlines). A font is cut again only when its source or this
script changed.
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTO = "/usr/share/fonts/truetype/noto"
DROID = "/usr/share/fonts/truetype/droid"


def ranges(*spans):
    return [code for first, last in spans for code in range(first, last + 1)]


def encodable(codec, spans):
    """The characters of `spans` that `codec` can encode: a national standard's repertoire."""
    found = []
    for code in ranges(*spans):
        try:
            chr(code).encode(codec)
            found.append(code)
        except UnicodeEncodeError:
            pass
    return found


def gb2312_level1():
    """The 3,755 most common simplified hanzi: GB 2312 rows 16 to 55."""
    found = []
    for row in range(16, 56):
        for cell in range(1, 95):
            try:
                found.append(ord(bytes([0xA0 + row, 0xA0 + cell]).decode("gb2312")))
            except UnicodeDecodeError:
                pass
    return found


# Marks and joiners HarfBuzz inserts or needs around complex scripts: ZWNJ, ZWJ, the dotted circle.
SHAPING = [0x200C, 0x200D, 0x25CC]
EMOJI = ranges((0x1F600, 0x1F64F)) + [
    0x2764, 0xFE0F, 0x1F3B5, 0x1F3B6, 0x1F44D, 0x1F44E, 0x1F44B, 0x1F44F, 0x1F64F, 0x1F389, 0x1F525,
    0x2B50, 0x2600, 0x2601, 0x26A1, 0x2705, 0x274C, 0x1F4F7, 0x1F4C5, 0x23F0, 0x1F50B, 0x1F4F1,
    0x1F3E0, 0x1F697, 0x2708, 0x1F30D, 0x1F4A1, 0x1F381, 0x1F382, 0x1F4AF, 0x1F440, 0x1F4AC,
] + ranges((0x1F354, 0x1F37F))  # food and drink

FONTS = [
    # (output, source, characters, licence source, licence name)
    ("NotoSansDevanagari-Regular.subset.ttf", f"{NOTO}/NotoSansDevanagari-Regular.ttf",
     ranges((0x0900, 0x097F), (0xA8E0, 0xA8FF), (0x1CD0, 0x1CFF)) + SHAPING,
     "/usr/share/doc/fonts-noto-core/copyright", "LICENSE-Noto.txt"),
    ("NotoSansThai-Regular.subset.ttf", f"{NOTO}/NotoSansThai-Regular.ttf",
     ranges((0x0E00, 0x0E7F)) + SHAPING,
     "/usr/share/doc/fonts-noto-core/copyright", "LICENSE-Noto.txt"),
    ("DroidSansFallback.subset.ttf", f"{DROID}/DroidSansFallbackFull.ttf",
     ranges((0x3000, 0x303F), (0x3040, 0x30FF), (0xFF00, 0xFFEF))
     + encodable("shift_jis", [(0x4E00, 0x9FFF)]) + gb2312_level1(),
     "/usr/share/doc/fonts-droid-fallback/copyright", "LICENSE-DroidSansFallback.txt"),
    ("NotoColorEmoji.subset.ttf", f"{NOTO}/NotoColorEmoji.ttf", EMOJI,
     "/usr/share/doc/fonts-noto-color-emoji/copyright", "LICENSE-NotoColorEmoji.txt"),
]


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else HERE
    os.makedirs(output, exist_ok=True)
    script_time = os.path.getmtime(os.path.abspath(__file__))
    for name, source, characters, licence, licence_name in FONTS:
        target = os.path.join(output, name)
        if not os.path.exists(source):
            sys.exit(f"make-fallback-fonts: {source} is missing (make deps-host installs it)")
        if (os.path.exists(target) and os.path.getmtime(target) >= os.path.getmtime(source)
                and os.path.getmtime(target) >= script_time):
            continue
        unicodes = os.path.join(output, name + ".unicodes")
        with open(unicodes, "w") as listing:
            listing.write("\n".join(f"U+{code:04X}" for code in sorted(set(characters))) + "\n")
        partial = target + ".partial"
        subprocess.run(["pyftsubset", source, f"--unicodes-file={unicodes}", "--layout-features=*",
                        "--no-hinting", "--notdef-outline", f"--output-file={partial}"], check=True)
        os.remove(unicodes)
        os.replace(partial, target)
        with open(licence, "rb") as original, open(os.path.join(output, licence_name), "wb") as copy:
            copy.write(original.read())
        print(f"make-fallback-fonts: {name} {os.path.getsize(target) // 1024} KiB")


if __name__ == "__main__":
    main()
