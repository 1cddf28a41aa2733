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
package=Tests/EmbeddedTraps/GenericOverride
swift build --package-path "$package" -c release >/dev/null
host_bin=$(swift build --package-path "$package" -c release --show-bin-path)
status=0
for arch in arm64 armhf; do
    case $arch in
        arm64) run=(qemu-aarch64 -L /usr/aarch64-linux-gnu) ;;
        armhf) run=(qemu-arm -L /usr/arm-linux-gnueabihf) ;;
    esac
    for product in inout-state result-in-struct bare-result argument; do
        # The guard refuses the miscompiled forms; they are built here to show what they do.
        binary=$(TACTILE_ALLOW_GENERIC_OVERRIDES=1 Board/Device/build-device.sh --arch "$arch" --package "$package" \
            --product "$product" 2>/dev/null)
        expected=$("$host_bin/$product")
        actual=$("${run[@]}" "$binary" 2>&1) && code=0 || code=$?
        if [ "$product" = inout-state ]; then
            if [ "$actual" = "$expected" ] && [ $code -eq 0 ]; then
                echo "GenericOverride $product ($arch): $actual, as on the host"
            else
                echo "GenericOverride $product ($arch): '$actual' (status $code), the host '$expected'" >&2
                status=1
            fi
        elif [ "$actual" = "$expected" ] && [ $code -eq 0 ]; then
            echo "GenericOverride $product ($arch): correct now ($actual): this compiler fixed the trap"
        else
            echo "GenericOverride $product ($arch): still miscompiled ('$(echo "$actual" | head -1)', status $code; the host $expected)"
        fi
    done
done

references=Tests/EmbeddedTraps/ReferenceBytes
swift build --package-path "$references" -c release >/dev/null
references_bin=$(swift build --package-path "$references" -c release --show-bin-path)
for arch in arm64 armhf; do
    case $arch in
        arm64) run=(qemu-aarch64 -L /usr/aarch64-linux-gnu) ;;
        armhf) run=(qemu-arm -L /usr/arm-linux-gnueabihf) ;;
    esac
    for product in bit-cast bytes-load; do
        binary=$(Board/Device/build-device.sh --arch "$arch" --package "$references" --product "$product" 2>/dev/null)
        expected=$("$references_bin/$product")
        actual=$("${run[@]}" "$binary" 2>&1) && code=0 || code=$?
        if [ "$product" = bit-cast ]; then
            if [ "$actual" = "$expected" ] && [ $code -eq 0 ]; then
                echo "ReferenceBytes $product ($arch): $actual, as on the host"
            else
                echo "ReferenceBytes $product ($arch): '$actual' (status $code), the host '$expected'" >&2
                status=1
            fi
        elif [ "$actual" = "$expected" ] && [ $code -eq 0 ]; then
            echo "ReferenceBytes $product ($arch): correct now ($actual): this compiler fixed the trap"
        else
            echo "ReferenceBytes $product ($arch): still miscompiled ('$(echo "$actual" | head -1)', status $code; the host $expected)"
        fi
    done
done
exit $status
