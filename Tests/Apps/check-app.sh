#!/usr/bin/env bash
# Checks an application package (one that depends on Tactile, like Examples/Hello) against the
# Embedded Swift restrictions on this machine (Board/Device/build-device.sh --check), builds it for this
# machine with a plain `swift build` and for both device architectures with Board/Device/build-device.sh,
# runs the three headless with `--display headless --screenshot PATH` (the device binaries under
# qemu-aarch64 and qemu-arm), and checks that each exits with status 0 and writes a PNG, and that
# the devices' PNGs and standard output are byte-identical to the host's. ARGS (a replay to play,
# say) are given to every run.
# Usage: Tests/Apps/check-app.sh PACKAGE_DIR PRODUCT [ARGS...]
set -euo pipefail
cd "$(dirname "$0")/../.."
package=$1 product=$2
shift 2
app_arguments=("$@")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# First what the device build would refuse, in seconds and without the cross toolchain.
Board/Device/build-device.sh --check --package "$package" --product "$product"

# The repository's own scratch directory and the debug flags of `make test`'s build
# (Makefile, DEBUG_BUILD): the app's Tactile modules are the ones already built there, so only the
# app's own modules compile. SwiftPM keeps one build plan per scratch directory, for the root
# package it last built: plan afresh before (the app) and after (the repository's next build).
scratch=.build
flags=(-Xswiftc -dwarf-version=4 -Xcc -gdwarf-4)
rm -f "$scratch/debug/description.json"
swift build --package-path "$package" --scratch-path "$scratch" "${flags[@]}" --product "$product"
host="$(swift build --package-path "$package" --scratch-path "$scratch" "${flags[@]}" --show-bin-path)/$product"
rm -f "$scratch/debug/description.json"
# The two architectures at once: each compiles the app's modules one by one, on one core.
Board/Device/build-device.sh --arch arm64 --package "$package" --product "$product" >"$work/arm64.path" &
arm64_build=$!
armhf=$(Board/Device/build-device.sh --arch armhf --package "$package" --product "$product")
wait $arm64_build
arm64=$(cat "$work/arm64.path")

status=0
check() {
    local side=$1 picture=$2
    shift 2
    local code=0
    "$@" "${app_arguments[@]}" --display headless --screenshot "$picture" >"$picture.out" || code=$?
    # The picture's path differs between the runs; what is printed about it must not.
    sed -i "s|$picture|PICTURE|g" "$picture.out"
    if [ $code -ne 0 ]; then
        echo "$product ($side): exit status $code" >&2
        status=1
    elif [ "$(head -c 8 "$picture" 2>/dev/null | od -An -tx1 | tr -d ' \n')" != 89504e470d0a1a0a ]; then
        echo "$product ($side): no PNG written to $picture" >&2
        status=1
    else
        echo "$product ($side): exit status 0, PNG of $(stat -c %s "$picture") bytes"
    fi
}
# Run as a user would: SwiftPM gives it a runtime path to the Swift libraries.
check host "$work/host.png" "$host"
check aarch64 "$work/aarch64.png" qemu-aarch64 -L /usr/aarch64-linux-gnu "$arm64"
check armhf "$work/armhf.png" qemu-arm -L /usr/arm-linux-gnueabihf "$armhf"
if [ $status -eq 0 ]; then
    for side in aarch64 armhf; do
        if ! cmp -s "$work/host.png" "$work/$side.png"; then
            echo "$product: the $side picture DIFFERS from the host's: $(cmp "$work/host.png" "$work/$side.png" | head -1)" >&2
            status=1
        elif ! cmp -s "$work/host.png.out" "$work/$side.png.out"; then
            echo "$product: the $side program printed something else than the host's:" >&2
            diff "$work/host.png.out" "$work/$side.png.out" | head -5 >&2
            status=1
        else
            echo "$product: the $side picture and output are identical to the host's"
        fi
    done
fi
exit $status
