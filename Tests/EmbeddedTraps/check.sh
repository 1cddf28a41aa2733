#!/usr/bin/env bash
# The Embedded Swift traps' reproductions (docs/embedded-swift-traps.md), built for this machine
# with `swift build` and for both device architectures with Board/Device/build-device.sh, run (the device
# binaries under qemu-user) and compared.
#
#   GenericOverride: the form Tactile uses (inout-state) must give the host's output on every
#   architecture, or the check fails. The three forms the compiler miscompiles are reported as
#   still miscompiled or, once a compiler gives the host's output for them, as fixed: then the
#   note and the guard in Board/Device/build-device.sh can go.
#   ReferenceBytes: the same for a reference read back from its bits: bit-cast (the form Unowned
#   uses) must give the host's output; bytes-load is reported as still miscompiled or fixed.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Builds each product of a reproduction package for the host and both device architectures, runs
# the device binaries under qemu-user and compares: the form Tactile uses (the first product) must
# give the host's output, or the check fails; the others are reported as still miscompiled or fixed.
status=0
check_reproduction() {
    local name=$1 package=$2 working=$3 host_bin arch product binary expected actual code
    swift build --package-path "$package" -c release >/dev/null
    host_bin=$(swift build --package-path "$package" -c release --show-bin-path)
    for arch in arm64 armhf; do
        case $arch in
            arm64) run=(qemu-aarch64 -L /usr/aarch64-linux-gnu) ;;
            armhf) run=(qemu-arm -L /usr/arm-linux-gnueabihf) ;;
        esac
        for product in "${@:3}"; do
            # The guard refuses the miscompiled generic overrides; they are built here to show what they do.
            binary=$(TACTILE_ALLOW_GENERIC_OVERRIDES=1 Board/Device/build-device.sh --arch "$arch" --package "$package" \
                --product "$product" 2>/dev/null)
            expected=$("$host_bin/$product")
            actual=$("${run[@]}" "$binary" 2>&1) && code=0 || code=$?
            if [ "$product" = "$working" ]; then
                if [ "$actual" = "$expected" ] && [ $code -eq 0 ]; then
                    echo "$name $product ($arch): $actual, as on the host"
                else
                    echo "$name $product ($arch): '$actual' (status $code), the host '$expected'" >&2
                    status=1
                fi
            elif [ "$actual" = "$expected" ] && [ $code -eq 0 ]; then
                echo "$name $product ($arch): correct now ($actual): this compiler fixed the trap"
            else
                echo "$name $product ($arch): still miscompiled ('$(echo "$actual" | head -1)', status $code; the host $expected)"
            fi
        done
    done
}

check_reproduction GenericOverride Tests/EmbeddedTraps/GenericOverride inout-state result-in-struct bare-result argument
check_reproduction ReferenceBytes Tests/EmbeddedTraps/ReferenceBytes bit-cast bytes-load
exit $status
