#!/usr/bin/env python3
"""Boots the board image under qemu-system-aarch64 and checks the screen.

1. the first frame on the guest's framebuffer equals the headless render of the same scene at
   the same size, exactly;
2. a second screendump a while later is still identical (no console cursor blinking over it);
3. a two-finger pinch and a tap played through uinput reach user space through evdev as the
   recordings say (logged by `tactile debug-touches`), and reach the demo too: its screen then
   settles on exactly what the host shows after replaying the same recordings (the tap lands on
   the "Animate" button, which turns an icon and counts the tap);
4. the launcher driven through uinput (`tactile play`, recordings made by
   Board/touch/make-recordings.py): a tap on the Showcase's "Scrolling" button opens the list, a
   vertical drag scrolls it, a five-finger pinch goes home, a tap on the Showcase icon; after each
   step the guest's screen equals, byte for byte, the host's headless replay of every recording
   played so far (joined into one recording, in sequence);
5. after SIGTERM, tactile exits and the console is back in text mode: the screen no longer
   shows the picture.

The launcher starts with the Showcase open, the status bar's time fixed and a settings file of
its own (TACTILE_ARGUMENTS), on the guest (through the kernel command line) and on the host.

Usage: board-test.py IMAGE_DIR HOST_TACTILE
With BOARD_SCREENSHOT=FILE.png in the environment, the guest's screen is saved there.
"""
import os
import socket
import struct
import subprocess
import sys
import tempfile
import time
import zlib

WIDTH, HEIGHT = 1280, 800          # what virtio-gpu gives the guest by default
BOOT_TIMEOUT = 90                  # seconds; booting takes about 5-10 s under emulation
# The launcher's options on both sides: the Showcase (the former demo) open, a fixed time in the
# status bar, and a settings file of its own (the host's is a fresh temporary path).
TACTILE_ARGUMENTS = ["--open", "Showcase", "--time", "09:41"]
GUEST_SETTINGS = "/tmp/settings.conf"
# The launcher drive, in order (Board/touch/NAME.evemu).
DRIVE = [("launcher-1-tap-scrolling", "the Showcase's Scrolling button tapped: the list"),
         ("launcher-2-drag-list", "the list dragged up 400 px"),
         ("launcher-3-pinch-home", "a five-finger pinch: home"),
         ("launcher-4-tap-showcase", "the Showcase icon tapped")]
# Virtual time between two joined recordings in the host replay: longer than any animation they
# start (the guest waits for each step's picture before playing the next).
REPLAY_GAP = 5.0


def read_ppm(path):
    with open(path, "rb") as f:
        data = f.read()
    fields, position = [], 0
    while len(fields) < 4:  # magic, width, height, maxval, skipping comments
        while data[position:position + 1].isspace():
            position += 1
        if data[position:position + 1] == b"#":
            position = data.index(b"\n", position) + 1
            continue
        end = position
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[position:end])
        position = end
    assert fields[0] == b"P6", f"{path}: not a binary PPM"
    return int(fields[1]), int(fields[2]), data[position + 1:]


def write_png(path, width, height, rgb):
    """Saves an RGB picture as PNG (for the README), with zlib alone."""
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    stride = width * 3
    raw = b"".join(b"\x00" + rgb[y * stride:(y + 1) * stride] for y in range(height))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def differing_pixels(a, b):
    return sum(1 for i in range(0, len(a), 3) if a[i:i + 3] != b[i:i + 3])


