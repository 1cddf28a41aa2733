#!/usr/bin/env python3
"""Writes the scrolling recordings (recordings/*.evemu) that Tests/Device/compare-behaviour.py
plays through `tactile debug-scroll` and `debug-gestures` on the host and the device binaries: the
motions after a lift (flings, bounces, paging, a zoom's return) that a drag alone never reaches.
A 10-slot protocol B panel whose axes match an 800x480 screen, fingers moving in straight lines,
one report every 16 ms (Tests/Launcher/evemu_gestures.py). Deterministic: run it again after a
change and commit the files."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Launcher"))
from evemu_gestures import gesture  # noqa: E402

HEADER = open(os.path.join(HERE, "..", "Launcher", "recordings", "ten-finger-tap.evemu")).read().split("E:", 1)[0]
HEADER = "\n".join(line for line in HEADER.splitlines() if not line.startswith("# ") or line == "# EVEMU 1.3")


def write(name, comment, parts):
    lines = []
    for part in parts:
        lines += part[0]
    body = HEADER.replace("# EVEMU 1.3", "# EVEMU 1.3\n# " + comment, 1)
    with open(os.path.join(HERE, "recordings", name + ".evemu"), "w") as f:
        f.write(body.rstrip("\n") + "\n" + "\n".join(lines) + "\n")


def main():
    write("fling-up", "One finger flicks up 300 points in 96 ms and lifts while moving: a fling that decelerates.",
          [gesture([(400, 400)], [(400, 100)], 6)])
    write("fling-down-past-top", "At offset 0 one finger flicks down 250 points: rubber band, then the bounce back.",
          [gesture([(400, 100)], [(400, 350)], 6)])
    write("drag-past-top-and-hold",
          "One finger drags down 200 points slowly, stays still, lifts: the rubber band returns without velocity.",
          [gesture([(400, 100)], [(400, 300)], 30, hold=10)])
    flings = []
    t = 0.0
    for i in range(8):
        part = gesture([(400, 460)], [(400, 20)], 5, start_time=t, first_tracking_id=100 + i)
        flings.append(part)
        t = part[1] + 0.15
    write("fling-to-bottom", "Eight fast flicks up, 150 ms apart: the content reaches the bottom edge and bounces.",
          flings)
    write("swipe-left", "One finger swipes left 200 points in 96 ms (with --paging the view moves one page).",
          [gesture([(600, 240)], [(400, 240)], 6)])
    write("slow-drag-left", "One finger drags left 120 points in 480 ms and lifts still (paging: back to the page).",
          [gesture([(600, 240)], [(480, 240)], 30, hold=5)])
    write("pinch-out", "Two fingers spread from 100 to 500 points apart and lift (zoom, and a return past the limit).",
          [gesture([(350, 240), (450, 240)], [(150, 240), (650, 240)], 20)])
    write("pinch-in", "Two fingers close from 500 to 120 points apart and lift (zoom below the minimum bounces back).",
          [gesture([(150, 240), (650, 240)], [(340, 240), (460, 240)], 20)])
    write("two-finger-fling", "Two fingers flick up together 250 points in 80 ms.",
          [gesture([(350, 400), (450, 400)], [(350, 150), (450, 150)], 5)])


if __name__ == "__main__":
    main()
