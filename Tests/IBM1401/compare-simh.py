#!/usr/bin/env python3
"""The IBM 1401 against its reference, SimH's i1401 (Debian's simh): every deck of
Tests/IBM1401/decks (each explained card by card in its .md), the app's deck
(Assets/IBM1401/powers-of-two.cd, docs/ibm1401-powers-of-two.md) and a few hostile ones run on both;
the powers of two printed are also checked against Python's 2**N (check-powers.py).

For each deck i1401 runs `set cpu 16K`, `attach cdr DECK`, `attach lpt OUT`, `boot cdr`, `quit`
and `tactile debug-1401 --deck DECK` runs beside it; they must agree on:
- the printer: debug-1401's standard output equals i1401's printer file byte for byte;
- the stop: debug-1401's message on standard error ("HALT instruction, IS: 31") equals the
  start of i1401's stop line, and its exit status is 0 exactly when i1401 stopped on a HALT.

Usage: Tests/IBM1401/compare-simh.py TACTILE"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DECKS = os.path.join(HERE, "decks")
POWERS = os.path.join(HERE, "..", "..", "Assets", "IBM1401", "powers-of-two.cd")
# Decks made here: what a person may feed the machine that is not a program.
HOSTILE = {
    "empty": "",
    "no-newline": ",008015,022029,030031M0412112.HELLO WORLD",
    "blank-card": "\n",
    "lower-case": ",008015,022029,030031m0412112.hello world\n",
    "long-line": ",008015,022029,030031M0412112.HELLO WORLD" + " " * 60 + "PAST COLUMN 80\n",
    "no-word-mark": "M0412112.\n",
    "unimplemented": ",008015\x0a",
    "halt-without-end": ".\n",
}


def simh(deck, work):
    out = os.path.join(work, "simh.out")
    # attach writes over an existing file without truncating it.
    if os.path.exists(out):
        os.remove(out)
    script = os.path.join(work, "run.ini")
    with open(script, "w") as f:
        f.write(f"set cpu 16K\nattach cdr {deck}\nattach lpt {out}\nboot cdr\nquit\n")
    console = subprocess.run(["i1401", script], stdin=subprocess.DEVNULL, capture_output=True, text=True,
                             errors="replace", timeout=120).stdout
    stops = [line for line in console.splitlines() if ", IS: " in line]
    printed = open(out, "rb").read() if os.path.exists(out) else b""
    return printed, stops[-1] if stops else console.strip()


def tactile(program, deck):
    done = subprocess.run([program, "debug-1401", "--deck", deck], capture_output=True, timeout=300)
    return done.stdout, done.stderr.decode(errors="replace").strip(), done.returncode


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    program = os.path.abspath(sys.argv[1])
    problems, checked = [], 0
    with tempfile.TemporaryDirectory(prefix="tactile-1401-") as work:
        decks = [(name[:-3], os.path.join(DECKS, name)) for name in sorted(os.listdir(DECKS)) if name.endswith(".cd")]
        decks.append(("powers-of-two", POWERS))
        for name, text in HOSTILE.items():
            path = os.path.join(work, name + ".cd")
            with open(path, "w") as f:
                f.write(text)
            decks.append((name, path))
        for name, deck in decks:
            want_printed, want_stop = simh(deck, work)
            got_printed, got_stop, status = tactile(program, deck)
            want_message = re.sub(r" \(.*\)$", "", want_stop)
            got_message = got_stop.split(": ", 1)[1] if got_stop.startswith("tactile: ") else got_stop
            checked += 1
            if got_printed != want_printed:
                problems.append(f"{name}: printed {got_printed[:200]!r}, SimH printed {want_printed[:200]!r}")
            if got_message != want_message:
                problems.append(f"{name}: stopped with {got_message!r}, SimH with {want_message!r}")
            if (status == 0) != want_message.startswith("HALT instruction"):
                problems.append(f"{name}: exit status {status} for SimH's {want_message!r}")
            differs = problems and problems[-1].startswith(name + ":")
            print(f"1401: {name}: {want_message}: {'DIFFERS' if differs else 'ok'}")
    # The powers of two as numbers: every line against Python's arithmetic.
    with tempfile.TemporaryDirectory(prefix="tactile-powers-") as work:
        printed, _, _ = tactile(program, POWERS)
        path = os.path.join(work, "powers-of-two.out")
        with open(path, "wb") as f:
            f.write(printed)
        check = subprocess.run([sys.executable, os.path.join(HERE, "check-powers.py"), path], capture_output=True, text=True)
        if check.returncode != 0:
            problems.append("powers of two: " + check.stdout.strip().splitlines()[-1] if check.stdout.strip() else "check failed")
        else:
            print("1401: powers-of-two: every power from 2**0 to 2**1000 is Python's: ok")
    # Wrong options: status 2 and one message.
    for arguments, expected in [([], "--deck is required"), (["--deck"], "--deck needs a value"),
                                (["--deck", "x", "--max-instructions", "0"], "--max-instructions must be"),
                                (["--bogus"], "unknown option --bogus"),
                                (["--deck", "/nonexistent/deck.cd"], "cannot read the deck")]:
        done = subprocess.run([program, "debug-1401", *arguments], capture_output=True, text=True, timeout=60)
        if done.returncode != 2 or expected not in done.stderr:
            problems.append(f"debug-1401 {' '.join(arguments)}: status {done.returncode}, {done.stderr.strip()!r}")
    # The instruction limit: a loop that never ends (B 001 at 001) stops at it with status 1.
    with tempfile.NamedTemporaryFile("w", suffix=".cd", delete=False) as f:
        f.write("B001\n")
    done = subprocess.run([program, "debug-1401", "--deck", f.name, "--max-instructions", "1000"],
                          capture_output=True, text=True, timeout=60)
    os.unlink(f.name)
    if done.returncode != 1 or "Instruction limit reached" not in done.stderr:
        problems.append(f"the instruction limit: status {done.returncode}, {done.stderr.strip()!r}")
    if problems:
        print("1401 test FAILED:\n  " + "\n  ".join(problems))
        sys.exit(1)
    print(f"1401 test passed: {checked} decks print and stop as SimH's i1401 does; wrong options and the limit refused")


if __name__ == "__main__":
    main()
