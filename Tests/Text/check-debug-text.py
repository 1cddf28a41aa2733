#!/usr/bin/python3
"""Compares `tactile debug-text` with the references themselves, glyph by glyph: FriBidi's
`fribidi` for the levels and the paragraph direction, HarfBuzz's `hb-shape` for every run's
glyphs and positions, libunibreak (through ctypes) for where lines may break, and fontTools'
cmap reading for which font of the chain has a character. None of Tactile's code computes an
expected value.

Usage: Tests/Text/check-debug-text.py [--runner 'qemu-aarch64'] TACTILE

The expected layout follows the conventions `debug-text` documents (Sources/TactileDevice/
Commands/DebugTextCommand.swift): each character takes the first font of the chain that has it,
marks, ZWJ and variation selectors stay with their base's; a run is one bidi level and one font,
shaped on its own with the direction and script HarfBuzz guesses, with the paragraph around it
as context; lines are greedy over libunibreak's opportunities, spaces at a wrap hanging outside
the line; runs go in visual order by rule L2. Positions must agree within 0.01 px.
"""
import ctypes
import json
import os
import shlex
import subprocess
import sys
import unicodedata

from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
NOTO = "/usr/share/fonts/truetype/noto"
DEJAVU = os.path.join(ROOT, "Assets", "fonts", "DejaVuSans.ttf")
ARABIC = f"{NOTO}/NotoSansArabic-Regular.ttf"
HEBREW = f"{NOTO}/NotoSansHebrew-Regular.ttf"
DEVANAGARI = f"{NOTO}/NotoSansDevanagari-Regular.ttf"
THAI = f"{NOTO}/NotoSansThai-Regular.ttf"
CJK = "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"
EMOJI = f"{NOTO}/NotoColorEmoji.ttf"

# (text, fonts, options): every script the runtime shapes, alone and mixed, both directions.
CASES = [
    ("office affine AVATAR Ta Wolf", [DEJAVU], []),
    ("Tactile shapes: fi fl ffi, \"quotes\" and 1,234.50", [DEJAVU], ["--size", "23"]),
    ("فيروز", [ARABIC, DEJAVU], []),
    ("مرحبا بالعالم، هذه تجربة", [ARABIC, DEJAVU], ["--size", "20"]),
    ("עברית 123 abc", [HEBREW, DEJAVU], []),
    ("שלום (עולם) 2026-12-08!", [HEBREW, DEJAVU], []),
    ("हिन्दी में नमस्ते, क्षत्रिय", [DEVANAGARI, DEJAVU], ["--language", "hi"]),
    ("สวัสดีครับ ภาษาไทย", [THAI, DEJAVU], []),
    ("坂本龍一の音楽、「東京」。", [CJK], ["--language", "ja"]),
    ("e\u0301 a\u0308 n\u0303 Ç\u0327 q\u0323\u0307", [DEJAVU], []),
    ("Calendar: فيروز at 9:41 with עברית", [DEJAVU, ARABIC, HEBREW], []),
    ("فيروز — Fairuz 1935", [ARABIC, DEJAVU], ["--direction", "ltr"]),
    ("Fairuz فيروز", [DEJAVU, ARABIC], ["--direction", "rtl"]),
    ("12345 ...", [DEJAVU], ["--direction", "auto"]),
    ("Music 🎵 and 👍🏽 love ❤️ 👨‍👩‍👧", [DEJAVU, EMOJI], []),
    ("坂本龍一 🎵 Beyoncé नमस्ते", [DEJAVU, DEVANAGARI, CJK, EMOJI], ["--size", "14.5"]),
    # Wrapped paragraphs.
    ("The quick brown fox jumps over the lazy dog, office affine", [DEJAVU], ["--width", "120"]),
    ("هذه جملة طويلة باللغة العربية لاختبار التفاف الأسطر", [ARABIC, DEJAVU], ["--width", "110"]),
    ("日本語の文章は単語の間に空白がないので、文字と文字の間で改行します。", [CJK], ["--width", "100", "--language", "ja"]),
    ("Supercalifragilisticexpialidocious is long", [DEJAVU], ["--width", "60"]),
    ("Mixed עברית and English words wrapping here", [DEJAVU, HEBREW], ["--width", "90"]),
    ("one\ntwo words\n\nעברית", [DEJAVU, HEBREW], ["--width", "200"]),
]


def option(options, name, default=None):
    return options[options.index(name) + 1] if name in options else default


class Fonts:
    def __init__(self, paths):
        self.paths = paths
        self.cmaps = [set(TTFont(path, lazy=True).getBestCmap().keys()) for path in paths]

    def first_having(self, code):
        for index, cmap in enumerate(self.cmaps):
            if code in cmap:
                return index
        return 0


def follows_base(code):
    return code == 0x200D or 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF or unicodedata.category(chr(code)).startswith("M")


