import Foundation

/// Command-line options: `--quick`, `--output PATH`, `--filter TEXT`.
struct Options {
    /// Fewer rounds: a smoke run that still verifies every scene.
    var quick = false
    var output: String
    /// Only scenes whose name contains this text.
    var filter: String?

    static let usage = "usage: tactile-bench [--quick] [--output PATH] [--filter TEXT]"

    init(arguments: [String]) throws(OptionError) {
        output = Options.packageRoot() + "/.build/bench/raster.json"
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
            case "-h", "--help": throw OptionError(message: Options.usage)
            default: throw OptionError(message: "unknown option \(argument)\n\(Options.usage)")
            }
        }
    }

    struct OptionError: Error { var message: String }

    /// The package root: the working directory when it holds Package.swift (`make bench`,
    /// `swift run`), else the checkout this program was built from.
    static func packageRoot() -> String {
        let cwd = FileManager.default.currentDirectoryPath
        if FileManager.default.fileExists(atPath: cwd + "/Package.swift") { return cwd }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }
}
