#!/usr/bin/env bash
# Builds the board image a user writes to an SD card: OUTPUT_DIR/tactile-ARCH.img, a GPT disk
#   1. an EFI system partition (FAT32, 64 MiB): GRUB for the architecture from Debian as the
#      removable-media loader (\EFI\BOOT\BOOTAA64.EFI on arm64, BOOTARM.EFI on armhf) with its
#      grub.cfg, Debian's kernel (arm64, or armmp: ARMv7 multiplatform) and a small initramfs
#      that loads the block and ext4 modules and switches to the root partition;
#   2. the root partition (ext4, label tactile-root): busybox, the display, input and sound
#      modules, the program (the device program, or an app's own) with Tactile's assets, the
#      app's own assets over them and espeak-ng's English voice, and the init
#      (Board/Image/rootfs/init) that runs it as the unprivileged user `tactile` and restarts it
#      with a backoff.
# Nothing here needs root or loop devices: the file systems are made from directories
# (mke2fs -d, under fakeroot for the owners; mkfs.vfat and mtools for the ESP) and placed into
# the disk file at their partitions' offsets.
#
# Usage: Board/Image/build-image.sh [--arch arm64|armhf] [--assets DIR]... [--options FILE]
#            BINARY OUTPUT_DIR
# arm64 by default; the binary must be of that architecture, and the image is
# OUTPUT_DIR/NAME-ARCH.img after the binary's name (tactile-arm64.img for the device program).
# --assets: an app's own assets (fonts/, images/, ...), copied over Tactile's; repeatable.
# --options: the program's options on the board (default Board/Image/rootfs/options), of which
# only those the program's --help lists are kept: an app does not know the launcher's.
# Debian downloads are cached in .build/board-cache, so later runs work offline.
set -euo pipefail
usage() { echo "usage: Board/Image/build-image.sh [--arch arm64|armhf] [--assets DIR]... [--options FILE] BINARY OUTPUT_DIR" >&2; exit 2; }
arch=arm64 options_file= app_assets=()
while [ $# -gt 0 ]; do
    case $1 in
        --arch) [ $# -ge 2 ] || usage; arch=$2; shift 2 ;;
        --assets) [ $# -ge 2 ] && [ -d "$2" ] || { echo "build-image.sh: --assets needs a directory" >&2; exit 2; }
                  app_assets+=("$(cd "$2" && pwd)"); shift 2 ;;
        --options) [ $# -ge 2 ] && [ -f "$2" ] || { echo "build-image.sh: --options needs a file" >&2; exit 2; }
                   options_file=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2 ;;
        --*) echo "build-image.sh: unknown option $1" >&2; usage ;;
        *) break ;;
    esac
done
[ $# -eq 2 ] || usage
[ -f "$1" ] && [ -x "$1" ] || { echo "build-image.sh: $1 is not an executable" >&2; exit 2; }
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") out=$(mkdir -p "$2" && cd "$2" && pwd)
program=$(basename "$binary")
cd "$(dirname "$0")/../.."
# What differs between the architectures: Debian's kernel flavour and GRUB, GRUB's platform and
# loader name, the emulator that runs busybox here, and the root partition's GPT type.
case $arch in
    arm64) kernel_flavour=arm64 grub_package=grub-efi-arm64-bin grub_platform=arm64-efi loader=BOOTAA64.EFI
           emulator=qemu-aarch64 root_type=B921B045-1DF0-41C3-AF44-4C6F280D3FAE ;;
    armhf) kernel_flavour=armmp grub_package=grub-efi-arm-bin grub_platform=arm-efi loader=BOOTARM.EFI
           emulator=qemu-arm root_type=69DAD710-2CE4-4E3C-B16C-21A1D49ABED3 ;;
    *) echo "build-image.sh: unknown architecture $arch (arm64 or armhf)" >&2; exit 2 ;;
esac
cache=.build/board-cache
mkdir -p "$cache" "$out"
image="$out/$program-$arch.img"

