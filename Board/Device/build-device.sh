#!/usr/bin/env bash
# Builds an executable product as Embedded Swift for Linux on ARM (64-bit, or 32-bit hard-float)
# and links it with Debian's cross toolchain. Prints the binary's path.
#
#   Board/Device/build-device.sh [--arch arm64|armhf] [--link static|dynamic] [OUTPUT_DIR]
#       the device program `tactile` of this package (OUTPUT_DIR: .build/aarch64 for arm64,
#       .build/armhf for armhf, with `-dynamic` added for a dynamic link)
#   Board/Device/build-device.sh [--arch ...] [--link ...] --package DIR --product NAME [OUTPUT_DIR]
#       the executable product NAME of the package in DIR, e.g. an application that depends on
#       Tactile (OUTPUT_DIR: under DIR/.build as above); the binary is OUTPUT_DIR/NAME
#   Board/Device/build-device.sh --check [--package DIR --product NAME] [OUTPUT_DIR]
#       no binary: checks in seconds, on this machine and without the cross toolchain, that the
#       product compiles as Embedded Swift. The libraries' interfaces are emitted for this
#       machine's Embedded target (x86_64-unknown-linux-gnu, unoptimised, cached like the device
#       modules) and the product's own module goes through the Embedded mandatory passes, which
#       report what the device build refuses: `weak` and `unowned`, existentials, untyped throws,
#       and calls that the app's module could not link ("function has wrong linkage"). Prints
#       "embedded check passed: NAME". (OUTPUT_DIR: DIR/.build/embedded-check.)
#
# --arch arm64 (the default) compiles for aarch64-none-none-elf and links with
# gcc-aarch64-linux-gnu and the :arm64 libraries (installed by `make deps-cross`); --arch armhf
# compiles for armv7-none-none-eabi with hard-float calls (floats in VFP registers, as Debian's
# armhf passes them) and links with gcc-arm-linux-gnueabihf and the armhf libraries unpacked in
# .build/sysroot/armhf (Board/Packages/fetch-sysroot.sh, run by `make deps-cross`). --link static (the default) gives a program
# that runs on any Linux root of its architecture (the board's initramfs has no libraries);
# --link dynamic uses the system's libc, libm, FreeType, libpng, libevdev and FriBidi (HarfBuzz,
# libunibreak and libasound are linked in from the static libraries built for the device either way).
#
# SwiftPM cannot build Embedded Swift for a Linux target, so each module is compiled here with
# swiftc, in dependency order, and linked with lld through the cross gcc driver. Which modules,
# their sources and their order come from the package description (Board/Device/device-plan.py), with
# default traits off: the device has no desktop window. C flags and libraries come from
# pkg-config for the target architecture. Targets' own settings in the manifest (defines, flags)
# are not applied. Every function gets a section of its own and the linker drops those nothing
# reaches (--gc-sections), then folds identical ones (--icf=all): Embedded Swift compiles into
# each module what it uses from the others, so much is duplicated or unused.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
package=$repo product=tactile out= arch=arm64 link=static check=
while [ $# -gt 0 ]; do
    case $1 in
        --arch) arch=$2; shift 2 ;;
        --link) link=$2; shift 2 ;;
        --check) check=1 arch=host; shift ;;
        --package) package=$2; shift 2 ;;
        --product) product=$2; shift 2 ;;
        -h|--help) sed -n '2,/^set /p' "$0" | sed '$d'; exit 0 ;;
        -*) echo "build-device.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
        *) out=$1; shift ;;
    esac
done
case $arch in
    host)
        triple=$(uname -m)-unknown-linux-gnu gnu=$(uname -m)-linux-gnu directory=embedded-check
        libraries_root=
        arch_flags=() ;;
    arm64)
        triple=aarch64-none-none-elf gnu=aarch64-linux-gnu directory=aarch64
        libraries_root=
        arch_flags=() ;;
    armhf)
        # Debian's armhf: ARMv7-A, floats passed in VFP registers. Without -mfloat-abi=hard the
        # compiler passes them in integer registers, and calls into glibc, libm or FreeType get
        # garbage. VFPv4 with NEON is what ARMv7 handhelds have (Cortex-A7, A9 and later).
        triple=armv7-none-none-eabi gnu=arm-linux-gnueabihf directory=armhf
        libraries_root=$repo/.build/sysroot/armhf
        arch_flags=(-march=armv7-a -mfpu=neon-vfpv4 -mfloat-abi=hard) ;;
    *) echo "build-device.sh: unknown architecture $arch (arm64 or armhf)" >&2; exit 2 ;;
