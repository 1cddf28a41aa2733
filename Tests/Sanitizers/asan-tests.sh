#!/usr/bin/env bash
# The unit tests under AddressSanitizer: every module and test built with `--sanitize address`
# in its own scratch path (.build/asan), then run; a heap overflow, use after free or
# double free in Tactile's code, or in C reached through it, fails the run with ASan's report.
#
#   Tests/Sanitizers/asan-tests.sh [--parsers] [ARGUMENTS FOR swift test...]
#
# --parsers runs only the suites of the parsers and the compositor (PNG, fonts and text layout,
# recordings, calibration and the input configuration, the settings file, the command line,
# the compositor). Leaks are not checked here (the test runner keeps its own allocations to
# the end). Prints the build's and the run's times.
set -euo pipefail
cd "$(dirname "$0")/../.."

filter=()
if [ "${1:-}" = --parsers ]; then
    shift
    filter=(--filter 'ImagesTests|TextTests|InputTests|CompositorTests|SystemSettingsTests|RuntimeOptionsTests')
fi

SCRATCH=.build/asan
start=$(date +%s)
swift build --build-tests --scratch-path "$SCRATCH" --sanitize address
built=$(date +%s)
# Traps are failures with ASan's report of where they happened, not the Swift backtracer's.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=0}
swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
[ -x "$swift_bin/llvm-symbolizer" ] && export ASAN_SYMBOLIZER_PATH="$swift_bin/llvm-symbolizer"
# The tests that run the program run this build's, under ASan too.
export TACTILE_BINARY=$PWD/$SCRATCH/debug/tactile
status=0
swift test --skip-build --scratch-path "$SCRATCH" --sanitize address "${filter[@]}" "$@" || status=$?
done=$(date +%s)
echo "asan-tests.sh: build $((built - start)) s, tests $((done - built)) s, status $status"
exit $status
