#!/usr/bin/env python3
"""Makes the demo's images: an abstract wallpaper (RGB) and an app icon with transparency (RGBA).
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


if __name__ == "__main__":
    w, h, rows = wallpaper()
    write_png("wallpaper.png", w, h, rows, alpha=False)
    w, h, rows = icon()
    write_png("icon.png", w, h, rows, alpha=True)