def bidi(paragraph, direction):
    """(levels, right to left) of a paragraph, from the fribidi program."""
    flag = {"ltr": "--ltr", "rtl": "--rtl", "auto": "--wltr"}[direction]
    output = subprocess.run(["fribidi", "--levels", "--novisual", "--basedir", "--nobreak", flag],
                            input=paragraph + "\n", check=True, stdout=subprocess.PIPE, text=True).stdout.splitlines()
    base = output[0].split(":")[1].strip()
    levels = [int(level) for level in output[1].split()] if len(output) > 1 else []
    return levels, base == "R"


def shape(font, size, paragraph, start, end, language):
    """hb-shape's glyphs for paragraph[start:end] with the paragraph around as context."""
    command = ["hb-shape", "--font-size=%d" % round(size * 64), "--no-glyph-names", "--output-format=json",
               "--utf8-clusters", "--text-before=" + paragraph[max(0, start - 5):start],
               "--text-after=" + paragraph[end:end + 5]]
    if language:
        command.append("--language=" + language)
    command += [font, paragraph[start:end]]
    # hb-shape echoes its context on stderr: kept, and shown only if it fails.
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        sys.exit(f"hb-shape failed: {result.stderr.strip()}")
    return json.loads(result.stdout)


unibreak = ctypes.CDLL("libunibreak.so.1")
unibreak.init_linebreak()


def opportunities(paragraph, language):
    """After which characters a line may break (libunibreak's own answer)."""
    codes = (ctypes.c_uint32 * len(paragraph))(*[ord(c) for c in paragraph])
    breaks = ctypes.create_string_buffer(len(paragraph))
    unibreak.set_linebreaks_utf32(codes, ctypes.c_size_t(len(paragraph)),
                                  language.encode() if language else None, breaks)
    return [b in (0, 1) for b in breaks.raw[:len(paragraph)]]


def is_space(code):
    return code in (0x20, 0x3000, 0x1680, 0x205F) or (0x2000 <= code <= 0x200A and code != 0x2007)


def runs(fonts_of, levels, start, end):
    result = []
    index = start
    while index < end:
        stop = index + 1
        while stop < end and levels[stop] == levels[index] and fonts_of[stop] == fonts_of[index]:
            stop += 1
        result.append((index, stop))
        index = stop
    return result


def cluster_advances(fonts, size, paragraph, fonts_of, levels, language):
    """Each character's share of the paragraph shaped run by run (a cluster's advance on its
    first character), and whether a cluster starts at it."""
    advance = [0] * len(paragraph)
    starts = [False] * len(paragraph)
    for s, e in runs(fonts_of, levels, 0, len(paragraph)):
        run = paragraph[s:e]
        index_of_byte = {}
        byte = 0
        for i, character in enumerate(run):
            index_of_byte[byte] = s + i
            byte += len(character.encode())
        for glyph in shape(fonts.paths[fonts_of[s]], size, paragraph, s, e, language):
            index = index_of_byte[glyph["cl"]]
            advance[index] += glyph["ax"]
            starts[index] = True
    return advance, starts


def line_width(fonts, size, paragraph, fonts_of, levels, start, end, language):
    return sum(glyph["ax"] for s, e in runs(fonts_of, levels, start, end)
               for glyph in shape(fonts.paths[fonts_of[s]], size, paragraph, s, e, language))