class Board:
    def __init__(self, image, work, arguments):
        self.work = work
        self.monitor_path = os.path.join(work, "monitor.sock")
        self.serial_path = os.path.join(work, "serial.sock")
        self.log = b""
        command = [
            "qemu-system-aarch64", "-M", "virt", "-cpu", "cortex-a53", "-m", "512",
            "-kernel", os.path.join(image, "vmlinuz"), "-initrd", os.path.join(image, "initrd.gz"),
            "-append", f'console=ttyAMA0 panic=-1 quiet tactile="{arguments}"',
            # No network: the default NIC would need an iPXE ROM the board has no use for.
            "-no-reboot", "-nic", "none", "-device", "virtio-gpu-pci", "-device", "virtio-tablet-pci",
            "-display", "none",
            "-serial", f"unix:{self.serial_path},server=on,wait=on",
            "-monitor", f"unix:{self.monitor_path},server=on,wait=off",
        ]
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        self.serial = self._connect(self.serial_path)
        self.monitor = self._connect(self.monitor_path)
        self._monitor_read_until(b"(qemu)")

    def _connect(self, path):
        for _ in range(200):
            if self.process.poll() is not None:
                raise SystemExit(f"qemu exited: {self.process.stdout.read().decode(errors='replace')}")
            try:
                s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                s.connect(path)
                return s
            except OSError:
                time.sleep(0.05)
        raise SystemExit(f"cannot connect to {path}")

    def _monitor_read_until(self, marker):
        data = b""
        self.monitor.settimeout(10)
        while marker not in data:
            try:
                chunk = self.monitor.recv(4096)
            except ConnectionResetError:
                chunk = b""
            if not chunk:
                self.process.wait(timeout=10)
                raise SystemExit("qemu exited: " + self.process.stdout.read().decode(errors="replace"))
            data += chunk
        return data

    def wait_for(self, text, timeout):
        deadline = time.time() + timeout
        self.serial.settimeout(0.5)
        while text.encode() not in self.log:
            if time.time() > deadline:
                raise SystemExit(f"board: no '{text}' after {timeout} s; serial log:\n"
                                 + self.log.decode(errors="replace"))
            try:
                chunk = self.serial.recv(4096)
                if not chunk:
                    raise SystemExit("board: serial closed; log:\n" + self.log.decode(errors="replace"))
                self.log += chunk
            except socket.timeout:
                pass

    def send(self, line):
        self.serial.sendall(line.encode() + b"\n")

    def screendump(self, name):
        path = os.path.join(self.work, name)
        self.monitor.sendall(f"screendump {path}\n".encode())
        self._monitor_read_until(b"(qemu)")
        for _ in range(100):
            if os.path.exists(path) and os.path.getsize(path) > 0:
                return read_ppm(path)
            time.sleep(0.05)
        raise SystemExit(f"screendump {name} produced nothing")

    def screendump_until(self, expected, name, timeout=15):
        """Screendumps until the screen shows `expected` or `timeout` seconds pass; returns the
        last one. virtio-gpu's fbdev flushes written pages with a delay (deferred I/O), and
        animations take their time, so a picture may arrive over a few screendumps."""
        deadline, attempt = time.time() + timeout, 0
        while True:
            attempt += 1
            width, height, shown = self.screendump(f"{name}-{attempt}.ppm")
            if shown == expected or time.time() > deadline:
                return width, height, shown
            time.sleep(0.3)

    def stop(self):
        try:
            self.send("off")
            self.process.wait(timeout=10)
        except Exception:
            self.process.kill()


TOUCH_RECORDINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "touch")


def join_recordings(names, path):
    """Writes the recordings `names` (Board/touch) as one to `path`: the first one's description,
    then every recording's events, each shifted to start REPLAY_GAP seconds after the previous one
    ended. Several `--input replay:` options would play together, all from time 0."""
    header, events, offset = None, [], 0.0
    for name in names:
        with open(os.path.join(TOUCH_RECORDINGS, name + ".evemu")) as f:
            lines = f.read().splitlines()
        if header is None:
            header = [line for line in lines if not line.startswith("E:")]
        times = []
        for line in lines:
            if line.startswith("E:"):
                fields = line.split()
                times.append(float(fields[1]))
                events.append(f"E: {times[-1] - min(times) + offset:.6f} " + " ".join(fields[2:]))
        offset += max(times) - min(times) + REPLAY_GAP
    with open(path, "w") as f:
        f.write("\n".join(header + events) + "\n")


def host_render(host_tactile, work, name, recordings=()):
    """The host's headless picture of the launcher after replaying `recordings` in sequence."""
    path = os.path.join(work, name + ".ppm")
    command = [host_tactile, "--display", "headless", "--size", f"{WIDTH}x{HEIGHT}", *TACTILE_ARGUMENTS,
               "--settings", os.path.join(work, name + "-settings.conf"), "--screenshot", path]
    if recordings:
        joined = os.path.join(work, name + ".evemu")
        join_recordings(recordings, joined)
        command += ["--input", "replay:" + joined]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return read_ppm(path)[2]


