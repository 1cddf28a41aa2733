#!/usr/bin/env python3
"""Runs the demo in a desktop window on a virtual X server (Xvfb) and checks what it shows.

1. the window shows exactly the headless render of the same scene at the same size;
2. a mouse click on the "Animate" button, where the board test's recorded tap lands, works as
   that tap: the window then settles on exactly the host's headless replay of the recording;
3. when the X server drops the connection while the window animates (the window is killed, or
   the server goes away), tactile exits with status 0: no SIGPIPE, no hang.

Usage: window-test.py HOST_TACTILE
With WINDOW_SCREENSHOT=FILE.png in the environment, the window's first picture is saved there.
"""
import os
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
TAP_RECORDING = os.path.join(HERE, "..", "..", "Board", "touch", "tap.evemu")
WIDTH, HEIGHT = 800, 480
# The recorded tap: (200, 600) on a panel whose axes run 0...1280 and 0...800 (1281 and 801
# values), as a pixel of the window.
CLICK = (200 * WIDTH // 1281, 600 * HEIGHT // 801)


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
    subprocess.run([tactile, "--display", "headless", "--size", f"{WIDTH}x{HEIGHT}", "--screenshot", path, *extra],
                   check=True, capture_output=True, timeout=120)
    return read_ppm_rgb(path)[2]


def start_xvfb():
    """A virtual X server on a free display number, which it reports itself."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
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
    def __init__(self, tactile, display, work, name):
        self.env = dict(os.environ, DISPLAY=display)
        self.log_path = os.path.join(work, name + ".log")
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen([tactile, "--display", "x11", "--size", f"{WIDTH}x{HEIGHT}"], env=self.env,
                                        stdout=self.log, stderr=subprocess.STDOUT)
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
        output = window.output() + second.output()
    if problems:
        return fail(problems + ["tactile said:\n" + output])
    print(f"window-test passed: the X11 window showed the headless render exactly, a click on the button "
          f"at {CLICK} gave the host replay's picture, and tactile exited cleanly when its window was killed "
          f"and when the X server went away, both in the middle of an animation")
    return 0


def fail(problems):
    for problem in problems:
        print("window-test: " + problem, file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
