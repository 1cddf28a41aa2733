#!/usr/bin/env python3
"""The launcher through the whole device program, headless in virtual time: recorded gestures
(recordings/, made by make-recordings.py: touches, and the home key on a key device of its own)
replayed over the apps, the lifecycle and system-gesture
lines of `--log-apps` checked, and each final picture compared with the picture the same state
gives when reached without gestures (for example: pinched home = started at home).

Usage: Tests/Launcher/launcher-test.py PATH/TO/tactile"""
import concurrent.futures
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SIZE = "800x480"


def recording(name):
    return os.path.join(HERE, "recordings", name + ".evemu")


# A tap that opens Photos' first picture, then a pull down that closes it (make-recordings.py).
PHOTO_PULLS = ["photos-open-and-pull-220-in-250ms", "photos-open-and-pull-220-in-800ms", "photos-open-and-pull-310-in-500ms"]


class Runner:
    """Starts runs on two workers as soon as they are asked for; `run` returns a future-like
    result unpacked on first use, so the checks below read in order while runs overlap."""
    def __init__(self, tactile, work):
        self.tactile = tactile
        self.work = work
        self.count = 0
        self.pool = concurrent.futures.ThreadPoolExecutor(max_workers=2)

    def start(self, *arguments, replays=(), settings=None):
        self.count += 1
        return self.pool.submit(self._run, self.count, arguments, replays, settings)


    def _run(self, count, arguments, replays, settings):
        """Runs the program until idle; returns (log lines, screenshot bytes, stderr)."""
        shot = os.path.join(self.work, f"shot-{count}.ppm")
        command = [self.tactile, "--display", "headless", "--size", SIZE, "--time", "09:41", "--log-apps",
                   "--settings", settings or os.path.join(self.work, f"settings-{count}.conf"),
                   "--screenshot", shot, *arguments]
        for name in replays:
            command += ["--input", "replay:" + recording(name)]
        result = subprocess.run(command, capture_output=True, text=True, timeout=300)
        if result.returncode != 0:
            raise AssertionError(f"{' '.join(command)} exited with {result.returncode}:\n{result.stderr}")
        lines = [line.split(" ", 1)[1] for line in result.stdout.splitlines()
                 if line[:1].isdigit() and " " in line]
        with open(shot, "rb") as f:
            picture = f.read()
        return lines, picture, result.stderr


