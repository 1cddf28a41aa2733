#!/usr/bin/env bash
# Installs the Debian packages given as arguments when any is missing (apt-get; sudo when not
# root). `--arch ARCH` first enables a foreign architecture, for packages named like pkg:arm64.
set -euo pipefail
foreign_arch=
if [ "${1:-}" = --arch ]; then foreign_arch=$2; shift 2; fi

missing=()
for package in "$@"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [ "$status" = "install ok installed" ] || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=
[ "$(id -u)" -eq 0 ] || sudo=sudo
if [ -n "$foreign_arch" ] && ! dpkg --print-foreign-architectures | grep -qx "$foreign_arch"; then
    $sudo dpkg --add-architecture "$foreign_arch"
fi
echo "installing: ${missing[*]}"
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
