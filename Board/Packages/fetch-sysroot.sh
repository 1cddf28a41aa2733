#!/usr/bin/env bash
# Unpacks Debian packages of a foreign architecture into a directory of their own (a sysroot the
# device build links against), unless that directory already holds exactly these packages.
#
#   Board/Packages/fetch-sysroot.sh ARCH DIR PACKAGE...
#
# The packages are fetched with `apt-get download` (the architecture is enabled in dpkg first
# when it is not) and unpacked with `dpkg-deb -x`: nothing is installed. Installing them as
# pkg:armhf would tie each Multi-Arch library to the exact version of the same library installed
# for amd64, and Debian's indexes for the two architectures are not always updated together (a
# security update published for amd64 first makes the armhf -dev packages uninstallable). The
# build only needs their headers, static and shared libraries and .pc files, which any version of
# the release provides. Dependencies are not followed: list every package the link needs.
set -euo pipefail
arch=$1 dir=$2
shift 2
stamp=$dir/.packages
wanted=$(printf '%s\n' "$@" | sort)
if [ -f "$stamp" ] && [ "$(cut -d' ' -f1 "$stamp")" = "$wanted" ]; then
    exit 0
fi

sudo=
[ "$(id -u)" -eq 0 ] || sudo=sudo
if ! dpkg --print-foreign-architectures | grep -qx "$arch"; then
    $sudo dpkg --add-architecture "$arch"
    # An index that fails to download (a mirror mid-sync) leaves the others usable.
    $sudo apt-get update -q || echo "fetch-sysroot.sh: apt-get update reported errors; trying with the indexes it has" >&2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
chmod a+rwx "$work"  # apt downloads as its own user (_apt)
names=()
for package in "$@"; do names+=("$package:$arch"); done
echo "fetching for $arch into $dir: $*"
(cd "$work" && apt-get download -q "${names[@]}")
rm -rf "$dir"
mkdir -p "$dir"
for deb in "$work"/*.deb; do dpkg-deb -x "$deb" "$dir"; done
# Links to absolute paths (libz.so to /lib/...) are made to point inside the sysroot.
find "$dir" -type l -lname '/*' | while read -r link; do
    ln -sfr "$dir$(readlink "$link")" "$link"
done
# The list of what is there, with versions, marks the directory complete.
for package in "$@"; do
    echo "$package $(dpkg-deb -f "$work/${package}_"*.deb Version)"
done | sort > "$stamp"