def touch_fields(line):
    """The fields of a debug-touches line but its time and id: phase, x, y, taps, swipe."""
    fields = dict(part.split("=", 1) for part in line.split())
    return fields["phase"], float(fields["x"]), float(fields["y"]), int(fields["taps"]), int(fields["swipe"])


def expected_touch_failures(lines):
    """Checks the guest's records against what the recordings do, worked out by hand: a pinch of
    two fingers from x=540 and x=740 spreading by 30 px per frame to 420 and 860 at y=400, then
    one tap at (200, 600). The panel's axes span the screen, so device units are pixels (within
    the 1/1281 of libinput-style axis scaling)."""
    touches = {}
    for line in lines:
        fields = dict(part.split("=", 1) for part in line.split())
        touches.setdefault(fields["id"], []).append(touch_fields(line))
    problems = []
    if len(touches) != 3:
        return [f"expected 3 touches (2 pinch fingers, 1 tap), got {len(touches)}"]
    left, right, tap = touches.values()
    for name, records, xs, swipe in (("left finger", left, [540, 510, 480, 450, 420, 420], 4),
                                     ("right finger", right, [740, 770, 800, 830, 860, 860], 8)):
        phases = [r[0] for r in records]
        if phases != ["began"] + ["moved"] * 4 + ["ended"]:
            problems.append(f"{name}: phases {phases}")
        elif any(abs(r[1] - x) > 1 or abs(r[2] - 400) > 1 for r, x in zip(records, xs)):
            problems.append(f"{name}: positions {[(r[1], r[2]) for r in records]}, expected x {xs} at y 400")
        elif records[-1][4] != swipe:
            problems.append(f"{name}: swipe bits {records[-1][4]}, expected {swipe}")
    phases = [r[0] for r in tap]
    if phases[0] != "began" or phases[-1] != "ended" or any(p != "stationary" for p in phases[1:-1]):
        problems.append(f"tap: phases {phases}")
    elif any(abs(r[1] - 200) > 1 or abs(r[2] - 600) > 1 or r[3] != 1 for r in tap):
        problems.append(f"tap: records {tap}, expected (200, 600) with 1 tap")
    return problems


def check_touches(board, host_tactile):
    """Multitouch through the guest kernel: uinput → evdev → libevdev → touch records."""
    board.send("touch")
    board.wait_for("board: touches end", 30)
    log = board.log.decode(errors="replace")
    block = log.split("board: touches begin", 1)[1].split("board: touches end", 1)[0]
    lines = [line.strip() for line in block.splitlines() if line.strip().startswith("t=")]
    problems = expected_touch_failures(lines)
    # The same recordings replayed on the host (no kernel) must give the same records.
    replayed = []
    for name in ("pinch", "tap"):
        result = subprocess.run([host_tactile, "debug-touches", "--input",
                                 f"replay:{os.path.join(TOUCH_RECORDINGS, name + '.evemu')}",
                                 "--size", "1280x800"], check=True, capture_output=True, text=True)
        replayed += [line for line in result.stdout.splitlines() if line.startswith("t=")]
    if [touch_fields(l) for l in lines] != [touch_fields(l) for l in replayed]:
        problems.append("guest records differ from the host replay of the same recordings:\n    "
                        + "\n    ".join(lines) + "\n  host:\n    " + "\n    ".join(replayed))
    return ["touch: " + p for p in problems]


def check_demo_after_touches(board, host_tactile, work):
    """The demo on the board received the same pinch and tap: once its animations settle, its
    screen must equal the host's headless render after replaying the recordings."""
    expected = host_render(host_tactile, work, "after-touches-host", ["pinch", "tap"])
    _, _, before = read_ppm(os.path.join(work, "later.ppm"))
    if differing_pixels(expected, before) == 0:
        return ["demo: the host replay of the tap changed nothing on screen, so the check proves nothing"]
    _, _, shown = board.screendump_until(expected, "after-touches")
    if shown != expected:
        return [f"demo: after the injected touches the screen differs from the host replay in "
                f"{differing_pixels(shown, expected)} pixels (see {work})"]
    return []


