"""The board's framebuffer at 16 and 24 bits per pixel with rows padded beyond their pixels, read
back from guest memory. Used by Tests/Board/board-test.py.

Debian's arm64 kernel has no vfb, but simplefb is built in: a `simple-framebuffer` node in the
device tree makes a framebuffer of any size, format and stride over memory the tree reserves.
The check boots its own copy of the image (the user's image is never changed) without a display
device, with GRUB loading a device tree (`devicetree`, GRUB's fdt module) made from QEMU's own
for the machine plus

- a reserved-memory region (no-map: the kernel neither uses nor maps it), which QEMU fills with
  a pattern byte before the firmware starts (`-device loader`);
- two simple framebuffers in it: fb0 RGB565 (r5g6b5) and fb1 RGB888 (r8g8b8, three bytes a
  pixel), both with rows longer than their pixels; fb1's stride is odd, so every other row
  starts at an odd address.

The kernel's text console is kept off both (fbcon=map:9, a framebuffer that does not exist): on
the framebuffer it draws on, the kernel's own drawing wrote past the rows at these strides
(seen: the first padding pixel of every eighth row, and bytes after the last row), which would
hide what the program does. The image's init runs the launcher on fb0 as always; the test
starts a second one on fb1 from the serial shell. Once both are idle, QEMU's monitor dumps the
region (pmemsave) and each framebuffer is decoded with its stride and format and compared with
the host's headless render of the same scene at the same size, reduced to the format by
truncation as the program does (the launcher opens FramebufferDisplay with `dithering` off). On
the 16-bit fb0 the launcher draws in RGB565 itself, so its reference is the host's render in
RGB565 (`--pixel-format rgb565`), whose PPM widens each channel by bit replication: truncating
it gives back the 565 values exactly.
The padding after each row, and the memory after each framebuffer's last row, must still hold
the pattern: the program never writes past a row.
"""
import os
import subprocess
import time

import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Board", "Image"))
from qemu_board import MEMORY_MIB, Board, machine_device_tree  # noqa: E402

WIDTH, HEIGHT = 480, 320
PATTERN = 0xA5
# The region: 128 MiB below the top of the board's RAM (from 0x40000000 on QEMU's virt board).
# The firmware and GRUB allocate from the top down and the kernel (without KASLR) sits at the
# bottom; were anything to write here before the kernel reserves it, the pattern would show it.
REGION, REGION_SIZE = 0x40000000 + (MEMORY_MIB - 128) * 0x100000, 0x100000
# name, simplefb format, bytes per pixel, stride (bytes per row), address; each in 512 KiB.
FRAMEBUFFERS = [("fb0", "r5g6b5", 2, 2 * WIDTH + 42, REGION),
                ("fb1", "r8g8b8", 3, 3 * WIDTH + 7, REGION + 0x80000)]
FRAMEBUFFER_SIZE = 0x80000


def device_tree_source(machine_source):
    """QEMU's device tree source with the reserved region and the framebuffers added to the root."""
    nodes = ["\treserved-memory {", "\t\t#address-cells = <2>;", "\t\t#size-cells = <2>;", "\t\tranges;",
             f"\t\tframebuffers@{REGION:x} {{", f"\t\t\treg = <0x0 {REGION:#x} 0x0 {REGION_SIZE:#x}>;",
             "\t\t\tno-map;", "\t\t};", "\t};"]
    for _, pixel_format, _, stride, address in FRAMEBUFFERS:
        nodes += [f"\tframebuffer@{address:x} {{", '\t\tcompatible = "simple-framebuffer";',
                  f"\t\treg = <0x0 {address:#x} 0x0 {FRAMEBUFFER_SIZE:#x}>;",
                  f"\t\twidth = <{WIDTH}>;", f"\t\theight = <{HEIGHT}>;", f"\t\tstride = <{stride}>;",
                  f'\t\tformat = "{pixel_format}";', "\t};"]
    end = machine_source.rindex("};")  # the root node's end
    return machine_source[:end] + "\n".join(nodes) + "\n" + machine_source[end:]


def grub_configuration(board_configuration):
    """The image's grub.cfg with the device tree loaded before Linux. With a device tree the
    kernel leaves ACPI aside, whose SPCR table named the serial console: it is named here. KASLR
    is off so the kernel is not placed at random over the region (the firmware does not know it
    is reserved), and the text console is mapped to no framebuffer."""
    lines = []
    for line in board_configuration.splitlines():
        if line.startswith("linux "):
            lines += ["devicetree /odd.dtb", line + " console=ttyAMA0 nokaslr fbcon=map:9"]
        else:
            lines.append(line)
    return "\n".join(lines) + "\n"


def expected_pixels(rgb, bytes_per_pixel):
    """The host's RGB picture in the framebuffer's format, row after row without padding:
    RGB565 as little-endian 16-bit words (the top 5, 6, 5 bits), r8g8b8 as blue, green, red."""
    out = bytearray()
    if bytes_per_pixel == 2:
        for i in range(0, len(rgb), 3):
            value = (rgb[i] >> 3) << 11 | (rgb[i + 1] >> 2) << 5 | rgb[i + 2] >> 3
            out += bytes((value & 0xFF, value >> 8))
    else:
        for i in range(0, len(rgb), 3):
            out += bytes((rgb[i + 2], rgb[i + 1], rgb[i]))
    return bytes(out)


