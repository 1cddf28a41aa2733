#!/usr/bin/env bash
# The fuzz targets of Tests/Fuzz (libFuzzer with AddressSanitizer): builds them, then runs each
# for a set time, seeded from the repository's fixtures, and prints a table of executions,
# executions per second and peak RSS per target.
#
#   Tests/Fuzz/fuzz.sh [--seconds N] [--jobs J] [--no-build] [TARGET...]
#
# N defaults to $FUZZ_SECONDS, else 60; J targets run at once (default 1; the figures of each
# are its own, but targets running together share the machine). TARGETs are the names below
# (all by default).
# FUZZ_SEED=N fixes libFuzzer's random seed (make test does, so that a run's inputs are the same
# every time and a finding reproduces).
# Everything it makes is under .build/fuzz (its own SwiftPM scratch path, every module of the
# package compiled with `-sanitize=fuzzer,address`):
#   seeds/TARGET     the seeds, copied (or assembled) from the fixtures afresh on every run,
#                    with the reproducers of fixed findings (Tests/Fuzz/Regressions/TARGET)
#   corpus/TARGET    what libFuzzer found interesting, kept between runs
#   findings/TARGET  reproducers of crashes, leaks, timeouts and out-of-memory inputs
#   logs/TARGET.log  libFuzzer's output, TARGET.row its line of the table; summary.txt the table
# A finding makes the script exit 1 after every target has run; reproduce one with
#   SWIFT_BACKTRACE=enable=no .build/fuzz/release/TARGET FILE
# (with LD_LIBRARY_PATH naming the Swift runtime, as below).
set -euo pipefail
cd "$(dirname "$0")/../.."

ALL_TARGETS=(FuzzPNG FuzzFont FuzzTextLayout FuzzEvemu FuzzInputConfiguration FuzzSettings FuzzOptions)
seconds=${FUZZ_SECONDS:-60}
build=1
jobs=1
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds=${2-}; shift $(( $# > 1 ? 2 : 1 )) ;;
        --no-build) build=0; shift ;;
        --jobs) jobs=${2-}; shift $(( $# > 1 ? 2 : 1 )) ;;
        -h|--help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        Fuzz*) targets+=("$1"); shift ;;
        *) echo "fuzz.sh: unknown argument $1 (targets: ${ALL_TARGETS[*]})" >&2; exit 2 ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=("${ALL_TARGETS[@]}")
# Whole numbers only, checked before they reach arithmetic or libFuzzer.
if ! [[ "$jobs" =~ ^[1-9][0-9]{0,2}$ ]]; then
    echo "fuzz.sh: --jobs must be a whole number from 1 to 999, not '$jobs'" >&2; exit 2
fi
if ! [[ "$seconds" =~ ^[1-9][0-9]{0,6}$ ]]; then
    echo "fuzz.sh: --seconds (or FUZZ_SECONDS) must be a whole number from 1 to 9999999, not '$seconds'" >&2; exit 2
fi

SCRATCH=.build/fuzz
mkdir -p "$SCRATCH"
if [ "$build" = 1 ]; then
    echo "fuzz.sh: building the fuzz targets (libFuzzer + AddressSanitizer) in $SCRATCH"
    # `--sanitize fuzzer` makes SwiftPM build the targets as libFuzzer entries (no `main` of
    # their own); the one -sanitize= flag with both then gives every Swift module coverage
    # counters and ASan: swiftc keeps only the last of several -sanitize= flags, so SwiftPM's
    # `--sanitize fuzzer --sanitize address` alone would leave Swift code uninstrumented.
    # ld.lld: gold warns once per ASan register-check symbol ("Cannot export local symbol").
    # Product by product: building everything would also build the package's `tactile`.
    # Release: about 8 times the executions of a debug build (overflow and bounds checks stay).
    # SwiftPM reuses its build plan unless the root package changes, so a source file added to
    # Tactile (this package's dependency by path) would be left out: plan afresh (seconds).
    rm -f "$SCRATCH/release/description.json"
    for target in "${targets[@]}"; do
        swift build --package-path Tests/Fuzz --scratch-path "$SCRATCH" --product "$target" -c release \
            --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=address -Xswiftc -use-ld=lld \
            > "$SCRATCH/build.log" 2>&1 || { cat "$SCRATCH/build.log" >&2; exit 1; }
    done
fi

