#!/usr/bin/env python3
"""Makes the demo's bundled art, every edge anti-aliased, at the sizes it is shown:

- wallpaper.png: an abstract wallpaper of soft lights, RGB 800 × 480 (shown aspect-fill behind the
  home screen and the Showcase demo, on 800 × 480 panels and up);
- icon.png: the demo's picture, a white ring on an orange rounded square, RGBA 96 × 96 (shown at
  64 points);
- the launcher's icons of its apps: showcase-icon, settings-icon, ibm1401-icon, calendar-icon,
  clock-icon and photos-icon.png, RGBA 120 × 120 (shown at 60 points);
- six landscapes for the Photos app, ../pictures/landscape-1…6.png, RGB 810 × 540 (3:2, at least
  800 × 480 and 1.75 MB decoded, three in the viewer at once; shown full screen).

Edges are box-filtered coverage: in the icons each shape is sampled 4 × 4 per pixel and, where
that finds an edge, 16 × 16; in the landscapes the hills are exact per-row coverage under the
curve sampled 8 times across each pixel, the sun a disc's analytic coverage. Written with zlib
alone (no PIL, no numpy) so it runs anywhere in well under a minute; rerunning it gives the same
bytes. Run it from this directory: python3 make-images.py"""
import math
import struct
import zlib


# MARK: PNG

SIGNED = [min(b, 256 - b) for b in range(256)]  # a filtered byte's size, as libpng estimates it


def byte_difference(a, b):
    """(a - b) mod 256 byte by byte, for two byte strings of one length (SWAR on big integers)."""
    n = len(a)
    high = int.from_bytes(b"\x80" * n, "big")
    x, y = int.from_bytes(a, "big"), int.from_bytes(b, "big")
    d = ((x | high) - (y & ~high)) ^ ((x ^ ~y) & high)
    return (d & ((1 << (8 * n)) - 1)).to_bytes(n, "big")


def write_png(path, width, height, rows, alpha):
    """Writes 8-bit RGB or RGBA `rows` (each a sequence of width × 3 or 4 bytes); each row filtered
    by None, Sub or Up, whichever leaves the smallest bytes (libpng's heuristic)."""
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    bpp = 4 if alpha else 3
    previous = bytes(width * bpp)
    parts = []
    for row in rows:
        row = bytes(row)
        assert len(row) == width * bpp
        candidates = [(0, row), (1, byte_difference(row, bytes(bpp) + row[:-bpp])),
                      (2, byte_difference(row, previous))]
        kind, data = min(candidates, key=lambda c: (sum(map(SIGNED.__getitem__, c[1])), c[0]))
        parts.append(bytes([kind]) + data)
        previous = row
    assert len(parts) == height
    header = struct.pack(">IIBBBBB", width, height, 8, 6 if alpha else 2, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(parts), 9))
                + chunk(b"IEND", b""))


def mix(a, b, t):
    return [a[i] + (b[i] - a[i]) * t for i in range(3)]


def clamp01(t):
    return 0.0 if t < 0 else 1.0 if t > 1 else t


def to_bytes(colour):
    return [0 if c < 0 else 255 if c > 255 else int(c + 0.5) for c in colour]


# MARK: Icons: shapes with supersampled coverage

OFFSETS_4 = [(i + 0.5) / 4 for i in range(4)]
OFFSETS_16 = [(i + 0.5) / 16 for i in range(16)]


def coverage(inside, x, y, size):
    """How much of pixel (x, y) the shape `inside(u, v)` covers (u, v: 0…1 across the image):
    4 × 4 samples, and 16 × 16 where those disagree (an edge)."""
    count = 0
    for oy in OFFSETS_4:
        v = (y + oy) / size
        for ox in OFFSETS_4:
            count += inside((x + ox) / size, v)
    if count == 0 or count == 16:
        return count / 16
    count = 0
    for oy in OFFSETS_16:
        v = (y + oy) / size
        for ox in OFFSETS_16:
            count += inside((x + ox) / size, v)
    return count / 256


class Shape:
    """A shape of an icon: `inside(u, v)`, filled by `colour` (a colour or a function of (u, v)),
    within the box `bounds` (u0, v0, u1, v1) outside which it covers nothing."""

    def __init__(self, inside, colour, bounds=(0, 0, 1, 1)):
        self.inside, self.colour, self.bounds = inside, colour, bounds

    def pixel_range(self, size):
        u0, v0, u1, v1 = self.bounds
        return (max(0, int(math.floor(u0 * size)) - 1), max(0, int(math.floor(v0 * size)) - 1),
                min(size, int(math.ceil(u1 * size)) + 1), min(size, int(math.ceil(v1 * size)) + 1))


