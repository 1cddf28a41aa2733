#!/usr/bin/env python3
"""What ships is what is tested: every behaviour check, run on the host build and on the device
binaries (Embedded Swift, under qemu-user), must give the host's output exactly.

Usage: Tests/Device/compare-behaviour.py HOST_TACTILE DEVICE_TACTILE... [--soak SECONDS]

A device binary is run under qemu-aarch64 or qemu-arm by its ELF machine. Compared, for every
binary against the host's (standard output, standard error and exit status identical; screenshots
byte-identical):
- every recording in the repository (Tests/TactileInputTests/Fixtures, Tests/Launcher/recordings,
  Tests/Device/recordings, Tests/Board/touch, Tests/Board/screenshots, Examples) through `debug-touches`,
  `debug-gestures` and `debug-scroll`;
- the scrolling recordings of Tests/Device/recordings (flings, rubber band, bounce, paging, zoom)
  through `debug-scroll` with paging over wide content and with zooming as well;
- the launcher (headless, --log-apps, a screenshot at the end) under each launcher recording, from
  the home screen and with the Showcase open;
- the apps as they run: the IBM 1401 app printing for 20 s, the Clock, Photos' grid and a picture
  opened by a tap, and pictures opened and pulled closed (screenshots); every app dark on 480x320
  and light on 480x800;
- the IBM 1401: every deck of Tests/IBM1401/decks through `debug-1401`;
- the screen reader's speech: the calendar walk written to a WAV file (`--speech wav:`), the
  same bytes;
- the screen reader (`debug-accessibility`): the trees of the home screen and each app, and the
  recordings of Tests/Accessibility/recordings on the home screen and the Calendar;
- a soak of random gestures (`tactile-soak`, seed 1, the program found beside each `tactile`:
  host-only in what ships, built for the devices for this check) of SECONDS of virtual time
  (default 120):
  its gesture, frame and comparison counts and its verdict (memory figures differ between 32- and
  64-bit builds and are not compared), with the status bar's time fixed (--time).
Runs go two at a time (qemu-user runs one core each). Prints one line per mismatch and a summary
line `N passed, N failed`; exits 1 on any mismatch."""
import atexit
import concurrent.futures
import glob
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def runner(binary):
    """The command prefix that runs `binary`: itself on this machine, qemu-user for ARM."""
    with open(binary, "rb") as f:
        header = f.read(20)
    machine = int.from_bytes(header[18:20], "little")
    if machine == 183:
        return ["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu", binary], "aarch64"
    if machine == 40:
        return ["qemu-arm", "-L", "/usr/arm-linux-gnueabihf", binary], "armhf"
    return [binary], "host"


def recordings():
    """(name, input arguments) for every recording in the repository."""
    found = []
    fixtures = os.path.join(ROOT, "Tests", "TactileInputTests", "Fixtures")
    for events in sorted(glob.glob(os.path.join(fixtures, "*.events"))):
        device = os.path.basename(events).split(".")[0]
        description = os.path.join(fixtures, device + ".desc")
        found.append((os.path.relpath(events, ROOT),
                      ["--input", "replay:" + events, "--input-description", description]))
    for pattern in ["Tests/Launcher/recordings/*.evemu", "Tests/Device/recordings/*.evemu", "Tests/Board/touch/*.evemu",
                    "Tests/Board/screenshots/*.evemu", "Examples/*/*.evemu"]:
        for path in sorted(glob.glob(os.path.join(ROOT, pattern))):
            found.append((os.path.relpath(path, ROOT), ["--input", "replay:" + path]))
    return found


SOAK = "tactile-soak"


