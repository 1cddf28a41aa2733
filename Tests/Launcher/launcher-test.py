#!/usr/bin/env python3
"""The launcher through the whole device program, headless in virtual time: recorded gestures
(recordings/, made by make-recordings.py) replayed over the apps, the lifecycle and system-gesture
lines of `--log-apps` checked, and each final picture compared with the picture the same state
gives when reached without gestures (for example: pinched home = started at home).

Usage: Tests/Launcher/launcher-test.py PATH/TO/tactile"""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SIZE = "800x480"


def recording(name):
    return os.path.join(HERE, "recordings", name + ".evemu")


class Runner:
    def __init__(self, tactile, work):
        self.tactile = tactile
        self.work = work
        self.count = 0

    def run(self, *arguments, replays=(), settings=None):
        """Runs the program until idle; returns (log lines, screenshot bytes, stderr)."""
        self.count += 1
        shot = os.path.join(self.work, f"shot-{self.count}.ppm")
        command = [self.tactile, "--display", "headless", "--size", SIZE, "--time", "09:41", "--log-apps",
                   "--settings", settings or os.path.join(self.work, f"settings-{self.count}.conf"),
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

        home_lines, home, _ = runner.run()
        check("start", home_lines == [], f"the home screen logged {home_lines}")
        showcase_lines, showcase, _ = runner.run("--open", "Showcase")
        check("--open", showcase_lines == ["app Showcase: launched", "app Showcase: foreground"], str(showcase_lines))
        check("--open picture", showcase != home, "the app looks like the home screen")
        _, settings_app, _ = runner.run("--open", "Settings")

        lines, picture, _ = runner.run("--open", "Showcase", replays=["three-finger-swipe-up"])
        check("3-finger swipe up", "system: swipe up → app strip" in lines, str(lines))
        check("3-finger swipe up keeps the app", "app Showcase: background" not in lines, str(lines))
        check("3-finger swipe up picture", picture not in (showcase, home), "the strip does not show")

        lines, picture, _ = runner.run("--open", "Showcase", replays=["five-finger-pinch-home"])
        check("5-finger pinch home", "system: pinch released → home" in lines and "app Showcase: background" in lines,
              str(lines))
        check("5-finger pinch home picture", picture == home, "differs from the home screen at start")

        lines, picture, _ = runner.run("--open", "Showcase", replays=["five-finger-pinch-back"])
        check("5-finger pinch back", "system: pinch released → back to the app" in lines
              and "app Showcase: background" not in lines, str(lines))
        check("5-finger pinch back picture", picture == showcase, "differs from the app left alone")

        lines, picture, _ = runner.run(replays=["ten-finger-tap"])
        check("10-finger tap", "system: 10-finger tap → Settings" in lines and "app Settings: foreground" in lines,
              str(lines))
        check("10-finger tap picture", picture == settings_app, "differs from Settings opened at start")

        lines, picture, _ = runner.run("--open", "Showcase", replays=["ten-finger-tap-then-swipe-left"])
        check("3-finger swipe left", "system: swipe left → Showcase" in lines, str(lines))
        check("3-finger swipe left order", lines[-2:] == ["app Settings: background", "app Showcase: foreground"],
              str(lines))
        check("3-finger swipe left picture", picture == showcase, "differs from Showcase")
        check("3-finger swipe left keeps state", lines.count("app Showcase: launched") == 1, str(lines))

        lines, picture, _ = runner.run("--open", "Showcase", replays=["ten-finger-tap-then-swipe-right"])
        check("3-finger swipe right", "system: swipe right → Showcase" in lines, str(lines))

        accessible = os.path.join(work, "accessible.conf")
        with open(accessible, "w") as f:
            f.write("accessibility = on\n")
        lines, picture, _ = runner.run("--open", "Showcase", replays=["three-finger-swipe-up"], settings=accessible)
        check("accessibility: 3 fingers", not any(line.startswith("system:") for line in lines), str(lines))
        lines, picture, _ = runner.run("--open", "Showcase", replays=["four-finger-swipe-up"], settings=accessible)
        check("accessibility: 4 fingers", "system: swipe up → app strip" in lines, str(lines))
        lines, picture, _ = runner.run("--open", "Showcase", replays=["four-finger-swipe-up"])
        check("normal mode: 4 fingers do not swipe", "system: swipe up → app strip" not in lines, str(lines))

        corrupt = os.path.join(work, "corrupt.conf")
        with open(corrupt, "wb") as f:
            f.write(b"rotation = 45\n\x00\xff garbage\n")
        lines, picture, stderr = runner.run(settings=corrupt)
        errors = [line for line in stderr.splitlines() if "corrupt.conf" in line]
        check("corrupt settings", len(errors) == 1 and picture == home, f"stderr {stderr!r}")
        with open(corrupt, "rb") as f:
            check("corrupt settings kept", f.read().startswith(b"rotation = 45"), "the bad file was changed")

        turned = os.path.join(work, "turned.conf")
        with open(turned, "w") as f:
            f.write("rotation = 90\n")
        lines, picture, _ = runner.run(settings=turned)
        check("rotation from settings", picture != home and len(picture) == len(home),
              "the turned home screen is not a turned picture on the same panel")

    if problems:
        print("launcher test FAILED:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    print(f"launcher test passed: {runner.count} runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
