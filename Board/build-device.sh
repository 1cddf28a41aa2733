#!/usr/bin/env bash
# Builds the device program as Embedded Swift for aarch64 Linux and links it with Debian's cross
# toolchain. Usage: Board/build-device.sh OUTPUT_DIR. Prints the binary's path.
#
# SwiftPM cannot build Embedded Swift for a Linux target, so each device module is compiled here
# with swiftc, in dependency order, and linked with lld through the cross gcc driver.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/aarch64}
mkdir -p "$out"

triple=aarch64-none-none-elf
sysroot=/usr/aarch64-linux-gnu
swift_bin=$(dirname "$(readlink -f "$(command -v swiftc)")")
embedded_lib="$swift_bin/../lib/swift/embedded/$triple"

swift_flags=(
    -target "$triple" -enable-experimental-feature Embedded -wmo -O -parse-as-library
    -I "$out" -Xcc -fmodule-map-file=Sources/CLinux/include/module.modulemap
    -Xcc -I"$sysroot/include" -Xcc -I/usr/include/aarch64-linux-gnu -Xcc -D__linux__ -Xcc -D__unix__
    -Xcc -I/usr/include/freetype2 -Xcc -I/usr/include/libpng16 -Xcc -I/usr/include/libevdev-1.0
)

# compile_module NAME [executable]: one Swift module from Sources/NAME into $out.
compile_module() {
    local name=$1 kind=${2:-library}
    local sources
    mapfile -t sources < <(find "Sources/$name" -name '*.swift' | sort)
    local extra=()
    if [ "$kind" = library ]; then
        extra=(-emit-module -emit-module-path "$out/$name.swiftmodule")
    fi
    echo "embedded swift: $name" >&2
    swiftc "${swift_flags[@]}" -module-name "$name" "${extra[@]}" -c "${sources[@]}" -o "$out/$name.o"
}

# Device modules in dependency order (a later module may import any earlier one).
device_modules=(Raster Platform Images Text Input Tactile)
swift_objects=()
for module in "${device_modules[@]}"; do
    [ -d "Sources/$module" ] || continue
    compile_module "$module"
    swift_objects+=("$out/$module.o")
done
compile_module TactileDevice executable
swift_objects+=("$out/TactileDevice.o")

# The C module: every .c file, for aarch64 with Debian's arm64 library headers.
c_objects=()
for source in Sources/CLinux/*.c; do
    object="$out/CLinux-$(basename "$source" .c).o"
    aarch64-linux-gnu-gcc -O2 -Wall -ISources/CLinux/include -I/usr/include/freetype2 \
        -I/usr/include/libpng16 -I/usr/include/libevdev-1.0 -c "$source" -o "$object"
    c_objects+=("$object")
done

# Static, so the binary runs on any aarch64 Linux root (the board's initramfs has no libraries).
c_libraries=$(PKG_CONFIG_LIBDIR=/usr/lib/aarch64-linux-gnu/pkgconfig pkg-config --static --libs freetype2 libpng16 libevdev)
aarch64-linux-gnu-gcc -static -fuse-ld=lld -B"$swift_bin" -O2 -o "$out/tactile" \
    "${c_objects[@]}" "${swift_objects[@]}" \
    "$embedded_lib/libswiftUnicodeDataTables.a" \
    $c_libraries -lm
echo "$out/tactile"
