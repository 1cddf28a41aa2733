#!/usr/bin/env python3
"""Boots the board image under qemu-system-aarch64 and checks the screen.

The board boots as a real one does: UEFI firmware (Debian's AAVMF) starts GRUB from the image's
EFI system partition, GRUB the kernel, the initramfs mounts the root partition and its init runs
the device program as the user `tactile`. The disk is a copy of exactly the image a user writes
to a card (.build/board/tactile-arm64.img); what the test adds comes through QEMU's firmware
configuration files (opt/tactile/...), which a real board does not have: the launcher's options
and the touch recordings. The test types its commands into the root shell on the serial console.

1. the first frame on the guest's framebuffer equals the headless render of the same scene at
   the same size, exactly;
2. a second screendump a while later is still identical (no console cursor blinking over it);
3. a two-finger pinch and a tap played through uinput reach user space through evdev as the
   recordings say (logged by `tactile debug-touches`), and reach the demo too: its screen then
   settles on exactly what the host shows after replaying the same recordings (the tap lands on
   the "Animate" button, which turns an icon and counts the tap);
4. the launcher driven through uinput (`tactile play`, recordings made by
   Tests/Board/touch/make-recordings.py): a tap on the Showcase's "Scrolling" button opens the list, a
   vertical drag scrolls it, a five-finger pinch goes home, a tap on the Showcase icon; after each
   step the guest's screen equals, byte for byte, the host's headless replay of every recording
   played so far (joined into one recording, in sequence);
5. the Settings app driven through uinput (a ten-finger tap, its Touch row, the Show touches
   switch) writes the settings file on the root partition; the power is cut right after (QEMU
   quits: no sync, no unmount) and the board boots again from the same disk: the file
   holds the new setting;
6. a crash (SIGSEGV) gives the console back (the text console shows until the restart) and is
   followed by a restart one second later, which shows the first picture again; then a uinput
   device removed while two of its fingers are down (its player killed): both touches end
   cancelled, debug-touches goes on and takes the next device's tap whole, and the launcher,
   which got the same touches, goes on too;
7. the screen reader turned on in the settings file (and the launcher restarted) speaks a tap
   through espeak-ng and ALSA into the board's sound card (QEMU's USB audio, written to a WAV file);
8. after SIGTERM, tactile exits with status 0, is not restarted, and the console is back in text
   mode: the screen no longer shows the picture;
9. a second boot on the DRM device instead (`--display drm`, Tests/Board/drm_board.py): the
   start-up line, the first picture equal to the headless render, no wakeup while idle, the
   pinch, tap and first three launcher steps giving the same pictures as on fbdev, as many page
   flips as frames presented, the console back after SIGTERM;
10. a third boot without a display device, on two framebuffers of the kernel's simplefb described
   by a device tree, 480x320 RGB565 and RGB888 (three bytes a pixel) with rows padded beyond
   their pixels: the launcher's picture read back from guest memory equals the host's render in
   that format, and the padding is untouched (Tests/Board/odd_framebuffers.py).

The launcher starts with the Showcase open and the status bar's time fixed (TACTILE_ARGUMENTS;
the guest's settings file is the image's, /var/lib/tactile/settings.conf, fresh in the copy of
the image; the host's a fresh temporary one), on the guest (the firmware file opt/tactile/options, after the
image's /etc/tactile/options) and on the host.

The armhf image (`--arch armhf`: IMAGE_DIR/tactile-armhf.img, booted under qemu-system-arm by
Debian's 32-bit UEFI firmware) runs a shorter set, to keep `make test` within its time: the first
frame equal to the headless render, still while idle, and a tap played through uinput giving the
replay's picture (checks 1, 2 and the tap of 3). Its references are the armhf program's own
headless renders (under qemu-arm): FreeType's glyph coverage on 32-bit ARM differs from the
64-bit host's at a few edge pixels of large text.

Usage: board-test.py IMAGE_DIR HOST_TACTILE (IMAGE_DIR holds tactile-arm64.img)
       board-test.py --arch armhf IMAGE_DIR HOST_TACTILE ARMHF_TACTILE (the armhf device program,
       whose headless renders under qemu-arm are the armhf board's references)
With BOARD_SCREENSHOT=FILE.png in the environment, the guest's screen is saved there.
"""
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib
from concurrent.futures import ThreadPoolExecutor

