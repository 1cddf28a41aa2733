#!/usr/bin/env python3
"""An app's own board image boots to its first frame: `Examples/Hello` built for aarch64, its image
made by Board/Image/build-image.sh (the app's binary, Tactile's assets, the options the app knows),
booted under qemu-system-aarch64. The app must print its first frame under its own name, never be
restarted (an unknown option would end it with status 2 again and again), and show on the guest's
screen what the same binary renders headless under qemu-aarch64.

Usage: Tests/Board/board-app-test.py APP_BINARY OUTPUT_DIR
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.join(HERE, "..", "..")
sys.path.insert(0, os.path.join(REPOSITORY, "Board", "Image"))
from qemu_board import Board, read_ppm  # noqa: E402

WIDTH, HEIGHT = 1280, 800  # the guest screen (Board/Image/qemu_board.py)
BOOT_TIMEOUT = 420         # as the device program's board test: UEFI under emulation beside other checks


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    binary, out = sys.argv[1], sys.argv[2]
    name = os.path.basename(binary)
    build = subprocess.run([os.path.join(REPOSITORY, "Board", "Image", "build-image.sh"), "--arch", "arm64", binary, out],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if build.returncode != 0:
        sys.exit(f"board-app-test: build-image.sh failed:\n{build.stdout}")
    left_out = [line for line in build.stdout.splitlines() if "left out of its options" in line]
    image = os.path.join(out, f"{name}-arm64.img")
    work = tempfile.mkdtemp(prefix=f"tactile-board-{name}-")
    expected_path = os.path.join(work, "expected.ppm")
    subprocess.run(["qemu-aarch64", binary, "--display", "headless", "--size", f"{WIDTH}x{HEIGHT}",
                    "--screenshot", expected_path], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    expected = read_ppm(expected_path)[2]
    started = time.time()
    # The firmware file needs a value: an option every program knows, changing nothing.
    board = Board(image, work, "--rotate 0", {})
    failures = []
    try:
        board.wait_for(f"{name}: first frame presented", BOOT_TIMEOUT)
        board.wait_for(f"{name}: idle", 60)
        booted = time.time() - started
        width, height, shown = board.screendump_until(expected, "frame")
        if (width, height) != (WIDTH, HEIGHT):
            failures.append(f"guest screen is {width}x{height}, expected {WIDTH}x{HEIGHT}")
        elif shown != expected:
            failures.append("the screen differs from the app's headless render")
        log = board.log.decode(errors="replace")
        if "unknown option" in log:
            failures.append("the app was given an option it does not know")
        if f"board: restarting {name}" in log:
            failures.append("the app was restarted")
        if f"board: starting {name}" not in log:
            failures.append(f"the init did not start {name}")
    finally:
        board.stop()
        with open(os.path.join(work, "serial.log"), "wb") as f:
            f.write(board.log)
    if failures:
        print("board-app-test FAILED:\n  " + "\n  ".join(failures) + f"\n  serial log: {work}/serial.log")
        sys.exit(1)
    print(f"board-app-test passed: {name}'s own image booted to its first frame, printed under its own name, "
          f"equal to its headless render ({WIDTH}x{HEIGHT}), never restarted; "
          f"{len(left_out)} launcher option line(s) left out of its options; ready in {booted:.1f} s")
    shutil.rmtree(work, ignore_errors=True)
    os.remove(image)


if __name__ == "__main__":
    main()
