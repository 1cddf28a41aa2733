#!/usr/bin/env python3
"""Every public or open declaration of Sources/ has a doc comment (`///` or `/** */`).

What an app writer sees of the kit is its public API; DocC's reference (`make docs`) shows each
declaration with its doc comment, and one without is a blank entry. Checked: declarations marked
`public` or `open` (functions, properties, initializers, subscripts, types, protocols, type
aliases) and the cases of public enums. Overrides are left out: they take the documentation of
what they override. A comment counts when it is on the line above the declaration or above its
attributes.

Usage: Tests/Architecture/check-doc-comments.py [REPOSITORY]   (prints each declaration; exit 1 if any)
"""
import os
import re
import sys

ROOT = os.path.realpath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../.."))
MODIFIERS = r"(?:static|class|final|convenience|required|mutating|nonmutating|indirect|lazy|nonisolated|" \
            r"(?:private|fileprivate|internal|package)\(set\))"
DECLARATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:" + MODIFIERS + r"\s+)*"
                         r"(?:func|var|let|init|class|struct|enum|protocol|typealias|subscript|actor|associatedtype)\b")
PUBLIC_ENUM = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:indirect\s+)?enum\b")
CASE = re.compile(r"^\s*(?:indirect\s+)?case\s+[`\w]")


def documented(lines, index):
    """Whether the declaration on line `index` has a doc comment above it (past its attributes)."""
    above = index - 1
    while above >= 0 and lines[above].strip().startswith("@"):
        above -= 1
    if above < 0:
        return False
    text = lines[above].strip()
    return text.startswith("///") or text.endswith("*/")


def code_of(line):
    """The line without string literals and its end-of-line comment (for counting braces)."""
    return re.sub(r"//.*", "", re.sub(r'"(?:\\.|[^"\\])*"', '""', line))


def undocumented(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    depth = 0
    enum_bodies = []  # the brace depths of the public enums' bodies the line is in
    for index, line in enumerate(lines):
        is_case = bool(enum_bodies) and depth == enum_bodies[-1] and CASE.match(line)
        if (DECLARATION.match(line) and not re.search(r"\boverride\b", line)) or is_case:
            if not documented(lines, index):
                yield index + 1, line.strip()
        if PUBLIC_ENUM.match(line):
            enum_bodies.append(depth + 1)
        for character in code_of(line):
            if character == "{":
                depth += 1
            elif character == "}":
                if enum_bodies and depth == enum_bodies[-1]:
                    enum_bodies.pop()
                depth -= 1


def main():
    offences = []
    for directory, _, names in sorted(os.walk(os.path.join(ROOT, "Sources"))):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                for number, text in undocumented(path):
                    offences.append(f"{os.path.relpath(path, ROOT)}:{number}: {text[:110]}")
    for line in offences:
        print(line)
    print(f"check-doc-comments: {len(offences)} public declarations without a doc comment")
    sys.exit(1 if offences else 0)


if __name__ == "__main__":
    main()