def rounded_square(radius):
    """A rounded square filling the image, its corners of `radius` (a fraction of the side)."""
    def inside(u, v):
        qx = max(abs(u - 0.5) - (0.5 - radius), 0)
        qy = max(abs(v - 0.5) - (0.5 - radius), 0)
        return qx * qx + qy * qy <= radius * radius
    return inside


def disc(cx, cy, r, colour=(255, 255, 255)):
    return Shape(lambda u, v: (u - cx) ** 2 + (v - cy) ** 2 <= r * r, colour, (cx - r, cy - r, cx + r, cy + r))


def rectangle(u0, v0, u1, v1, colour):
    return Shape(lambda u, v: u0 <= u <= u1 and v0 <= v <= v1, colour, (u0, v0, u1, v1))


def render_icon(size, background, shapes, corner=0.22):
    """An RGBA icon: a rounded square (its alpha the coverage) filled by `background(u, v)`, the
    `shapes` composited over it in order, each by its coverage."""
    mask = rounded_square(corner)
    pixels = [[None] * size for _ in range(size)]
    alphas = [[0.0] * size for _ in range(size)]
    for y in range(size):
        for x in range(size):
            alphas[y][x] = coverage(mask, x, y, size)
            pixels[y][x] = background((x + 0.5) / size, (y + 0.5) / size)
    for shape in shapes:
        x0, y0, x1, y1 = shape.pixel_range(size)
        for y in range(y0, y1):
            for x in range(x0, x1):
                if alphas[y][x] == 0:
                    continue
                cover = coverage(shape.inside, x, y, size)
                if cover:
                    colour = shape.colour
                    if callable(colour):
                        colour = colour((x + 0.5) / size, (y + 0.5) / size)
                    pixels[y][x] = mix(pixels[y][x], colour, cover)
    rows = []
    for y in range(size):
        row = []
        for x in range(size):
            row += to_bytes(pixels[y][x]) + [int(alphas[y][x] * 255 + 0.5)]
        rows.append(row)
    return size, size, rows


WHITE = (255, 255, 255)


def icon(size=96):
    """The demo's picture: a white ring on an orange-to-pink rounded square."""
    def ring(u, v):
        r = math.hypot(u - 0.5, v - 0.5)
        return abs(r - 0.26) < 0.06
    return render_icon(size, lambda u, v: mix((255, 140, 60), (230, 60, 120), (u + v) / 2),
                       [Shape(ring, WHITE, (0.18, 0.18, 0.82, 0.82))])


def showcase_icon(size=120):
    """Showcase (the demo): a circle, a triangle and a square on a blue-violet gradient."""
    def triangle(u, v):  # apex (0.5, 0.56), base v = 0.84 from u 0.30 to 0.70
        t = (v - 0.56) / 0.28
        return 0 <= t <= 1 and abs(u - 0.5) <= 0.20 * t

    return render_icon(size, lambda u, v: mix(mix((64, 140, 255), (150, 80, 240), u), (40, 60, 200), v * 0.5),
                       [disc(0.34, 0.36, 0.16), rectangle(0.52, 0.22, 0.80, 0.50, WHITE),
                        Shape(triangle, WHITE, (0.30, 0.56, 0.70, 0.84))])


def settings_icon(size=120):
    """Settings: a gear (a ring with eight teeth) on a grey gradient."""
    def gear(u, v):
        du, dv = u - 0.5, v - 0.5
        r = math.hypot(du, dv)
        if r < 0.13 or r > 0.36:
            return False
        tooth = math.cos(math.atan2(dv, du) * 8) > 0.35  # eight teeth
        return r <= (0.36 if tooth else 0.29)

    return render_icon(size, lambda u, v: mix((150, 156, 168), (88, 92, 104), v),
                       [Shape(gear, WHITE, (0.14, 0.14, 0.86, 0.86))])


def ibm1401_icon(size=120):
    """IBM 1401: a sheet of green-bar paper with printed lines, and a row of console lights."""
    shapes = [rectangle(0.24, 0.16, 0.76, 0.88, (250, 250, 240))]
    # Green bars: the second, fourth and sixth of six bands 0.12 high.
    shapes += [rectangle(0.24, 0.16 + 0.12 * band, 0.76, 0.28 + 0.12 * band, (206, 234, 200)) for band in (1, 3, 5)]
    # Printed lines every 0.06, from the second.
    shapes += [rectangle(0.30, 0.16 + 0.06 * line, 0.70, 0.178 + 0.06 * line, (60, 66, 74)) for line in range(1, 12)]
    # The console's lights: white dots above the paper.
    shapes += [disc(cx, 0.09, 0.035) for cx in (0.30, 0.42, 0.54, 0.66)]
    return render_icon(size, lambda u, v: mix((52, 58, 70), (24, 28, 36), v), shapes)


