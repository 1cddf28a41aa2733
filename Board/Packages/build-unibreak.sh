#!/usr/bin/env bash
# Builds libunibreak as a static library for the device, once: Debian ships it shared only, and
# the device program is linked statically (the board's root has no libraries).
#
#   Board/Packages/build-unibreak.sh arm64|armhf
#
# The source is Debian's: libunibreak 6.1 (trixie's), fetched from the Debian archive the machine's
# apt uses and checked against its SHA-256. Bookworm's 1.1, which the host build links (Debian's
# shared libunibreak1), cannot be had: the archive no longer serves its tarball
# (libunibreak_1.1.orig.tar.gz, listed in libunibreak_1.1-2.1.dsc). 6.1 breaks by a later UAX #14
# (Unicode 15: regional indicators, emoji modifiers, ZWJ sequences); on the scripts the runtime
# checks both give the same opportunities (Tests/Text/check-debug-text.py compares the device
# binaries with the host's libunibreak), and where 1.1 stops the program (a failed assertion on a
# regional indicator) the runtime gives it a letter instead (LineBreakOpportunities.swift). The
# library is what upstream's src/Makefile.am builds, compiled with the cross gcc and archived, no
# autotools.
#
# arm64: installed under .build/sysroot/unibreak-arm64 (its own prefix; build-device.sh adds its
# pkgconfig directory). armhf: installed into the armhf sysroot (.build/sysroot/armhf, see
# fetch-sysroot.sh) beside the Debian libraries, so the sysroot's pkg-config finds it. A stamp
# file records what was built (version, sources and flags); nothing is done when it matches.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
arch=${1:?usage: build-unibreak.sh arm64|armhf}
version=6.1
sha256=890674996168ef5ba143d80d49ab8b61594a4eb70198dcac76caf6e1bd264a41
case $arch in
    arm64) host=aarch64-linux-gnu prefix=$repo/.build/sysroot/unibreak-arm64 destdir='' libdir=$repo/.build/sysroot/unibreak-arm64/lib
           arch_flags=() ;;
    armhf) host=arm-linux-gnueabihf prefix=/usr destdir=$repo/.build/sysroot/armhf libdir=/usr/lib/arm-linux-gnueabihf
           arch_flags=(-march=armv7-a -mfpu=neon-vfpv4 -mfloat-abi=hard) ;;
    *) echo "build-unibreak.sh: unknown architecture $arch (arm64 or armhf)" >&2; exit 2 ;;
esac
cflags=(-O2 -ffunction-sections -fdata-sections "${arch_flags[@]}")
stamp=$destdir$libdir/.libunibreak-$version
built="libunibreak $version $sha256 ${cflags[*]}"
[ -f "$stamp" ] && [ "$(cat "$stamp")" = "$built" ] && exit 0

tarball=$("$repo/Board/Packages/fetch-debian-source.sh" "main/libu/libunibreak/libunibreak_$version.orig.tar.gz" "$sha256")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xzf "$tarball" -C "$work"
source=$work/libunibreak-libunibreak_${version//./_}/src
echo "building a static libunibreak for $arch"
(
    cd "$work"
    # libunibreak_la_SOURCES of upstream's src/Makefile.am (wordbreak.c and graphemebreak.c include
    # their data files).
    for name in unibreakbase unibreakdef linebreak linebreakdata linebreakdef eastasianwidthdef emojidef graphemebreak wordbreak; do
        "$host-gcc" "${cflags[@]}" -I"$source" -c "$source/$name.c" -o "$name.o" >> make.log 2>&1 || { tail -20 make.log >&2; exit 1; }
    done
    "$host-ar" rcs libunibreak.a ./*.o
    mkdir -p "$destdir$libdir/pkgconfig" "$destdir$prefix/include"
    cp libunibreak.a "$destdir$libdir/"
    # include_HEADERS of src/Makefile.am.
    cp "$source"/{unibreakbase,unibreakdef,linebreak,linebreakdef,eastasianwidthdef,graphemebreak,wordbreak}.h "$destdir$prefix/include/"
    # As upstream's libunibreak.pc.in.
    cat > "$destdir$libdir/pkgconfig/libunibreak.pc" <<EOF
prefix=$prefix
libdir=$libdir
includedir=\${prefix}/include

Name: libunibreak
Description: Library to implement Unicode algorithms for line and word breaking (static: Board/Packages/build-unibreak.sh)
Version: $version
Libs: -L\${libdir} -lunibreak
Cflags: -I\${includedir}
EOF
)
echo "$built" > "$stamp"
