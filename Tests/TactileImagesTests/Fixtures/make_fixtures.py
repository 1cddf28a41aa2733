#!/usr/bin/env python3
"""Writes the PNG decoding fixtures of ImagesTests with an encoder independent of libpng.

Run from anywhere:  python3 Tests/TactileImagesTests/Fixtures/make_fixtures.py
The output is committed, so the Swift tests never need Python.

pypng (pure Python, its own zlib stream and filter code) writes every standard colour type and bit
depth, with and without Adam7 interlacing, in several odd sizes. For each NAME.png the script
writes NAME.rgba: the pixels it encoded, as straight (not premultiplied) 8-bit R, G, B, A bytes,
row by row, worked out from the sample values it generated (never by reading the PNG back):

  * depths 1, 2, 4: v × 255 / (2^depth − 1) (exact: bit replication);
  * depth 16: round(v × 255 / 65535) to nearest (no ties are possible: v / 257 is never n + 0.5);
  * grey is copied to R, G and B; images without alpha get A = 255;
  * tRNS: a grey or RGB pixel equal to the key *in its stored 16-bit value* gets A = 0, palette
    entries take the tRNS alpha or 255 past the end of the tRNS chunk.

fixtures.txt lists one image per line: name width height colour-type bit-depth interlaced.
"""
import os
import random
import subprocess
import sys

try:
    import png  # pypng
except ImportError:
    subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "pypng==0.20220715.0"])
    import png

HERE = os.path.dirname(os.path.abspath(__file__))
SIZES = [(1, 1), (3, 7), (33, 17)]


def to8(v, depth):
    if depth == 16:
        return (2 * v + 257) // 514  # floor(v / 257 + 1/2)
    return v * 255 // ((1 << depth) - 1)


def grey(rng, w, h, depth, transparent=False):
    top = (1 << depth) - 1
    rows = [[rng.randint(0, top) for _ in range(w)] for _ in range(h)]
    key = None
    if transparent:
        key = rng.randint(1, top - 1)
        for y in range(h):
            for x in range(w):
                pick = (x + 2 * y) % 3
                if pick == 0:
                    rows[y][x] = key
                elif pick == 1 and depth == 16:
                    rows[y][x] = key ^ 1  # same 8-bit value, must stay opaque
    expected = []
    for row in rows:
        for v in row:
            g = to8(v, depth)
            expected += [g, g, g, 0 if v == key else 255]
    writer = dict(greyscale=True, alpha=False, bitdepth=depth)
    if transparent:
        writer["transparent"] = key
    return rows, expected, writer, 0


def grey_alpha(rng, w, h, depth):
    top = (1 << depth) - 1
    rows, expected = [], []
    for _ in range(h):
        row = []
        for _ in range(w):
            g, a = rng.randint(0, top), rng.choice([0, top, rng.randint(0, top)])
            row += [g, a]
            expected += [to8(g, depth)] * 3 + [to8(a, depth)]
        rows.append(row)
    return rows, expected, dict(greyscale=True, alpha=True, bitdepth=depth), 4


def rgb(rng, w, h, depth, alpha=False, transparent=False):
    top = (1 << depth) - 1
    channels = 4 if alpha else 3
    key = tuple(rng.randint(0, top) for _ in range(3)) if transparent else None
    rows, expected = [], []
    for y in range(h):
        row = []
        for x in range(w):
            px = [rng.randint(0, top) for _ in range(3)]
            if transparent:
                pick = (x + 2 * y) % 3
                if pick == 0:
                    px = list(key)
                elif pick == 1:  # one channel off by one: opaque
                    px = list(key)
                    px[x % 3] ^= 1
            a = rng.choice([0, top, rng.randint(0, top)]) if alpha else None
            row += px + ([a] if alpha else [])
            expected += [to8(c, depth) for c in px]
            if alpha:
                expected.append(to8(a, depth))
            else:
                expected.append(0 if transparent and tuple(px) == key else 255)
        rows.append(row)
    writer = dict(greyscale=False, alpha=alpha, bitdepth=depth)
    if transparent:
        writer["transparent"] = key
    return rows, expected, writer, (6 if alpha else 2)