def drive_launcher(board, host_tactile, work):
    """The launcher drive: each step played in the guest, then its screen compared with the host's
    replay of everything played so far. Returns (problems, notes)."""
    played = ["pinch", "tap"]
    _, _, previous = read_ppm(os.path.join(work, "after-touches-host.ppm"))
    problems, notes = [], []
    for name, what in DRIVE:
        played.append(name)
        expected = host_render(host_tactile, work, name + "-host", played)
        if expected == previous:
            # Not a failure of the board: the host itself shows no change (see the report).
            notes.append(f"{what}: the host replay shows no change on screen")
        board.send(f"play {name}")
        board.wait_for(f"board: played {name}", 30)
        _, _, shown = board.screendump_until(expected, name)
        if shown != expected:
            problems.append(f"launcher: after {what}, the screen differs from the host replay in "
                            f"{differing_pixels(shown, expected)} pixels (see {work})")
        previous = expected
    return problems, notes


def main():
    image, host_tactile = sys.argv[1], sys.argv[2]
    work = tempfile.mkdtemp(prefix="tactile-board-")
    expected = host_render(host_tactile, work, "headless")

    started = time.time()
    board = Board(image, work, " ".join(TACTILE_ARGUMENTS + ["--settings", GUEST_SETTINGS]))
    failures, notes = [], []
    try:
        board.wait_for("tactile: first frame presented", BOOT_TIMEOUT)
        board.wait_for("tactile: idle", 30)
        booted = time.time() - started
        # Wait for the picture, then require it to stay.
        width, height, shown = board.screendump_until(expected, "frame")
        if (width, height) != (WIDTH, HEIGHT):
            failures.append(f"guest screen is {width}x{height}, expected {WIDTH}x{HEIGHT}")
        elif shown != expected:
            failures.append(f"the screen differs from the headless render in "
                            f"{differing_pixels(shown, expected)} pixels (see {work})")
        if os.environ.get("BOARD_SCREENSHOT"):
            write_png(os.environ["BOARD_SCREENSHOT"], width, height, shown)
        time.sleep(1.5)  # longer than the console cursor's blink period
        _, _, later = board.screendump("later.ppm")
        if later != shown:
            failures.append(f"screen changed while idle in {differing_pixels(later, shown)} pixels "
                            "(console cursor drawn over the picture?)")
        failures += check_touches(board, host_tactile)
        failures += check_demo_after_touches(board, host_tactile, work)
        drive_failures, notes = drive_launcher(board, host_tactile, work)
        failures += drive_failures
        board.send("term")
        board.wait_for("board: tactile exited", 20)
        if "console restored to text mode" not in board.log.decode(errors="replace"):
            failures.append("tactile did not report restoring the console to text mode")
        time.sleep(0.5)
        _, _, after = board.screendump("after-term.ppm")
        if differing_pixels(after, expected) < WIDTH * HEIGHT // 4:
            failures.append("after SIGTERM the screen still shows the picture: text mode not restored")
    finally:
        board.stop()
    log_path = os.path.join(work, "serial.log")
    with open(log_path, "wb") as f:
        f.write(board.log)
    for note in notes:
        print("board-test: note: " + note)
    if failures:
        print("board-test FAILED:\n  " + "\n  ".join(failures) + f"\n  serial log: {log_path}")
        sys.exit(1)
    print(f"board-test passed: first frame identical to the headless render ({WIDTH}x{HEIGHT}), "
          f"still while idle, two-finger pinch and tap read through evdev as expected and tapped the demo's button to the host replay's picture, "
          f"the launcher driven through uinput ({len(DRIVE)} steps: list opened, dragged, pinched home, icon tapped) "
          f"equal to the host replay at each step, text mode back after SIGTERM; ready in {booted:.1f} s, "
          f"{time.time() - started:.0f} s in all")


if __name__ == "__main__":
    main()