# The emulated board (boot, screen and touch) lives with the image it boots.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Board", "Image"))
import odd_framebuffers  # noqa: E402
from drm_board import check_drm  # noqa: E402
from odd_framebuffers import check_odd_framebuffers  # noqa: E402
from qemu_board import Board, read_ppm  # noqa: E402

WIDTH, HEIGHT = 1280, 800          # the guest screen (virtio-gpu, Board/Image/qemu_board.py)
# Seconds; UEFI, GRUB and the kernel take about 30 s under emulation, but `make test` runs other
# emulators beside the board (make -j3 on two cores): a boot then took over 180 s once, still in
# the firmware. A boot that hangs fails all the same, later.
BOOT_TIMEOUT = 420

# The launcher's options on both sides: the Showcase (the former demo) open, a fixed time in the
# status bar, and a settings file of its own (the host's is a fresh temporary path).
# The emulated panel gives no size in millimetres, so the scale is given: 1.6 pixels a point
# (800x500 points, the layout the touch recordings of Tests/Board/touch were made on).
TACTILE_ARGUMENTS = ["--open", "Showcase", "--time", "09:41", "--scale", "1.6"]
GUEST_SETTINGS = "/var/lib/tactile/settings.conf"
# The launcher drive, in order (Tests/Board/touch/NAME.evemu).
DRIVE = [("launcher-1-tap-scrolling", "the Showcase's Scrolling button tapped: the list"),
         ("launcher-2-drag-list", "the list dragged up 400 px"),
         ("launcher-2-fling-list-back", "the list flung down past its top, bounced back"),
         ("launcher-3-pinch-home", "a five-finger pinch: home"),
         ("launcher-4-tap-showcase", "the Showcase icon tapped")]
# Virtual time between two joined recordings in the host replay: longer than any animation they
# start (the guest waits for each step's picture before playing the next).
REPLAY_GAP = 5.0
# The settings drive, in order (Tests/Board/touch/NAME.evemu): Settings, its Touch page, Show touches.
SETTINGS_DRIVE = ["launcher-5-ten-finger-tap", "launcher-6-tap-touch", "launcher-7-tap-show-touches"]


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


