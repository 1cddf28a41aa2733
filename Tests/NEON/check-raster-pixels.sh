#!/usr/bin/env bash
# The rasterizer's kernels on ARM against the host's: `tactile debug-raster` draws a fixed set of
# scenes through every span kernel (OVER blits at full and partial alpha, glyph masks, bilinear
# scaling, icons at fractional positions, fills, anti-aliased shapes, 565 conversion) into
# XRGB8888, ARGB8888 and RGB565 canvases and prints a hash of each picture. The device binaries
# run under qemu (qemu-aarch64 for aarch64: the NEON paths; qemu-arm for armhf) and must print
# exactly the host build's lines (its SSE paths). A few seconds.
# Usage: Tests/NEON/check-raster-pixels.sh HOST_BINARY DEVICE_BINARY...
set -euo pipefail
host=$1
shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$host" debug-raster >"$work/host.txt"
status=0
for device in "$@"; do
    case $(od -An -tx1 -j18 -N2 "$device" | tr -d ' \n') in
        b700) qemu=qemu-aarch64 ;;
        2800) qemu=qemu-arm ;;
        *) echo "check-raster-pixels.sh: $device is neither an AArch64 nor an ARM executable" >&2; exit 2 ;;
    esac
    "$qemu" "$device" debug-raster >"$work/device.txt"
    if cmp -s "$work/host.txt" "$work/device.txt"; then
        echo "raster kernels ($qemu): $(wc -l <"$work/host.txt") scene pictures identical to the host's"
    else
        echo "raster kernels ($qemu): pictures DIFFER from the host's:" >&2
        diff "$work/host.txt" "$work/device.txt" >&2 || true
        status=1
    fi
done
exit $status
