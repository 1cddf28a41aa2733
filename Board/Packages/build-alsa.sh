#!/usr/bin/env bash
# Builds ALSA's libasound as a static library for the device, once: Debian ships it shared only,
# and the device program is linked statically (the board's root has no libraries).
#
#   Board/Packages/build-alsa.sh arm64|armhf
#
# The source is Debian's (alsa-lib 1.2.8, bookworm's version), fetched from the Debian archive the
# machine's apt uses and checked against its SHA-256. Only what the screen reader uses is built:
# the PCM with the hw, plug, rate, linear, route, copy, file and null plugins, no mixer, MIDI,
# UCM or plugin loading (dlopen cannot work in a static program). Configuration files are looked
# for in /usr/share/alsa, as Debian's libasound does; Tactile's PCM streams need none
# (Sources/TactileSpeech/PCMStream.swift).
#
# arm64: installed under .build/sysroot/alsa-arm64 (its own prefix; build-device.sh adds its
# pkgconfig directory). armhf: installed into the armhf sysroot (.build/sysroot/armhf, see
# fetch-sysroot.sh) beside the Debian libraries, so the sysroot's pkg-config finds it. A stamp
# file records what was built; nothing is done when it matches.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
arch=${1:?usage: build-alsa.sh arm64|armhf}
version=1.2.8
sha256=1ab01b74e33425ca99c2e36c0844fd6888273193bd898240fe8f93accbcbf347
case $arch in
    arm64) host=aarch64-linux-gnu prefix=$repo/.build/sysroot/alsa-arm64 destdir= libdir=$repo/.build/sysroot/alsa-arm64/lib cflags= ;;
    armhf) host=arm-linux-gnueabihf prefix=/usr destdir=$repo/.build/sysroot/armhf libdir=/usr/lib/arm-linux-gnueabihf
           cflags="-march=armv7-a -mfpu=neon-vfpv4 -mfloat-abi=hard" ;;
    *) echo "build-alsa.sh: unknown architecture $arch (arm64 or armhf)" >&2; exit 2 ;;
esac
stamp=$destdir$libdir/.alsa-lib-$version
[ -f "$stamp" ] && exit 0

tarball=$("$repo/Board/Packages/fetch-debian-source.sh" "main/a/alsa-lib/alsa-lib_$version.orig.tar.bz2" "$sha256")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xjf "$tarball" -C "$work"
echo "building a static libasound for $arch"
(
    cd "$work/alsa-lib-$version"
    ./configure -q --host="$host" --prefix="$prefix" --libdir="$libdir" --enable-static --disable-shared \
        --disable-ucm --disable-topology --disable-alisp --disable-old-symbols --disable-python \
        --disable-mixer --disable-hwdep --disable-rawmidi --disable-seq --with-libdl=no \
        --with-pcm-plugins="plug,hw,rate,linear,route,file,null,copy" --with-ctl-plugins="" \
        --with-configdir=/usr/share/alsa CFLAGS="-O2 -ffunction-sections -fdata-sections $cflags" > configure.log 2>&1 \
        || { tail -20 configure.log >&2; exit 1; }
    make -j"$(nproc)" > make.log 2>&1 || { tail -20 make.log >&2; exit 1; }
    make install ${destdir:+DESTDIR="$destdir"} > install.log 2>&1 || { tail -20 install.log >&2; exit 1; }
)
touch "$stamp"
