"""The launcher on the board's DRM device (/dev/dri/card0, virtio-gpu) instead of its
framebuffer. Used by Tests/Board/board-test.py, which boots the same image on fbdev first.

A boot of its own, with `--display drm` after the image's options (the last --display wins):

1. the start-up line names the driver, connector, mode, format and page flips;
2. the first picture equals the host's headless render byte for byte, as on fbdev;
3. idle, the program sleeps: its voluntary context switches do not grow in five seconds (the
   flip events and the hotplug socket are file descriptors in the run loop's poll, nothing polls);
4. switching to another virtual terminal (chvt 2) takes the picture off the screen (DRM master
   dropped, the kernel's console shows) and switching back shows it again, byte for byte;
5. the recordings the fbdev boot plays (the pinch and tap on the Showcase, the Scrolling button,
   a drag, a fling back past the top), played through uinput in the same order, give the same
   pictures as there: the host replay's, which the fbdev boot is checked against;
6. at SIGTERM the program reports as many page flips asked for and completed as frames
   presented (every frame went to the screen by a flip, none lost or doubled), exits with status
   0, and the console is back: the screen no longer shows the picture.
"""
import os
import re
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Board", "Image"))
from qemu_board import Board  # noqa: E402

START_LINE = "on drm /dev/dri/card0 (virtio_gpu) Virtual-1 1280x800 XRGB8888, double-buffered by page flips"
IDLE_SECONDS = 5


def differing(a, b):
    return sum(1 for i in range(0, min(len(a), len(b)), 3) if a[i:i + 3] != b[i:i + 3])


def check_drm(image, work, arguments, recordings, headless, steps, timeout):
    """Boots `image` with the launcher on DRM. `headless` gives the host's first picture,
    `steps` (recording names played together, what they do, the host's picture after them) the
    replayed drive.
    Returns (failures, seconds)."""
    started = time.time()
    failures = []
    os.makedirs(os.path.join(work, "drm"), exist_ok=True)
    board = Board(image, os.path.join(work, "drm"), arguments + " --display drm", recordings)
    try:
        board.wait_for("tactile: first frame presented", timeout)
        board.wait_for("tactile: idle", 60)
        log = board.log.decode(errors="replace")
        line = log.split("tactile: first frame presented", 1)[1].splitlines()[0]
        if START_LINE not in line:
            failures.append(f"drm: the start-up line says{line!r}, expected it to hold {START_LINE!r}")
        expected = headless()
        _, _, shown = board.screendump_until(expected, "drm-frame")
        if shown != expected:
            failures.append(f"drm: the first picture differs from the headless render in {differing(shown, expected)} pixels")
        # The marker is not in the typed line: the terminal's echo of it would match at once.
        switches = "sed -n 's/^voluntary_ctxt_switches:[[:space:]]*//p' /proc/$p/status"
        board.run(f"p=$(pidof tactile); a=$({switches}); sleep {IDLE_SECONDS}; b=$({switches}); "
                  'echo "idle-switches $a to $b"', "board: idle measured", timeout=30)
        counts = re.search(r"\nidle-switches (\d+) to (\d+)", board.log.decode(errors="replace"))
        if not counts:
            failures.append("drm: the idle wakeups could not be read")
        elif int(counts.group(2)) != int(counts.group(1)):
            failures.append(f"drm: {int(counts.group(2)) - int(counts.group(1))} wakeups in {IDLE_SECONDS} s idle, expected 0")
        # Another virtual terminal takes the screen (DRM master dropped), and the return redraws.
        board.run("chvt 2; sleep 1", "board: switched away")
        _, _, away = board.screendump("drm-terminal-2.ppm")
        if differing(away, expected) < len(away) // 12:
            failures.append("drm: switched to terminal 2, the screen still shows the picture (DRM master kept?)")
        board.run("chvt 1", "board: switched back")
        _, _, back = board.screendump_until(expected, "drm-terminal-1")
        if back != expected:
            failures.append(f"drm: back on terminal 1, the screen differs from the picture in {differing(back, expected)} pixels")
        board.run("for f in /sys/firmware/qemu_fw_cfg/by_name/opt/tactile/*.evemu; do cat $f/raw > /tmp/${f##*/}; done",
                  "board: recordings copied")
        for names, what, picture in steps:
            board.run(f"for r in {' '.join(names)}; do tactile play /tmp/$r.evemu; done", f"board: played {names[-1]}")
            expected = picture()
            _, _, shown = board.screendump_until(expected, "drm-" + names[-1])
            if shown != expected:
                failures.append(f"drm: after {what}, the screen differs from the host replay in "
                                f"{differing(shown, expected)} pixels")
        exits = board.log.count(b"board: tactile exited with status")
        board.run("kill -TERM $(pidof tactile)", "board: term sent")
        board.wait_for("board: tactile exited with status", 20, occurrences=exits + 1)
        board.read_for(1)
        log = board.log.decode(errors="replace")
        report = re.findall(r"tactile: drm: (\d+) frames presented, (\d+) page flips asked for, (\d+) completed", log)
        if not report:
            failures.append("drm: no flip report at exit")
        else:
            frames, asked, completed = map(int, report[-1])
            if frames == 0 or not frames == asked == completed:
                failures.append(f"drm: {frames} frames presented, {asked} flips asked for, {completed} completed: "
                                "expected as many flips as frames")
        status = log.rsplit("board: tactile exited with status", 1)[1].split()[0]
        if status != "0":
            failures.append(f"drm: after SIGTERM tactile exited with status {status}, expected 0")
        time.sleep(0.5)
        _, _, after = board.screendump("drm-after-term.ppm")
        if differing(after, headless()) < len(after) // 12:
            failures.append("drm: after SIGTERM the screen still shows the picture: the console did not come back")
    finally:
        board.stop()
        with open(os.path.join(work, "drm-serial.log"), "wb") as f:
            f.write(board.log)
    return failures, time.time() - started