def framebuffer_failures(name, memory, bytes_per_pixel, stride, expected):
    """Compares framebuffer memory (from its first byte to the end of its reserved part) with
    the expected rows, and checks the padding and the rest kept the pattern."""
    row_bytes = WIDTH * bytes_per_pixel
    problems, differing_rows, differing = [], [], 0
    for y in range(HEIGHT):
        shown = memory[y * stride:y * stride + row_bytes]
        wanted = expected[y * row_bytes:(y + 1) * row_bytes]
        if shown != wanted:
            differing_rows.append(y)
            differing += sum(1 for x in range(0, row_bytes, bytes_per_pixel)
                             if shown[x:x + bytes_per_pixel] != wanted[x:x + bytes_per_pixel])
    if differing:
        problems.append(f"{name}: {differing} pixels differ from the host render in rows "
                        f"{differing_rows[0]}...{differing_rows[-1]} ({len(differing_rows)} rows)")
    padding = [y for y in range(HEIGHT)
               if any(b != PATTERN for b in memory[y * stride + row_bytes:(y + 1) * stride])]
    if padding:
        problems.append(f"{name}: the padding after {len(padding)} rows was written (first row {padding[0]})")
    if any(b != PATTERN for b in memory[HEIGHT * stride:]):
        problems.append(f"{name}: memory after the last row was written")
    return problems


def check_odd_framebuffers(image, work, launcher_arguments, host_pictures, boot_timeout):
    """Boots the image with the two framebuffers, draws the launcher on both, and compares each
    with `host_pictures[bytes_per_pixel]()` (the host's headless RGB render at WIDTH×HEIGHT,
    drawn in RGB565 for the 16-bit one). Returns the problems and the seconds it took."""
    started = time.time()
    odd = os.path.join(work, "odd-framebuffers")
    os.makedirs(odd, exist_ok=True)
    machine_device_tree(odd, os.path.join(odd, "machine.dtb"))
    source = subprocess.run(["dtc", "-q", "-I", "dtb", "-O", "dts", os.path.join(odd, "machine.dtb")],
                            check=True, capture_output=True, text=True).stdout
    with open(os.path.join(odd, "odd.dts"), "w") as f:
        f.write(device_tree_source(source))
    subprocess.run(["dtc", "-q", "-I", "dts", "-O", "dtb", "-o", os.path.join(odd, "odd.dtb"),
                    os.path.join(odd, "odd.dts")], check=True)
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Board", "Image", "rootfs", "grub.cfg")) as f:
        configuration = grub_configuration(f.read())
    with open(os.path.join(odd, "grub.cfg"), "w") as f:
        f.write(configuration)
    with open(os.path.join(odd, "pattern.bin"), "wb") as f:
        f.write(bytes([PATTERN]) * REGION_SIZE)
    board = Board(image, odd, launcher_arguments, {},
                  esp_files={"/odd.dtb": os.path.join(odd, "odd.dtb"),
                             "/EFI/BOOT/grub.cfg": os.path.join(odd, "grub.cfg")},
                  devices=["-device", f"loader,file={os.path.join(odd, 'pattern.bin')},addr={REGION:#x},force-raw=on"])
    problems = []
    try:
        board.wait_for("tactile: idle", boot_timeout)
        # The second launcher, on fb1, with the same options and a settings file of its own.
        arguments = launcher_arguments.split()
        settings = arguments.index("--settings")
        arguments[settings + 1] = "/tmp/fb1-settings.conf"
        board.run(f"tactile --display fbdev:/dev/fb1 {' '.join(arguments)} > /tmp/fb1.log 2>&1 & "
                  "for i in $(seq 600); do grep -q 'tactile: idle' /tmp/fb1.log && break; sleep 0.1; done; "
                  "cat /tmp/fb1.log", "board: fb1 idle", timeout=90)
        memory = board.physical_memory(REGION, REGION_SIZE, "framebuffers.bin")
    finally:
        board.stop()
        with open(os.path.join(odd, "serial.log"), "wb") as f:
            f.write(board.log)
    log = board.log.decode(errors="replace")
    for name, pixel_format, bytes_per_pixel, stride, address in FRAMEBUFFERS:
        rgb = host_pictures[bytes_per_pixel]()
        colours = len({rgb[i:i + 3] for i in range(0, len(rgb), 3)})
        if colours < 16:
            problems.append(f"{name}: the host render has only {colours} colours: the comparison would prove little")
        mode = f"/dev/{name} (simple) {WIDTH}x{HEIGHT} {'RGB565' if bytes_per_pixel == 2 else 'RGB888'}, {stride} bytes per line"
        if f"first frame presented on fbdev {mode}" not in log:
            problems.append(f"{name}: the launcher did not report drawing on {mode} (see {odd}/serial.log)")
            continue
        start = address - REGION
        problems += framebuffer_failures(name, memory[start:start + FRAMEBUFFER_SIZE], bytes_per_pixel,
                                         stride, expected_pixels(rgb, bytes_per_pixel))
    return ["odd framebuffers: " + p for p in problems], time.time() - started
