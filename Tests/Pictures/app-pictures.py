#!/usr/bin/env python3
"""The pictures of the launcher and every bundled app that the README shows, made by the headless
program in virtual time, so that they stay true. Usage:

    Tests/Pictures/app-pictures.py TACTILE DIR          write them into DIR
    Tests/Pictures/app-pictures.py TACTILE DIR --check  render them again and fail unless DIR holds
                                                       exactly those bytes (`make test` runs this)

Each picture is `<App>-<size>-<appearance>.png`: every app and the home screen in light and dark
on 800x480 (landscape), 480x800 (portrait) and 480x320 (a 3.5-inch panel), with the Calendar on
September 2009 and the events of Tests/Accessibility/calendar.txt, the status bar at 09:41."""
import concurrent.futures
import os
import subprocess
import sys
import tempfile

ROOT = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
APPS = ["Home", "Showcase", "Calendar", "Clock", "Photos", "IBM 1401", "Settings"]
SIZES = ["800x480", "480x800", "480x320"]
APPEARANCES = ["light", "dark"]
COMMON = ["--display", "headless", "--time", "09:41", "--date", "2009-09-02",
          "--calendar", os.path.join(ROOT, "Tests", "Accessibility", "calendar.txt")]


def name(app, size, appearance):
    return f"{app.replace(' ', '')}-{size}-{appearance}.png"


def render(tactile, directory, app, size, appearance):
    with tempfile.TemporaryDirectory() as scratch:
        command = [tactile, *COMMON, "--size", size, "--appearance", appearance,
                   "--settings", os.path.join(scratch, "settings.conf"),
                   "--screenshot", os.path.join(directory, name(app, size, appearance))]
        if app != "Home":
            command += ["--open", app]
        result = subprocess.run(command, capture_output=True, text=True, timeout=300)
        if result.returncode != 0:
            raise SystemExit(f"{' '.join(command)} exited with {result.returncode}:\n{result.stderr}")


def main():
    if len(sys.argv) not in (3, 4) or (len(sys.argv) == 4 and sys.argv[3] != "--check"):
        raise SystemExit(__doc__)
    tactile, directory = os.path.abspath(sys.argv[1]), sys.argv[2]
    checking = len(sys.argv) == 4
    target = tempfile.mkdtemp() if checking else directory
    os.makedirs(target, exist_ok=True)
    jobs = [(app, size, appearance) for app in APPS for size in SIZES for appearance in APPEARANCES]
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for future in [pool.submit(render, tactile, target, *job) for job in jobs]:
            future.result()
    if not checking:
        print(f"app-pictures: {len(jobs)} pictures in {directory}")
        return 0
    stale = []
    for job in jobs:
        made = open(os.path.join(target, name(*job)), "rb").read()
        path = os.path.join(directory, name(*job))
        if not os.path.exists(path) or open(path, "rb").read() != made:
            stale.append(name(*job))
    extra = sorted(set(os.listdir(directory)) - {name(*job) for job in jobs})
    for picture in stale:
        print(f"app-pictures: {picture} is not what the program draws now")
    for picture in extra:
        print(f"app-pictures: {picture} is no picture the program makes")
    if stale or extra:
        print("app-pictures: FAILED; `make pictures` writes them again")
        return 1
    print(f"app-pictures: the {len(jobs)} pictures are what the program draws")
    return 0


if __name__ == "__main__":
    sys.exit(main())
