#!/usr/bin/env bash
# Installs the Debian packages given as arguments when any is missing (apt-get; sudo when not
# root). `--arch ARCH` first enables a foreign architecture, for packages named like pkg:arm64.
set -euo pipefail
foreign_arch=
if [ "${1:-}" = --arch ]; then foreign_arch=$2; shift 2; fi

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
if [ -n "$foreign_arch" ] && ! dpkg --print-foreign-architectures | grep -qx "$foreign_arch"; then
    $sudo dpkg --add-architecture "$foreign_arch"
fi
echo "installing: ${missing[*]}"
# A mirror caught mid-sync fails one index (seen with bookworm-security's armhf list); what is
# needed may still install from the others, and apt-get install says clearly when not.
$sudo apt-get -o DPkg::Lock::Timeout=600 update -q || echo "install-packages: apt-get update reported errors; installing anyway" >&2
DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends "${missing[@]}"
