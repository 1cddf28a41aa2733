#!/usr/bin/env python3
"""Measures what the device program costs inside the emulated board, and writes the figures into
.build/bench/device.json under "board" (other keys of that file are kept).

For each screen size (800x480 and 1280x800, virtio-gpu's resolution), the board image boots
through UEFI (Board/Image/qemu_board.py); Board/Measure/measure-device.sh then runs in the guest as root: it
stops the launcher the init started and starts it again as the user tactile with the Showcase
open, noting the time from exec to the first frame on screen, the peak and steady resident
memory (anonymous and file-backed), the voluntary context switches over 10 s of idling (each one
a wakeup), the CPU time and frames of a five-finger pinch home (the zoom animation), and the
touch-to-present latency of that pinch and of a tap on an icon played through uinput
(`--log-latency`: from the kernel's timestamp of each report to the end of the present that
shows it), as median and 99th percentile beside the goal of one frame interval plus the
render time.
The same is measured again in the same boot with the launcher on the DRM device (`--display drm`:
page flips on virtio-gpu) instead of the framebuffer; the figures that differ between the two
(CPU per animated frame, touch to present, wakeups, memory) are kept under "drm".
The host's time from exec to the first frame for the same launcher (headless, same size) is
measured beside it.

Usage: measure-device.py IMAGE_DIR HOST_TACTILE
"""
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Image"))
from qemu_board import Board  # noqa: E402

SIZES = [(800, 480), (1280, 800)]
IDLE_SECONDS = 10
HERE = os.path.dirname(os.path.abspath(__file__))
# The board test's recordings (Tests/Board/touch).
TOUCH = os.path.join(HERE, "..", "..", "Tests", "Board", "touch")
ARGUMENTS = "--open Showcase --time 09:41"


def parse_fields(text):
    """'VmHWM: 1234 kB VmRSS: ...' and 'key value' pairs → {name: number}."""
    words = text.replace(":", " ").split()
    fields, index = {}, 0
    while index + 1 < len(words):
        name, value = words[index], words[index + 1]
        try:
            fields[name] = float(value)
        except ValueError:
            index += 1
            continue
        index += 2
        if index < len(words) and words[index] == "kB":
            index += 1
    return fields


def measure_guest(image, work, size):
    board = Board(image, os.path.join(work), ARGUMENTS, {
        "measure.sh": os.path.join(HERE, "measure-device.sh"),
        "pinch-home.evemu": os.path.join(TOUCH, "launcher-3-pinch-home.evemu"),
        "tap-showcase.evemu": os.path.join(TOUCH, "launcher-4-tap-showcase.evemu"),
    }, screen=size)
    runs = {}
    try:
        board.wait_for("tactile: idle", 240)
        for display in ("fbdev:/dev/fb0", "drm"):
            before = len(board.log)
            # A marker of the run's own: the script ends with "measure: finished" too.
            board.run(f"sh /sys/firmware/qemu_fw_cfg/by_name/opt/tactile/measure.sh/raw {IDLE_SECONDS} {display}",
                      f"board: measured on {display}", 240)
            runs[display] = board.log[before:]
    finally:
        board.stop()
        with open(os.path.join(work, "serial.log"), "wb") as f:
            f.write(board.log)
    figures = figures_from(runs["fbdev:/dev/fb0"])
    drm = figures_from(runs["drm"])
    figures["drm"] = {key: drm[key] for key in (
        "exec_to_first_frame_ms", "steady_rss_kb", "peak_rss_kb", "idle_wakeups_per_second", "animation_frames",
        "cpu_ms_per_animated_frame", "touch_to_present_median_ms", "touch_to_present_p99_ms",
        "touch_frame_median_ms", "touch_to_present_p99_within_goal")}
    return figures