def jobs(soak_seconds):
    """(label, arguments, screenshot wanted) for every check; arguments starting with SOAK run
    the soak program beside the device program."""
    result = []
    for name, inputs in recordings():
        for command in ["debug-touches", "debug-gestures", "debug-scroll"]:
            result.append((f"{command} {name}", [command, *inputs], False))
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests/Device/recordings/*.evemu"))):
        name = os.path.relpath(path, ROOT)
        inputs = ["--input", "replay:" + path]
        result.append((f"debug-scroll --paging {name}", ["debug-scroll", "--paging", "--content", "2400x1440", *inputs],
                       False))
        result.append((f"debug-scroll --directional-lock --bounces off --decelerate fast {name}",
                       ["debug-scroll", "--directional-lock", "--lock-angle", "30", "--bounces", "off", "--decelerate", "fast",
                        "--content", "800x4000000", *inputs], False))
        result.append((f"debug-scroll --zoom {name}", ["debug-scroll", "--zoom", "0.5-3", "--content", "1600x960",
                                                       *inputs], False))
    launcher = ["--display", "headless", "--size", "800x480", "--time", "09:41", "--log-apps"]
    for pattern in ["Tests/Launcher/recordings/*.evemu", "Tests/Board/touch/launcher-*.evemu",
                    "Tests/Device/recordings/fling-*.evemu"]:
        for path in sorted(glob.glob(os.path.join(ROOT, pattern))):
            name = os.path.relpath(path, ROOT)
            result.append((f"launcher {name}", [*launcher, "--input", "replay:" + path], True))
            result.append((f"launcher --open Showcase {name}",
                           [*launcher, "--open", "Showcase", "--input", "replay:" + path], True))
    # The apps as they run: the 1401 printing for 20 s (lights,
    # paper), the Clock ticking, Photos' grid and a picture opened by a tap on its first cell.
    result.append(("app IBM 1401 after 20 s", [*launcher, "--open", "IBM 1401", "--screenshot-after", "20s"], True))
    result.append(("app Clock after 5 s", [*launcher, "--open", "Clock", "--screenshot-after", "5s"], True))
    result.append(("app Photos", [*launcher, "--open", "Photos", "--photos", PICTURES, "--screenshot-after", "2s"], True))
    result.append(("app Photos, a picture opened", [*launcher, "--open", "Photos", "--photos", PICTURES,
                                                    "--screenshot-after", "2s", "--input",
                                                    "replay:" + os.path.join(ROOT, "Tests/Launcher/recordings/tap-showcase-icon.evemu")],
                   True))
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests/Launcher/recordings/photos-open-and-pull-*.evemu"))):
        result.append((f"app Photos, a picture pulled closed ({os.path.basename(path)})",
                       [*launcher, "--open", "Photos", "--photos", PICTURES, "--input", "replay:" + path], True))
    # Every app dark on a small landscape panel and light in portrait: the appearances and the
    # compact layouts.
    for app in ["Showcase", "Calendar", "Clock", "Photos", "IBM 1401", "Settings"]:
        for size, appearance in [("480x320", "dark"), ("480x800", "light")]:
            result.append((f"app {app} {size} {appearance}",
                           [*launcher, "--open", app, "--size", size, "--appearance", appearance], True))
    # The screen reader: the trees of the home screen and each app, and its recordings (and the
    # launcher's) through debug-accessibility on the home screen and the Calendar.
    reader = ["--time", "09:41", "--date", "2009-09-02", "--calendar", os.path.join(ROOT, "Tests/Accessibility/calendar.txt")]
    for app in [None, "Calendar", "Settings", "Showcase", "IBM 1401", "Clock"]:
        opened = ["--open", app] if app else []
        result.append((f"debug-accessibility --tree {app or 'home'}", ["debug-accessibility", "--tree", *reader, *opened], False))
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests/Accessibility/recordings/*.evemu"))):
        name = os.path.relpath(path, ROOT)
        for app in [None, "Calendar"]:
            opened = ["--open", app] if app else []
            result.append((f"debug-accessibility {app or 'home'} {name}",
                           ["debug-accessibility", *reader, *opened, "--input", "replay:" + path], False))
    # The IBM 1401: every deck of Tests/IBM1401/decks through debug-1401 (printer and stop).
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests/IBM1401/decks/*.cd")) + glob.glob(os.path.join(ROOT, "Assets/IBM1401/*.cd"))):
        result.append((f"debug-1401 {os.path.relpath(path, ROOT)}", ["debug-1401", "--deck", path], False))
    # Speech: the calendar walk written to a WAV file in virtual time (espeak-ng and libasound's
    # file plugin of the device build); the file's SHA-256 is compared.
    walk = os.path.join(ROOT, "Tests/Accessibility/recordings/calendar-walk.evemu")
    result.append(("debug-accessibility Calendar --speech wav",
                   ["debug-accessibility", *reader, "--open", "Calendar", "--speech", "wav:speech.wav", "--input", "replay:" + walk],
                   False))
    if soak_seconds > 0:
        # A fixed status bar time: the clock's minute tick would otherwise come at a virtual moment
        # that depends on the real time (one frame more or less). The pictures from tmpfs, as the
        # Photos checks have them: a tap may open Photos, which lists the folder.
        result.append((f"soak {soak_seconds}s", [SOAK, "--duration", f"{soak_seconds}s", "--seed", "1",
                                                 "--size", "800x480", "--time", "09:41", "--photos", PICTURES], False))
    return result


# Every program reads the same espeak-ng voice data, this machine's (Debian's espeak-ng-data): a
# device build's espeak-ng would look in its own architecture's directory, which only arm64's
# packages install here. A copy on tmpfs (/dev/shm) where there is one: espeak-ng lists its voices
# with readdir, which fails for 32-bit programs under qemu-user on ext4 (its 64-bit directory
# hashes do not fit a 32-bit offset; a 32-bit program on an ARM kernel gets 32-bit ones).
ENVIRONMENT = dict(os.environ)
for data in sorted(glob.glob(f"/usr/lib/{os.uname().machine}-linux-gnu/espeak-ng-data")):
    ENVIRONMENT["TACTILE_SPEECH_DATA"] = data
    if os.access("/dev/shm", os.W_OK):
        copy = tempfile.mkdtemp(prefix="tactile-voice-", dir="/dev/shm")
        atexit.register(shutil.rmtree, copy, True)
        shutil.copytree(data, os.path.join(copy, "espeak-ng-data"))
        ENVIRONMENT["TACTILE_SPEECH_DATA"] = os.path.join(copy, "espeak-ng-data")


# The Photos app's pictures, copied to tmpfs for the same reason (the folder is listed).
PICTURES = os.path.join(ROOT, "Assets/pictures")
if os.access("/dev/shm", os.W_OK):
    PICTURES = os.path.join(tempfile.mkdtemp(prefix="tactile-pictures-", dir="/dev/shm"), "pictures")
    atexit.register(shutil.rmtree, os.path.dirname(PICTURES), True)
    shutil.copytree(os.path.join(ROOT, "Assets/pictures"), PICTURES)


# Soak lines that carry memory figures, which differ between 32- and 64-bit builds.
MEMORY = re.compile(r"(resident|heap|MB|MiB|bytes)", re.IGNORECASE)
# The soak's real time differs everywhere.
REAL_TIME = re.compile(r" in [0-9.]+ s of real time")


def run(program, label, arguments, screenshot, work):
    """Runs one check of `program` (a `tactile`) in its own directory; returns (output text,
    screenshot bytes or None)."""
    if arguments[0] == SOAK:
        program, arguments = os.path.join(os.path.dirname(program), SOAK), arguments[1:]
    prefix, architecture = runner(program)
    os.makedirs(work)
    extra = []
    if screenshot:
        extra = ["--settings", os.path.join(work, "settings.conf"), "--screenshot", os.path.join(work, "shot.ppm")]
    try:
        # Under qemu-user the soak's resident memory is the emulator's (its translated code cache
        # grows as new code runs): the soak checks only its heap there.
        environment = ENVIRONMENT if architecture == "host" else {**ENVIRONMENT, "TACTILE_SOAK_EMULATED": "1"}
        done = subprocess.run([*prefix, *arguments, *extra], capture_output=True, text=True, errors="replace",
                              cwd=work, timeout=600, env=environment)
        output = f"status {done.returncode}\n{done.stdout}--- stderr\n{done.stderr}"
    except subprocess.TimeoutExpired:
        output = "timed out after 600 s"
    if "wav:speech.wav" in arguments:
        try:
            with open(os.path.join(work, "speech.wav"), "rb") as f:
                output += "\nspeech.wav sha256 " + hashlib.sha256(f.read()).hexdigest()
        except OSError as error:
            output += f"\nspeech.wav: {error}"
    output = output.replace(work, "RUN")
    if label.startswith("soak"):
        output = REAL_TIME.sub("", "\n".join(line for line in output.splitlines() if not MEMORY.search(line)))
    picture = None
    if screenshot and os.path.exists(os.path.join(work, "shot.ppm")):
        with open(os.path.join(work, "shot.ppm"), "rb") as f:
            picture = f.read()
    shutil.rmtree(work, ignore_errors=True)
    return output, picture


def first_difference(a, b):
    for number, (x, y) in enumerate(zip(a.splitlines(), b.splitlines()), 1):
        if x != y:
            return f"line {number}: host {x!r}, device {y!r}"
    return f"host {len(a.splitlines())} lines, device {len(b.splitlines())}"


def main():
    arguments = sys.argv[1:]
    soak_seconds = 120
    if "--soak" in arguments:
        index = arguments.index("--soak")
        soak_seconds = int(arguments[index + 1])
        del arguments[index:index + 2]
    if len(arguments) < 2:
        sys.exit(__doc__)
    host, devices = os.path.abspath(arguments[0]), [os.path.abspath(path) for path in arguments[1:]]
    checks = jobs(soak_seconds)
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="tactile-device-") as work, \
            concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        expected = [pool.submit(run, host, label, args, shot, os.path.join(work, f"host-{i}"))
                    for i, (label, args, shot) in enumerate(checks)]
        for device in devices:
            _, name = runner(device)
            actual = [pool.submit(run, device, label, args, shot, os.path.join(work, f"{name}-{i}"))
                      for i, (label, args, shot) in enumerate(checks)]
            mismatches = 0
            for (label, _, _), want, got in zip(checks, expected, actual):
                (want_text, want_picture), (got_text, got_picture) = want.result(), got.result()
                problem = None
                if got_text != want_text:
                    problem = first_difference(want_text, got_text)
                elif want_picture != got_picture:
                    problem = "the screenshot differs" if want_picture and got_picture else "no screenshot"
                # (A 1401 deck may end on a stop other than a halt, status 1: its output is compared.)
                elif not want_text.startswith("status 0") and not label.startswith("debug-1401"):
                    problem = "the host's run failed: " + want_text.splitlines()[0]
                if problem:
                    mismatches += 1
                    print(f"{name}: {label}: {problem}")
            passed += len(checks) - mismatches
            failed += mismatches
            print(f"{name}: {len(checks) - mismatches} of {len(checks)} checks give the host's output")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
