#!/usr/bin/env python3
"""Checks the rule that lets applications subclass Tactile's classes in their device build
(docs/embedded-swift-traps.md, §3): every private, fileprivate or internal method and computed or
observed property (property wrappers included) declared in the body of a non-final class of the kit
(Sources/TactileCore) or its host (Sources/Tactile), that nothing in either overrides, is `final`.

An app module's device build (Embedded Swift) links the bodies of the library's methods it uses;
it then devirtualizes their calls on the classes it knows, its own subclasses included, and a
non-final internal method reached that way has a linkage the app cannot call ("function has wrong
linkage to be called from setContentOffset(_:animated:)"). A final member is called directly and
is not in the vtable. In a generic class, the restricted setters of public properties (`public
private(set) var`) must be final too: an app's subclass of `Simulation<Double>` inherits them
unspecialized, which Embedded Swift refuses ("classes cannot have a non-final, generic method"),
and so must those of wrapped properties (`@Unowned public internal(set) var superview`) in any
non-final class: the wrapper makes the setter a restricted vtable entry an app cannot link to.
Internal members that Tactile overrides are left alone (none is reached that
way today; Tests/EmbeddedTraps/Subclasses is the app that shows it).

Usage: Tests/EmbeddedTraps/check-final-members.py [--fix]
Prints each member that breaks the rule (file:line) and exits 1, or rewrites them with --fix."""
import os
import re
import sys

ROOT = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
# The kit and its host: the modules whose open classes an app subclasses.
SOURCES = [os.path.join(ROOT, "Sources", "TactileCore"), os.path.join(ROOT, "Sources", "Tactile")]
TOP_LEVEL = re.compile(r"^(?:@\w+(?:\([^)]*\))? )*(?:(?:open|public|internal|private|fileprivate|package|final) )*"
                       r"(class|struct|enum|extension|protocol|actor|func|let|var|typealias)\b")
RESTRICTED_SETTER = re.compile(r"^    ((?:@\w+ )*)public (?:private|internal)\(set\) ")
MEMBER = re.compile(r"^    ((?:@[\w()]+ )*)((?:(?:private|fileprivate|internal)(?:\(set\))? )*)(func|var) (\w+)")
# A property wrapper (an attribute named like a type: `@Unowned`) makes a stored-looking property
# computed, with accessors in the vtable.
WRAPPER = re.compile(r"@[A-Z]\w*")


def swift_files():
    for sources in SOURCES:
        for root, _, names in os.walk(sources):
            for name in sorted(names):
                if name.endswith(".swift"):
                    yield os.path.join(root, name)


def main():
    fix = "--fix" in sys.argv[1:]
    files = list(swift_files())
    overridden = set()
    for path in files:
        with open(path) as f:
            overridden.update(re.findall(r"override (?:[a-z]+ )*(?:func|var) (\w+)", f.read()))
    problems = []
    for path in files:
        with open(path) as f:
            lines = f.read().split("\n")
        in_open_class = generic = False
        changed = False
        for number, line in enumerate(lines):
            top = TOP_LEVEL.match(line)
            if top and not line.startswith(" "):
                header = line.split(" class ")[0] + " "
                in_open_class = top.group(1) == "class" and not (line.startswith("final ") or " final " in header)
                generic = in_open_class and re.search(r"class \w+<", line) is not None
            if not in_open_class:
                continue
            restricted = RESTRICTED_SETTER.match(line)
            if restricted and (generic or WRAPPER.search(restricted.group(1))):
                problems.append(f"{os.path.relpath(path, ROOT)}:{number + 1}: {line.strip()}")
                lines[number] = line.replace(" public ", " public final ", 1)
                changed = True
                continue
            member = MEMBER.match(line)
            if not member or member.group(4) in overridden:
                continue
            if member.group(3) == "var" and "{" not in line and not WRAPPER.search(member.group(1)):
                continue  # a stored property without observers: nothing in the vtable to reach
            problems.append(f"{os.path.relpath(path, ROOT)}:{number + 1}: {line.strip()}")
            prefix = "    " + member.group(1) + (member.group(2) or "")
            lines[number] = prefix + "final " + line[len(prefix):]
            changed = True
        if fix and changed:
            with open(path, "w") as f:
                f.write("\n".join(lines))
    if problems and not fix:
        print("members of non-final classes that should be final (docs/embedded-swift-traps.md, §3; "
              "--fix makes them final):")
        print("\n".join("  " + problem for problem in problems))
        sys.exit(1)
    print(f"check-final-members: {'made final: ' + str(len(problems)) if fix else 'every non-public member nothing overrides is final'}")


if __name__ == "__main__":
    main()