def figures_from(log):
    """The figures of one run of measure-device.sh, from its part of the serial log."""
    lines = [line.split("measure: ", 1)[1] for line in log.decode(errors="replace").replace("\r", "").splitlines()
             if line.startswith("measure: ") and not line.startswith("measure: finished")]
    marks = {}
    latencies, frame_times = [], []
    for line in lines:
        name, _, rest = line.partition(" ")
        if name == "latency":
            fields = parse_fields(rest)
            latencies.append(fields["ms"])
            frame_times.append(fields["frame_ms"])
            continue
        marks[name] = parse_fields(rest)
    if "failed" in marks or "animated" not in marks:
        raise SystemExit("measure-device: the guest script failed:\n  " + "\n  ".join(lines)
                         + "\n" + log.decode(errors="replace")[-2000:])
    start, first, idle, settled, animated = (marks[k] for k in ("start", "first-frame", "idle", "settled", "animated"))
    frames = animated["frames"] - idle["frames"]
    return {
        "exec_to_first_frame_ms": round((first["uptime"] - start["uptime"]) * 1000),
        "peak_rss_kb": int(settled["VmHWM"]),
        "steady_rss_kb": int(settled["VmRSS"]),
        "steady_anonymous_kb": int(settled["RssAnon"]),
        "steady_file_kb": int(settled["RssFile"]),
        "steady_shared_memory_kb": int(settled["RssShmem"]),
        "idle_wakeups_per_second": round((settled["voluntary_ctxt_switches"] - idle["voluntary_ctxt_switches"]) / IDLE_SECONDS, 2),
        "animation_frames": int(frames),
        "animation_wakeups_per_second": round((animated["voluntary_ctxt_switches"] - settled["voluntary_ctxt_switches"])
                                              / max(0.01, animated["uptime"] - settled["uptime"]), 1),
        "cpu_ms_per_animated_frame": round((animated["cpu_ns"] - settled["cpu_ns"]) / 1e6 / max(1, frames), 2),
        **latency_figures(latencies, frame_times),
        # After the pinch: the resident kB of each kind of mapping (measure-device.sh's smaps line).
        "resident_kb_by_mapping": {name: int(value) for name, value in marks.get("smaps", {}).items()},
    }


def percentile(values, fraction):
    """Nearest rank, as Application.inputLatency computes it."""
    ordered = sorted(values)
    rank = min(max(math.ceil(fraction * len(ordered)), 1), len(ordered))
    return ordered[rank - 1]


def latency_figures(latencies, frame_times):
    """Touch to present over the frames that showed touches; the goal is one frame interval
    (60 Hz) plus the 99th percentile of the frames' own time."""
    if not latencies:
        raise SystemExit("measure-device: no 'touch to present' line: the touches changed nothing on screen?")
    goal = 1000 / 60 + percentile(frame_times, 0.99)
    p99 = percentile(latencies, 0.99)
    return {
        "touch_to_present_frames": len(latencies),
        "touch_to_present_median_ms": round(percentile(latencies, 0.5), 2),
        "touch_to_present_p99_ms": round(p99, 2),
        "touch_frame_median_ms": round(percentile(frame_times, 0.5), 2),
        "touch_frame_p99_ms": round(percentile(frame_times, 0.99), 2),
        "touch_to_present_goal_ms": round(goal, 2),
        "touch_to_present_p99_within_goal": p99 <= goal,
    }


def measure_host(host_tactile, size, work):
    """Exec to the "first frame presented" line on the host, headless: the best of five runs."""
    best = None
    for attempt in range(5):
        settings = os.path.join(work, f"host-{attempt}.conf")
        started = time.monotonic()
        process = subprocess.Popen([host_tactile, "--display", "headless", "--size", f"{size[0]}x{size[1]}",
                                    *ARGUMENTS.split(), "--settings", settings],
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        for line in process.stdout:
            if "first frame presented" in line:
                elapsed = time.monotonic() - started
                best = elapsed if best is None else min(best, elapsed)
                break
        process.terminate()
        process.wait()
    return round(best * 1000, 1)


def main():
    image_dir, host_tactile = sys.argv[1], sys.argv[2]
    image = os.path.join(image_dir, "tactile-arm64.img")
    figures = {}
    for size in SIZES:
        name = f"{size[0]}x{size[1]}"
        work = tempfile.mkdtemp(prefix=f"tactile-measure-{name}-")
        figures[name] = measure_guest(image, work, size)
        figures[name]["host_exec_to_first_frame_ms"] = measure_host(host_tactile, size, work)
        shutil.rmtree(work, ignore_errors=True)  # its disk image copy: hundreds of MB
        print(f"measure-device: {name}: {json.dumps(figures[name])}")
    path = ".build/bench/device.json"
    os.makedirs(os.path.dirname(path), exist_ok=True)
    document = {}
    if os.path.exists(path):
        with open(path) as f:
            document = json.load(f)
    document["board"] = {"image": os.path.basename(image), "host_tactile": host_tactile, **figures}
    with open(path, "w") as f:
        json.dump(document, f, indent=2)
        f.write("\n")
    print(f"measure-device: written to {path}")


if __name__ == "__main__":
    main()
