#!/usr/bin/env bash
# Builds the device program for each architecture (arm64, armhf) linked statically and
# dynamically (Board/Device/build-device.sh), strips a copy of each with the architecture's own strip,
# and records the stripped sizes in bytes in a JSON file under "size":
#     {"size": {"arm64": {"static": N, "dynamic": N, "static_without_speech": N}, "armhf": {...}}}
# "static_without_speech" is the static program less what speech brings into it, read from the
# link map: the TactileSpeech module and the static espeak-ng, sonic and libasound (and the stand-in for
# espeak-ng's playback, Board/Device/espeak-ng-without-playback.c); the rest of the program does
# not change without them (nothing else calls into them).
# The file is merged into, not replaced: other keys (other scripts' figures) are kept.
# Usage: Board/Measure/measure-size.sh [JSON_FILE]   (default .build/bench/device.json)
set -euo pipefail
cd "$(dirname "$0")/../.."
json=${1:-.build/bench/device.json}
mkdir -p "$(dirname "$json")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

sizes=()
for arch in arm64 armhf; do
    case $arch in
        arm64) strip=aarch64-linux-gnu-strip ;;
        armhf) strip=arm-linux-gnueabihf-strip ;;
    esac
    for link in static dynamic; do
        binary=$(Board/Device/build-device.sh --arch "$arch" --link "$link" 2>/dev/null)
        "$strip" -o "$work/stripped" "$binary"
        size=$(stat -c %s "$work/stripped")
        echo "device program $arch $link: $size bytes stripped ($binary)"
        sizes+=("$arch" "$link" "$size")
        if [ "$link" = static ]; then
            speech=$(python3 Board/Measure/speech-bytes.py "$binary.map")
            echo "device program $arch static without speech: $((size - speech)) bytes ($speech bytes of speech)"
            sizes+=("$arch" "static_without_speech" "$((size - speech))")
        fi
    done
done

python3 - "$json" "${sizes[@]}" <<'EOF'
import json, os, sys
path, figures = sys.argv[1], sys.argv[2:]
document = {}
if os.path.exists(path):
    with open(path) as existing:
        document = json.load(existing)
size = document.setdefault("size", {})
for arch, link, value in zip(figures[0::3], figures[1::3], figures[2::3]):
    size.setdefault(arch, {})[link] = int(value)
with open(path + ".partial", "w") as output:
    json.dump(document, output, indent=2, sort_keys=True)
    output.write("\n")
os.replace(path + ".partial", path)
print("sizes written to", path)
EOF
