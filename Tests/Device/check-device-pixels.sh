#!/usr/bin/env bash
# Renders the launcher with the Showcase (the demo scene) open, and its home screen, with the
# host build and with each device binary under qemu (qemu-aarch64 for an aarch64 binary, qemu-arm
# for an armhf one, told apart by the ELF header) and checks the pictures are byte-identical: the
# Embedded build must draw exactly what the tests see, on 64-bit and on 32-bit ARM. The status
# bar shows a fixed time and each run reads a settings file of its own (none: the defaults).
# Usage: Tests/Device/check-device-pixels.sh HOST_BINARY DEVICE_BINARY...
set -euo pipefail
host=$1
shift
devices=("$@")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
# The emulator for a binary, from its ELF header's e_machine (bytes 18-19): 0xb7 AArch64, 0x28 ARM.
emulator() {
    case $(od -An -tx1 -j18 -N2 "$1" | tr -d ' \n') in
        b700) echo qemu-aarch64 ;;
        2800) echo qemu-arm ;;
        *) echo "check-device-pixels.sh: $1 is neither an AArch64 nor an ARM executable" >&2; exit 2 ;;
    esac
}
for device in "${devices[@]}"; do emulator "$device" >/dev/null; done
# The settled Showcase at two sizes, and a moment in the middle of its start animation (virtual
# time makes it the same moment on both sides): text, images and every shape are in the scene.
# Then the home screen (icons, wallpaper, page dots, status bar). The last two are drawn in RGB565,
# as on a 16-bit panel (every blend of the kernels' 565 paths).
for case in "800x480 idle Showcase" "333x197 idle Showcase" "800x480 0.55s Showcase" "480x800 17f Showcase" \
            "800x480 idle home" "800x480 idle Showcase rgb565" "800x480 idle home rgb565"; do
    set -- $case
    size=$1 moment=$2 app=$3 format=${4:-xrgb8888}
    options=(--time 09:41 --pixel-format "$format")
    [ "$moment" = idle ] || options+=(--screenshot-after "$moment")
    [ "$app" = home ] || options+=(--open "$app")
    rm -f "$work/host.conf"
    "$host" --display headless --size "$size" "${options[@]}" --settings "$work/host.conf" \
        --screenshot "$work/host.ppm" >/dev/null
    for device in "${devices[@]}"; do
        qemu=$(emulator "$device")
        rm -f "$work/device.conf" "$work/device.ppm"
        "$qemu" "$device" --display headless --size "$size" "${options[@]}" --settings "$work/device.conf" \
            --screenshot "$work/device.ppm" >/dev/null
        if cmp -s "$work/host.ppm" "$work/device.ppm"; then
            echo "device pixels ($qemu) $app $size $format at $moment: identical to the host's ($(stat -c %s "$work/host.ppm") bytes)"
        else
            echo "device pixels ($qemu) $app $size $format at $moment: DIFFER from the host's: $(cmp "$work/host.ppm" "$work/device.ppm" | head -1)" >&2
            status=1
        fi
    done
done
exit $status
