#!/usr/bin/env python3
"""Writes the screen reader's gesture recordings (recordings/*.evemu) for
Tests/Accessibility/accessibility-test.py: the launcher's 10-slot test panel (an 800x480 screen),
fingers moving in straight lines, one report every 16 ms, gestures one after the other with
pauses between them. Deterministic: run it again after a change and commit the files."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Launcher"))
from evemu_gestures import gesture  # noqa: E402

HEADER = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Launcher", "recordings",
                           "tap-showcase-icon.evemu")).read().split("E: ")[0]
# The recording's comment line is its own.
HEADER = "\n".join(line for line in HEADER.splitlines() if not line.startswith("# One")) + "\n"


class Script:
    """Gestures in sequence, each starting `pause` seconds after the previous one ended."""

    def __init__(self):
        self.lines, self.time, self.ids = [], 0.0, 100

    def add(self, starts, ends, steps, pause=0.6, **options):
        lines, end = gesture(starts, ends, steps, start_time=self.time, first_tracking_id=self.ids, **options)
        self.lines += lines
        self.time = end + pause
        self.ids += len(starts)

    def tap(self, x, y, pause=0.6, fingers=1):
        points = [(x + 40 * i, y) for i in range(fingers)]
        self.add(points, points, 0, pause=pause, tap_time=0.08)

    def flick(self, fingers, dx, dy, x=300, y=300, pause=0.6):
        starts = [(x + 60 * i, y) for i in range(fingers)]
        self.add(starts, [(sx + dx, sy + dy) for sx, sy in starts], 8, pause=pause)

    def drag(self, start, end, steps, pause=0.6):
        self.add([start], [end], steps, pause=pause)


def write(name, comment, script):
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "recordings", name + ".evemu"), "w") as f:
        f.write(HEADER.replace("# EVEMU 1.3\n", "# EVEMU 1.3\n# " + comment + "\n"))
        f.write("\n".join(script.lines) + "\n")


def main():
    # The walk of US 8386965 on the Calendar (September 2009, events on the 2nd): a touch on a blank cell
    # of the month grid, a four-finger flick left, then three one-finger flicks right.
    walk = Script()
    walk.tap(34, 160)
    walk.flick(4, -200, 0)
    for _ in range(3):
        walk.flick(1, 200, 0)
    write("calendar-walk", "Calendar: a tap on the month's blank first cell, 4-finger flick left, three flicks right.", walk)

    # Touch and hold on the home screen's first icon, slide to the second, lift; then a double tap
    # anywhere opens what is current (Settings).
    explore = Script()
    explore.drag((80, 75), (208, 75), 90, pause=0.8)
    explore.tap(600, 300, pause=0.1)
    explore.tap(600, 300, pause=1.2)
    write("explore-and-open", "Home screen: touch the first icon (Showcase), slide to the second (Calendar), lift; a double tap opens it.", explore)


if __name__ == "__main__":
    main()