esac
case $link in
    static) ;;
    dynamic) directory=$directory-dynamic ;;
    *) echo "build-device.sh: unknown link mode $link (static or dynamic)" >&2; exit 2 ;;
esac
package=$(cd "$package" && pwd)
[ -n "$out" ] || out=$package/.build/$directory
mkdir -p "$out"
out=$(cd "$out" && pwd)

sysroot=/usr/$gnu
swift_bin=$(dirname "$(readlink -f "$(command -v swiftc)")")
embedded_lib="$swift_bin/../lib/swift/embedded/$triple"
# Debian's .pc files for the architecture: installed beside the amd64 ones by the :arm64 -dev
# packages, or in the unpacked sysroot, whose directory pkg-config puts before every path.
if [ -n "$libraries_root" ] && [ ! -d "$libraries_root/usr/lib/$gnu/pkgconfig" ]; then
    echo "build-device.sh: no $arch libraries in $libraries_root (make deps-cross)" >&2
    exit 1
fi
# The static libraries built here (Debian ships them shared only: Board/Packages/build-alsa.sh,
# build-harfbuzz.sh, build-unibreak.sh) each have a directory of their own for arm64, looked in
# first, so that a Debian :arm64 package of the same library (shared only) never takes their
# place; armhf's are in its sysroot. A dynamic link uses them too. Debian's libunibreak-dev is not
# multiarch: the host's .pc is in /usr/lib/pkgconfig.
own_pkgconfig='' extra_pkgconfig=''
case $arch in
    arm64) for library in alsa harfbuzz unibreak; do
               own_pkgconfig+=$repo/.build/sysroot/$library-arm64/lib/pkgconfig:
           done ;;
    host) extra_pkgconfig=:/usr/lib/pkgconfig ;;
esac
target_pkg_config() {
    PKG_CONFIG_SYSROOT_DIR=$libraries_root \
        PKG_CONFIG_LIBDIR=$own_pkgconfig$libraries_root/usr/lib/$gnu/pkgconfig:$libraries_root/usr/share/pkgconfig$extra_pkgconfig \
        pkg-config "$@"
}

plan=$("$repo/Board/Device/device-plan.py" "$package" "$product")

# First pass: the C side of every module (module maps, include directories, pkg-config names),
# and what each module can reach: the modules it uses, theirs, and so on.
include_dirs=() pkg_names=() plain_libraries=()
declare -A map_of=() include_of=() pkg_of=() reach=() uses_of=()
c_modules=()
while IFS=$'\t' read -r -a fields; do
    case ${fields[0]} in
        uses)
            below=" "
            for used in "${fields[@]:2}"; do below+="$used ${reach[$used]} "; done
            reach[${fields[1]}]=$below
            uses_of[${fields[1]}]="${fields[*]:2}" ;;
        system)
            c_modules+=("${fields[1]}")
            map_of[${fields[1]}]=${fields[2]}
            if [ "${fields[3]}" = - ]; then
                for library in "${fields[@]:4}"; do plain_libraries+=("-l$library"); done
            else
                pkg_names+=("${fields[3]}")
                pkg_of[${fields[1]}]=${fields[3]}
            fi ;;
        c)
            name=${fields[1]} include=${fields[3]}
            c_modules+=("$name")
            include_dirs+=("$include")
            include_of[$name]=$include
            if [ -f "$include/module.modulemap" ]; then
                map_of[$name]=$include/module.modulemap
            else
                # SwiftPM makes an umbrella module of the include directory; so does this.
                mkdir -p "$out/modulemaps/$name"
                printf 'module %s {\n    umbrella "%s"\n    export *\n}\n' "$name" "$include" \
                    > "$out/modulemaps/$name/module.modulemap"
                map_of[$name]=$out/modulemaps/$name/module.modulemap
            fi
            ;;
    esac
done <<< "$plan"

