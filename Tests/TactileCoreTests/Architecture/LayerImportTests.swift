import Foundation
import TactileTestSupport
import Testing

/// The layers of ARCHITECTURE.md hold: every module of Sources/ imports only modules below it,
/// an app imports Tactile only, and every path ARCHITECTURE.md and docs/ name exists.
@Suite struct LayerImportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardized

    /// What each module may import (ARCHITECTURE.md, "Layers"); the standard library's own
    /// modules are not listed. Programs (TactileDevice, tactile-soak, tactile-bench) may import
    /// anything and are not checked.
    static let allowed: [(folder: String, imports: Set<String>)] = [
        ("Sources/TactileSystem", ["CTactileLinux", "CTactileMemory"]),
        ("Sources/TactileRaster", ["TactileSystem", "CTactileMemory"]),
        ("Sources/TactileText", ["TactileRaster", "TactileSystem", "CTactileLinux", "CTactileHarfBuzz", "CTactileFriBidi", "CTactileUnibreak"]),
        ("Sources/TactileImages", ["TactileRaster", "TactileSystem", "CTactileLinux"]),
        ("Sources/TactileInput", ["TactileRaster", "TactileSystem", "CTactileLinux"]),
        ("Sources/TactilePlatform", ["TactileRaster", "TactileSystem", "CTactileLinux", "CTactileXCB", "CTactileDRM"]),
        (
            "Sources/TactileCore",
            ["TactileSystem", "TactileRaster", "TactileText", "TactileImages", "TactileInput", "TactilePlatform", "CTactileLinux"]
        ),
        ("Sources/Tactile", ["TactileCore", "TactileSystem", "TactileRaster", "TactileImages", "TactileInput", "TactilePlatform"]),
        (
            "Sources/TactileLauncher",
            ["TactileCore", "TactileSystem", "TactileRaster", "TactileText", "TactileImages", "TactileInput", "TactilePlatform"]
        ),
        (
            "Sources/TactileSpeech",
            ["TactileCore", "TactileSystem", "TactileRaster", "TactilePlatform", "CTactileEspeak", "CTactileALSA", "CTactileLinux"]
        ),
        ("Sources/TactileIBM1401", []),
        // The bundled apps see the kit, never the host or the platform module.
        ("Sources/Apps/Showcase", ["TactileCore"]),
        ("Sources/Apps/Calendar", ["TactileCore", "TactileSystem"]),
        ("Sources/Apps/IBM1401", ["TactileCore", "TactileIBM1401", "TactileSystem"]),
        ("Sources/Apps/Clock", ["TactileCore", "TactileSystem"]),
        ("Sources/Apps/Photos", ["TactileCore", "TactileSystem"]),
        (
            "Sources/Apps/BundledApps",
            [
                "TactileLauncher", "TactileShowcase", "TactileCalendar", "TactileIBM1401App", "TactileClock", "TactilePhotos", "TactileSpeech",
                "Tactile", "TactileCore", "TactileSystem"
            ]
        )
    ]

    static func swiftFiles(under folder: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// The modules a Swift file imports (`import X`, `@_exported import struct X.Y`, …).
    static func imports(of file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var modules: [String] = []
        for line in text.split(separator: "\n") {
            var words = line.split(separator: " ").map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            let name =
                words.count >= 3
                    && ["struct", "class", "enum", "protocol", "func", "typealias", "var", "let"]
                        .contains(words[1])
                ? words[2] : words[1]
            modules.append(String(name.split(separator: ".")[0]))
        }
        return modules
    }

    @Test func noModuleImportsOneAboveIt() throws {
        var offences: [String] = []
        var checked = 0
        for (folder, allowed) in Self.allowed {
            let files = Self.swiftFiles(under: folder)
            #expect(!files.isEmpty, "no Swift files under \(folder)")
            for file in files {
                checked += 1
                for module in try Self.imports(of: file) where !allowed.contains(module) && module != "Swift" {
                    offences.append("\(file.path.replacingOccurrences(of: Self.root.path + "/", with: "")) imports \(module)")
                }
            }
        }
        #expect(checked > 300)
        #expect(offences == [])
    }

    @Test func theReaderFindsTheImportsOfEveryForm() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("imports-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        try "import A\n@_exported import B\n@_exported import struct C.D\n@testable import E\n// import F\n"
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(try Self.imports(of: file) == ["A", "B", "C", "E"])
    }

    /// Paths in backquotes or links that start at the repository's root folders.
    static func namedPaths(in file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"(?:`|\]\(|\()((?:Sources|Tests|Board|Examples|Assets|docs)/[A-Za-z0-9_.+/-]*[A-Za-z0-9_])"#)
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The Markdown files of a folder of the repository.
    static func markdownFiles(in folder: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }
    }

    /// Every path the README, ARCHITECTURE.md, docs/ and the manual's catalog name exists.
    @Test func everyPathTheDocumentsNameExists() throws {
        let documents =
            [Self.root.appendingPathComponent("README.md"), Self.root.appendingPathComponent("ARCHITECTURE.md")]
            + (try Self.markdownFiles(in: "docs")) + (try Self.markdownFiles(in: "Sources/Tactile/Tactile.docc"))
        var missing: [String] = []
        var named = 0
        for document in documents {
            for path in try Self.namedPaths(in: document) {
                named += 1
                if !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path) {
                    missing.append("\(document.lastPathComponent): \(path)")
                }
            }
        }
        #expect(named > 200)
        #expect(missing == [])
    }
}
