#!/usr/bin/env python3
"""Two builds of tactile-bench, side by side in one session: the scene and scroll benchmarks
(or the parts given) of OLD and NEW run in alternating rounds, and each timing (every key ending
in `_ms`) is reported as NEW's median over OLD's. A ratio above 1 + TOLERANCE is called slower.

Usage: Tests/Bench/compare-builds.py OLD_TACTILE_BENCH NEW_TACTILE_BENCH [--only scene,scroll]
       [--rounds 3] [--tolerance 0.05]

Build the old one from an earlier commit (`git worktree add /tmp/old COMMIT && cd /tmp/old &&
swift build -c release --product tactile-bench`). Exits 1 when a headline timing (a full redraw,
one moving icon, a scroll frame) is slower beyond the tolerance."""
import json
import os
import statistics
import subprocess
import sys
import tempfile

HEADLINES = {"full_redraw_ms", "one_icon_frame_ms", "scroll_frame_ms", "eight_icons_frame_ms", "all_icons_frame_ms"}


def timings(document, prefix=""):
    for key, value in document.items():
        if isinstance(value, dict):
            yield from timings(value, prefix + key + ".")
        elif key.endswith("_ms") and isinstance(value, (int, float)) and value > 0:
            yield prefix + key, float(value)


def main():
    arguments = sys.argv[1:]
    options = {"--only": "scene,scroll", "--rounds": "3", "--tolerance": "0.05"}
    for name in list(options):
        if name in arguments:
            index = arguments.index(name)
            options[name] = arguments[index + 1]
            del arguments[index:index + 2]
    if len(arguments) != 2:
        sys.exit(__doc__)
    builds = {"old": os.path.abspath(arguments[0]), "new": os.path.abspath(arguments[1])}
    parts = options["--only"].split(",")
    samples = {"old": {}, "new": {}}
    with tempfile.TemporaryDirectory(prefix="tactile-compare-") as work:
        for round_number in range(int(options["--rounds"])):
            for side in ("old", "new") if round_number % 2 == 0 else ("new", "old"):
                output = os.path.join(work, f"{side}-{round_number}")
                os.makedirs(output)
                subprocess.run([builds[side], "--only", ",".join(parts), "--output", output], check=True,
                               stdout=subprocess.DEVNULL)
                for part in parts:
                    with open(os.path.join(output, part + ".json")) as f:
                        for key, value in timings(json.load(f)):
                            samples[side].setdefault(f"{part}.{key}", []).append(value)
    tolerance = float(options["--tolerance"])
    slower = []
    print(f"{'timing':58} {'old ms':>9} {'new ms':>9} {'new/old':>8}")
    for key in sorted(samples["new"]):
        if key not in samples["old"]:
            continue
        old, new = statistics.median(samples["old"][key]), statistics.median(samples["new"][key])
        ratio = new / old
        mark = ""
        if ratio > 1 + tolerance and key.split(".")[-1] in HEADLINES:
            mark = "  slower"
            slower.append(key)
        print(f"{key:58} {old:9.4f} {new:9.4f} {ratio:8.3f}{mark}")
    print(f"{len(slower)} headline timings slower than {1 + tolerance:.2f}× the old build")
    sys.exit(1 if slower else 0)


if __name__ == "__main__":
    main()
