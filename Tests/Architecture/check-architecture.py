#!/usr/bin/env python3
"""Checks the split of the kit from its host (ARCHITECTURE.md, "Layers"):

1. TactileCore names no host type: no `Application`, no display backend, input device, option or
   screenshot type of the host (in code; comments may explain where those live).
2. No `Application.shared` in the core, the launcher or the bundled apps, and no
   `ScreenSession.current` in the launcher or the apps: they reach their session through their
   window (the core's UIKit-shaped statics, `View.animate`, use the thread's session).
3. No bundled app (Sources/Apps) imports the platform module or the host.
4. The host (Sources/Tactile) is at most 2 000 lines.
5. Every library target and product of the package begins with `Tactile`, every C module with
   `CTactile`: no name can collide with another package's in an app's graph.
6. Tests mirror the sources: each test target is named after the module it tests (`TactileCoreTests`
   tests `TactileCore`), depends on it, and lives in `Tests/<its name>`.

Usage: Tests/Architecture/check-architecture.py [REPOSITORY]   (prints each offence; exit 1 if any)
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.realpath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../.."))
HOST_TYPES = ["Application", "RuntimeOptions", "OpenedDisplay", "DisplayChoice", "ScreenshotMode", "Screenshot",
              "ScreenshotMoment", "InputSources", "PointerInput", "ApplicationError", "OptionsError",
              "FramebufferDisplay", "DRMDisplay", "HeadlessDisplay", "X11Display", "InputManager",
              "DeviceMonitor", "EvdevHandle", "GraphicsConsole"]
HOST_LINE_LIMIT = 2000
# An import, with any attributes (`@testable`, `@_spi(X)`), access level (`internal import`) and
# kind (`import struct`): the module's name.
IMPORT = (r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
          r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)")


def swift_files(folder):
    for directory, _, names in os.walk(os.path.join(ROOT, folder)):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def code_of(path):
    """The file without comments and string literals (what the compiler reads as names)."""
    text = open(path, encoding="utf-8").read()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)


def c_target(target):
    """Whether a regular target is C: its folder holds no Swift source."""
    folder = os.path.join(ROOT, target.get("path") or os.path.join("Sources", target["name"]))
    return not any(name.endswith(".swift") for _, _, names in os.walk(folder) for name in names)


def relative(path):
    return os.path.relpath(path, ROOT)


def main():
    offences = []
    names = re.compile(r"\b(" + "|".join(HOST_TYPES) + r")\b")
    for path in swift_files("Sources/TactileCore"):
        for number, line in enumerate(code_of(path).splitlines(), 1):
            for name in sorted(set(names.findall(line))):
                offences.append(f"{relative(path)}: the core names the host's {name}")
    for folder in ["Sources/TactileCore", "Sources/TactileLauncher", "Sources/Apps"]:
        for path in swift_files(folder):
            code = code_of(path)
            if "Application.shared" in code:
                offences.append(f"{relative(path)}: uses Application.shared")
            if folder != "Sources/TactileCore" and "ScreenSession.current" in code:
                offences.append(f"{relative(path)}: uses ScreenSession.current instead of its window's session")
    for path in swift_files("Sources/Apps"):
        if os.path.basename(os.path.dirname(path)) == "BundledApps":
            continue  # the programs' glue, not an app
        for module in re.findall(IMPORT, code_of(path), re.M):
            if module in ("TactilePlatform", "Tactile"):
                offences.append(f"{relative(path)}: an app imports {module}")
    host_lines = sum(len(open(path, encoding="utf-8").read().splitlines()) for path in swift_files("Sources/Tactile"))
    if host_lines > HOST_LINE_LIMIT:
        offences.append(f"Sources/Tactile: the host has {host_lines} lines (at most {HOST_LINE_LIMIT})")
    manifest = json.loads(subprocess.run(["swift", "package", "--package-path", ROOT, "dump-package"], check=True,
                                         stdout=subprocess.PIPE, text=True).stdout)
    for target in manifest["targets"]:
        name, kind = target["name"], target["type"]
        if kind in ("executable", "test"):
            continue
        prefix = "CTactile" if kind == "system" or c_target(target) else "Tactile"
        if not name.startswith(prefix):
            offences.append(f"Package.swift: target {name} does not begin with {prefix}")
    modules = {target["name"] for target in manifest["targets"]}
    for target in manifest["targets"]:
        name = target["name"]
        if target["type"] != "test":
            continue
        tested = name[: -len("Tests")] if name.endswith("Tests") else None
        depends = [d.get("byName", d.get("target", [None]))[0] for d in target.get("dependencies", [])]
        if tested not in modules:
            offences.append(f"Package.swift: test target {name} is not named after a module")
        elif tested not in depends:
            offences.append(f"Package.swift: test target {name} does not depend on {tested}")
        if target.get("path") not in (None, f"Tests/{name}"):
            offences.append(f"Package.swift: test target {name} is not in Tests/{name}")
    for product in manifest["products"]:
        if "library" in product["type"] and not product["name"].startswith("Tactile"):
            offences.append(f"Package.swift: library product {product['name']} does not begin with Tactile")
    for line in offences:
        print(line)
    print(f"check-architecture: {len(offences)} offences; the host has {host_lines} lines")
    sys.exit(1 if offences else 0)


if __name__ == "__main__":
    main()
