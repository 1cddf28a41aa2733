#!/usr/bin/env bash
# Renders the demo scene with the host build and with the aarch64 device binary under
# qemu-aarch64 and checks the pictures are byte-identical: the Embedded build must draw exactly
# what the tests see. Usage: Board/check-device-pixels.sh HOST_BINARY DEVICE_BINARY
set -euo pipefail
host=$1 device=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
# The settled scene at two sizes, and a moment in the middle of the start animation (virtual
# time makes it the same moment on both sides). Text, images and every shape are in the scene.
for case in "800x480 idle" "333x197 idle" "800x480 0.55s" "480x800 17f"; do
    set -- $case
    size=$1 moment=$2
    after=()
    [ "$moment" = idle ] || after=(--screenshot-after "$moment")
    "$host" --display headless --size "$size" "${after[@]}" --screenshot "$work/host.ppm" >/dev/null
    qemu-aarch64 "$device" --display headless --size "$size" "${after[@]}" --screenshot "$work/device.ppm" >/dev/null
    if cmp -s "$work/host.ppm" "$work/device.ppm"; then
        echo "device pixels $size at $moment: identical to the host's ($(stat -c %s "$work/host.ppm") bytes)"
    else
        echo "device pixels $size at $moment: DIFFER from the host's: $(cmp "$work/host.ppm" "$work/device.ppm" | head -1)" >&2
        status=1
    fi
done
exit $status
