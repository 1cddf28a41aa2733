#!/usr/bin/env bash
# Fetches a file of Debian's source archive once, checked against its SHA-256, into .build/sources,
# and prints its path: the tarballs the device's static libraries are built from
# (build-alsa.sh, build-harfbuzz.sh, build-unibreak.sh).
#
#   Board/Packages/fetch-debian-source.sh POOL_PATH SHA256
#       POOL_PATH as under the archive's pool/, e.g. main/a/alsa-lib/alsa-lib_1.2.8.orig.tar.bz2
#
# From the first deb line's archive (the machine's mirror), else Debian's own. A file already
# fetched is used when it matches; a download that does not match fails and is not kept.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
pool_path=${1:?usage: fetch-debian-source.sh POOL_PATH SHA256}
sha256=${2:?usage: fetch-debian-source.sh POOL_PATH SHA256}
sources=$repo/.build/sources
tarball=$sources/$(basename "$pool_path")
mkdir -p "$sources"
if [ ! -f "$tarball" ] || ! echo "$sha256  $tarball" | sha256sum --check --status; then
    mirror=$(grep -rhoE '^(deb|URIs:) *(\[[^]]*\] *)?https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null \
             | grep -oE 'https?://[^ ]+' | head -1 || true)
    mirror=${mirror%/}
    [ -n "$mirror" ] || mirror=http://deb.debian.org/debian
    echo "fetching $(basename "$pool_path") from $mirror" >&2
    curl -fsSL -o "$tarball.part" "$mirror/pool/$pool_path"
    echo "$sha256  $tarball.part" | sha256sum --check --status \
        || { rm -f "$tarball.part"; echo "fetch-debian-source.sh: $(basename "$pool_path") does not match its SHA-256" >&2; exit 1; }
    mv "$tarball.part" "$tarball"
fi
echo "$tarball"