def main():
    tactile = os.path.abspath(sys.argv[1])
    problems = []
    with tempfile.TemporaryDirectory(prefix="tactile-launcher-") as work:
        runner = Runner(tactile, work)

        def check(name, condition, detail=""):
            if not condition:
                problems.append(f"{name}: {detail}")
            else:
                print(f"launcher: {name}: ok")

        # Alert mode: the reader leaves touches alone, the system swipes take four fingers.
        accessible = os.path.join(work, "accessible.conf")
        with open(accessible, "w") as f:
            f.write("accessibility = alert\n")
        # The screen reader (containers mode; `on` from earlier versions): four-finger flicks are
        # the reader's unless they begin at the bottom edge.
        reader = os.path.join(work, "reader.conf")
        with open(reader, "w") as f:
            f.write("accessibility = on\n")
        corrupt = os.path.join(work, "corrupt.conf")
        with open(corrupt, "wb") as f:
            f.write(b"rotation = 45\n\x00\xff garbage\n")
        turned = os.path.join(work, "turned.conf")
        with open(turned, "w") as f:
            f.write("rotation = 90\n")
        showcase_args = ("--open", "Showcase")
        # Every run starts now, two at a time; the checks below wait for the ones they read.
        runs = {
            "home": runner.start(),
            "showcase": runner.start(*showcase_args),
            "settings": runner.start("--open", "Settings"),
            "icon": runner.start(replays=["tap-showcase-icon"]),
            "button": runner.start(*showcase_args, replays=["tap-animate-button"]),
            "strip": runner.start(*showcase_args, replays=["three-finger-swipe-up"]),
            "pinch home": runner.start(*showcase_args, replays=["five-finger-pinch-home"]),
            "pinch back": runner.start(*showcase_args, replays=["five-finger-pinch-back"]),
            "ten": runner.start(replays=["ten-finger-tap"]),
            "left": runner.start(*showcase_args, replays=["ten-finger-tap-then-swipe-left"]),
            "right": runner.start(*showcase_args, replays=["ten-finger-tap-then-swipe-right"]),
            "a11y 3": runner.start(*showcase_args, replays=["three-finger-swipe-up"], settings=accessible),
            "a11y 4": runner.start(*showcase_args, replays=["four-finger-swipe-up"], settings=accessible),
            "normal 4": runner.start(*showcase_args, replays=["four-finger-swipe-up"]),
            "reader 4": runner.start(*showcase_args, replays=["four-finger-swipe-up"], settings=reader),
            "reader edge": runner.start(*showcase_args, replays=["four-finger-swipe-up-from-bottom-edge"], settings=reader),
            "home key": runner.start(*showcase_args, replays=["home-key-press"]),
            "home key twice": runner.start(*showcase_args, replays=["home-key-double-press"]),
            "corrupt": runner.start(settings=corrupt),
            "turned": runner.start(settings=turned),
            "photos": runner.start("--open", "Photos"),
            **{pull: runner.start("--open", "Photos", replays=[pull]) for pull in PHOTO_PULLS},
        }

        def result(name):
            try:
                return runs[name].result()
            except AssertionError as error:
                problems.append(f"{name}: {error}")
                return [], b"", ""

        home_lines, home, _ = result("home")
        check("start", home_lines == [], f"the home screen logged {home_lines}")
        showcase_lines, showcase, _ = result("showcase")
        check("--open", showcase_lines == ["app Showcase: launched", "app Showcase: foreground"], str(showcase_lines))
        check("--open picture", showcase != home, "the app looks like the home screen")
        _, settings_app, _ = result("settings")

        lines, picture, _ = result("icon")
        check("tap on an icon", lines == ["system: icon Showcase → open", "app Showcase: launched",
                                          "app Showcase: foreground"], str(lines))
        check("tap on an icon picture", picture == showcase, "differs from Showcase opened at start")

        lines, picture, _ = result("button")
        check("1-finger tap in an app", not any(line.startswith("system:") for line in lines), str(lines))
        check("1-finger tap in an app acts", picture != showcase, "the button did nothing")

        lines, picture, _ = result("strip")
        check("3-finger swipe up", "system: swipe up → app strip" in lines, str(lines))
        check("3-finger swipe up keeps the app", "app Showcase: background" not in lines, str(lines))
        check("3-finger swipe up picture", picture not in (showcase, home), "the strip does not show")

        lines, picture, _ = result("pinch home")
        check("5-finger pinch home", "system: pinch released → home" in lines and "app Showcase: background" in lines,
              str(lines))
        check("5-finger pinch home picture", picture == home, "differs from the home screen at start")

        lines, picture, _ = result("pinch back")
        check("5-finger pinch back", "system: pinch released → back to the app" in lines
              and "app Showcase: background" not in lines, str(lines))
        check("5-finger pinch back picture", picture == showcase, "differs from the app left alone")

        lines, picture, _ = result("ten")
        check("10-finger tap", "system: 10-finger tap → Settings" in lines and "app Settings: foreground" in lines,
              str(lines))
        check("10-finger tap picture", picture == settings_app, "differs from Settings opened at start")

        lines, picture, _ = result("left")
        check("3-finger swipe left", "system: swipe left → Showcase" in lines, str(lines))
        check("3-finger swipe left order", lines[-2:] == ["app Settings: background", "app Showcase: foreground"],
              str(lines))
        check("3-finger swipe left picture", picture == showcase, "differs from Showcase")
        check("3-finger swipe left keeps state", lines.count("app Showcase: launched") == 1, str(lines))

        lines, picture, _ = result("right")
        check("3-finger swipe right", "system: swipe right → Showcase" in lines, str(lines))

        lines, picture, _ = result("a11y 3")
        check("accessibility: 3 fingers", not any(line.startswith("system:") for line in lines), str(lines))
        lines, picture, _ = result("a11y 4")
        check("accessibility: 4 fingers", "system: swipe up → app strip" in lines, str(lines))
        lines, picture, _ = result("normal 4")
        check("normal mode: 4 fingers do not swipe", "system: swipe up → app strip" not in lines, str(lines))
        lines, picture, _ = result("reader 4")
        check("reader: a 4-finger flick is the reader's", not any(line.startswith("system:") for line in lines), str(lines))
        lines, picture, _ = result("reader edge")
        check("reader: 4 fingers from the bottom edge", "system: swipe up → app strip" in lines, str(lines))

        # The home key (a key device replayed): a press goes home, a double press shows the strip.
        lines, picture, _ = result("home key")
        check("home key press", lines[-2:] == ["system: home key → home", "app Showcase: background"], str(lines))
        check("home key press picture", picture == home, "differs from the home screen at start")
        lines, picture, _ = result("home key twice")
        check("home key double press", "system: home key double press → app strip" in lines
              and "system: home key → home" not in lines and "app Showcase: background" not in lines, str(lines))
        _, strip_picture, _ = result("strip")
        check("home key double press picture", picture == strip_picture, "differs from the strip a swipe shows")

        lines, picture, stderr = result("corrupt")
        errors = [line for line in stderr.splitlines() if "corrupt.conf" in line]
        check("corrupt settings", len(errors) == 1 and picture == home, f"stderr {stderr!r}")
        with open(corrupt, "rb") as f:
            check("corrupt settings kept", f.read().startswith(b"rotation = 45"), "the bad file was changed")

        lines, picture, _ = result("turned")
        check("rotation from settings", picture != home and len(picture) == len(home),
              "the turned home screen is not a turned picture on the same panel")

        # A picture opened and pulled down far enough closes into the grid (the viewer is removed
        # while its page still decelerates): the program goes on and shows the grid as it opened.
        _, photos, _ = result("photos")
        for pull in PHOTO_PULLS:
            lines, picture, _ = result(pull)
            check(f"Photos {pull}", picture == photos and lines[:2] == ["app Photos: launched", "app Photos: foreground"],
                  f"{lines}, the picture {'is' if picture == photos else 'is not'} the grid's")

    if problems:
        print("launcher test FAILED:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    print(f"launcher test passed: {runner.count} runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