fetch() {  # fetch PACKAGE: download its .deb for $arch into the cache once, print its path
    local deb
    deb=$({ ls "$cache/$1"_*_"$arch".deb "$cache/$1"_*_all.deb 2>/dev/null || true; } | head -1)
    if [ -z "$deb" ]; then
        (cd "$cache" && apt-get download "$1:$arch" >/dev/null 2>&1) || {
            echo "cannot download $1:$arch (apt-get update?)" >&2; exit 1; }
        deb=$(ls "$cache/$1"_*_"$arch".deb "$cache/$1"_*_all.deb 2>/dev/null | head -1)
    fi
    echo "$deb"
}
unpack() {  # unpack PACKAGE: its files under $cache/extract/$arch/PACKAGE, print that directory
    local directory="$cache/extract/$arch/$1"
    if [ ! -d "$directory" ]; then
        local deb
        deb=$(fetch "$1")
        # Unpacked beside it and renamed into place; another build that got there first wins.
        local partial
        mkdir -p "$(dirname "$directory")"
        partial=$(mktemp -d "$directory.partial.XXXXXX")
        dpkg-deb -x "$deb" "$partial"
        mv -T "$partial" "$directory" 2>/dev/null || rm -rf "$partial"
    fi
    echo "$directory"
}
# The kernel package the flavour's meta-package points at now (the cached one once there is one).
kernel_package=$({ ls "$cache"/linux-image-*-"$kernel_flavour"_*_"$arch".deb 2>/dev/null || true; } | head -1 \
    | xargs -r basename | cut -d_ -f1)
if [ -z "$kernel_package" ]; then
    kernel_package=$(apt-cache depends "linux-image-$kernel_flavour:$arch" | awk '/Depends: linux-image-/ {print $2}' | head -1)
    kernel_package=${kernel_package%:$arch}
fi
kernel_root=$(unpack "$kernel_package")
busybox_root=$(unpack busybox-static)
speech_root=$(unpack espeak-ng-data)
grub_root=$(unpack "$grub_package")
modules_dir=$(ls -d "$kernel_root"/lib/modules/*)

# A staging folder of this build's own: `make test` builds several images into one folder at once
# (the arm64 and armhf images, an app's).
staging=$(mktemp -d "$out/staging.XXXXXX")
trap 'rm -rf "$staging"' EXIT

# Modules with their dependencies, dependencies first, copied into DIR/lib/modules with the
# order to load them in DIR/lib/modules/load-order.
add_modules() {  # add_modules DIR MODULE...
    local root=$1; shift
    mkdir -p "$root/lib/modules"
    declare -A loaded=()
    local order=()
    add_module() {
        local name=$1 file dependency
        [ -n "${loaded[$name]:-}" ] && return
        loaded[$name]=1
        file=$(find "$modules_dir" -name "$name.ko" -o -name "${name//_/-}.ko" | head -1)
        if [ -z "$file" ]; then
            # Built into this kernel (armmp has virtio and ext4 built in): nothing to load.
            grep -qE "/(${name}|${name//_/-})\.ko\$" "$modules_dir/modules.builtin" && return
            echo "module $name not found in $modules_dir" >&2; exit 1
        fi
        for dependency in $(modinfo -F depends "$file" | tr ',' ' '); do add_module "$dependency"; done
        cp "$file" "$root/lib/modules/"
        order+=("$(basename "$file")")
    }
    for module in "$@"; do add_module "$module"; done
    printf '%s\n' "${order[@]}" > "$root/lib/modules/load-order"
}

# busybox and its applets as links, listed by running it (qemu-user runs the ARM binary).
install_busybox() {  # install_busybox DIR
    local root=$1 applet
    mkdir -p "$root/bin"
    cp "$busybox_root/bin/busybox" "$root/bin/busybox"
    for applet in $("$emulator" "$root/bin/busybox" --list); do
        [ "$applet" = busybox ] || ln -sf busybox "$root/bin/$applet"
    done
}

# The initramfs: just enough to find and mount the root partition.
initramfs="$staging/initramfs"
mkdir -p "$initramfs"/{dev,proc,sys,newroot}
install_busybox "$initramfs"
add_modules "$initramfs" virtio_pci virtio_blk crc32c_generic ext4
cp Board/Image/rootfs/initramfs-init "$initramfs/init"
chmod 755 "$initramfs/init"
(cd "$initramfs" && find . | LC_ALL=C sort | cpio -o -H newc --quiet) | gzip -9 > "$staging/initrd.gz"

# The root file system.
root="$staging/root"
mkdir -p "$root"/{dev,proc,sys,tmp,run,sbin,etc/tactile,usr/bin,usr/share/tactile,var/lib/tactile}
install_busybox "$root"
# Sound: USB audio devices on an xHCI controller (what the emulated board has: QEMU's usb-audio;
# QEMU's Intel HDA finds no codec on this machine). A board with its own sound chip (an I2S codec)
# adds its driver here.
# QEMU's firmware files (the emulated board's test options and recordings) where the kernel has
# the driver: Debian's armmp kernel does not (its board test uses the kernel's command line).
firmware_files_module=qemu_fw_cfg
[ "$arch" = armhf ] && firmware_files_module=
add_modules "$root" evdev uinput virtio_pci virtio_input virtio_gpu $firmware_files_module xhci_pci snd_usb_audio
install -m 755 Board/Image/rootfs/init "$root/sbin/init"
install -m 644 Board/Image/rootfs/passwd Board/Image/rootfs/group Board/Image/rootfs/mdev.conf "$root/etc/"
# The program's options: the lines of the options file whose options its --help lists (a line
# is kept whole or left out, with a line saying so), so that an app's image never passes an
# option the app does not know and restarts for ever.
help=$("$emulator" "$binary" --help 2>&1 || true)
: > "$root/etc/tactile/options"
while IFS= read -r line; do
    if [[ $line =~ ^[[:space:]]*(#|$) ]]; then echo "$line" >> "$root/etc/tactile/options"; continue; fi
    unknown=
    for word in $line; do
        if [[ $word == --* ]] && ! grep -q -w -e "${word%%=*}" <<< "$help"; then unknown=$word; fi
    done
    if [ -n "$unknown" ]; then
        echo "build-image.sh: $program does not know $unknown: left out of its options: $line" >&2
    else
        echo "$line" >> "$root/etc/tactile/options"
    fi
done < "${options_file:-Board/Image/rootfs/options}"
echo "$program" > "$root/etc/tactile/program"
install -m 755 "$binary" "$root/usr/bin/$program"
[ -d Assets ] && cp -r Assets/. "$root/usr/share/tactile/"
for assets in "${app_assets[@]}"; do cp -r "$assets/." "$root/usr/share/tactile/"; done
# espeak-ng's English voice (about 1 MB of the package's 13): the phoneme tables, the English
# dictionary and the English language files. The device program finds it among its assets
# (SpeechSynthesizer.defaultDataPath in Sources/TactileSpeech).
voice_data=$(ls -d "$speech_root"/usr/lib/*/espeak-ng-data)
mkdir -p "$root/usr/share/tactile/espeak-ng-data/lang"
cp "$voice_data"/{phondata,phonindex,phontab,intonations,en_dict} "$root/usr/share/tactile/espeak-ng-data/"
cp -r "$voice_data/lang/gmw" "$root/usr/share/tactile/espeak-ng-data/lang/"
find "$root/usr/share/tactile/espeak-ng-data/lang/gmw" -type f ! -name 'en*' -delete

