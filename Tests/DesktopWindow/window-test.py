#!/usr/bin/env python3
"""Runs the launcher with the Showcase (the former demo) open in a desktop window on a virtual X
server (Xvfb) and checks what it shows. The status bar shows a fixed time (`--time`) and every
run reads a settings file of its own, so that the pictures compare.

1. the window shows exactly the headless render of the same scene at the same size;
2. a mouse click on the "Animate" button, where the board test's recorded tap lands, works as
   that tap: the window then settles on exactly the host's headless replay of the recording;
3. when the X server drops the connection while the window animates (the window is killed, or
   the server goes away), tactile exits with status 0: no SIGPIPE, no hang;
4. `tactile debug-gestures` in the window makes several fingers of the mouse from the keys held
   as the button goes down, and its recognizers see them: a Ctrl drag outward from the centre is
   a two-finger pinch that ends with scale > 1, a Ctrl drag around the centre a rotation, a
   Shift click a two-finger tap, a drag with 3 held three touches that every one-finger
   recognizer fails on, a plain drag from the left edge an edge pan and one in the middle a
   pan; SIGTERM then ends it with status 0.

Usage: window-test.py HOST_TACTILE
With WINDOW_SCREENSHOT=FILE.png in the environment, the window's first picture is saved there.
"""
import math
import os
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
TAP_RECORDING = os.path.join(HERE, "..", "Board", "touch", "tap.evemu")
WIDTH, HEIGHT = 800, 480
# The recorded tap: (200, 600) on a panel whose axes run 0...1280 and 0...800 (1281 and 801
# values), as a pixel of the window: (124, 359), on the "Animate" button, which spans 32...202 x
# 347...381 here (the Showcase's 800x414 design grid centred in the 800x412 safe area under its
# navigation bar, below the 24-point status bar).
CLICK = (200 * WIDTH // 1281, 600 * HEIGHT // 801)
# The launcher's options for every picture compared: the Showcase open, a fixed time.
LAUNCHER = ["--open", "Showcase", "--time", "09:41"]
# The recognizers of `tactile debug-gestures`, and those of them that take one finger.
GESTURES = ["tap", "double-tap", "two-finger-tap", "long-press", "pan", "swipe-left", "swipe-right", "swipe-up",
            "swipe-down", "pinch", "rotation", "edge-pan-left"]
ONE_FINGER_GESTURES = ["tap", "double-tap", "long-press", "pan", "swipe-left", "swipe-right", "swipe-up",
                       "swipe-down", "edge-pan-left"]
FINAL_STATES = {"ended", "recognized", "cancelled", "failed"}


def read_ppm_rgb(path):
    """A binary PPM as (width, height, RGB bytes)."""
    with open(path, "rb") as f:
        data = f.read()
    fields, position = [], 0
    while len(fields) < 4:
        while data[position:position + 1].isspace():
            position += 1
        end = position
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[position:end])
        position = end
    assert fields[0] == b"P6", f"{path}: not a binary PPM"
    return int(fields[1]), int(fields[2]), data[position + 1:]


