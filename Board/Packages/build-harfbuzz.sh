#!/usr/bin/env bash
# Builds HarfBuzz as a static library for the device, once: Debian ships it shared only, and the
# device program is linked statically (the board's root has no libraries).
#
#   Board/Packages/build-harfbuzz.sh arm64|armhf
#
# The source is Debian's (harfbuzz 6.0.0, bookworm's version, the one the host build uses),
# fetched from the Debian archive the machine's apt uses and checked against its SHA-256. Only the
# library is built, as HarfBuzz's one-file amalgamation (src/harfbuzz.cc) compiled with the cross
# g++ and archived: its own OpenType font functions (hb-ot: fonts made from a blob), the OpenType
# shaper with every complex shaper (Arabic, Indic, USE, Thai, Hebrew, Khmer, Myanmar...), AAT and
# the fallback shaper, colour tables (hb_ot_color_*) and its own Unicode data; no glib, ICU,
# graphite or FreeType integration (Tactile gives HarfBuzz the font's bytes, FreeType draws), and
# no subsetter. C++ without exceptions, RTTI or thread-safe statics, as HarfBuzz's own build
# compiles it: the library then needs no C++ runtime (no libstdc++), only libc, libm and libgcc.
# The defines that leave parts out remove only what shaping never calls (HB_NO_DRAW: outlines are
# FreeType's; buffer serialisation, debug messages and verification; MATH, meta and style
# tables; glyph names): the glyphs and positions are Debian's libharfbuzz's.
#
# arm64: installed under .build/sysroot/harfbuzz-arm64 (its own prefix; build-device.sh adds its
# pkgconfig directory). armhf: installed into the armhf sysroot (.build/sysroot/armhf, see
# fetch-sysroot.sh) beside the Debian libraries, so the sysroot's pkg-config finds it. A stamp
# file records what was built (version and flags); nothing is done when it matches.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
arch=${1:?usage: build-harfbuzz.sh arm64|armhf}
version=6.0.0
sha256=89266cb363e49b6aa999eda04ca25b0d234a69ad9304679631371f4697652368
case $arch in
    arm64) host=aarch64-linux-gnu prefix=$repo/.build/sysroot/harfbuzz-arm64 destdir='' libdir=$repo/.build/sysroot/harfbuzz-arm64/lib
           arch_flags=() ;;
    armhf) host=arm-linux-gnueabihf prefix=/usr destdir=$repo/.build/sysroot/armhf libdir=/usr/lib/arm-linux-gnueabihf
           arch_flags=(-march=armv7-a -mfpu=neon-vfpv4 -mfloat-abi=hard) ;;
    *) echo "build-harfbuzz.sh: unknown architecture $arch (arm64 or armhf)" >&2; exit 2 ;;
esac
# What HarfBuzz's meson build finds on glibc (its config.h), and the parts left out (above).
defines=(-DHAVE_PTHREAD -DHAVE_ATEXIT -DHAVE_MPROTECT -DHAVE_SYSCONF -DHAVE_GETPAGESIZE -DHAVE_MMAP -DHAVE_ISATTY
    -DHAVE_USELOCALE -DHAVE_NEWLOCALE -DHAVE_UNISTD_H -DHAVE_SYS_MMAN_H -DHAVE_STDBOOL_H
    -DHB_NO_DRAW -DHB_NO_BUFFER_SERIALIZE -DHB_NO_BUFFER_MESSAGE -DHB_NO_BUFFER_VERIFY -DHB_NO_MATH -DHB_NO_META
    -DHB_NO_STYLE -DHB_NO_OT_FONT_GLYPH_NAMES)
cxxflags=(-std=c++11 -O2 -fno-exceptions -fno-rtti -fno-threadsafe-statics -fvisibility-inlines-hidden
    -ffunction-sections -fdata-sections "${arch_flags[@]}")
stamp=$destdir$libdir/.harfbuzz-$version
built="harfbuzz $version ${defines[*]} ${cxxflags[*]}"
[ -f "$stamp" ] && [ "$(cat "$stamp")" = "$built" ] && exit 0

tarball=$("$repo/Board/Packages/fetch-debian-source.sh" "main/h/harfbuzz/harfbuzz_$version+dfsg.orig.tar.xz" "$sha256")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The library's sources only: the rest of the tarball is mostly test fonts.
tar -xJf "$tarball" -C "$work" "harfbuzz-$version/src"
echo "building a static libharfbuzz for $arch"
(
    cd "$work/harfbuzz-$version/src"
    # hb-features.h says which integrations were built: none.
    sed 's|^#mesondefine \(.*\)$|/* #undef \1 */|' hb-features.h.in > hb-features.h
    "$host-g++" "${cxxflags[@]}" "${defines[@]}" -c harfbuzz.cc -o harfbuzz.o > make.log 2>&1 || { tail -20 make.log >&2; exit 1; }
    # No C++ runtime: a symbol of libstdc++ or libsupc++ (operator new, __cxa_*) would fail the
    # device program's link, which has none; say so here instead.
    runtime=$("$host-nm" -u harfbuzz.o | awk '{ print $2 }' | grep -E '^(_Z|__cxa_|__gxx_)' || true)
    [ -z "$runtime" ] || { echo "build-harfbuzz.sh: libharfbuzz needs the C++ runtime: $runtime" >&2; exit 1; }
    rm -f libharfbuzz.a
    "$host-ar" rcs libharfbuzz.a harfbuzz.o
    mkdir -p "$destdir$libdir/pkgconfig" "$destdir$prefix/include/harfbuzz"
    cp libharfbuzz.a "$destdir$libdir/"
    # The public headers HarfBuzz's meson build installs without integrations (hb_base_headers).
    headers=$(sed -n '/^hb_base_headers = files(/,/^)/p' meson.build | grep -oE "'[^']+'" | tr -d "'")
    # shellcheck disable=SC2086 # one name a word
    cp $headers hb-version.h hb-features.h "$destdir$prefix/include/harfbuzz/"
    cat > "$destdir$libdir/pkgconfig/harfbuzz.pc" <<EOF
prefix=$prefix
includedir=\${prefix}/include
libdir=$libdir

Name: harfbuzz
Description: HarfBuzz text shaping library (static, OpenType only: Board/Packages/build-harfbuzz.sh)
Version: $version
Libs: -L\${libdir} -lharfbuzz
Libs.private: -pthread -lm
Cflags: -I\${includedir}/harfbuzz
EOF
)
echo "$built" > "$stamp"