TOUCH_RECORDINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "touch")
REPOSITORY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def join_recordings(names, path):
    """Writes the recordings `names` (Tests/Board/touch) as one to `path`: the first one's description,
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


def host_render(host_tactile, work, name, recordings=(), size=(WIDTH, HEIGHT), pixel_format="xrgb8888"):
    """The host's headless picture of the launcher after replaying `recordings` in sequence,
    drawn in `pixel_format` (rgb565 as on a 16-bit panel)."""
    path = os.path.join(work, name + ".ppm")
    program = host_tactile if isinstance(host_tactile, list) else [host_tactile]
    command = [*program, "--display", "headless", "--size", f"{size[0]}x{size[1]}", *TACTILE_ARGUMENTS,
               "--pixel-format", pixel_format,
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
    board.run("tactile debug-touches --input 'name:Tactile board panel' --size 1280x800 > /tmp/touches.log 2>/tmp/touches.err & "
              "logger=$!; sleep 0.3; for r in pinch tap; do tactile play /tmp/$r.evemu 2>/dev/null; done; sleep 0.3; "
              'kill -INT $logger; wait $logger; echo "board: touches be""gin"; cat /tmp/touches.log',
              "board: touches end")
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


def copy_recordings(board):
    """The recordings, from the firmware files into /tmp (again after a power cut: /tmp is
    memory)."""
    board.run("for f in /sys/firmware/qemu_fw_cfg/by_name/opt/tactile/*.evemu; do cat $f/raw > /tmp/${f##*/}; done",
              "board: recordings copied")


def check_device_vanishing(board):
    """A uinput device removed in the middle of a gesture (its player killed while two fingers are
    down): both touches end cancelled, the program goes on, and the next device is picked up
    (a tap through a new uinput device comes through whole). The launcher gets the same touches:
    it must go on too."""
    copy_recordings(board)
    board.run("tactile debug-touches --input 'name:Tactile board panel' --size 1280x800 > /tmp/vanish.log 2>/tmp/vanish.err & "
              "logger=$!; sleep 0.3; tactile play /tmp/vanish.evemu 2>/dev/null & player=$!; "
              # Killed once the fingers are down (the logger saw them begin), at most 4 s on: a
              # fixed 1.5 s missed them when the loaded guest was slow to start the player.
              "i=0; while [ $i -lt 40 ] && ! grep -q phase=began /tmp/vanish.log; do sleep 0.1; i=$((i+1)); done; "
              "sleep 0.3; kill -KILL $player; sleep 0.5; tactile play /tmp/tap.evemu 2>/dev/null; sleep 0.3; "
              'kill -INT $logger; wait $logger; echo "board: vanish status $? be""gin"; cat /tmp/vanish.log /tmp/vanish.err',
              "board: vanish end")
    log = board.log.decode(errors="replace")
    block = log.rsplit("board: vanish status", 1)[1].split("board: vanish end", 1)[0]
    status = block.split()[0]
    touches = {}
    for line in block.splitlines():
        if line.strip().startswith("t="):
            fields = dict(part.split("=", 1) for part in line.split())
            touches.setdefault(fields["id"], []).append(fields["phase"])
    problems = []
    if status != "0":
        problems.append(f"debug-touches exited with status {status} after its device vanished")
    phases = list(touches.values())
    if len(phases) != 3:
        problems.append(f"expected 3 touches (2 cut off, 1 tap), got {len(phases)}:\n{block}")
    else:
        for finger in phases[:2]:
            if finger[0] != "began" or finger[-1] != "cancelled" or "ended" in finger:
                problems.append(f"a finger of the vanished device: phases {finger[0]} ... {finger[-1]}, expected began ... cancelled")
        if phases[2][0] != "began" or phases[2][-1] != "ended":
            problems.append(f"the tap on the next device: phases {phases[2]}, expected began ... ended")
    if "gone" not in block:
        problems.append("debug-touches did not say the device went away")
    return ["vanishing device: " + p for p in problems]


def check_demo_after_touches(board, host, work):
    """The demo on the board received the same pinch and tap: once its animations settle, its
    screen must equal the host's headless render after replaying the recordings."""
    expected = host["after-touches-host"].result()
    _, _, before = read_ppm(os.path.join(work, "later.ppm"))
    if differing_pixels(expected, before) == 0:
        return ["demo: the host replay of the tap changed nothing on screen, so the check proves nothing"]
    _, _, shown = board.screendump_until(expected, "after-touches")
    if shown != expected:
        return [f"demo: after the injected touches the screen differs from the host replay in "
                f"{differing_pixels(shown, expected)} pixels (see {work})"]
    return []


def drive_launcher(board, host, work):
    """The launcher drive: each step played in the guest, then its screen compared with the host's
    replay of everything played so far. Returns (problems, notes)."""
    _, _, previous = read_ppm(os.path.join(work, "after-touches-host.ppm"))
    problems, notes = [], []
    for name, what in DRIVE:
        expected = host[name + "-host"].result()
        if expected == previous:
            # Not a failure of the board: the host itself shows no change (see the report).
            notes.append(f"{what}: the host replay shows no change on screen")
        board.run(f"tactile play /tmp/{name}.evemu", f"board: played {name}")
        _, _, shown = board.screendump_until(expected, name)
        if shown != expected:
            problems.append(f"launcher: after {what}, the screen differs from the host replay in "
                            f"{differing_pixels(shown, expected)} pixels (see {work})")
        previous = expected
    return problems, notes


def check_settings_survive_power_cut(board):
    """Show touches turned on in the Settings app is in the settings file before and after a
    power cut right after the write."""
    for name in SETTINGS_DRIVE:
        board.run(f"tactile play /tmp/{name}.evemu", f"board: played {name}")
        board.read_for(1.5)  # the app opening or the page sliding in before the next tap
    check = (f'if grep -q "show-touches = on" {GUEST_SETTINGS}; then echo "board: setting o""n"; '
             f'else echo "board: setting o""ff"; cat {GUEST_SETTINGS}; fi')
    board.run(check, "board: settings checked")
    if "board: setting on" not in board.log.decode(errors="replace").rsplit("board: played launcher-7", 1)[-1]:
        return ["settings: Show touches turned on in the Settings app is not in the settings file"]
    frames, idles = board.log.count(b"tactile: first frame presented"), board.log.count(b"tactile: idle")
    board.power_cycle()
    board.wait_for("tactile: first frame presented", BOOT_TIMEOUT, occurrences=frames + 1)
    board.wait_for("tactile: idle", 30, occurrences=idles + 1)
    marker = len(board.log)
    board.run(check, "board: settings checked")
    if "board: setting on" not in board.log[marker:].decode(errors="replace"):
        return ["settings: after a power cut right after the write, the settings file lost Show touches"]
    return []


