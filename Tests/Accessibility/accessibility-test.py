#!/usr/bin/env python3
"""The screen reader through `tactile debug-accessibility`, against the walk of US 8386965 and the
formats (docs/accessibility.md). Usage: Tests/Accessibility/accessibility-test.py TACTILE

Checks, with the Calendar on September 2009 and the events of Tests/Accessibility/calendar.txt:
- `--tree`: the line formats (a first line `screen WxH points scale S` with the program's own
  size and scale: 480x320 at scale 1 on a 480x320 panel, 800x480 at `--scale 1.5` on 1200x720,
  the same tree as at 800x480); the month is one top-level container of 30 days in order, each day a
  container at depth 1 titled "September N", the events of the 2nd inside it in time order; every
  hit area holds its drawn frame and no two hit areas of one container overlap;
- the patent's walk (recordings/calendar-walk.evemu): a touch on a blank cell of the month says
  "September 2009, 30 items"; four-finger flick left "September 1, no items"; then
  "September 2, 2 items", "Meeting A", "Meeting B" (the event's time may follow its title);
- the walk with `--speech wav:PATH`: the same transcript, a WAV of 22050 Hz mono 16-bit whose
  timeline is the replay's (silent before the first event, sound within 0.1 s of each `speak`
  line, lasting past the last one); a path that cannot be written is an error (status 1);
- exploring the home screen and a double tap (recordings/explore-and-open.evemu): each icon is
  said as the finger reaches it, the double tap activates the current one, the screen cue plays
  and the focus goes to the opened app;
- `tactile accessibility-audit`: the home screen and every bundled app pass (status 0, "0 problems",
  each app's reachable screens counted) in both appearances on four panels (800x480, 480x800,
  480x320, 1280x800); the program's own `--accessibility-audit` and `--accessibility-tree` (what
  every application answers) give the same as the `tactile` commands;
- wrong options give status 2 and one message."""
import os
import re
import subprocess
import sys
import tempfile
import wave

ROOT = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
HERE = os.path.join(ROOT, "Tests", "Accessibility")
CALENDAR = ["--date", "2009-09-02", "--calendar", os.path.join(HERE, "calendar.txt"), "--time", "09:41"]
SCREEN = re.compile(r'^screen (\d+)x(\d+) points scale ([0-9.]+)$')
CONTAINER = re.compile(r'^container "((?:[^"\\]|\\.)*)" frame=([-0-9.,]+) items=(\d+) depth=(\d+)$')
ITEM = re.compile(r'^item "((?:[^"\\]|\\.)*)" frame=([-0-9.,]+) hit=([-0-9.,]+) container="((?:[^"\\]|\\.)*)"$')
EVENT = re.compile(r'^t=(\d+\.\d{6}) (focus container="(?:[^"\\]|\\.)*" item="(?:[^"\\]|\\.)*"|speak "(?:[^"\\]|\\.)*"|'
                   r'cue (?:boundary|outside|wrap|activate|screen)|activate "(?:[^"\\]|\\.)*")$')


def run(tactile, *arguments):
    result = subprocess.run([tactile, "debug-accessibility", *arguments], capture_output=True, text=True, timeout=300)
    return result.returncode, result.stdout.splitlines(), result.stderr


def rect(text):
    return [float(v) for v in text.split(",")]


def contains(outer, inner):
    return (outer[0] <= inner[0] + 1e-6 and outer[1] <= inner[1] + 1e-6
            and outer[0] + outer[2] >= inner[0] + inner[2] - 1e-6 and outer[1] + outer[3] >= inner[1] + inner[3] - 1e-6)


def overlap(a, b):
    return min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]) > 1e-6 and min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]) > 1e-6


