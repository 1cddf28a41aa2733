import Foundation

/// Command-line options: `--quick`, `--only PART[,PART]`, `--output PATH`, `--filter TEXT`.
struct Options {
    /// Fewer rounds (and a shorter idle window for the run loop): a smoke run that still
    /// verifies every scene.
    var quick = false
    /// The parts to run; all of them by default (`make bench`).
    var parts: [Part] = Part.allCases
    /// Where the JSON goes: a directory receiving `<part>.json`, or, when one part runs, a
    /// file path ending in `.json`.
    var output: String
    /// Only scenes whose name contains this text (raster, text and scene parts).
    var filter: String?

    static let usage = """
        usage: tactile-bench [--quick] [--only raster|text|loop|scene|memory|scroll|shadow|layout|hostile|latency|accessibility|printer|clock|demo[,...]] [--output DIR | FILE.json] [--filter TEXT]
          --only     run only these parts (default: all fourteen)
          --output   directory for raster.json, text.json, loop.json, scene.json, memory.json, scroll.json, shadow.json, layout.json, hostile.json, latency.json, accessibility.json, printer.json, clock.json and demo.json
                     (default .build/bench); a path ending in .json names the file of the one part run with --only
          --filter   only scenes whose name contains TEXT
          --quick    fewer timing rounds and a 2 s idle window: a smoke run
        """

    init(arguments: [String]) throws(OptionError) {
        output = Options.packageRoot() + "/.build/bench"
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--output":
                guard let path = rest.popFirst() else { throw OptionError(message: "--output needs a path") }
                output = path
            case "--filter":
                guard let text = rest.popFirst() else { throw OptionError(message: "--filter needs text") }
                filter = text
            case "--only":
                guard let list = rest.popFirst() else {
                    throw OptionError(
                        message:
                            "--only needs raster, text, loop, scene, memory, scroll, shadow, layout, hostile, latency, accessibility, printer or clock"
                    )
                }
                var chosen: [Part] = []
                for name in list.split(separator: ",") {
                    guard let part = Part(rawValue: String(name)) else {
                        throw OptionError(message: "unknown part \(name) (\(Part.allCases.map { $0.rawValue }.joined(separator: ", ")))")
                    }
                    if !chosen.contains(part) { chosen.append(part) }
                }
                parts = Part.allCases.filter(chosen.contains)
            case "-h", "--help": throw OptionError(message: Options.usage)
            default: throw OptionError(message: "unknown option \(argument)\n\(Options.usage)")
            }
        }
        if output.hasSuffix(".json") && parts.count != 1 {
            throw OptionError(message: "--output FILE.json needs --only with one part; give a directory instead")
        }
    }

    /// Whether `--filter` lets the scene or row named `name` run.
    func wants(_ name: String) -> Bool {
        filter.map { name.contains($0) } ?? true
    }

    /// Where `part` writes its JSON.
    func outputPath(for part: Part) -> String {
        output.hasSuffix(".json") ? output : output + "/" + part.fileName
    }

    struct OptionError: Error { var message: String }

    /// The package root: the working directory when it holds Package.swift (`make bench`,
    /// `swift run`), else the checkout this program was built from (the nearest folder above
    /// this source file holding Package.swift, wherever in the target the file sits).
    static func packageRoot() -> String {
        let cwd = FileManager.default.currentDirectoryPath
        if FileManager.default.fileExists(atPath: cwd + "/Package.swift") { return cwd }
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.path
            }
            folder = folder.deletingLastPathComponent()
        }
        return cwd
    }
}