# The C compiler's flags: every library's and C module's (a C module includes what it likes).
c_flags=() c_libraries=()
if [ ${#pkg_names[@]} -gt 0 ]; then
    read -r -a c_flags <<< "$(target_pkg_config --cflags "${pkg_names[@]}")"
    if [ "$link" = static ]; then
        read -r -a c_libraries <<< "$(target_pkg_config --static --libs "${pkg_names[@]}")"
    else
        read -r -a c_libraries <<< "$(target_pkg_config --libs "${pkg_names[@]}")"
    fi
fi
for include in "${include_dirs[@]}"; do c_flags+=("-I$include"); done

swift_flags=(
    -target "$triple" -enable-experimental-feature Embedded -wmo "$([ -n "$check" ] && echo -Onone || echo -O)"
    -Xfrontend -function-sections
    -I "$out" -Xcc -I"$sysroot/include" -Xcc -I/usr/include/$gnu
    # Headers the libraries install straight in /usr/include (espeak-ng/speak_lib.h), which
    # pkg-config leaves out as a system directory: searched last, after the architecture's own.
    -Xcc -idirafter -Xcc "$libraries_root/usr/include"
    -Xcc -D__linux__ -Xcc -D__unix__
    # `package` declarations need a package name, as SwiftPM gives each package's modules. One
    # name for every module here: SwiftPM's own build already refuses an app that reaches into
    # Tactile's package-only API, so nothing builds here that could not build there.
    -package-name tactile
)
for flag in "${arch_flags[@]}"; do swift_flags+=(-Xcc "$flag"); done
# Clang predefines __INT64_C and __UINT64_C for ARM, spaced unlike glibc's <stdint.h> which
# defines them again: a warning in every build (an app's too), about nothing.
swift_flags+=(-Xcc -Wno-macro-redefined)

# A Swift module is compiled with the module maps and C flags of the C modules it can reach, and
# no others: the same module gets the same flags (and the same cache entry, below) in every
# product, whatever else the product links (Examples/Hello has no speech, the device program has).
declare -A cflags_of_pkg=() version_of_pkg=()
module_swift_flags() {
    local name=$1 c flag
    module_flags=("${swift_flags[@]}")
    local seen=" "
    for c in "${c_modules[@]}"; do
        [[ "${reach[$name]}" == *" $c "* ]] || continue
        module_flags+=(-Xcc "-fmodule-map-file=${map_of[$c]}")
        local flags=()
        [ -z "${include_of[$c]:-}" ] || flags+=("-I${include_of[$c]}")
        if [ -n "${pkg_of[$c]:-}" ]; then
            local pkg=${pkg_of[$c]}
            [ -n "${cflags_of_pkg[$pkg]+set}" ] || cflags_of_pkg[$pkg]=$(target_pkg_config --cflags "$pkg")
            [ -n "${version_of_pkg[$pkg]+set}" ] || version_of_pkg[$pkg]=$(target_pkg_config --modversion "$pkg")
            read -r -a pkg_flags <<< "${cflags_of_pkg[$pkg]}"
            flags+=("${pkg_flags[@]}")
        fi
        for flag in "${flags[@]}"; do
            [[ "$seen" == *" $flag "* ]] && continue
            seen+="$flag "
            module_flags+=(-Xcc "$flag")
        done
    done
}

# A module that uses another's classes emits their vtables itself (Embedded Swift compiles what
# it uses from other modules into its own object), and points the entries of methods it found
# dead at `_swift_dead_method_stub`, under the methods' own names as global aliases. The module
# defining the class defines the same names, so linking both fails with duplicate symbols (seen
# with Examples/Hello, which uses Tactile's View). The aliases are made weak: the real
# definition wins, and where there is none the stub still fills the vtable slot.
weaken_dead_method_aliases() {
    local object=$1 stub
    stub=$("$gnu-nm" "$object" | awk '$3 == "_swift_dead_method_stub" { print $1 }')
    [ -n "$stub" ] || return 0
    local weaken=()
    while read -r symbol; do
        weaken+=("--weaken-symbol=$symbol")
    done < <("$gnu-nm" --defined-only "$object" | awk -v stub="$stub" '$1 == stub && $2 == "T" { print $3 }')
    [ ${#weaken[@]} -eq 0 ] || "$gnu-objcopy" "${weaken[@]}" "$object"
}

# Embedded Swift calls an override of a generic class's method whose arguments or result mention
# the class's generic parameter with the wrong convention when it is called through the
# specialized base (`Base<Double>`): the override is entered through a thunk for the generic
# convention (results and arguments by address) while the caller passes them in registers, and
# the program reads garbage or crashes (docs/embedded-swift-traps.md, Tests/EmbeddedTraps). Such a
# thunk ("vtable thunk for Base.f(A) ... dispatching to Derived.f(Double)") is refused here.
# Initializers are left out: they are only called through the class, never through the vtable,
# unless `required`. TACTILE_ALLOW_GENERIC_OVERRIDES=1 builds anyway (the reproduction does).
refuse_generic_overrides() {
    local object=$1 thunks
    [ "${TACTILE_ALLOW_GENERIC_OVERRIDES:-}" = 1 ] && return 0
    thunks=$("$gnu-nm" --defined-only "$object" | awk '$3 ~ /TV$/ { print $3 }' | "$swift_bin/swift-demangle" \
        | sed -n 's/^vtable thunk for \(.*\) dispatching to \(.*\)$/\1\t\2/p' | { grep -v __allocating_init || true; } \
        | awk -F'\t' '$1 ~ /(^|[^A-Za-z0-9_.])[A-Z][0-9]*([^A-Za-z0-9_.]|$)/ { print "  " $2 " overrides " $1 }' \
        | sort -u)
    [ -z "$thunks" ] && return 0
    {
        echo "build-device.sh: $(basename "$object" .o): overrides of a generic class's members whose types mention"
        echo "its generic parameter; Embedded Swift miscompiles calls to them through the base class"
        echo "(docs/embedded-swift-traps.md: take such values through inout, or store them):"
        echo "$thunks"
    } >&2
    return 1
}

# Compiled modules are kept in a cache shared by every package built with this script (the
# device program and each example app compile the same Tactile modules). A module's key covers
# the compiler, its flags (with this build's output directory left out), the versions of the C
# libraries it reaches, its sources and the keys of the modules it uses, which cover theirs; so a
# change anywhere below a module recompiles it, nothing stale is ever reused, and a module is
# found again by any product that uses it. The newest entries are kept.
cache=$repo/.build/device-cache
mkdir -p "$cache"
compiler_key=$(swiftc --version 2>&1 | sha256sum | cut -d' ' -f1)
declare -A key_of=()
# Sets module_flags (module_swift_flags) and key_of[NAME] for the Swift module of plan line FIELDS.
swift_module_key() {
    local name=$1 used pkg c versions=""
    module_swift_flags "$name"
    for c in ${reach[$name]}; do
        pkg=${pkg_of[$c]:-}
        [ -z "$pkg" ] || versions+="$pkg ${version_of_pkg[$pkg]} "
    done
    key_of[$name]=$( {
        echo "$compiler_key $versions"
        printf '%s\n' "${module_flags[@]}" | sed "s|$out|OUT|g"
        for used in ${uses_of[$name]}; do echo "uses $used ${key_of[$used]}"; done
        echo "${fields[*]:0:5}" | sed "s|$out|OUT|g"
        cat "${fields[@]:5}"
    } | sha256sum | cut -d' ' -f1)
}

# Puts FILES in the cache entry $entry_dir: copied beside it and renamed into place, so that a
# build reading the entry never sees half of it; when two builds (make test's app check and the
# board's app image) compile the same module at once, the first one's entry stays.
store_in_cache() {
    local partial
    partial=$(mktemp -d "$entry_dir.partial.XXXXXX")
    cp "$@" "$partial/"
    mv -T "$partial" "$entry_dir" 2>/dev/null || rm -rf "$partial"
}

# --check: a library's interface only (cached), the product's own modules through the Embedded
# mandatory passes (SIL, no code).
check_module() {
    local name=$1 kind=$2 entry=$3
    shift 3
    local extra=()
    [ "$entry" = main ] || extra+=(-parse-as-library)
    if [ "$kind" = library ] && [ -f "$entry_dir/$name.swiftmodule" ]; then
        echo "embedded check: $name (unchanged, from $cache)" >&2
        cp "$entry_dir"/* "$out/"
        touch "$entry_dir"
    elif [ "$kind" = library ] && [[ "$(dirname "$1")" != "$package"/* ]]; then
        echo "embedded check: $name (interface)" >&2
        swiftc "${module_flags[@]}" -module-name "$name" "${extra[@]}" -emit-module \
            -emit-module-path "$out/$name.swiftmodule" "$@"
        store_in_cache "$out/$name.swiftmodule"
    else
        echo "embedded check: $name" >&2
        [ "$kind" = library ] && extra+=(-emit-module -emit-module-path "$out/$name.swiftmodule")
        # Into a file of the build, never `-o /dev/null`: the compiler writes its output beside the
        # target and renames it over, which as root turns /dev/null into a regular file.
        swiftc "${module_flags[@]}" -module-name "$name" "${extra[@]}" -emit-sil -o "$out/$name.sil" "$@"
        rm -f "$out/$name.sil"
    fi
}

# Second pass: compile each module in order (a later module may import any earlier one).
objects=()
while IFS=$'\t' read -r -a fields; do
    name=${fields[1]}
    case ${fields[0]} in
        swift)
            kind=${fields[3]} entry=${fields[4]}
            swift_module_key "$name"
            entry_dir=$cache/${key_of[$name]}
            if [ -n "$check" ]; then
                check_module "$name" "$kind" "$entry" "${fields[@]:5}"
                continue
            fi
            if [ -f "$entry_dir/$name.o" ]; then
                echo "embedded swift: $name (unchanged, from $cache)" >&2
                cp "$entry_dir"/* "$out/"
                touch "$entry_dir"
            else
                extra=()
                [ "$kind" = library ] && extra+=(-emit-module -emit-module-path "$out/$name.swiftmodule")
                [ "$entry" = main ] || extra+=(-parse-as-library)
                # swiftc leaves an existing object alone when the module's LLVM IR hashes the same
                # (its .swift_modhash section), even if code generation options changed.
                rm -f "$out/$name.o"
                started=$SECONDS
                swiftc "${module_flags[@]}" -module-name "$name" "${extra[@]}" \
                    -c "${fields[@]:5}" -o "$out/$name.o"
                echo "embedded swift: $name ($((SECONDS - started)) s)" >&2
                weaken_dead_method_aliases "$out/$name.o"
                if [ "$kind" = library ]; then
                    store_in_cache "$out/$name.o" "$out/$name.swiftmodule"
                else
                    store_in_cache "$out/$name.o"
                fi
            fi
            refuse_generic_overrides "$out/$name.o"
            objects+=("$out/$name.o") ;;
        system)
            key_of[$name]=$( { echo "${fields[*]}"; cat "${fields[2]}"; } | sha256sum | cut -d' ' -f1) ;;
        c)
            key_of[$name]=$( { echo "${fields[*]}"; cat "${fields[@]:4}"; find "${fields[3]}" -type f -exec cat {} +; } | sha256sum | cut -d' ' -f1)
            [ -z "$check" ] || continue
            echo "c: $name" >&2
            for source in "${fields[@]:4}"; do
                object="$out/$name-$(basename "$source" .c).o"
                "$gnu-gcc" -O2 -Wall -ffunction-sections -fdata-sections "${arch_flags[@]}" "${c_flags[@]}" \
                    -c "$source" -o "$object"
                objects+=("$object")
            done ;;
    esac
done <<< "$plan"

# The cache keeps the 80 most recently used modules: both architectures' and the host check's
# chains of the runtime's modules, and the apps and reproductions `make test` builds on them
# (about 400 MB; with 24 the reproductions pushed the runtime out and every app recompiled it).
ls -1dt "$cache"/*/ 2>/dev/null | tail -n +81 | xargs -r rm -rf

if [ -n "$check" ]; then
    echo "embedded check passed: $product"
    exit 0
fi

# Debian's static espeak-ng needs libsonic (rate changes) and pcaudio (its playback mode, which
# Tactile never uses: Board/Device/espeak-ng-without-playback.c stands in for it).
if [ "$link" = static ] && [[ " ${pkg_names[*]} " == *" espeak-ng "* ]]; then
    "$gnu-gcc" -O2 -Wall -ffunction-sections "${arch_flags[@]}" -c "$repo/Board/Device/espeak-ng-without-playback.c" \
        -o "$out/espeak-ng-without-playback.o"
    objects+=("$out/espeak-ng-without-playback.o")
    plain_libraries+=(-lsonic -lpthread)
fi

# Not position-independent: the Swift objects are not compiled for it, and nothing needs it.
# The link map (OUTPUT_DIR/PRODUCT.map) says what each library adds (Board/Measure/measure-size.sh).
link_flags=(-no-pie)
[ "$link" = static ] && link_flags=(-static)
# The shared libraries' own dependencies (libz.so.1 of libpng) are looked up there too.
[ -z "$libraries_root" ] || link_flags+=("-Wl,-rpath-link=$libraries_root/lib/$gnu:$libraries_root/usr/lib/$gnu")
"$gnu-gcc" "${link_flags[@]}" -fuse-ld=lld -B"$swift_bin" -O2 "${arch_flags[@]}" \
    -Wl,--gc-sections -Wl,--icf=all -Wl,-Map="$out/$product.map" -o "$out/$product" \
    "${objects[@]}" \
    "$embedded_lib/libswiftUnicodeDataTables.a" \
    "${c_libraries[@]}" "${plain_libraries[@]}" -lm
echo "$out/$product"
