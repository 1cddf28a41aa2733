#!/usr/bin/env python3
"""Makes the demo's images: an abstract wallpaper (RGB), an app icon with transparency (RGBA),
and the launcher's icons of its apps: Showcase, Settings, IBM 1401, Calendar, Clock and Photos
(RGBA, 120 × 120), and six small landscapes for the Photos app (../pictures/, RGB 240 × 160).
Written with zlib alone so it runs anywhere; rerunning it gives the same files."""
import math
import struct
import zlib


def write_png(path, width, height, rows, alpha):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    raw = b"".join(b"\x00" + bytes(row) for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 6 if alpha else 2, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9))
                + chunk(b"IEND", b""))


def mix(a, b, t):
    return [a[i] + (b[i] - a[i]) * t for i in range(3)]


def wallpaper(width=400, height=240):
    top_left, top_right = (28, 40, 92), (92, 36, 110)
    bottom_left, bottom_right = (12, 96, 122), (18, 24, 48)
    bubbles = [(70, 60, 55, (255, 170, 90)), (300, 50, 70, (120, 200, 255)), (220, 190, 90, (255, 90, 150)),
               (360, 200, 40, (140, 255, 200)), (130, 200, 35, (255, 230, 120))]
    rows = []
    for y in range(height):
        row = []
        v = y / (height - 1)
        for x in range(width):
            u = x / (width - 1)
            colour = mix(mix(top_left, top_right, u), mix(bottom_left, bottom_right, u), v)
            for bx, by, radius, tint in bubbles:  # soft out-of-focus lights
                d = math.hypot(x - bx, y - by) / radius
                if d < 1.6:
                    glow = 0.35 * math.exp(-d * d * 1.8)
                    colour = mix(colour, tint, glow)
            row += [max(0, min(255, int(round(c)))) for c in colour]
        rows.append(row)
    return width, height, rows


def icon(size=96):
    rows = []
    radius, centre = size * 0.22, (size - 1) / 2
    for y in range(size):
        row = []
        for x in range(size):
            # coverage of a rounded square by 4×4 supersampling
            covered = 0
            for sy in range(4):
                for sx in range(4):
                    px, py = x + (sx + 0.5) / 4, y + (sy + 0.5) / 4
                    qx = max(abs(px - size / 2) - (size / 2 - radius), 0)
                    qy = max(abs(py - size / 2) - (size / 2 - radius), 0)
                    covered += math.hypot(qx, qy) <= radius
            alpha = covered / 16
            t = (x + y) / (2 * size)
            colour = mix((255, 140, 60), (230, 60, 120), t)
            ring = abs(math.hypot(x - centre, y - centre) - size * 0.26) < size * 0.06
            if ring:
                colour = (255, 255, 255)
            row += [int(round(c)) for c in colour] + [int(round(alpha * 255))]
        rows.append(row)
    return size, size, rows


def rounded_square_coverage(x, y, size, radius):
    """How much of pixel (x, y) a rounded square of `size` with corner `radius` covers (4×4 samples)."""
    covered = 0
    for sy in range(4):
        for sx in range(4):
            px, py = x + (sx + 0.5) / 4, y + (sy + 0.5) / 4
            qx = max(abs(px - size / 2) - (size / 2 - radius), 0)
            qy = max(abs(py - size / 2) - (size / 2 - radius), 0)
            covered += math.hypot(qx, qy) <= radius
    return covered / 16


def shape_coverage(x, y, inside):
    """How much of pixel (x, y) the shape `inside(px, py)` covers (4×4 samples)."""
    covered = 0
    for sy in range(4):
        for sx in range(4):
            covered += inside(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4)
    return covered / 16


def app_icon(size, background, motif):
    """A rounded square filled by `background(u, v)` with the white `motif(px, py)` over it."""
    rows = []
    radius = size * 0.22
    for y in range(size):
        row = []
        for x in range(size):
            alpha = rounded_square_coverage(x, y, size, radius)
            colour = background(x / (size - 1), y / (size - 1))
            white = shape_coverage(x, y, motif) if alpha > 0 else 0
            colour = mix(colour, (255, 255, 255), white)
            row += [max(0, min(255, int(round(c)))) for c in colour] + [int(round(alpha * 255))]
        rows.append(row)
    return size, size, rows