def palette(rng, w, h, depth, transparent=False):
    count = 200 if depth == 8 else 1 << depth
    colours = [tuple(rng.randint(0, 255) for _ in range(3)) for _ in range(count)]
    entries = []
    alphas = []
    # pypng writes tRNS for the leading entries that carry alpha; the rest are opaque by rule.
    with_alpha = max(1, count // 2) if transparent else 0
    for i, c in enumerate(colours):
        if i < with_alpha:
            a = [0, 255, 128, rng.randint(1, 254)][i % 4]
            entries.append(c + (a,))
            alphas.append(a)
        else:
            entries.append(c)
            alphas.append(255)
    rows = [[rng.randrange(count) for _ in range(w)] for _ in range(h)]
    expected = []
    for row in rows:
        for i in row:
            expected += list(colours[i]) + [alphas[i]]
    return rows, expected, dict(palette=entries, bitdepth=depth), 3


def write(name, w, h, interlace, made, manifest):
    rows, expected, options, colour_type = made
    assert len(expected) == w * h * 4
    with open(os.path.join(HERE, name + ".png"), "wb") as f:
        png.Writer(w, h, interlace=interlace, **options).write(f, rows)
    with open(os.path.join(HERE, name + ".rgba"), "wb") as f:
        f.write(bytes(expected))
    manifest.append(f"{name} {w} {h} {colour_type} {options['bitdepth']} {int(interlace)}")


def main():
    for old in os.listdir(HERE):
        if old.endswith((".png", ".rgba")):
            os.remove(os.path.join(HERE, old))
    kinds = []
    for d in (1, 2, 4, 8, 16):
        kinds.append((f"g{d}", lambda r, w, h, d=d: grey(r, w, h, d)))
    for d in (2, 8, 16):
        kinds.append((f"g{d}t", lambda r, w, h, d=d: grey(r, w, h, d, transparent=True)))
    for d in (8, 16):
        kinds.append((f"ga{d}", lambda r, w, h, d=d: grey_alpha(r, w, h, d)))
        kinds.append((f"rgb{d}", lambda r, w, h, d=d: rgb(r, w, h, d)))
        kinds.append((f"rgb{d}t", lambda r, w, h, d=d: rgb(r, w, h, d, transparent=True)))
        kinds.append((f"rgba{d}", lambda r, w, h, d=d: rgb(r, w, h, d, alpha=True)))
    for d in (1, 2, 4, 8):
        kinds.append((f"p{d}", lambda r, w, h, d=d: palette(r, w, h, d)))
        kinds.append((f"p{d}t", lambda r, w, h, d=d: palette(r, w, h, d, transparent=True)))

    manifest = []
    seed = 1
    for kind, make in kinds:
        for w, h in SIZES:
            for interlace in (False, True):
                seed += 1
                rng = random.Random(seed)
                name = f"{kind}-{w}x{h}" + ("-i" if interlace else "")
                write(name, w, h, interlace, make(rng, w, h), manifest)

    # Every 16-bit grey value once: checks the 16 → 8 bit rounding exhaustively.
    rows = [[y * 256 + x for x in range(256)] for y in range(256)]
    expected = []
    for row in rows:
        for v in row:
            g = to8(v, 16)
            expected += [g, g, g, 255]
    write("g16-every-value", 256, 256, False,
          (rows, expected, dict(greyscale=True, alpha=False, bitdepth=16), 0), manifest)

    with open(os.path.join(HERE, "fixtures.txt"), "w") as f:
        f.write("# name width height colour-type bit-depth interlaced (made by make_fixtures.py)\n")
        f.write("\n".join(manifest) + "\n")
    print(f"{len(manifest)} fixtures in {HERE}")


if __name__ == "__main__":
    main()