def loudest_sample(path, from_byte):
    """The largest magnitude among the 16-bit samples of the WAV file `path` from byte
    `from_byte` on (QEMU writes it as the guest plays: its header is completed only at exit)."""
    with open(path, "rb") as f:
        f.seek(max(from_byte, 44))
        data = f.read()
    data = data[:len(data) - len(data) % 2]
    return max((abs(v) for v in memoryview(data).cast("h")), default=0)


def check_reader_speaks(board):
    """The screen reader heard: turned on in the settings file and the launcher restarted, a tap
    (exploring, in the reader) is spoken through espeak-ng and ALSA into the board's sound card,
    whose output QEMU writes to a WAV file: it is loud after the tap."""
    frames = board.log.count(b"tactile: first frame presented")
    board.run(f'echo "accessibility = containers" >> {GUEST_SETTINGS}; kill -KILL $(pidof tactile)', "board: reader on")
    board.wait_for("tactile: first frame presented", 60, occurrences=frames + 1)
    board.read_for(2)
    log = board.log.decode(errors="replace").rsplit("board: reader on", 1)[1]
    if "speech: off" in log:
        return ["reader: the launcher found no speech: " + log.split("speech: off", 1)[1].splitlines()[0]]
    if not os.path.exists(board.sound_path):
        return ["reader: QEMU wrote no sound file"]
    before = os.path.getsize(board.sound_path)
    copy_recordings(board)
    board.run("tactile play /tmp/tap.evemu", "board: played tap for the reader")
    board.read_for(3)
    loudest = loudest_sample(board.sound_path, before)
    if loudest < 2000:
        return [f"reader: after a tap with the reader on, the sound card played nothing loud (largest sample {loudest})"]
    print(f"board-test: reader: after the tap the sound card played speech (largest sample {loudest} of 32767, "
          f"{(os.path.getsize(board.sound_path) - before) / 4 / 44100:.1f} s of audio)")
    return []


def check_restart_after_crash(board, expected):
    """A crash gives the console back (text mode shows until the restart) and restarts the
    program after the init's first backoff (1 s), with its first picture."""
    before = board.log.count(b"tactile: first frame presented")
    board.run("kill -SEGV $(pidof tactile)", "board: crash sent")
    board.wait_for("board: restarting tactile in 1 s", 20)
    # Before the restart: the crash handler gave the console back, so the text console shows.
    _, _, between = board.screendump("after-crash.ppm")
    problems = []
    if differing_pixels(between, expected) < WIDTH * HEIGHT // 4:
        problems.append("after the crash the screen still shows the picture: text mode not restored")
    board.wait_for("tactile: first frame presented", 60, occurrences=before + 1)
    _, _, shown = board.screendump_until(expected, "restarted")
    if shown != expected:
        problems.append(f"after the restart the screen differs from the first picture in "
                        f"{differing_pixels(shown, expected)} pixels")
    return problems


