#!/usr/bin/env bash
# Installs the Debian packages given as arguments when any is missing (apt-get; sudo when not
# root). `--arch ARCH` (may be repeated) first enables a foreign architecture, for packages named
# like pkg:arm64 or pkg:armhf.
set -euo pipefail
foreign_archs=()
while [ "${1:-}" = --arch ]; do foreign_archs+=("$2"); shift 2; done

# Whether a package is installed as apt would install it: `pkg:arch` for that architecture, a
# bare name for the native one or as an `all` package. dpkg-query lists one line per installed
# architecture, so a Multi-Arch: same package installed for amd64 and arm64 gives two.
native_arch=$(dpkg --print-architecture)
installed() {
    local name=${1%%:*} arch=${1#*:} package_arch status
    [ "$arch" != "$1" ] || arch=
    while read -r package_arch status; do
        [ "$status" = installed ] || continue
        if [ -n "$arch" ]; then
            [ "$package_arch" = "$arch" ] && return 0
        elif [ "$package_arch" = "$native_arch" ] || [ "$package_arch" = all ]; then
            return 0
        fi
    done < <(dpkg-query -W -f='${Architecture} ${db:Status-Status}\n' "$name" 2>/dev/null || true)
    return 1
}

missing=()
for package in "$@"; do
    installed "$package" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=
[ "$(id -u)" -eq 0 ] || sudo=sudo
for foreign_arch in "${foreign_archs[@]}"; do
    if ! dpkg --print-foreign-architectures | grep -qx "$foreign_arch"; then
        $sudo dpkg --add-architecture "$foreign_arch"
    fi
done
echo "installing: ${missing[*]}"
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