def expected_layout(text, fonts, options):
    size = float(option(options, "--size", "16"))
    width = option(options, "--width")
    direction = option(options, "--direction", "auto")
    language = option(options, "--language")
    limit = round(float(width) * 64) if width else None
    out = []
    offset_of = []  # UTF-8 offset of each character
    total = 0
    for character in text:
        offset_of.append(total)
        total += len(character.encode())
    offset_of.append(total)
    paragraph_start = 0
    number = 1
    for paragraph in text.split("\n"):
        levels, rtl = bidi(paragraph, direction)
        fonts_of = []
        for index, character in enumerate(paragraph):
            code = ord(character)
            fonts_of.append(fonts_of[-1] if index > 0 and follows_base(code) else fonts.first_having(code))
        lines = []
        if limit is None or not paragraph:
            lines.append((0, len(paragraph)))
        else:
            allowed = opportunities(paragraph, language)
            start = 0
            while start < len(paragraph):
                best = None
                for index in range(start, len(paragraph)):
                    if not (allowed[index] or index == len(paragraph) - 1):
                        continue
                    end = index + 1
                    while end > start and is_space(ord(paragraph[end - 1])):
                        end -= 1
                    if end > start and line_width(fonts, size, paragraph, fonts_of, levels, start, end, language) > limit:
                        break
                    best = (end, index + 1)
                if best is None:
                    # A word wider than the line: as many whole clusters as fit (at least one),
                    # measured by the paragraph's own shaping.
                    advance, starts = cluster_advances(fonts, size, paragraph, fonts_of, levels, language)
                    end = start + 1
                    while end < len(paragraph) and not starts[end]:
                        end += 1
                    used = sum(advance[start:end])
                    while end < len(paragraph):
                        following = end + 1
                        while following < len(paragraph) and not starts[following]:
                            following += 1
                        if used + sum(advance[end:following]) > limit:
                            break
                        used += sum(advance[end:following])
                        end = following
                    best = (end, end)
                lines.append((start, best[0]))
                start = best[1]
        for start, end in lines:
            glyphs = []
            line_levels = levels[:]
            # Rule L1: white space at the line's end goes to the paragraph's level.
            index = end
            while index > start and paragraph[index - 1] in " \t":
                index -= 1
                line_levels[index] = 1 if rtl else 0
            pieces = runs(fonts_of, line_levels, start, end)
            # Rule L2: reverse from the highest level to the lowest odd one.
            order = list(range(len(pieces)))
            if pieces:
                highest = max(line_levels[s] for s, _ in pieces)
                lowest_odd = min((line_levels[s] for s, _ in pieces if line_levels[s] % 2), default=highest + 1)
                for level in range(highest, lowest_odd - 1, -1):
                    i = 0
                    while i < len(order):
                        if line_levels[pieces[order[i]][0]] >= level:
                            j = i
                            while j < len(order) and line_levels[pieces[order[j]][0]] >= level:
                                j += 1
                            order[i:j] = reversed(order[i:j])
                            i = j
                        else:
                            i += 1
            pen = 0
            for piece in order:
                s, e = pieces[piece]
                font = fonts_of[s]
                color = "color=1" if "CBDT" in TTFont(fonts.paths[font], lazy=True) else ""
                for glyph in shape(fonts.paths[font], size, paragraph, s, e, language):
                    cluster = offset_of[paragraph_start + s] + glyph["cl"]
                    glyphs.append((glyph["g"], os.path.basename(fonts.paths[font]), cluster, (pen + glyph["dx"]) / 64,
                                   glyph["dy"] / 64, glyph["ax"] / 64, color))
                    pen += glyph["ax"]
            out.append((number, offset_of[paragraph_start + start], offset_of[paragraph_start + end],
                        "rtl" if rtl else "ltr", pen / 64, glyphs))
            number += 1
        paragraph_start += len(paragraph) + 1
    return out


def parse(output):
    lines = []
    for row in output.splitlines():
        fields = row.split()
        values = dict(field.split("=", 1) for field in fields[1:] if "=" in field)
        if fields[0] == "line":
            lines.append((int(fields[1]), int(values["start"]), int(values["end"]), values["direction"],
                          float(values["width"]), []))
        elif fields[0] == "glyph":
            lines[-1][5].append((int(values["id"]), values["font"], int(values["cluster"]), float(values["x"]),
                                 float(values["y"]), float(values["advance"]), "color=1" if "color" in values else ""))
    return lines


def main():
    arguments = sys.argv[1:]
    runner = []
    if arguments[:1] == ["--runner"]:
        runner = shlex.split(arguments[1])
        arguments = arguments[2:]
    program = arguments[0]
    failures = 0
    glyph_count = 0
    for text, paths, options in CASES:
        fonts = Fonts(paths)
        command = runner + [program, "debug-text"] + [a for path in paths for a in ("--font", path)] + options + ["--", text]
        result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if result.returncode != 0:
            print(f"FAIL {text!r}: status {result.returncode}: {result.stderr.strip()}")
            failures += 1
            continue
        ours = parse(result.stdout)
        theirs = expected_layout(text, fonts, options)
        problems = []
        if len(ours) != len(theirs):
            problems.append(f"{len(ours)} lines, expected {len(theirs)}")
        for mine, reference in zip(ours, theirs):
            if mine[:4] != reference[:4] or abs(mine[4] - reference[4]) > 0.01:
                problems.append(f"line {mine[:5]} expected {reference[:5]}")
            if len(mine[5]) != len(reference[5]):
                problems.append(f"line {mine[0]}: {len(mine[5])} glyphs, expected {len(reference[5])}")
            for a, b in zip(mine[5], reference[5]):
                glyph_count += 1
                if a[:3] != b[:3] or a[6] != b[6] or any(abs(x - y) > 0.01 for x, y in zip(a[3:6], b[3:6])):
                    problems.append(f"glyph {a} expected {b}")
        if problems:
            failures += 1
            print(f"FAIL {text!r} {options}:")
            for problem in problems[:8]:
                print("   ", problem)
        else:
            print(f"ok   {text!r} {options}: {len(ours)} lines")
    print(f"debug-text against hb-shape, fribidi and libunibreak: {len(CASES) - failures}/{len(CASES)} cases, {glyph_count} glyphs compared")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