def main_armhf(image_dir, host_tactile, device_tactile):
    """The armhf image: the first picture, still while idle, and a tap on the Showcase, each equal
    to the armhf program's own headless render (under qemu-arm). FreeType's smooth rasterizer
    computes with `long`, 32 bits on armhf, and so gives a few glyph-edge pixels one level apart
    from the 64-bit host's (large text only: the title at 1280x800); the difference from the
    host's render is printed as a note."""
    image = os.path.join(image_dir, "tactile-armhf.img")
    work = tempfile.mkdtemp(prefix="tactile-board-armhf-")
    renders = ThreadPoolExecutor(max_workers=1)
    device = ["qemu-arm", device_tactile]
    headless = renders.submit(host_render, device, work, "headless")
    tapped = renders.submit(host_render, device, work, "tap-device", ["tap"])
    host_headless = renders.submit(host_render, host_tactile, work, "headless-host")
    started = time.time()
    # Debian's armmp kernel has no qemu_fw_cfg: the options go on the kernel's command line
    # (grub.cfg on the image copy's ESP; the init reads tactile_options) and the recording is
    # typed into the shell.
    grub = os.path.join(work, "grub.cfg")
    with open(os.path.join(REPOSITORY, "Board", "Image", "rootfs", "grub.cfg")) as f:
        config = f.read()
    options = " ".join(TACTILE_ARGUMENTS + ["--settings", GUEST_SETTINGS])
    with open(grub, "w") as f:
        f.write(config.replace("panic=10", f'panic=10 tactile_options="{options}"'))
    board = Board(image, work, options, {}, esp_files={"/EFI/BOOT/grub.cfg": grub})
    failures = []
    try:
        board.wait_for("tactile: first frame presented", BOOT_TIMEOUT)
        board.wait_for("tactile: idle", 60)
        booted = time.time() - started
        expected = headless.result()
        width, height, shown = board.screendump_until(expected, "frame")
        if (width, height) != (WIDTH, HEIGHT):
            failures.append(f"guest screen is {width}x{height}, expected {WIDTH}x{HEIGHT}")
        elif shown != expected:
            failures.append(f"the screen differs from the armhf program's headless render in "
                            f"{differing_pixels(shown, expected)} pixels")
        host_difference = differing_pixels(shown, host_headless.result())
        time.sleep(1.5)
        _, _, later = board.screendump("later.ppm")
        if later != shown:
            failures.append(f"screen changed while idle in {differing_pixels(later, shown)} pixels")
        expected = tapped.result()
        if expected == shown:
            failures.append("the host replay of the tap changed nothing on screen, so the check proves nothing")
        board.write_file("/tmp/tap.evemu", os.path.join(TOUCH_RECORDINGS, "tap.evemu"))
        board.run("tactile play /tmp/tap.evemu", "board: played tap")
        _, _, after = board.screendump_until(expected, "tap")
        if after != expected:
            failures.append(f"after the tap the screen differs from the host replay in {differing_pixels(after, expected)} pixels")
    finally:
        board.stop()
        renders.shutdown(cancel_futures=True)
        with open(os.path.join(work, "serial.log"), "wb") as f:
            f.write(board.log)
    if failures:
        print("board-test (armhf) FAILED:\n  " + "\n  ".join(failures) + f"\n  serial log: {work}/serial.log")
        sys.exit(1)
    print(f"board-test (armhf) passed: first frame identical to the armhf program's headless render ({WIDTH}x{HEIGHT}), "
          f"still while idle, a tap through uinput equal to its replay; ready in {booted:.1f} s, "
          f"{time.time() - started:.0f} s in all")
    print(f"board-test (armhf): note: the first frame differs from the x86-64 host's render in {host_difference} pixels "
          "(FreeType's glyph coverage on 32-bit ARM)")
    shutil.rmtree(work, ignore_errors=True)


