#!/usr/bin/env bash
# Builds the emulated board's boot files: Debian's arm64 kernel and an initramfs holding busybox,
# the kernel modules the runtime needs (display, input) and the device binary.
# Usage: Board/build-image.sh DEVICE_BINARY OUTPUT_DIR. Debian downloads are cached in
# .build/board-cache so later runs work offline.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$1 out=$2
cache=.build/board-cache
mkdir -p "$cache" "$out"

# The kernel package the arm64 meta-package points at now, and busybox for a shell and insmod.
fetch() {  # fetch PACKAGE: download its .deb into the cache once, print its path
    local deb
    deb=$({ ls "$cache/$1"_*.deb 2>/dev/null || true; } | head -1)
    if [ -z "$deb" ]; then
        (cd "$cache" && apt-get download "$1:arm64" >/dev/null 2>&1) || {
            echo "cannot download $1:arm64 (apt-get update?)" >&2; exit 1; }
        deb=$(ls "$cache/$1"_*.deb | head -1)
    fi
    echo "$deb"
}
kernel_package=$({ ls "$cache"/linux-image-*-arm64_*.deb 2>/dev/null || true; } | head -1 | xargs -r basename | cut -d_ -f1)
if [ -z "$kernel_package" ]; then
    kernel_package=$(apt-cache depends linux-image-arm64:arm64 | awk '/Depends: linux-image-/ {print $2}' | head -1)
    kernel_package=${kernel_package%:arm64}
fi
kernel_deb=$(fetch "$kernel_package")
busybox_deb=$(fetch busybox-static)

extract="$cache/extract"
if [ ! -d "$extract/$kernel_package" ]; then
    mkdir -p "$extract/$kernel_package" "$extract/busybox"
    dpkg-deb -x "$kernel_deb" "$extract/$kernel_package"
    dpkg-deb -x "$busybox_deb" "$extract/busybox"
fi
kernel_root="$extract/$kernel_package"
modules_dir=$(ls -d "$kernel_root"/lib/modules/*)
cp "$kernel_root"/boot/vmlinuz-* "$out/vmlinuz"

# Modules with their dependencies, dependencies first.
root="$out/rootfs"
rm -rf "$root"
mkdir -p "$root"/{bin,dev,proc,sys,tmp,lib/modules,usr/bin,usr/share/tactile}
declare -A loaded=()
order=()
add_module() {
    local name=$1 file dependency
    [ -n "${loaded[$name]:-}" ] && return
    loaded[$name]=1
    file=$(find "$modules_dir" -name "$name.ko" -o -name "${name//_/-}.ko" | head -1)
    [ -n "$file" ] || { echo "module $name not found in $modules_dir" >&2; exit 1; }
    for dependency in $(modinfo -F depends "$file" | tr ',' ' '); do add_module "$dependency"; done
    cp "$file" "$root/lib/modules/"
    order+=("$(basename "$file")")
}
for module in evdev uinput virtio_pci virtio_input virtio_gpu; do add_module "$module"; done
printf '%s\n' "${order[@]}" > "$root/lib/modules/load-order"

cp "$extract/busybox/bin/busybox" "$root/bin/busybox"
cp Board/rootfs/init "$root/init"
chmod +x "$root/init"
cp "$binary" "$root/usr/bin/tactile"
[ -d Assets ] && cp -r Assets/. "$root/usr/share/tactile/"
mkdir -p "$root/usr/share/tactile-board"
cp Board/touch/*.evemu "$root/usr/share/tactile-board/"

(cd "$root" && find . | cpio -o -H newc --quiet) | gzip -1 > "$out/initrd.gz"
echo "$out/vmlinuz $out/initrd.gz ($(du -h "$out/initrd.gz" | cut -f1))"