def showcase_icon(size=120):
    """Showcase (the demo): a circle, a triangle and a square on a blue-violet gradient."""
    s = size

    def motif(px, py):
        circle = math.hypot(px - 0.34 * s, py - 0.36 * s) <= 0.16 * s
        square = 0.52 * s <= px <= 0.80 * s and 0.22 * s <= py <= 0.50 * s
        # triangle with apex (0.5, 0.56) and base y = 0.84 from x 0.30 to 0.70
        t = (py - 0.56 * s) / (0.28 * s)
        triangle = 0 <= t <= 1 and abs(px - 0.5 * s) <= 0.20 * s * t
        return circle or square or triangle

    return app_icon(size, lambda u, v: mix(mix((64, 140, 255), (150, 80, 240), u), (40, 60, 200), v * 0.5), motif)


def settings_icon(size=120):
    """Settings: a gear (a ring with eight teeth) on a grey gradient."""
    s = size
    centre = (s / 2, s / 2)

    def motif(px, py):
        dx, dy = px - centre[0], py - centre[1]
        r = math.hypot(dx, dy)
        angle = math.atan2(dy, dx)
        tooth = math.cos(angle * 8) > 0.35  # eight teeth
        outer = 0.36 * s if tooth else 0.29 * s
        return 0.13 * s <= r <= outer

    return app_icon(size, lambda u, v: mix((150, 156, 168), (88, 92, 104), v), motif)


def ibm1401_icon(size=120):
    """IBM 1401: a sheet of green-bar paper with printed lines, and a row of console lights."""
    s = size

    def paper(px, py):
        return 0.24 * s <= px <= 0.76 * s and 0.16 * s <= py <= 0.88 * s

    def background(u, v):
        px, py = u * (s - 1), v * (s - 1)
        if paper(px, py):
            band = int((py - 0.16 * s) / (0.12 * s)) % 2
            colour = (206, 234, 200) if band else (250, 250, 240)
            printed = 0.30 * s <= px <= 0.70 * s and ((py - 0.16 * s) % (0.06 * s)) < 0.018 * s and py > 0.2 * s
            return (60, 66, 74) if printed else colour
        return mix((52, 58, 70), (24, 28, 36), v)

    def motif(px, py):
        # Amber lights are drawn as white dots along the top edge of the paper.
        return any(math.hypot(px - cx * s, py - 0.09 * s) <= 0.035 * s for cx in (0.30, 0.42, 0.54, 0.66))

    return app_icon(size, background, motif)


def calendar_icon(size=120):
    """Calendar: a page with a red band on top and a grid of days."""
    s = size

    def background(u, v):
        return (214, 56, 48) if v < 0.30 else (248, 248, 250)

    def motif(px, py):
        return False

    w, h, rows = app_icon(size, background, motif)
    # Day dots: a 5 × 3 grid of dark squares on the white page.
    for y in range(h):
        for x in range(w):
            u, v = x / (s - 1), y / (s - 1)
            if 0.40 <= v <= 0.86 and 0.16 <= u <= 0.84:
                col, row = (u - 0.16) / 0.136, (v - 0.40) / 0.153
                if col % 1 < 0.6 and row % 1 < 0.55:
                    rows[y][4 * x:4 * x + 3] = [70, 74, 84]
    return w, h, rows