def calendar_icon(size=120):
    """Calendar: a page with a red band on top and a grid of days."""
    shapes = [rectangle(-0.1, -0.1, 1.1, 0.30, (214, 56, 48))]
    # Days: a 5 × 3 grid of dark squares on the white page.
    shapes += [rectangle(0.16 + 0.136 * col, 0.40 + 0.153 * row, 0.16 + 0.136 * (col + 0.6),
                         0.40 + 0.153 * (row + 0.55), (70, 74, 84)) for row in range(3) for col in range(5)]
    return render_icon(size, lambda u, v: (248, 248, 250), shapes)


def clock_icon(size=120):
    """Clock: a white dial with ticks and hands at ten past ten (and a red second hand) on black."""
    dark, red = (20, 20, 24), (230, 80, 40)

    def hand(angle, length, width, colour=dark):
        du, dv = math.sin(angle), -math.cos(angle)

        def inside(u, v):
            t = (u - 0.5) * du + (v - 0.5) * dv
            d = abs((u - 0.5) * dv - (v - 0.5) * du)
            return -0.05 <= t <= length and d <= width
        reach = length + 0.05
        return Shape(inside, colour, (0.5 - reach, 0.5 - reach, 0.5 + reach, 0.5 + reach))

    def ticks(u, v):  # twelve, 1/12 of a turn apart, each 0.08 of that wide
        r = math.hypot(u - 0.5, v - 0.5)
        if not 0.33 <= r <= 0.38:
            return False
        angle = math.atan2(u - 0.5, -(v - 0.5))
        return (angle * 6 / math.pi + 0.04) % 1 < 0.08

    shapes = [disc(0.5, 0.5, 0.40), Shape(ticks, dark, (0.1, 0.1, 0.9, 0.9)),
              hand(10 / 12 * 2 * math.pi, 0.20, 0.025), hand(2 / 12 * 2 * math.pi, 0.30, 0.018),
              disc(0.5, 0.5, 0.03, dark), hand(7 / 12 * 2 * math.pi, 0.34, 0.008, red)]
    return render_icon(size, lambda u, v: mix((40, 42, 48), (10, 10, 12), v), shapes)


def photos_icon(size=120):
    """Photos: hills under a sun in a sky, in a white frame."""
    def hill(u):
        return 0.62 + 0.10 * math.sin(u * 7.0)

    def in_frame(u, v):
        return 0.12 <= u <= 0.88 and 0.16 <= v <= 0.84

    shapes = [rectangle(0.12, 0.16, 0.88, 0.84, lambda u, v: mix((120, 190, 250), (200, 230, 255), v)),
              disc(0.66, 0.36, 0.09, (255, 200, 60)),
              Shape(lambda u, v: in_frame(u, v) and v > hill(u),
                    lambda u, v: mix((70, 170, 90), (40, 120, 60), clamp01((v - hill(u)) / 0.3)),
                    (0.12, 0.5, 0.88, 0.84))]
    return render_icon(size, lambda u, v: (248, 248, 250), shapes)


# MARK: Wallpaper and landscapes: large, drawn row by row

def wallpaper(width=800, height=480):
    """Soft out-of-focus lights over a four-corner gradient; no hard edges at all. The design was
    drawn at 400 × 240: positions and radii scale with the width."""
    top_left, top_right = (28, 40, 92), (92, 36, 110)
    bottom_left, bottom_right = (12, 96, 122), (18, 24, 48)
    k = width / 400
    bubbles = [(70, 60, 55, (255, 170, 90)), (300, 50, 70, (120, 200, 255)), (220, 190, 90, (255, 90, 150)),
               (360, 200, 40, (140, 255, 200)), (130, 200, 35, (255, 230, 120))]
    bubbles = [(bx * k, by * k, radius * k, tint) for bx, by, radius, tint in bubbles]
    rows = []
    for y in range(height):
        py = y + 0.5
        v = py / height
        left, right = mix(top_left, bottom_left, v), mix(top_right, bottom_right, v)
        lights = []  # the lights that reach this row: the columns they reach
        for bx, by, radius, tint in bubbles:
            dy = (py - by) / radius
            if abs(dy) < 1.6:
                half = math.sqrt(1.6 * 1.6 - dy * dy) * radius
                lights.append((bx, radius, dy * dy, tint, max(0, int(bx - half)), min(width, int(bx + half) + 2)))
        row = []
        for x in range(width):
            px = x + 0.5
            colour = mix(left, right, px / width)
            for bx, radius, dy2, tint, x0, x1 in lights:
                if x0 <= x < x1:
                    dx = (px - bx) / radius
                    d2 = dx * dx + dy2
                    if d2 < 2.56:
                        colour = mix(colour, tint, 0.35 * math.exp(-d2 * 1.8))
            row += to_bytes(colour)
        rows.append(row)
    return width, height, rows


