#!/usr/bin/env python3
"""Writes the launcher's gesture recordings (recordings/*.evemu) for Tests/Launcher/launcher-test.py
and the Swift launcher tests: a 10-slot protocol B panel whose axes match an 800x480 screen, with
fingers moving in straight lines, one report every 16 ms. Deterministic: run it again after a
change and commit the files."""
import os

from evemu_gestures import circle, gesture

HEADER = """# EVEMU 1.3
# {comment}
N: Tactile test panel
I: 0018 1234 5678 0001
P: 02 00 00 00 00 00 00 00
B: 00 0b 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 04 00 00 00 00 00 00
B: 03 03 00 00 00 00 80 e1 06
A: 00 0 800 0 0 0
A: 01 0 480 0 0 0
A: 2f 0 9 0 0 0
A: 30 0 255 0 0 0
A: 35 0 800 0 0 0
A: 36 0 480 0 0 0
A: 37 0 2 0 0 0
A: 39 0 65535 0 0 0
A: 3a 0 255 0 0 0
"""
KEYS_HEADER = """# EVEMU 1.3
# {comment}
N: Tactile test home key
I: 0019 0000 0000 0000
P: 00 00 00 00 00 00 00 00
B: 00 03 00 00 00 00 00 00 00
B: 01 00 00 00 00 00 00 00 00
B: 01 00 00 00 00 40 00 00 00
B: 02 00 00 00 00 00 00 00 00
B: 03 00 00 00 00 00 00 00 00
"""
KEY_HOME = 0x66


def key_presses(times, hold=0.08):
    """The home key pressed at each of `times` (seconds) and released `hold` later."""
    lines = []
    for t in times:
        for at, value in ((t, 1), (t + hold, 0)):
            lines.append(f"E: {at:.6f} 0001 {KEY_HOME:04x} {value}")
            lines.append(f"E: {at:.6f} 0000 0000 0")
    return lines


def row(count, y, x0=250, gap=70):
    return [(x0 + i * gap, y) for i in range(count)]


def moved(points, dx, dy):
    return [(x + dx, y + dy) for x, y in points]


def write(name, comment, lines, header=HEADER):
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "recordings", name + ".evemu"), "w") as f:
        f.write(header.format(comment=comment))
        f.write("\n".join(lines) + "\n")


def main():
    write("three-finger-swipe-up", "Three fingers at y 380 move up 220 points in 160 ms.",
          gesture(row(3, 380), moved(row(3, 380), 0, -220), 10)[0])
    write("four-finger-swipe-up-from-bottom-edge", "Four fingers at y 460 (the bottom edge) move up 220 points in 160 ms.",
          gesture(row(4, 460), moved(row(4, 460), 0, -220), 10)[0])
    write("four-finger-swipe-up", "Four fingers at y 380 move up 220 points in 160 ms.",
          gesture(row(4, 380), moved(row(4, 380), 0, -220), 10)[0])
    write("three-finger-swipe-left", "Three fingers at y 240 move left 300 points in 160 ms.",
          gesture(row(3, 240, x0=400), moved(row(3, 240, x0=400), -300, 0), 10)[0])
    write("three-finger-swipe-right", "Three fingers at y 240 move right 300 points in 160 ms.",
          gesture(row(3, 240, x0=150), moved(row(3, 240, x0=150), 300, 0), 10)[0])
    write("five-finger-pinch-home", "Five fingers on a circle of radius 180 close to radius 50 in 400 ms, then lift.",
          gesture(circle(5, 400, 240, 180), circle(5, 400, 240, 50), 25)[0])
    write("five-finger-pinch-back", "Five fingers on a circle of radius 180 close slowly to radius 160, held, then lift.",
          gesture(circle(5, 400, 240, 180), circle(5, 400, 240, 160), 40, hold=20)[0])
    write("ten-finger-tap", "Ten fingers down together and up 96 ms later without moving.",
          gesture(row(5, 200, x0=150, gap=120) + row(5, 330, x0=150, gap=120),
                  row(5, 200, x0=150, gap=120) + row(5, 330, x0=150, gap=120), 0, hold=5)[0])
    write("tap-showcase-icon", "One finger taps the home screen's first icon (Showcase) at (80, 75).",
          gesture([(80, 75)], [(80, 75)], 0, hold=3)[0])
    write("tap-animate-button", "One finger taps the Showcase's Animate button at (117, 364).",
          gesture([(117, 364)], [(117, 364)], 0, hold=3)[0])
    tap, end = gesture(row(5, 200, x0=150, gap=120) + row(5, 330, x0=150, gap=120),
                       row(5, 200, x0=150, gap=120) + row(5, 330, x0=150, gap=120), 0, hold=5)
    for name, dx, x0 in (("left", -300, 400), ("right", 300, 150)):
        swipe, _ = gesture(row(3, 240, x0=x0), moved(row(3, 240, x0=x0), dx, 0), 10, start_time=1.5)
        write(f"ten-finger-tap-then-swipe-{name}",
              f"A ten-finger tap, then at 1.5 s three fingers at y 240 move {name} 300 points in 160 ms.", tap + swipe)

    # Photos: a tap opens the first picture (the cell at (80, 75)); 1 s later, once it has zoomed
    # open, a drag down far enough closes it back into the grid (the close that once freed the
    # viewer under its own decelerating page).
    for pull, duration in ((220, 0.25), (220, 0.8), (310, 0.5)):
        tap, _ = gesture([(80, 75)], [(80, 75)], 0, hold=3)
        drag, _ = gesture([(400, 150)], [(400, 150 + pull)], round(duration / 0.016), start_time=1.0)
        write(f"photos-open-and-pull-{pull}-in-{round(duration * 1000)}ms",
              f"A tap opens Photos' first picture; at 1 s a drag pulls it down {pull} points in {duration} s, closing it.",
              tap + drag)

    write("home-key-press", "The home key (KEY_HOME) pressed once for 80 ms.", key_presses([0.0]), KEYS_HEADER)
    write("home-key-double-press", "The home key pressed twice, 200 ms apart, 80 ms each.",
          key_presses([0.0, 0.2]), KEYS_HEADER)


if __name__ == "__main__":
    main()