def clock_icon(size=120):
    """Clock: a white dial with ticks and hands at ten past ten on black."""
    s = size
    c = s / 2

    def background(u, v):
        return mix((40, 42, 48), (10, 10, 12), v)

    def motif(px, py):
        r = math.hypot(px - c, py - c)
        if r > 0.40 * s:
            return False
        return True

    w, h, rows = app_icon(size, background, motif)

    def hand(px, py, angle, length, width):
        dx, dy = math.sin(angle), -math.cos(angle)
        t = (px - c) * dx + (py - c) * dy
        d = abs((px - c) * dy - (py - c) * dx)
        return -0.05 * s <= t <= length and d <= width

    for y in range(h):
        for x in range(w):
            px, py = x + 0.5, y + 0.5
            r = math.hypot(px - c, py - c)
            if r > 0.40 * s:
                continue
            angle = math.atan2(px - c, -(py - c))
            tick = 0.33 * s <= r <= 0.38 * s and (angle * 6 / math.pi) % 1 < 0.08
            dark = tick or hand(px, py, 10 / 12 * 2 * math.pi, 0.20 * s, 0.025 * s) \
                or hand(px, py, 2 / 12 * 2 * math.pi, 0.30 * s, 0.018 * s) or r <= 0.03 * s
            red = hand(px, py, 7 / 12 * 2 * math.pi, 0.34 * s, 0.008 * s)
            if red:
                rows[y][4 * x:4 * x + 3] = [230, 80, 40]
            elif dark:
                rows[y][4 * x:4 * x + 3] = [20, 20, 24]
    return w, h, rows


def photos_icon(size=120):
    """Photos: hills under a sun in a sky, in a white frame."""
    s = size

    def background(u, v):
        if u < 0.12 or u > 0.88 or v < 0.16 or v > 0.84:
            return (248, 248, 250)
        hill = 0.62 + 0.10 * math.sin(u * 7.0)
        if v > hill:
            return mix((70, 170, 90), (40, 120, 60), (v - hill) / 0.3)
        if math.hypot(u - 0.66, v - 0.36) < 0.09:
            return (255, 200, 60)
        return mix((120, 190, 250), (200, 230, 255), v)

    return app_icon(size, background, lambda px, py: False)


def landscape(seed, width=240, height=160):
    """A small made-up landscape for the Photos app: a sky, a sun or moon, two ranges of hills and
    water, its colours from `seed` (the time of day)."""
    skies = [((90, 160, 240), (200, 230, 255)), ((250, 140, 90), (255, 220, 160)), ((30, 40, 90), (110, 90, 160)),
             ((140, 200, 250), (230, 245, 255)), ((120, 60, 120), (250, 170, 120)), ((20, 24, 48), (50, 70, 110))]
    top, bottom = skies[seed % len(skies)]
    sun = (0.25 + 0.1 * seed % 0.6, 0.30 + 0.05 * (seed % 3))
    rows = []
    for y in range(height):
        v = y / (height - 1)
        row = []
        for x in range(width):
            u = x / (width - 1)
            colour = mix(top, bottom, v)
            if math.hypot((u - sun[0]) * 1.5, v - sun[1]) < 0.08:
                colour = mix(colour, (255, 240, 200), 0.9)
            far = 0.55 + 0.08 * math.sin(u * (5 + seed) + seed)
            near = 0.68 + 0.06 * math.sin(u * (9 - seed % 4) + 2 * seed)
            if v > far:
                colour = mix(colour, (60 + 10 * seed % 40, 90, 110), 0.7)
            if v > near:
                colour = mix((40, 110 + 12 * (seed % 5), 60), (20, 60, 40), (v - near) * 2)
            if v > 0.86:
                colour = mix((40, 90, 140), (20, 40, 80), (v - 0.86) * 6)
            row += [max(0, min(255, int(round(c)))) for c in colour]
        rows.append(row)
    return width, height, rows


if __name__ == "__main__":
    w, h, rows = wallpaper()
    write_png("wallpaper.png", w, h, rows, alpha=False)
    w, h, rows = icon()
    write_png("icon.png", w, h, rows, alpha=True)
    w, h, rows = showcase_icon()
    write_png("showcase-icon.png", w, h, rows, alpha=True)
    w, h, rows = settings_icon()
    write_png("settings-icon.png", w, h, rows, alpha=True)
    for name, make in [("ibm1401-icon.png", ibm1401_icon), ("calendar-icon.png", calendar_icon),
                       ("clock-icon.png", clock_icon), ("photos-icon.png", photos_icon)]:
        w, h, rows = make()
        write_png(name, w, h, rows, alpha=True)
    for seed in range(6):
        w, h, rows = landscape(seed)
        write_png(f"../pictures/landscape-{seed + 1}.png", w, h, rows, alpha=False)