# The Swift runtime's shared libraries, which the nested package's executables have no rpath to.
swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
export LD_LIBRARY_PATH="$swift_bin/../lib/swift/linux${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
# Traps (overflow, force unwrap, fatalError) are crashes to libFuzzer, not backtraces to print.
export SWIFT_BACKTRACE=enable=no
# FuzzTextLayout's faces.
export TACTILE_FONT_DIR=$PWD/Assets/fonts
# Symbolized stacks in the reports.
[ -x "$swift_bin/llvm-symbolizer" ] && export ASAN_SYMBOLIZER_PATH="$swift_bin/llvm-symbolizer"

# Writes the seeds of target $1 into directory $2.
make_seeds() {
    local target=$1 dir=$2
    case "$target" in
        FuzzPNG)
            cp Tests/TactileImagesTests/Fixtures/*.png Assets/images/*.png "$dir"/
            ;;
        FuzzFont)
            cp Assets/fonts/*.ttf Tests/TactileTextTests/Fixtures/*.ttf "$dir"/
            ;;
        FuzzTextLayout)
            # Three option bytes (font and size; width, alignment and line breaks; maximum lines
            # and x offset), then text.
            local i=0 options text
            for options in '\x15\x04\x40' '\x16\x25\x42' '\x1b\x43\x43' '\x01\x8c\x40' '\x1d\x1a\x41' '\x11\x00\x47'; do
                for text in README.md Assets/fonts/LICENSE-DejaVu.txt Tests/TactileInputTests/Fixtures/README.md; do
                    { printf "$options"; head -c 1500 "$text"; } > "$dir/text-$i"
                    i=$((i + 1))
                done
                { printf "$options"; printf 'AVAT To fi \xef\xac\x81 e\xcc\x81 \xce\xa9\xce\xbc \xd0\x96 \xd9\x85\xd8\xb1 \xe6\xbc\xa2\xe5\xad\x97 \xf0\x9f\x98\x80\t\r\n\r\x00\xff\xc0\x80 end'; } > "$dir/text-$i"
                i=$((i + 1))
            done
            ;;
        FuzzEvemu)
            cp Tests/Board/touch/*.evemu Tests/Launcher/recordings/*.evemu Examples/Gestures/cards.evemu "$dir"/
            local f base
            for f in Tests/TactileInputTests/Fixtures/*.desc; do cp "$f" "$dir/$(basename "$f" | tr -c 'A-Za-z0-9.\n-' _)"; done
            # The public recordings keep events apart from their device: join them, and keep
            # each events file alone too (the target gives those the board's panel).
            for f in Tests/TactileInputTests/Fixtures/*.events; do
                base=$(basename "$f" | tr -c 'A-Za-z0-9.\n-' _)
                cat "${f%%.*}.desc" "$f" > "$dir/joined-$base"
                head -c 20000 "$f" > "$dir/$base"
            done
            ;;
        FuzzInputConfiguration)
            printf '# Tactile input configuration\ncalibration = 1.02 0.01 -0.012 0 0.98 0.007\nrotation = 90\n' > "$dir/documented"
            printf '# hello\n\ncalibration = -1 0 1 0 -1e0 1.0 # inverted\n' > "$dir/inverted"
            printf 'rotation = 270\n' > "$dir/rotation"
            printf 'calibration = 0 1 0 -1 0 1\nrotation = 180\ncalibration = 1 0 0 0 1 0\n' > "$dir/twice"
            ;;
        FuzzSettings)
            printf '# Tactile settings (written by the Settings app)\nrotation = 90\nbrightness = 0.250\nshow-touches = on\naccessibility = off\n' > "$dir/documented"
            printf 'brightness = 1\r\nrotation = 0 # upright\r\n' > "$dir/crlf"
            printf 'accessibility = on\n\n\nshow-touches = off\nbrightness = 0\n' > "$dir/some"
            ;;
        FuzzOptions)
            printf -- '--display\nheadless\n--size\n320x240\n--screenshot\n/tmp/x.png\n--screenshot-after\n2.5s' > "$dir/screenshot"
            printf -- '--size\n640x480\n--display\nfbdev:/dev/fb1\n--input\nreplay:/c\nTACTILE_SIZE=320x240\nTACTILE_ROTATE=180' > "$dir/environment"
            printf -- 'TACTILE_INPUT=replay:/a;replay:/b\nTACTILE_INPUT_DESCRIPTION=/d\nTACTILE_SCREENSHOT=/s.png\nTACTILE_SCREENSHOT_AFTER=40f\nHOME=/root' > "$dir/variables"
            printf -- '--input\nreplay:e.evemu\n--input-description\nd.evemu\n--rotate\n270\n--open\nSettings\n--time\n09:41\n--log-apps' > "$dir/launcher"
            printf -- '--wallpaper\nw.png\n--font\nf.ttf\n--settings\n/s.conf\n--input-config\n/i.conf\n--screenshot-after\n1500ms\n--screenshot\n/x' > "$dir/files"
            ;;
    esac
}

mkdir -p "$SCRATCH/logs"
summary=$SCRATCH/summary.txt

# Fuzzes target $1 for $seconds and writes its row of the table to logs/TARGET.row; fails on a
# finding.
fuzz_one() {
    local target=$1
    binary=$SCRATCH/release/$target
    [ -x "$binary" ] || { echo "fuzz.sh: $binary is not built" >&2; return 2; }
    seeds=$SCRATCH/seeds/$target corpus=$SCRATCH/corpus/$target findings=$SCRATCH/findings/$target
    rm -rf "$seeds"
    mkdir -p "$seeds" "$corpus" "$findings"
    make_seeds "$target" "$seeds"
    # The inputs of findings fixed since: run first every time.
    for f in "Tests/Fuzz/Regressions/$target"/*; do [ -f "$f" ] && cp "$f" "$seeds"/; done
    options=()
    [ -n "${FUZZ_SEED:-}" ] && options+=("-seed=$FUZZ_SEED")
    [ -f "Tests/Fuzz/Dictionaries/$target.dict" ] && options+=("-dict=Tests/Fuzz/Dictionaries/$target.dict")
    log=$SCRATCH/logs/$target.log
    echo "fuzz.sh: $target for ${seconds}s ($(ls "$seeds" | wc -l) seeds, $(ls "$corpus" | wc -l) in the corpus)"
    status=0
    # Limits far above any honest input here (the targets decode at most 4 megapixels, 16 MB):
    # 2 GB of RSS in all (ASan's shadow and quarantine take a few hundred MB), 256 MB in one
    # allocation, 20 s for one input.
    "$binary" "$corpus" "$seeds" "${options[@]}" -max_total_time="$seconds" -timeout=20 \
        -rss_limit_mb=2048 -malloc_limit_mb=256 -print_final_stats=1 -artifact_prefix="$findings/" \
        > "$log" 2>&1 || status=$?
    stat() { sed -n "s/^stat::$1: *//p" "$log" | tail -1; }
    executions=$(stat number_of_executed_units) rate=$(stat average_exec_per_sec) peak=$(stat peak_rss_mb)
    elapsed=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log")
    result=ok
    if [ "$status" != 0 ]; then
        artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
        reason=$(grep -m1 -E '^==[0-9]+==ERROR|^Fatal error|deadly signal|out-of-memory|timeout' "$log" | sed 's/^==[0-9]*==//' | cut -c1-80)
        result="FOUND ${reason:-status $status}: ${artifact:-see $log}"
        # The Swift message of a trap (fatalError, precondition) names the line.
        grep -m1 -E '^(.*Fatal error|.*Swift runtime failure)' "$log" >&2 || true
    fi
    printf '%-24s %6s %11s %8s %8s %8s  %s\n' "$target" "${elapsed:-?}" "${executions:-?}" "${rate:-?}" \
        "${peak:-?}" "$(ls "$corpus" | wc -l)" "$result" > "$SCRATCH/logs/$target.row"
    [ "$result" = ok ]
}

# Up to $jobs targets at once (each libFuzzer process uses one core); the table keeps the
# targets' order.
rm -f "$SCRATCH"/logs/*.row
running=0
for target in "${targets[@]}"; do
    if [ "$running" -ge "$jobs" ]; then
        wait -n || true
        running=$((running - 1))
    fi
    fuzz_one "$target" &
    running=$((running + 1))
done
wait || true
failed=0
printf '%-24s %6s %11s %8s %8s %8s  %s\n' target seconds executions exec/s "peak MB" corpus result > "$summary"
for target in "${targets[@]}"; do
    row=$SCRATCH/logs/$target.row
    if [ -f "$row" ]; then cat "$row" >> "$summary"; else echo "$target: did not run" >> "$summary"; fi
    grep -q '  ok$' "$row" 2>/dev/null || failed=1
done
cat "$summary"
exit $failed
