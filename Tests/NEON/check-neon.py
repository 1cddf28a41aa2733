#!/usr/bin/env python3
"""Shows that the rasterizer's hot kernels are vectorized for NEON in an aarch64 binary.

Usage: Tests/NEON/check-neon.py [BINARY]   (default .build/aarch64/tactile, from `make cross`)

Disassembles BINARY with aarch64-linux-gnu-objdump, finds the kernels by their mangled Swift
names (fill, per-pixel-alpha OVER into 8888 and 565, the bilinear passes, the A8 mask blit), finds the loops in each
(the ranges a backward branch closes) and counts the SIMD instructions inside them: those that
name a vector register arrangement (v0.16b, v1.8h, v2.4s, ...) or are NEON-only mnemonics (umull,
uqadd, ld4, ...). Prints, per kernel, its loops' instruction and vector-instruction counts and a
sample of the vector instructions of its busiest loop; exits 1 when a kernel is missing or none
of its loops holds a vector instruction.
"""
import re
import subprocess
import sys

# Kernel: substrings of the mangled names (any one matches). The Embedded build specializes and
# inlines, so each kernel is looked for in the functions its loop ends up in.
KERNELS = {
    "fill (opaque rect)": ["6CanvasV8fillRect_5pixel", "11SpanKernelsO4fill"],
    "OVER (per-pixel alpha, 8888)": ["11SpanKernelsO5blend_5count6source5alphaySpys6UInt32V",
                                     "11SpanKernelsO5blend_6stride4rows5count6source"],
    "OVER (per-pixel alpha, into 565)": ["11SpanKernelsO5blend_5count6source5alphaySpys6UInt16V"],
    # The passes BilinearRows.row runs (two-pass bilinear of scaled and translated images).
    "bilinear (vertical, horizontal, shifted passes)": ["13ImageSamplingO12verticalPass", "13ImageSamplingO14horizontalPass",
                                                        "13ImageSamplingO11shiftedPass", "13ImageSamplingO10pairedPass"],
    "A8 mask blit (glyphs)": ["11SpanKernelsO5blend_5count5color4maskySpys6UInt32V",
                              "11SpanKernelsO5blend_6stride4rows5count5color4mask"],
}

VECTOR_REGISTER = re.compile(r"\bv\d+\.(16b|8b|8h|4h|4s|2s|2d|1d|b|h|s|d)\b|\bq\d+\b")
NEON_MNEMONIC = re.compile(r"^(u|s)(mull2?|mlal2?|addw2?|subl2?|addl2?|shll2?|qadd|qsub|hadd|rhadd|shr|sra|rshr|qxtn2?|xtn2?)"
                           r"|^(ld[1-4]|st[1-4]|xtn2?|uzp[12]|zip[12]|trn[12]|tbl|dup|mla|mls|mul|bsl|bit|bif|cmeq|cmhi|cmhs|umaxv|uminv|addv|ext|rev\d+|ushl|ushr|shl|sli|sri|movi|mvni|orr|and|bic|eor|not|add|sub|cm\w+)$")
BRANCH = re.compile(r"^(b(\.\w+)?|cbn?z|tbn?z)$")


def functions(binary):
    out = subprocess.run(["aarch64-linux-gnu-objdump", "-d", "--no-show-raw-insn", binary],
                         check=True, capture_output=True, text=True).stdout
    name, body = None, []
    for line in out.splitlines():
        header = re.match(r"^([0-9a-f]+) <(.+)>:$", line)
        if header:
            if name:
                yield name, body
            name, body = header.group(2), []
            continue
        m = re.match(r"^\s*([0-9a-f]+):\s+(\S+)\s*(.*)$", line)
        if m and name:
            body.append((int(m.group(1), 16), m.group(2), m.group(3)))
    if name:
        yield name, body


def is_vector(mnemonic, operands):
    return bool(VECTOR_REGISTER.search(operands)) and (NEON_MNEMONIC.match(mnemonic) or "." in operands
                                                        or mnemonic.startswith(("ld", "st")))


def loops(body):
    """(start, end) address ranges closed by a backward branch, innermost first."""
    found = []
    for address, mnemonic, operands in body:
        if BRANCH.match(mnemonic):
            target = re.search(r"\b([0-9a-f]+) <", operands)
            if target and int(target.group(1), 16) <= address:
                found.append((int(target.group(1), 16), address))
    return sorted(found, key=lambda r: r[1] - r[0])


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/aarch64/tactile"
    table = list(functions(binary))
    failed = False
    for kernel, patterns in KERNELS.items():
        matches = [(n, b) for n, b in table if any(p in n for p in patterns)]
        if not matches:
            print(f"{kernel}: NOT FOUND in {binary} (looked for {', '.join(patterns)})")
            failed = True
            continue
        best = None  # (vector count, loop size, function, loop instructions)
        total_loops = vector_loops = 0
        for name, body in matches:
            for start, end in loops(body):
                inside = [(a, m, o) for a, m, o in body if start <= a <= end]
                vector = [(a, m, o) for a, m, o in inside if is_vector(m, o)]
                total_loops += 1
                vector_loops += bool(vector)
                if best is None or len(vector) > best[0]:
                    best = (len(vector), len(inside), name, vector)
        if not best or best[0] == 0:
            print(f"{kernel}: {len(matches)} function(s), {total_loops} loop(s), NO vector instruction in any loop")
            failed = True
            continue
        count, size, name, vector = best
        mnemonics = sorted({m for _, m, _ in vector})
        print(f"{kernel}: {len(matches)} function(s), {vector_loops} of {total_loops} loops vectorized; "
              f"busiest loop {count} vector of {size} instructions in {name[:90]}")
        print(f"    mnemonics: {' '.join(mnemonics)}")
        arithmetic = [(a, m, o) for a, m, o in vector if not m.startswith(("ld", "st", "mov"))]
        for a, m, o in (arithmetic or vector)[:6]:
            print(f"    {a:x}: {m} {o}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
