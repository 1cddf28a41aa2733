import Foundation

@testable import TactileText

/// Paths of the fonts and reference files the tests use, found from this source file.
enum TestFonts {
    static let fixtures: String = {
        var path = #filePath
        // .../Tests/TactileTextTests/Support/TestFonts.swift → .../Tests/TactileTextTests/Fixtures
        for _ in 0..<2 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path + "/Fixtures"
    }()
    static let repository: String = {
        var path = fixtures
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()
    /// DejaVu Sans Mono cut down to ASCII and "…" (see Fixtures/make_mono_subset.sh).
    static let mono = fixtures + "/DejaVuSansMono-ASCII.ttf"
    static let sans = repository + "/Assets/fonts/DejaVuSans.ttf"
    static let bold = repository + "/Assets/fonts/DejaVuSans-Bold.ttf"

    static func library(cacheBudget: Int = 1 << 20) -> FontLibrary {
        try! FontLibrary(glyphCacheBudget: cacheBudget)
    }

    /// The values make_reference.py recorded with freetype-py, by key.
    static let recordedMetrics: [String: Int] = {
        let text = try! String(contentsOfFile: fixtures + "/reference-metrics.txt", encoding: .utf8)
        var values: [String: Int] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ")
            values[String(parts[0])] = Int(parts[1])!
        }
        return values
    }()

    /// A binary PGM (P5, maxval 255) as width, height and bytes.
    static func readPGM(_ path: String) -> (width: Int, height: Int, pixels: [UInt8]) {
        let data = [UInt8](FileManager.default.contents(atPath: path)!)
        var fields: [String] = []
        var index = 0
        while fields.count < 4 {
            while data[index] == 0x20 || data[index] == 0x0A { index += 1 }
            var field = ""
            while data[index] != 0x20 && data[index] != 0x0A {
                field.append(Character(Unicode.Scalar(data[index])))
                index += 1
            }
            fields.append(field)
        }
        index += 1
        return (Int(fields[1])!, Int(fields[2])!, Array(data[index...]))
    }
}