def read_xwd_rgb(data):
    """An xwd dump of a 24-bit true-colour window in 32-bit pixels as (width, height, RGB bytes)."""
    header = struct.unpack(">25I", data[:100])
    header_size, _, pixmap_format, depth, width, height = header[:6]
    byte_order, bits_per_pixel, bytes_per_line = header[7], header[11], header[12]
    red_mask, green_mask, blue_mask, ncolors = header[14], header[15], header[16], header[19]
    if (pixmap_format, bits_per_pixel, red_mask, green_mask, blue_mask) != (2, 32, 0xFF0000, 0xFF00, 0xFF):
        raise ValueError(f"unexpected xwd format: depth {depth}, {bits_per_pixel} bpp")
    pixels = data[header_size + ncolors * 12:]
    order = "<" if byte_order == 0 else ">"
    rgb = bytearray()
    for y in range(height):
        row = struct.unpack_from(f"{order}{width}I", pixels, y * bytes_per_line)
        for value in row:
            rgb += bytes(((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF))
    return width, height, bytes(rgb)


def write_png(path, width, height, rgb):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    stride = width * 3
    raw = b"".join(b"\x00" + rgb[y * stride:(y + 1) * stride] for y in range(height))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def differing_pixels(a, b):
    return sum(1 for i in range(0, len(a), 3) if a[i:i + 3] != b[i:i + 3])


def headless(tactile, work, name, extra=()):
    path = os.path.join(work, name + ".ppm")
    subprocess.run([tactile, "--display", "headless", "--size", f"{WIDTH}x{HEIGHT}", *LAUNCHER,
                    "--settings", os.path.join(work, name + ".conf"), "--screenshot", path, *extra],
                   check=True, capture_output=True, timeout=120)
    return read_ppm_rgb(path)[2]


def start_xvfb():
    """A virtual X server on a free display number, which it reports itself. `-noreset`: by
    default the server resets when its last client goes, and a window opened during the reset
    (the gesture window, right after the first window was killed) cannot connect."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1024x768x24", "-nolisten", "tcp", "-noreset"],
                              pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b""
    with os.fdopen(read_end, "rb") as pipe:
        while not number.endswith(b"\n"):
            byte = pipe.read(1)
            if not byte:
                raise RuntimeError("Xvfb did not start")
            number += byte
    return server, ":" + number.decode().strip()


class Window:
    def __init__(self, tactile, display, work, name, command=()):
        """`command`: a command of the program (debug-gestures); without one, the launcher as
        for the headless pictures."""
        self.env = dict(os.environ, DISPLAY=display)
        self.log_path = os.path.join(work, name + ".log")
        self.log = open(self.log_path, "w")
        options = list(command) or [*LAUNCHER, "--settings", os.path.join(work, name + ".conf")]
        self.process = subprocess.Popen([tactile, *options, "--display", "x11", "--size", f"{WIDTH}x{HEIGHT}"],
                                        env=self.env, stdout=self.log, stderr=subprocess.STDOUT)
        self.id = None

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.log.close()

    def click(self):
        self.xdotool("mousemove", "--window", self.id, str(CLICK[0]), str(CLICK[1]), "click", "1")

    def end_while_animating(self, still, how, end):
        """Checks that tactile ignores SIGPIPE, clicks the button, waits until the window moves
        away from `still`, calls `end` and checks that tactile exits with status 0. Returns the
        problems found."""
        problems = []
        if not self.ignores_sigpipe():
            # xcb polls before it writes, so the race is rare; when it is lost, SIGPIPE kills.
            problems.append("tactile does not ignore SIGPIPE: a write racing the server's exit would kill it")
        self.click()
        deadline = time.monotonic() + 10
        while self.picture()[2] == still:
            if time.monotonic() > deadline:
                return [f"the window did not animate after a click, so ending it when {how} tests nothing"]
            time.sleep(0.02)
        end()
        try:
            status = self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            return problems + [f"tactile kept running after {how}"]
        return problems + ([] if status == 0 else [f"after {how} tactile exited with status {status}"])

    def ignores_sigpipe(self):
        with open(f"/proc/{self.process.pid}/status") as f:
            for line in f:
                if line.startswith("SigIgn:"):
                    return int(line.split()[1], 16) & (1 << (signal.SIGPIPE - 1)) != 0
        return False

    def output(self):
        with open(self.log_path) as f:
            return f.read()

    def wait_for(self, text, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if text in self.output():
                return True
            if self.process.poll() is not None:
                return False
            time.sleep(0.05)
        return False

    def xdotool(self, *arguments):
        return subprocess.run(["xdotool", *arguments], env=self.env, check=True, capture_output=True,
                              text=True, timeout=10).stdout

    def find(self):
        self.id = self.xdotool("search", "--name", "^Tactile$").split()[0]

    def find_when_shown(self, timeout):
        """Finds the window once it is mapped; False if it is not within `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.process.poll() is None:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Tactile$"], env=self.env,
                                   capture_output=True, text=True, timeout=10).stdout.split()
            if found:
                self.id = found[0]
                return True
            time.sleep(0.05)
        return False

    def gesture(self, keys, start, path=()):
        """Presses the primary button at `start` (window pixels) with `keys` held, moves it along
        `path` in steps 30 ms apart, releases it and the keys, and returns the `debug-gestures`
        lines printed from the press until every recognizer has settled (or 5 s passed)."""
        before = len(self.output())
        # The pointer goes over the window first: without a window manager the keys go where it is.
        arguments = ["mousemove", "--window", self.id, str(start[0]), str(start[1])]
        for key in keys:
            arguments += ["keydown", key]
        arguments += ["mousedown", "1"]
        for x, y in path:
            arguments += ["sleep", "0.03", "mousemove", "--window", self.id, str(x), str(y)]
        arguments += ["sleep", "0.03", "mouseup", "1"]
        for key in reversed(keys):
            arguments += ["keyup", key]
        self.xdotool(*arguments)
        deadline = time.monotonic() + 5
        while True:
            lines = gesture_lines(self.output()[before:])
            settled = {line["gesture"] for line in lines if line["state"] in FINAL_STATES}
            if settled >= set(GESTURES) or time.monotonic() > deadline or self.process.poll() is not None:
                return lines
            time.sleep(0.05)

    def picture(self):
        dump = subprocess.run(["xwd", "-silent", "-id", self.id], env=self.env, check=True, capture_output=True,
                              timeout=10).stdout
        return read_xwd_rgb(dump)

    def picture_until(self, expected, timeout):
        deadline = time.monotonic() + timeout
        while True:
            picture = self.picture()[2]
            if picture == expected or time.monotonic() > deadline:
                return picture
            time.sleep(0.1)


def gesture_lines(text):
    """The complete `debug-gestures` lines of `text`, each as a dictionary of its fields."""
    lines = []
    for line in text[:text.rfind("\n") + 1].splitlines():
        fields = dict(field.split("=", 1) for field in line.split() if "=" in field)
        if "gesture" in fields and "state" in fields:
            lines.append(fields)
    return lines


def lines_text(lines):
    return "\n".join(" ".join(f"{key}={value}" for key, value in line.items()) for line in lines) or "(nothing)"


def check_gestures(window):
    """Makes gestures with several fingers of the mouse in `window`, which runs `tactile
    debug-gestures`, and checks the recognizers' lines. Returns the problems found."""
    problems = []
    centre = ((WIDTH - 1) / 2, (HEIGHT - 1) / 2)
    # Ctrl: the pointer's finger and its mirror image through the centre. The pointer goes from
    # 100 px left of the centre to 270 px left of it: the fingers go from 199 to 539 px apart.
    lines = window.gesture(["ctrl"], (300, 240), [(300 - 34 * step, 240) for step in range(1, 6)])
    began = next((i for i, line in enumerate(lines) if line["gesture"] == "pinch" and line["state"] == "began"), None)
    if began is None or lines[began]["touches"] != "2":
        problems.append("a Ctrl drag outward from the centre did not begin a pinch with touches=2:\n" + lines_text(lines))
    elif not any(line["gesture"] == "pinch" and line["state"] == "ended" and float(line["scale"]) > 1
                 for line in lines[began:]):
        problems.append("the pinch of a Ctrl drag outward did not end with scale > 1:\n" + lines_text(lines))
    # Ctrl again, turning the pair 40 degrees about the centre at the same distance.
    radius = centre[0] - 300
    arc = [(round(centre[0] - radius * math.cos(math.radians(angle))),
            round(centre[1] - radius * math.sin(math.radians(angle)))) for angle in range(8, 41, 8)]
    lines = window.gesture(["ctrl"], (300, 240), arc)
    if not any(line["gesture"] == "rotation" and line["state"] == "began" and line["touches"] == "2" for line in lines):
        problems.append("a Ctrl drag around the centre did not begin a rotation with touches=2:\n" + lines_text(lines))
    # Shift: two fingers 60 px apart, here tapping.
    lines = window.gesture(["shift"], (400, 300))
    if not any(line["gesture"] == "two-finger-tap" and line["state"] == "recognized" and line["touches"] == "2"
               for line in lines):
        problems.append("a Shift click was not a two-finger tap with touches=2:\n" + lines_text(lines))
    # 3: three fingers in a row, dragged; no one-finger recognizer takes three.
    lines = window.gesture(["3"], (200, 300), [(200 + 30 * step, 300) for step in range(1, 5)])
    failed = {line["gesture"] for line in lines if line["state"] == "failed" and line["touches"] == "3"}
    if not failed >= set(ONE_FINGER_GESTURES):
        problems.append(f"a drag with 3 held did not fail every one-finger recognizer with touches=3 (failed: "
                        f"{', '.join(sorted(failed)) or 'none'}):\n" + lines_text(lines))
    # No key: one finger, from 5 px off the left edge to the right, then in the middle.
    lines = window.gesture([], (5, 240), [(20 * step, 241) for step in range(1, 5)])
    if not any(line["gesture"] == "edge-pan-left" and line["state"] == "began" for line in lines):
        problems.append("a drag from the left edge did not begin an edge pan:\n" + lines_text(lines))
    lines = window.gesture([], (400, 240), [(400 + 20 * step, 240 + 10 * step) for step in range(1, 5)])
    if not any(line["gesture"] == "pan" and line["state"] == "began" for line in lines):
        problems.append("a drag in the middle did not begin a pan:\n" + lines_text(lines))
    window.process.send_signal(signal.SIGTERM)
    try:
        status = window.process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        return problems + ["tactile debug-gestures kept running after SIGTERM"]
    return problems + ([] if status == 0 else [f"after SIGTERM tactile debug-gestures exited with status {status}"])


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-2], file=sys.stderr)
        return 2
    tactile = os.path.abspath(sys.argv[1])
    problems = []
    with tempfile.TemporaryDirectory() as work:
        first = headless(tactile, work, "first")
        tapped = headless(tactile, work, "tapped", ["--input", "replay:" + TAP_RECORDING])
        if first == tapped:
            return fail(["the host replay of the tap changed nothing on screen, so the check proves nothing"])
        server, display = start_xvfb()
        window = Window(tactile, display, work, "window")
        try:
            if not window.wait_for("tactile: idle", 60):
                return fail(["tactile did not open its window and settle:\n" + window.output()])
            window.find()
            width, height, shown = window.picture()
            if (width, height) != (WIDTH, HEIGHT):
                problems.append(f"the window is {width}x{height}, not {WIDTH}x{HEIGHT}")
            else:
                # Idle is reported once the last frame went out; the server may draw it a little later.
                shown = window.picture_until(first, 10)
                if shown != first:
                    problems.append(f"the window differs from the headless render in {differing_pixels(shown, first)} pixels")
            if os.environ.get("WINDOW_SCREENSHOT"):
                write_png(os.environ["WINDOW_SCREENSHOT"], width, height, shown)
            window.click()
            after = window.picture_until(tapped, 15)
            if after != tapped:
                problems.append(f"after the click the window differs from the host replay of the tap in "
                                f"{differing_pixels(after, tapped)} pixels")
            # The server drops the connection in the middle of an animation, while tactile sends
            # frames: it must notice and end normally.
            problems += window.end_while_animating(tapped, "its window was killed",
                                                   lambda: window.xdotool("windowkill", window.id))
        finally:
            window.stop()
        # Several fingers of one mouse, seen by the gesture recognizers.
        gestures = Window(tactile, display, work, "gestures", ["debug-gestures"])
        try:
            if not gestures.find_when_shown(60):
                problems.append("tactile debug-gestures did not show its window:\n" + gestures.output())
            else:
                problems += check_gestures(gestures)
        finally:
            gestures.stop()
        # The same with the whole server going away.
        second = Window(tactile, display, work, "server-lost")
        try:
            if not second.wait_for("tactile: idle", 60):
                problems.append("tactile did not open its second window and settle:\n" + second.output())
            else:
                second.find()
                problems += second.end_while_animating(second.picture()[2], "the X server went away",
                                                       lambda: (server.terminate(), server.wait()))
        finally:
            second.stop()
            if server.poll() is None:
                server.terminate()
                server.wait()
        output = window.output() + gestures.output() + second.output()
    if problems:
        return fail(problems + ["tactile said:\n" + output])
    print(f"window-test passed: the X11 window showed the headless render exactly, a click on the button "
          f"at {CLICK} gave the host replay's picture, and tactile exited cleanly when its window was killed "
          f"and when the X server went away, both in the middle of an animation; in debug-gestures a Ctrl drag "
          f"pinched (scale > 1) and rotated, a Shift click was a two-finger tap, a drag with 3 held failed every "
          f"one-finger recognizer with touches=3, plain drags gave an edge pan and a pan, and SIGTERM ended it "
          f"with status 0")
    return 0


def fail(problems):
    for problem in problems:
        print("window-test: " + problem, file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
