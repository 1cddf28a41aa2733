#!/usr/bin/env python3
"""Writes the launcher drive's recordings (launcher-*.evemu) for Tests/Board/board-test.py: the board's
10-slot protocol B panel (the description of pinch.evemu) whose axes match its 1280x800 screen,
so panel units are screen pixels; fingers move in straight lines, one report every 16 ms.

The steps, played one after the other in the guest (`tactile play`, through uinput) and
concatenated for the host's headless replay, on the launcher at 1280x800 (the 800x480 design grid
at scale 1.6, the status bar 24 points = 38.4 px high):
  1. tap the Showcase's "Scrolling" bar button (1125...1267 x 38...109 px), which pushes the list;
  2. drag the list up 400 px, held still for 320 ms before the lift so that it stops where the
     finger left it (no deceleration, whose length would depend on the guest's timing); then
     fling it down: whatever the speed the guest's timing gives it, it decelerates past the top,
     and the bounce brings it back flush with the top (the fling the device build once crashed on);
  3. a five-finger pinch, a circle of radius 300 closing to 80: home;
  4. tap the Showcase icon on the home screen (the icon spans 80...176 x 74...170 px);
then the settings drive, played in the guest only:
  5. ten fingers tap together: Settings opens;
  6. tap its Touch row (y 198...287 px);
  7. tap the Show touches switch (about 1173...1253 x 130...178 px), which saves the settings.
And vanish.evemu: two fingers moving for 3 s, whose device the test removes in the middle.
Every recording starts at time 0; the test shifts them when it joins them. Deterministic: run it
again after a change and commit the files."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "Launcher"))
from evemu_gestures import circle, gesture as shared_gesture  # noqa: E402


def gesture(starts, ends, steps, hold=0):
    """The board's gestures: tracking ids from 30, a tap held 48 ms."""
    return shared_gesture(starts, ends, steps, hold=hold, first_tracking_id=30, tap_time=0.048)[0]


def header(comment):
    """pinch.evemu's description (everything before its first comment after the axes), with `comment`."""
    with open(os.path.join(HERE, "pinch.evemu")) as f:
        lines = f.read().splitlines()
    description = [line for line in lines[3:] if line[:2] in ("N:", "I:", "P:", "B:", "A:")]
    return "\n".join(["# EVEMU 1.3", "# " + comment, *description]) + "\n"


def write(name, comment, lines):
    with open(os.path.join(HERE, name + ".evemu"), "w") as f:
        f.write(header(comment))
        f.write("\n".join(lines) + "\n")


def main():
    write("launcher-4-tap-showcase", "One finger taps the Showcase icon at (128,122) for 48 ms.",
          gesture([(128, 122)], [(128, 122)], 0))
    write("launcher-1-tap-scrolling", "One finger taps the Showcase's Scrolling bar button at (1196,74) for 48 ms.",
          gesture([(1196, 74)], [(1196, 74)], 0))
    write("launcher-2-drag-list", "One finger drags the list from (640,650) up to (640,250) in 400 ms, "
                                  "held still 320 ms, lifted.",
          gesture([(640, 650)], [(640, 250)], 25, hold=19))
    write("launcher-2-fling-list-back", "One finger flicks the list down from (640,250) to (640,650) in 96 ms and "
                                        "lifts while moving: it decelerates past the top and bounces back to it.",
          gesture([(640, 250)], [(640, 650)], 6))
    # The settings drive (Tests/Board/board-test.py: settings survive a power cut).
    write("launcher-5-ten-finger-tap", "Ten fingers in two rows at y 320 and 520 down together, up 96 ms later: Settings.",
          gesture([(240 + 192 * i, 320) for i in range(5)] + [(240 + 192 * i, 520) for i in range(5)],
                  [(240 + 192 * i, 320) for i in range(5)] + [(240 + 192 * i, 520) for i in range(5)], 0, hold=5))
    write("launcher-6-tap-touch", "One finger taps Settings' Touch row at (640,243) for 48 ms.",
          gesture([(640, 243)], [(640, 243)], 0))
    write("launcher-7-tap-show-touches", "One finger taps the Touch page's Show touches switch at (1213,154) for 48 ms.",
          gesture([(1213, 154)], [(1213, 154)], 0))
    write("launcher-3-pinch-home", "Five fingers on a circle of radius 300 about (640,400) close to radius 80 "
                                   "in 400 ms, then lift.",
          gesture(circle(5, 640, 400, 300), circle(5, 640, 400, 80), 25))
    # For the device that vanishes mid-gesture (Tests/Board/board-test.py): its player is killed while
    # the fingers are still down.
    write("vanish", "Two fingers at (400,400) and (880,400) move right 240 px in 3 s, then lift.",
          gesture([(400, 400), (880, 400)], [(640, 400), (1120, 400)], 187))


if __name__ == "__main__":
    main()
