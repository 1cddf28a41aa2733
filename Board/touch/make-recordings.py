#!/usr/bin/env python3
"""Writes the launcher drive's recordings (launcher-*.evemu) for Board/board-test.py: the board's
10-slot protocol B panel (the description of pinch.evemu) whose axes match its 1280x800 screen,
so panel units are screen pixels; fingers move in straight lines, one report every 16 ms.

The steps, played one after the other in the guest (`tactile play`, through uinput) and
concatenated for the host's headless replay, on the launcher at 1280x800 (the 800x480 design grid
at scale 1.6, the status bar 24 points = 38.4 px high):
  1. tap the Showcase's "Scrolling" button (989...1229 x 84...138 px), which opens the list;
  2. drag the list up 400 px, held still for 320 ms before the lift so that it stops where the
     finger left it (no deceleration, which would depend on the guest's timing);
  3. a five-finger pinch, a circle of radius 300 closing to 80: home;
  4. tap the Showcase icon on the home screen (the icon spans 80...176 x 74...170 px).
Every recording starts at time 0; the test shifts them when it joins them. Deterministic: run it
again after a change and commit the files."""
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
STEP = 0.016


def header(comment):
    """pinch.evemu's description (everything before its first comment after the axes), with `comment`."""
    with open(os.path.join(HERE, "pinch.evemu")) as f:
        lines = f.read().splitlines()
    description = [line for line in lines[3:] if line[:2] in ("N:", "I:", "P:", "B:", "A:")]
    return "\n".join(["# EVEMU 1.3", "# " + comment, *description]) + "\n"


def gesture(starts, ends, steps, hold=0, tap_time=0.048):
    """Fingers down at `starts`, moved to `ends` in `steps` reports, held still `hold` reports
    (no reports: a still finger sends none), then lifted. With no steps and no hold, the
    fingers lift `tap_time` seconds after the down (a tap)."""
    lines = []
    t = 0.0

    def event(code, value):
        lines.append(f"E: {t:.6f} 0003 {code:04x} {value}")

    def syn():
        lines.append(f"E: {t:.6f} 0000 0000 0")

    for slot, (x, y) in enumerate(starts):
        event(0x2f, slot)
        event(0x39, 30 + slot)
        event(0x35, round(x))
        event(0x36, round(y))
    syn()
    for step in range(1, steps + 1):
        t += STEP
        f = step / steps
        for slot, ((x0, y0), (x1, y1)) in enumerate(zip(starts, ends)):
            event(0x2f, slot)
            event(0x35, round(x0 + (x1 - x0) * f))
            event(0x36, round(y0 + (y1 - y0) * f))
        syn()
    t += STEP * (hold + 1) if steps or hold else tap_time
    for slot in range(len(starts)):
        event(0x2f, slot)
        event(0x39, -1)
    syn()
    return lines


def circle(count, cx, cy, radius):
    return [(cx + radius * math.cos(2 * math.pi * i / count), cy + radius * math.sin(2 * math.pi * i / count))
            for i in range(count)]


def write(name, comment, lines):
    with open(os.path.join(HERE, name + ".evemu"), "w") as f:
        f.write(header(comment))
        f.write("\n".join(lines) + "\n")


def main():
    write("launcher-4-tap-showcase", "One finger taps the Showcase icon at (128,122) for 48 ms.",
          gesture([(128, 122)], [(128, 122)], 0))
    write("launcher-1-tap-scrolling", "One finger taps the Showcase's Scrolling button at (1108,110) for 48 ms.",
          gesture([(1108, 110)], [(1108, 110)], 0))
    write("launcher-2-drag-list", "One finger drags the list from (640,650) up to (640,250) in 400 ms, "
                                  "held still 320 ms, lifted.",
          gesture([(640, 650)], [(640, 250)], 25, hold=19))
    write("launcher-3-pinch-home", "Five fingers on a circle of radius 300 about (640,400) close to radius 80 "
                                   "in 400 ms, then lift.",
          gesture(circle(5, 640, 400, 300), circle(5, 640, 400, 80), 25))


if __name__ == "__main__":
    main()
