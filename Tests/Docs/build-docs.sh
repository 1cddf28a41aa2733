#!/usr/bin/env bash
# Builds the manual into .build/docs: the DocC catalog Sources/Tactile/Tactile.docc (the guide,
# device, reliability and benchmark articles) with the API reference of the modules an app sees,
# from symbol graphs of the debug build, by the toolchain's own docc (no plugin, no network).
# Each module is converted on its own and the archives merged (`docc merge`), so the reference of
# TactileCore, TactileRaster, TactileText and TactileImages sits beside Tactile's.
# Fails on any warning: an unresolved link, a missing picture, a malformed doc comment.
# Usage: Tests/Docs/build-docs.sh [BUILD_DIR]   (default .build/debug, after `swift build`)
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-.build/debug}
out=.build/docs
modules=(Tactile TactileCore TactileRaster TactileText TactileImages)
[ -d "$build/Modules" ] || { echo "build-docs: no $build/Modules: run swift build first" >&2; exit 1; }

# The C modules the Swift modules import, as the compiler saw them in the build.
clang_flags=()
for map in Sources/CTactile*/module.modulemap Sources/CTactile*/include/module.modulemap; do
    [ -f "$map" ] && clang_flags+=(-Xcc "-fmodule-map-file=$map")
done
for dir in Sources/CTactile*/include; do clang_flags+=(-Xcc "-I$dir"); done
for flag in $(pkg-config --cflags-only-I freetype2 libpng libevdev libdrm xcb espeak-ng alsa harfbuzz fribidi libunibreak); do
    clang_flags+=(-Xcc "$flag")
done

rm -rf "$out" && mkdir -p "$out/symbol-graphs" "$out/archives"
log="$out/docc.log"
: > "$log"
for module in "${modules[@]}"; do
    graphs="$out/symbol-graphs/$module"
    mkdir -p "$graphs"
    swift symbolgraph-extract -module-name "$module" -I "$build/Modules" -target "$(uname -m)-unknown-linux-gnu" \
        -minimum-access-level public -output-dir "$graphs" "${clang_flags[@]}" 2>&1 | tee -a "$log"
    catalog=()
    [ "$module" = Tactile ] && catalog=(Sources/Tactile/Tactile.docc)
    docc convert "${catalog[@]}" --additional-symbol-graph-dir "$graphs" --output-path "$out/archives/$module.doccarchive" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.tactile.$module" 2>&1 | tee -a "$log"
done
docc merge "$out"/archives/*.doccarchive --output-path "$out/Tactile.doccarchive" \
    --synthesized-landing-page-name Tactile 2>&1 | tee -a "$log"
if grep -q -E "warning:|error:" "$log"; then
    echo "build-docs: docc warned (above); the manual must build without warnings" >&2
    exit 1
fi
echo "build-docs: the manual is in $out/Tactile.doccarchive (${#modules[@]} modules, $(ls Sources/Tactile/Tactile.docc | wc -l) pages of the catalog)"
