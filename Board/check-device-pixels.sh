#!/usr/bin/env bash
# Renders the demo scene with the host build and with the aarch64 device binary under
# qemu-aarch64 and checks the pictures are byte-identical: the Embedded build must draw exactly
# what the tests see. Usage: Board/check-device-pixels.sh HOST_BINARY DEVICE_BINARY
set -euo pipefail
host=$1 device=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for size in 800x480 333x197; do
    "$host" --display headless --size "$size" --screenshot "$work/host.ppm" >/dev/null
    qemu-aarch64 -L /usr/aarch64-linux-gnu "$device" --display headless --size "$size" \
        --screenshot "$work/device.ppm" >/dev/null
    if cmp -s "$work/host.ppm" "$work/device.ppm"; then
        echo "device pixels $size: identical to the host's ($(stat -c %s "$work/host.ppm") bytes)"
    else
        echo "device pixels $size: DIFFER from the host's: $(cmp "$work/host.ppm" "$work/device.ppm" | head -1)" >&2
        status=1
    fi
done
exit $status
