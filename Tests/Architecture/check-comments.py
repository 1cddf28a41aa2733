#!/usr/bin/env python3
"""No comment or document cites one that is not in the repository.

Comments and documents may cite files of the repository ("docs/scroll-physics.md, 'Rubber band'")
and public documents by their names (the WWDC 2009 talk "iPhone Views and Animations", the patent
US 8386965); what a newcomer cannot open is not cited: the project's seeds, issues, briefs or
specifications, which live outside the repository. Each line that does is printed; exit 1 if any.

Usage: Tests/Architecture/check-comments.py [REPOSITORY]
"""
import os
import re
import subprocess
import sys

ROOT = os.path.realpath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../.."))
# Phrases that point outside the repository. "the seed" of a random generator is fine: it is
# followed by what it seeds or is spelt as an option (--seed, SOAK_SEED).
CITATIONS = re.compile(
    r"\bthe seed(?:'s)?\b(?! (?:that|of the soak|value|number))|\bseed's\b|\bthe seeds'|\bviews talk\b|"
    r"\bthe issue(?:'s)?\b|\bissue \d+|\bissues? (?:list|tracker)\b|\bthe brief\b|\bthe spec(?:'s)?\b|"
    r"\bthe digest\b|\.\./shared|\bshared/(?:spec|seeds)",
    re.IGNORECASE)
TEXT = (".swift", ".py", ".sh", ".md", ".c", ".h", ".txt", ".conf", "Makefile", ".modulemap")


def tracked_and_new_files():
    listing = subprocess.run(["git", "-C", ROOT, "ls-files", "--cached", "--others", "--exclude-standard"],
                             check=True, stdout=subprocess.PIPE, text=True).stdout.split("\n")
    return [path for path in listing if path.endswith(TEXT) and os.path.isfile(os.path.join(ROOT, path))]


def main():
    offences = []
    for path in tracked_and_new_files():
        if path == "Tests/Architecture/check-comments.py":
            continue  # names the phrases it looks for
        with open(os.path.join(ROOT, path), encoding="utf-8", errors="replace") as file:
            for number, line in enumerate(file, 1):
                if CITATIONS.search(line):
                    offences.append(f"{path}:{number}: {line.strip()}")
    for line in offences:
        print(line)
    print(f"check-comments: {len(offences)} lines cite documents outside the repository")
    sys.exit(1 if offences else 0)


if __name__ == "__main__":
    main()