# ext4 from the directory, every file owned by root but the settings folder (the user tactile,
# uid 1000 in Board/Image/rootfs/passwd). 128 MiB leaves room for settings and apps; the file is
# sparse, so only what is written takes space.
root_fs="$staging/root.ext4"
root_mib=128
rm -f "$root_fs"
fakeroot -- bash -c "chown -R 0:0 '$root' && chown 1000:1000 '$root/var/lib/tactile' && chmod 700 '$root/var/lib/tactile' \
    && mke2fs -q -t ext4 -L tactile-root -d '$root' '$root_fs' ${root_mib}M"

# The EFI system partition: GRUB as the loader UEFI firmware starts from removable media, its
# configuration beside it, the kernel and the initramfs. GRUB's fdt module gives `devicetree`, with
# which a board that needs its own device tree loads it (Tests/Board/odd_framebuffers.py does).
esp="$staging/esp.fat"
esp_mib=64
grub-mkimage -O "$grub_platform" -d "$grub_root/usr/lib/grub/$grub_platform" -p /EFI/BOOT -o "$staging/$loader" \
    part_gpt fat ext2 normal linux boot configfile search search_label echo gzio test sleep fdt
rm -f "$esp"
mkfs.vfat -F 32 -n TACTILE-EFI -C "$esp" $((esp_mib * 1024)) > /dev/null
mmd -i "$esp" ::/EFI ::/EFI/BOOT
mcopy -i "$esp" "$staging/$loader" Board/Image/rootfs/grub.cfg ::/EFI/BOOT/
mcopy -i "$esp" "$kernel_root"/boot/vmlinuz-* ::/vmlinuz
mcopy -i "$esp" "$staging/initrd.gz" ::/initrd.gz

# The disk: GPT, the ESP at 1 MiB, the root partition after it, a MiB for the backup table.
rm -f "$image"
truncate -s $(( (1 + esp_mib + root_mib + 1) * 1024 * 1024 )) "$image"
sfdisk -q "$image" <<EOF
label: gpt
start=1MiB, size=${esp_mib}MiB, type=C12A7328-F81F-11D2-BA4B-00A0C93EC93B, name="EFI system"
start=$((1 + esp_mib))MiB, size=${root_mib}MiB, type=$root_type, name="tactile-root"
EOF
dd if="$esp" of="$image" bs=1M seek=1 conv=notrunc,sparse status=none
dd if="$root_fs" of="$image" bs=1M seek=$((1 + esp_mib)) conv=notrunc,sparse status=none
rm -rf "$staging"
echo "$image ($(du -h --apparent-size "$image" | cut -f1), $(du -h "$image" | cut -f1) written)"
