#!/usr/bin/env bash
# Runs the ImagesTests (the PNG suite, round trips and the damaged-file corpus) under valgrind
# memcheck; exits non-zero on any invalid read/write, use of uninitialised memory in our code or
# libpng, or any definitely-lost block. Usage: Tests/TactileImagesTests/valgrind.sh [SCRATCH_DIR]
# VALGRIND_FILTER (a Swift Testing --filter pattern, default ImagesTests) chooses other suites:
# `make test` adds the compositor's and the settings and command-line parsers'.
#
# Two workarounds for Debian 12's valgrind 3.19, both kept out of the normal build:
#  * it cannot read the DWARF 5 the Swift toolchain emits, so the tests are built with DWARF 4
#    into their own scratch directory (default .build/valgrind);
#  * it crashes (internal SIGSEGV) when libdispatch's main thread calls sigsuspend with a signal
#    mask in read-only memory, which every Swift Testing run does; a preloaded sigsuspend copies
#    the mask to the stack first.
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=${1:-.build/valgrind}
support="$scratch/valgrind-support"
mkdir -p "$support"

swift build --build-tests --scratch-path "$scratch" -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4 >&2

cat > "$support/sigsuspend.c" <<'C'
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    return (int)syscall(SYS_rt_sigsuspend, &copy, (size_t)(_NSIG / 8));
}
C
gcc -shared -fPIC -O2 -o "$support/sigsuspend.so" "$support/sigsuspend.c"

# Reads valgrind believes uninitialised in the toolchain's own libraries, nothing of ours or
# libpng's: the Swift runtime's lazy metadata initialisation, and Swift Testing's generator of
# parameterized test cases, which shows up in about half the runs depending on thread timing.
cat > "$support/swift.supp" <<'SUPP'
{
   swift-runtime-metadata-init
   Memcheck:Cond
   fun:swift_initStructMetadata
}
{
   swift-testing-case-generator-value
   Memcheck:Value8
   obj:*/libTesting.so
}
{
   swift-testing-case-generator-cond
   Memcheck:Cond
   obj:*/libTesting.so
}
SUPP

# valgrind's report goes to its own file and is printed after the tests' output, so that a
# failure's stacks are at the end of the log, where CI shows them.
report="$scratch/valgrind-report.txt"
status=0
LD_PRELOAD="$PWD/$support/sigsuspend.so" valgrind --error-exitcode=1 --leak-check=full \
    --errors-for-leak-kinds=definite --show-leak-kinds=definite --num-callers=20 \
    --suppressions="$support/swift.supp" --log-file="$report" \
    "$scratch/debug/TactilePackageTests.xctest" --testing-library swift-testing --filter "${VALGRIND_FILTER:-ImagesTests}" \
    || status=$?
cat "$report"
exit "$status"