def main():
    tactile = os.path.abspath(sys.argv[1])
    problems = []

    def check(name, condition, detail=""):
        if condition:
            print(f"accessibility: {name}: ok")
        else:
            problems.append(f"{name}: {detail}")

    # The tree.
    status, lines, stderr = run(tactile, "--tree", "--open", "Calendar", *CALENDAR)
    check("tree runs", status == 0, f"status {status}: {stderr}")
    check("tree header", lines[:1] == ["screen 800x480 points scale 1"], str(lines[:1]))
    tree = lines
    lines = lines[1:]
    bad = [line for line in lines if not CONTAINER.match(line) and not ITEM.match(line)]
    check("tree line formats", not bad and lines, str(bad[:3]))
    # The reader's tree is what the program draws: its own size and scale.
    status, small, stderr = run(tactile, "--tree", "--open", "Calendar", "--size", "480x320", *CALENDAR)
    check("tree on 480x320", status == 0 and small[:1] == ["screen 480x320 points scale 1"], f"{small[:1]} {stderr}")
    status, dense, stderr = run(tactile, "--tree", "--open", "Calendar", "--size", "1200x720", "--scale", "1.5", *CALENDAR)
    check("tree at scale 1.5", status == 0 and dense == ["screen 800x480 points scale 1.5"] + tree[1:],
          f"{dense[:1]} {[a for a, b in zip(dense[1:], tree[1:]) if a != b][:3]} {stderr}")
    # Every application's own --accessibility-tree: the same lines.
    own = subprocess.run([tactile, "--accessibility-tree", "--open", "Calendar", *CALENDAR], capture_output=True,
                         text=True, timeout=300)
    check("the program's --accessibility-tree", own.returncode == 0 and own.stdout.splitlines() == tree,
          own.stdout[:300] + own.stderr[-300:])
    containers = [CONTAINER.match(line).groups() for line in lines if CONTAINER.match(line)]
    month = [c for c in containers if c[0] == "September 2009"]
    check("the month is one top-level container of 30 days", len(month) == 1 and month[0][2] == "30" and month[0][3] == "0",
          str(month))
    days = [c[0] for c in containers if c[3] == "1"]
    check("days in order at depth 1", days == [f"September {d}" for d in range(1, 31)], str(days[:5]))
    items = [ITEM.match(line).groups() for line in lines if ITEM.match(line)]
    check("the 2nd holds its events in time order",
          [i[0] for i in items if i[3] == "September 2"] == ["Meeting A", "Meeting B"], str(items))
    september2 = [c for c in containers if c[0] == "September 2"]
    check("the 2nd counts two items", september2 and september2[0][2] == "2", str(september2))
    check("every hit area holds its frame", all(contains(rect(i[2]), rect(i[1])) for i in items),
          str([i for i in items if not contains(rect(i[2]), rect(i[1]))][:2]))
    by_container = {}
    for item in items:
        by_container.setdefault(item[3], []).append(rect(item[2]))
    overlapping = [(name, a, b) for name, areas in by_container.items()
                   for index, a in enumerate(areas) for b in areas[index + 1:] if overlap(a, b)]
    check("no two hit areas of a container overlap", not overlapping, str(overlapping[:2]))

    # The walk of US 8386965.
    status, lines, stderr = run(tactile, "--open", "Calendar", *CALENDAR,
                                "--input", "replay:" + os.path.join(HERE, "recordings", "calendar-walk.evemu"))
    check("walk runs", status == 0, f"status {status}: {stderr}")
    check("walk line formats", lines and all(EVENT.match(line) for line in lines),
          str([line for line in lines if not EVENT.match(line)][:3]))
    spoken = [line.split(" ", 2)[2] for line in lines if " speak " in line]
    expected = ['"September 2009, 30 items"', '"September 1, no items"', '"September 2, 2 items"', '"Meeting A', '"Meeting B']
    check("the patent's calendar walk", len(spoken) == 5 and all(s.startswith(e) for s, e in zip(spoken, expected)), str(spoken))
    focus = [line.split(" ", 1)[1] for line in lines if " focus " in line]
    check("the walk's focus", focus == [
        'focus container="September 2009" item=""',
        'focus container="September 2009" item="September 1"',
        'focus container="September 2009" item="September 2"',
        'focus container="September 2" item="Meeting A"',
        'focus container="September 2" item="Meeting B"',
    ], str(focus))
    times = [float(line.split(" ")[0][2:]) for line in lines]
    check("times are the replay's and in order", times == sorted(times) and 0.35 < times[0] < 1, str(times[:3]))

    # The walk heard: speech into a WAV file on the replay's clock.
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "walk.wav")
        status, heard, stderr = run(tactile, "--open", "Calendar", *CALENDAR, "--speech", "wav:" + path,
                                    "--input", "replay:" + os.path.join(HERE, "recordings", "calendar-walk.evemu"))
        check("walk with speech runs", status == 0, f"status {status}: {stderr}")
        check("the transcript does not depend on speech", heard == lines, str(heard[:3]))
        try:
            with wave.open(path) as sound:
                layout = (sound.getnchannels(), sound.getframerate(), sound.getsampwidth())
                frames = sound.readframes(sound.getnframes())
        except (OSError, wave.Error) as error:
            layout, frames = str(error), b""
        check("the WAV is 22050 Hz mono 16-bit", layout == (1, 22050, 2), str(layout))
        samples = memoryview(frames).cast("h") if len(frames) % 2 == 0 else []
        speaks = [float(line.split(" ")[0][2:]) for line in lines if " speak " in line]

        def loud(start, end):
            return any(abs(v) > 300 for v in samples[int(start * 22050):int(end * 22050)])
        check("silence before the first event", speaks and not loud(0, speaks[0] - 0.01), str(speaks[:1]))
        check("sound at each speak line", speaks and all(loud(t, t + 0.1) for t in speaks), str(speaks))
        check("the last utterance is heard to its end", len(samples) / 22050 > speaks[-1] + 0.3,
              f"{len(samples) / 22050} s for a last speak at {speaks[-1]}")
    status, _, stderr = run(tactile, "--speech", "wav:/nonexistent/directory/walk.wav", "--tree")
    check("an unwritable WAV path is an error", status == 1 and "/nonexistent/directory/walk.wav" in stderr,
          f"status {status}: {stderr}")

    # Exploring the home screen, then a double tap.
    status, lines, stderr = run(tactile, *CALENDAR,
                                "--input", "replay:" + os.path.join(HERE, "recordings", "explore-and-open.evemu"))
    events = [line.split(" ", 1)[1] for line in lines]
    check("explore says each icon reached", events[:4] == [
        'focus container="Apps" item="Showcase"', 'speak "Apps, 6 items, Showcase, button"',
        'focus container="Apps" item="Calendar"', 'speak "Calendar, button"'], str(events[:4]))
    check("the double tap activates the current icon", events[4:6] == ['activate "Calendar"', "cue activate"], str(events))
    check("the opened app is announced", "cue screen" in events
          and any(e.startswith('focus container="Calendar"') for e in events[events.index("cue screen"):]), str(events))

    # The audit: every bundled app passes, light and dark, on four panels and a 320-point-wide
    # portrait one (two at a time).
    runs = []
    for size in ["800x480", "480x800", "480x320", "1280x800", "320x480"]:
        for appearance in ["light", "dark"]:
            for app, least in [(None, 1), ("Showcase", 3), ("Settings", 5), ("Calendar", 1), ("IBM 1401", 1),
                               ("Clock", 1), ("Photos", 1)]:
                arguments = (["--open", app] if app else []) + ["--size", size, "--appearance", appearance]
                runs.append((f"audit {app or 'home'} {size} {appearance}", least,
                             [tactile, "accessibility-audit", *arguments, *CALENDAR]))
    # A turned panel: the contrast is read from the picture turned back.
    runs.append(("audit Settings on a panel turned 90", 5,
                 [tactile, "accessibility-audit", "--open", "Settings", "--rotate", "90", "--appearance", "dark", *CALENDAR]))
    runs.append(("the program's --accessibility-audit", 1,
                 [tactile, "--accessibility-audit", "--open", "Calendar", "--appearance", "dark", *CALENDAR]))
    for start in range(0, len(runs), 2):
        started = [(name, least, subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
                   for name, least, command in runs[start:start + 2]]
        for name, least, process in started:
            out, err = process.communicate(timeout=300)
            summary = re.match(r"accessibility-audit: (\d+) screens, (\d+) problems", (out.splitlines() or [""])[-1])
            check(name, process.returncode == 0 and summary and int(summary.group(1)) >= least
                  and summary.group(2) == "0", out[-600:] + err[-300:])

    # Wrong options.
    for arguments, text in [(["--mode", "loud"], "--mode must be containers or alert"),
                            (["--speech", "mp3"], "--speech must be none, espeak or wav:PATH"),
                            (["--accessibility", "maybe"], "--accessibility must be off, containers or alert")]:
        status, lines, stderr = run(tactile, *arguments)
        check(f"{arguments[0]} {arguments[1]}", status == 2 and text in stderr and not lines, f"{status} {stderr!r}")

    for problem in problems:
        print("accessibility: FAILED " + problem)
    print(f"accessibility test {'failed' if problems else 'passed'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