def curve_edges(f, width, height, samples=8):
    """For a curve v = f(u) across the image: per column its heights in pixels at `samples`
    points across the column, and the first and last rows it crosses."""
    columns = []
    for x in range(width):
        heights = [f((x + (k + 0.5) / samples) / width) * height for k in range(samples)]
        columns.append((heights, int(math.floor(min(heights))), int(math.ceil(max(heights)))))
    return columns


def below(column, y):
    """How much of row y of a column (from curve_edges) lies below the curve: the mean over the
    samples across the column of the part of [y, y + 1] below each height."""
    heights, first, end = column
    if y >= end:
        return 1.0
    if y + 1 <= first:
        return 0.0
    return sum(clamp01(y + 1 - h) for h in heights) / len(heights)


def landscape(seed, width=810, height=540):
    """A made-up landscape for the Photos app: a sky, a sun or moon, two ranges of hills and
    water, its colours from `seed` (the time of day). Every edge anti-aliased: the hills' edges
    are exact coverage under the curve, the sun's a disc's analytic coverage."""
    skies = [((90, 160, 240), (200, 230, 255)), ((250, 140, 90), (255, 220, 160)), ((30, 40, 90), (110, 90, 160)),
             ((140, 200, 250), (230, 245, 255)), ((120, 60, 120), (250, 170, 120)), ((20, 24, 48), (50, 70, 110))]
    top, bottom = skies[seed % len(skies)]
    sun_colour = (255, 240, 200)
    far_colour = (60 + 10 * seed % 40, 90, 110)
    near_top, near_bottom = (40, 110 + 12 * (seed % 5), 60), (20, 60, 40)
    water_top, water_bottom = (40, 90, 140), (20, 40, 80)

    def far(u):
        return 0.55 + 0.08 * math.sin(u * (5 + seed) + seed)

    def near(u):
        return 0.68 + 0.06 * math.sin(u * (9 - seed % 4) + 2 * seed)

    # The sun: a disc 0.08 of the height in radius (the design's 1.5 × u against v at 3:2).
    sun = (0.25 + 0.1 * seed % 0.6, 0.30 + 0.05 * (seed % 3))
    sun_x, sun_y, sun_r = sun[0] * width, sun[1] * height, 0.08 * height
    stretch = 1.5 * height / width  # 1 at 3:2: a circle
    sun_x0, sun_x1 = max(0, int(sun_x - sun_r / stretch) - 1), min(width, int(sun_x + sun_r / stretch) + 2)
    sun_y0, sun_y1 = max(0, int(sun_y - sun_r) - 1), min(height, int(sun_y + sun_r) + 2)

    far_edges, near_edges = curve_edges(far, width, height), curve_edges(near, width, height)
    near_centre = [near((x + 0.5) / width) for x in range(width)]
    hills_top = min(edge[1] for edge in far_edges + near_edges)
    water_line = 0.86 * height

    rows = []
    for y in range(height):
        v = (y + 0.5) / height
        sky = mix(top, bottom, v)
        water = clamp01(y + 1 - water_line)
        water_colour = mix(water_top, water_bottom, (v - 0.86) * 6)
        if water >= 1:
            rows.append(bytes(to_bytes(water_colour)) * width)
            continue
        in_sun = sun_y0 <= y < sun_y1
        if y + 1 <= hills_top and not in_sun:
            rows.append(bytes(to_bytes(sky)) * width)
            continue
        row = []
        for x in range(width):
            colour = sky
            if in_sun and sun_x0 <= x < sun_x1:
                d = math.hypot((x + 0.5 - sun_x) * stretch, y + 0.5 - sun_y)
                cover = clamp01(sun_r - d + 0.5)
                if cover:
                    colour = mix(colour, sun_colour, 0.9 * cover)
            cover = below(far_edges[x], y)
            if cover:
                colour = mix(colour, far_colour, 0.7 * cover)
            cover = below(near_edges[x], y)
            if cover:
                colour = mix(colour, mix(near_top, near_bottom, max(0.0, v - near_centre[x]) * 2), cover)
            if water:
                colour = mix(colour, water_colour, water)
            row += to_bytes(colour)
        rows.append(row)
    return width, height, rows


def make_landscape(seed):
    w, h, rows = landscape(seed)
    write_png(f"../pictures/landscape-{seed + 1}.png", w, h, rows, alpha=False)


if __name__ == "__main__":
    w, h, rows = wallpaper()
    write_png("wallpaper.png", w, h, rows, alpha=False)
    for name, make in [("icon.png", icon), ("showcase-icon.png", showcase_icon), ("settings-icon.png", settings_icon),
                       ("ibm1401-icon.png", ibm1401_icon), ("calendar-icon.png", calendar_icon),
                       ("clock-icon.png", clock_icon), ("photos-icon.png", photos_icon)]:
        w, h, rows = make()
        write_png(name, w, h, rows, alpha=True)
    for seed in range(6):
        make_landscape(seed)
