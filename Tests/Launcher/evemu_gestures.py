"""Gestures as evemu event lines, shared by the recording generators (Tests/Launcher/
make-recordings.py, Tests/Board/touch/make-recordings.py): fingers moving in straight lines on a
protocol B panel, one report every 16 ms."""
import math

STEP = 0.016


def gesture(starts, ends, steps, start_time=0.0, hold=0, first_tracking_id=100, tap_time=None):
    """Fingers down at `starts` (slot i, tracking id `first_tracking_id` + i), moved to `ends` in
    `steps` reports, held still `hold` reports (a still finger sends none), then lifted one
    report later. With no steps and no hold, a `tap_time` lifts them that many seconds after the
    down instead. Returns (lines, end time)."""
    lines = []
    t = start_time

    def event(code, value):
        lines.append(f"E: {t:.6f} 0003 {code:04x} {value}")

    def syn():
        lines.append(f"E: {t:.6f} 0000 0000 0")

    for slot, (x, y) in enumerate(starts):
        event(0x2f, slot)
        event(0x39, first_tracking_id + slot)
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
    t += tap_time if tap_time is not None and not steps and not hold else STEP * (hold + 1)
    for slot in range(len(starts)):
        event(0x2f, slot)
        event(0x39, -1)
    syn()
    return lines, t


def circle(count, cx, cy, radius):
    """`count` points evenly on a circle, the first at angle 0."""
    return [(cx + radius * math.cos(2 * math.pi * i / count), cy + radius * math.sin(2 * math.pi * i / count))
            for i in range(count)]