def main():
    arguments = sys.argv[1:]
    if arguments[:2] == ["--arch", "armhf"]:
        main_armhf(*arguments[2:5])
        return
    image, host_tactile = os.path.join(arguments[0], "tactile-arm64.img"), arguments[1]
    work = tempfile.mkdtemp(prefix="tactile-board-")
    # The host's pictures are rendered one after the other while the guest boots and plays.
    renders = ThreadPoolExecutor(max_workers=1)
    host = {"headless": renders.submit(host_render, host_tactile, work, "headless"),
            "after-touches-host": renders.submit(host_render, host_tactile, work, "after-touches-host", ["pinch", "tap"])}
    played = ["pinch", "tap"]
    for name, _ in DRIVE:
        played = played + [name]
        host[name + "-host"] = renders.submit(host_render, host_tactile, work, name + "-host", played)

    started = time.time()
    recordings = {f"{name}.evemu": os.path.join(TOUCH_RECORDINGS, f"{name}.evemu")
                  for name in ["pinch", "tap", "vanish"] + [name for name, _ in DRIVE] + SETTINGS_DRIVE}
    board = Board(image, work, " ".join(TACTILE_ARGUMENTS + ["--settings", GUEST_SETTINGS]), recordings)
    failures, notes = [], []
    try:
        expected = host["headless"].result()
        board.wait_for("tactile: first frame presented", BOOT_TIMEOUT)
        board.wait_for("tactile: idle", 30)
        booted = time.time() - started
        copy_recordings(board)
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
        failures += check_demo_after_touches(board, host, work)
        drive_failures, notes = drive_launcher(board, host, work)
        failures += drive_failures
        failures += check_settings_survive_power_cut(board)
        failures += check_restart_after_crash(board, expected)
        # Last before the exit: the launcher gets the vanishing device's touches too.
        exits = board.log.count(b"board: tactile exited with status")
        failures += check_device_vanishing(board)
        if board.log.count(b"board: tactile exited with status") != exits:
            failures.append("vanishing device: the launcher exited when its touch device vanished mid-gesture")
        failures += check_reader_speaks(board)
        exits = board.log.count(b"board: tactile exited with status")
        board.run("kill -TERM $(pidof tactile)", "board: term sent")
        board.wait_for("board: tactile exited with status", 20, occurrences=exits + 1)
        board.read_for(2)  # the rest of the line, and a restart would show within the first second
        log = board.log.decode(errors="replace")
        last_exit = log.rsplit("board: tactile exited with status", 1)[1].split()[0]
        if last_exit != "0":
            failures.append(f"after SIGTERM tactile exited with status {last_exit}, expected 0")
        if "board: restarting tactile" in log.rsplit("board: tactile exited with status", 1)[1]:
            failures.append("after SIGTERM (a normal exit) the init restarted tactile")
        if "console restored to text mode" not in log:
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
    # The same launcher on the DRM device, a boot of its own after this one.
    drm_steps = [(["pinch", "tap"], "the pinch and tap", host["after-touches-host"].result)]
    drm_steps += [([name], what, host[name + "-host"].result) for name, what in DRIVE[:3]]
    drm_failures, drm_seconds = check_drm(image, work, " ".join(TACTILE_ARGUMENTS + ["--settings", GUEST_SETTINGS]),
                                          recordings, host["headless"].result, drm_steps, BOOT_TIMEOUT)
    failures += drm_failures
    # A boot of its own, after this one: the two boots together would share the host's cores.
    # Its host render starts only now too: a render beside the launcher drive slows the guest
    # (seen twice: the five-finger pinch then missed).
    # fb0 is 16-bit, so the launcher draws it in RGB565; fb1 in XRGB8888.
    odd_size = (odd_framebuffers.WIDTH, odd_framebuffers.HEIGHT)
    host["odd565"] = renders.submit(host_render, host_tactile, work, "odd-host-565", (), odd_size, "rgb565")
    host["odd"] = renders.submit(host_render, host_tactile, work, "odd-host", (), odd_size)
    try:
        odd_failures, odd_seconds = check_odd_framebuffers(
            image, work, " ".join(TACTILE_ARGUMENTS + ["--settings", GUEST_SETTINGS]),
            {2: host["odd565"].result, 3: host["odd"].result}, BOOT_TIMEOUT)
        failures += odd_failures
    finally:
        renders.shutdown(cancel_futures=True)
    for note in notes:
        print("board-test: note: " + note)
    if failures:
        print("board-test FAILED:\n  " + "\n  ".join(failures) + f"\n  serial log: {log_path}")
        sys.exit(1)
    print(f"board-test passed: first frame identical to the headless render ({WIDTH}x{HEIGHT}), "
          f"still while idle, two-finger pinch and tap read through evdev as expected and tapped the demo's button to the host replay's picture, "
          f"the launcher driven through uinput ({len(DRIVE)} steps: list opened, dragged, flung back past its top and bounced, pinched home, icon tapped) "
          f"equal to the host replay at each step, a setting saved in Settings kept through a power cut and a reboot, text mode between a crash and its restart 1 s later, a device removed mid-gesture (touches cancelled, the next device taken, the launcher still running), the screen reader heard from the sound card after a tap, text mode back after SIGTERM (status 0, no restart); ready in {booted:.1f} s, "
          f"{time.time() - started - odd_seconds - drm_seconds:.0f} s in all; "
          f"on DRM (virtio-gpu, page flips): the same first picture and drive pictures, no idle wakeup, as many flips as frames, the console back ({drm_seconds:.0f} s); "
          f"RGB565 and RGB888 framebuffers with padded rows read back equal to the host render, padding untouched ({odd_seconds:.0f} s)")
    # A passed run leaves nothing behind (its disk image and pictures are about 330 MB); a failed
    # one keeps them for the failure lines above.
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
