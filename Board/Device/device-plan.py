#!/usr/bin/env python3
"""Prints what the device build compiles for one executable product, read from the package
description: every module the product needs, in dependency order (a module after all it imports).

Usage: Board/Device/device-plan.py PACKAGE_DIR PRODUCT

The package and each package it depends on are described with `swift package describe --type
json` with default traits off, where it declares any (the device build: no TACTILE_DESKTOP, so no CTactileXCB, see
Package.swift); `swift package dump-package` adds the pkg-config names of system libraries, which
the description leaves out. Packages are found with `swift package show-dependencies`, so a
dependency by path and one by URL (checked out under .build/checkouts) work alike.

One line per module, fields separated by tabs, each after a line naming the modules it depends on
directly (every one of them earlier in the plan):
    uses        NAME  DEPENDENCY...
    swift       NAME  DIR  executable|library  main|attribute  SOURCE...
    c           NAME  DIR  INCLUDE_DIR  SOURCE...
    system      NAME  MODULEMAP  PKG_CONFIG_NAME|-  LINKED_LIBRARY...
Paths are absolute. `main` marks an executable with top-level code (main.swift), which must not
be compiled with -parse-as-library.
"""
import json
import os
import re
import subprocess
import sys


def swift_package(directory, *arguments):
    command = ["swift", "package", "--package-path", directory, *arguments]
    result = subprocess.run(command, check=True, stdout=subprocess.PIPE, text=True)
    return json.loads(result.stdout)


class Package:
    def __init__(self, directory):
        self.path = os.path.realpath(directory)
        manifest = swift_package(self.path, "dump-package")
        # SwiftPM refuses to disable the traits of a package that declares none.
        traits = ["--disable-default-traits"] if manifest.get("traits") else []
        description = swift_package(self.path, *traits, "describe", "--type", "json")
        self.name = description["name"]
        self.targets = {target["name"]: target for target in description["targets"]}
        self.products = {product["name"]: product["targets"] for product in description["products"]}
        self.pkg_config = {target["name"]: target.get("pkgConfig") for target in manifest["targets"]}


def dependency_paths(tree):
    for dependency in tree.get("dependencies", []):
        yield dependency["path"]
        yield from dependency_paths(dependency)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[2])
    root = Package(sys.argv[1])
    tree = swift_package(root.path, "show-dependencies", "--format", "json")
    packages = [root] + [Package(path) for path in dict.fromkeys(dependency_paths(tree))]

    def product_targets(package, product):
        """The (package, target) pairs of a product, looked up in `package` first."""
        for candidate in [package] + packages:
            if product in candidate.products:
                return [(candidate, name) for name in candidate.products[product]]
        sys.exit(f"device-plan: no package provides the product {product}")

    product = sys.argv[2]
    if product not in root.products:
        sys.exit(f"device-plan: {root.name} has no product {product} (it has: {', '.join(sorted(root.products))})")

    ordered, state = [], {}

    def visit(package, name):
        key = (package.path, name)
        if state.get(key) == "done":
            return
        if state.get(key) == "visiting":
            sys.exit(f"device-plan: dependency cycle through {name}")
        state[key] = "visiting"
        target = package.targets[name]
        uses = []
        for dependency in target.get("target_dependencies", []):
            visit(package, dependency)
            uses.append(package.targets[dependency])
        for dependency in target.get("product_dependencies", []):
            for pair in product_targets(package, dependency):
                visit(*pair)
                uses.append(pair[0].targets[pair[1]])
        state[key] = "done"
        ordered.append((package, target, uses))

    for pair in product_targets(root, product):
        visit(*pair)

    def module_name(target):
        # The module name: a target named "tactile-soak" is the module tactile_soak.
        return target.get("c99name", target["name"]) if target["module_type"] == "SwiftTarget" else target["name"]

    for package, target, uses in ordered:
        print("\t".join(["uses", module_name(target)] + list(dict.fromkeys(module_name(used) for used in uses))))
        name, kind = target["name"], target["module_type"]
        directory = os.path.join(package.path, target["path"])
        sources = [os.path.join(directory, source) for source in target.get("sources", [])]
        if kind == "SwiftTarget":
            name = module_name(target)
            executable = target["type"] == "executable"
            entry = "main" if any(os.path.basename(source) == "main.swift" for source in sources) else "attribute"
            fields = ["swift", name, directory, "executable" if executable else "library", entry]
            fields += sorted(source for source in sources if source.endswith(".swift"))
        elif kind == "ClangTarget":
            fields = ["c", name, directory, os.path.join(directory, "include")]
            fields += sorted(source for source in sources if source.endswith(".c"))
        elif kind == "SystemLibraryTarget":
            modulemap = os.path.join(directory, "module.modulemap")
            with open(modulemap) as file:
                linked = re.findall(r'\blink\s+"([^"]+)"', file.read())
            fields = ["system", name, modulemap, package.pkg_config.get(name) or "-", *linked]
        else:
            sys.exit(f"device-plan: {name} is a {kind}, which the device build cannot compile")
        print("\t".join(fields))


if __name__ == "__main__":
    main()
