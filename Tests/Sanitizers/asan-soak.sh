#!/usr/bin/env bash
# The app soak under AddressSanitizer: `tactile-soak --apps` (every registered app in turn,
# gestures aimed at what it shows) built with ASan, then run with LeakSanitizer at exit. A heap
# overflow, a use after free or a double free fails the run with ASan's report, a leak with
# LeakSanitizer's, and the soak's own checks (memory and views flat, sampled frames equal to
# full redraws) as without ASan.
#
#   Tests/Sanitizers/asan-soak.sh [--no-build] [SOAK ARGUMENTS...]
#
# SOAK ARGUMENTS go to tactile-soak after --apps (default: --duration 60s --seed 1, 60 s of
# virtual time per app); e.g. --skip Photos to leave out a known crash (closing a picture: any
# drag down closes it, so leaving out the pull-down kind is not enough). A finding's report is
# followed by the line "tactile-soak: AddressSanitizer stopped the soak at t=... s in APP,
# gesture N (KIND), seed S".
# The build shares the fuzz targets' (Tests/Fuzz/fuzz.sh): the same package, scratch path
# (.build/fuzz) and flags, so every module the fuzz targets compile is compiled once for both;
# only the apps, the launcher's list of them and the soak are added. Prints the build's and the
# run's times; the run's output is also in .build/fuzz/logs/app-soak.log.
set -euo pipefail
cd "$(dirname "$0")/../.."

build=1
if [ "${1:-}" = --no-build ]; then build=0; shift; fi
[ $# -gt 0 ] || set -- --duration 60s --seed 1

SCRATCH=.build/fuzz
mkdir -p "$SCRATCH/logs"
start=$(date +%s)
if [ "$build" = 1 ]; then
    echo "asan-soak.sh: building tactile-soak (AddressSanitizer, with the fuzz targets' flags) in $SCRATCH"
    # Exactly fuzz.sh's flags: any other would compile every module again (the fuzzer's
    # coverage counters cost the soak little). Plan afresh, as fuzz.sh does, so that a new
    # source file is not left out. The modules only (--target): SwiftPM would link libFuzzer,
    # whose `main` clashes with the soak's.
    rm -f "$SCRATCH/release/description.json"
    swift build --package-path Tests/Fuzz --scratch-path "$SCRATCH" --target tactile-soak -c release \
        --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=address -Xswiftc -use-ld=lld \
        > "$SCRATCH/app-soak-build.log" 2>&1 || { cat "$SCRATCH/app-soak-build.log" >&2; exit 1; }
    # Then the link SwiftPM plans for the product (its build manifest), with AddressSanitizer's
    # runtime alone: it also defines the coverage callbacks, as no-ops.
    python3 - "$SCRATCH/release.yaml" <<'PYTHON' || exit 1
import json, subprocess, sys
key = '"C.tactile-soak-'
lines = open(sys.argv[1]).read().split("\n")
start = next(i for i, line in enumerate(lines) if line.strip().startswith(key) and line.strip().endswith('-release.exe":'))
def field(name):
    return next(json.loads(line.strip()[len(name) + 2:]) for line in lines[start:start + 10] if line.strip().startswith(name + ": "))
# The objects from the command's inputs: its file list is written only when SwiftPM links.
objects = [path for path in field("inputs") if path.endswith(".o")]
args = []
for arg in field("args"):
    if arg in ("-sanitize=fuzzer", "-v"):
        continue
    if arg.startswith("@") and arg.endswith(".LinkFileList"):
        args += objects
    elif arg.startswith("-sanitize="):
        args.append("-sanitize=address")
    else:
        args.append(arg)
sys.exit(subprocess.run(args).returncode)
PYTHON
fi
built=$(date +%s)

swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
export LD_LIBRARY_PATH="$swift_bin/../lib/swift/linux${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
# A trap is a failure with ASan's report of where it happened, not the Swift backtracer's.
export SWIFT_BACKTRACE=enable=no
# Leaks at exit fail the run; a finding's report names its lines (symbolized).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:halt_on_error=1:exitcode=86}
# Weak references' side tables are not leaks (the file says why).
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Tests/Sanitizers/lsan-suppressions.txt:print_suppressions=0}
[ -x "$swift_bin/llvm-symbolizer" ] && export ASAN_SYMBOLIZER_PATH="$swift_bin/llvm-symbolizer"
log=$SCRATCH/logs/app-soak.log
status=0
"$SCRATCH/$(uname -m)-unknown-linux-gnu/release/tactile-soak" --apps "$@" 2>&1 | tee "$log" || status=${PIPESTATUS[0]}
done=$(date +%s)
if grep -q '^==[0-9]*==ERROR' "$log"; then
    echo "asan-soak.sh: AddressSanitizer findings (summary):" >&2
    grep -E '^SUMMARY: |^==[0-9]+==ERROR' "$log" >&2 || true
    [ "$status" != 0 ] || status=1
fi
echo "asan-soak.sh: build $((built - start)) s, soak $((done - built)) s, status $status"
exit "$status"
