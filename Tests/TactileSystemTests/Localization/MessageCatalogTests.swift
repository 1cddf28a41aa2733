import Foundation
import Testing

@testable import TactileSystem

/// Catalogs compiled by GNU gettext's own `msgfmt` (both byte orders) read back, their plural
/// forms against Python's `gettext.c2py` (an independent implementation of the same C subset),
/// and damaged files refused without a crash.
@Suite struct MessageCatalogTests {
    /// Runs `executable` with `arguments`; its standard output.
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(executable) \(arguments) failed")
        return String(decoding: data, as: UTF8.self)
    }

    static let arabicForms = "n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5"

    /// An Arabic catalog: a plain message, one in a context, one with six plural forms, one left
    /// untranslated.
    static let po = """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Language: ar\\n"
        "Plural-Forms: nplurals=6; plural=\(arabicForms);\\n"

        msgid "Settings"
        msgstr "الإعدادات"

        msgctxt "menu"
        msgid "Open"
        msgstr "فتح"

        msgid "Open"
        msgstr "افتح"

        msgid "%d photo"
        msgid_plural "%d photos"
        msgstr[0] "لا صور"
        msgstr[1] "صورة واحدة"
        msgstr[2] "صورتان"
        msgstr[3] "%d صور"
        msgstr[4] "%d صورة"
        msgstr[5] "%d صورة."

        msgid "Later"
        msgstr ""

        """

    /// `po` compiled by msgfmt with `endianness`.
    static func compiled(endianness: String) throws -> [UInt8] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-mo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("ar.po").path, output = directory.appendingPathComponent("ar.mo").path
        try po.write(toFile: source, atomically: true, encoding: .utf8)
        _ = try run("msgfmt", ["--endianness=\(endianness)", "-o", output, source])
        return Array(try Data(contentsOf: URL(fileURLWithPath: output)))
    }

    @Test(arguments: ["little", "big"])
    func aCompiledCatalogReadsBack(endianness: String) throws {
        let catalog = try MessageCatalog(bytes: try Self.compiled(endianness: endianness))
        #expect(catalog.headerValue("Language") == "ar")
        #expect(catalog.translation(of: "Settings") == "الإعدادات")
        #expect(catalog.translation(of: "Open") == "افتح")
        #expect(catalog.translation(of: "Open", context: "menu") == "فتح")
        #expect(catalog.translation(of: "Missing") == nil)
        // Untranslated: nil, so the original shows.
        #expect(catalog.translation(of: "Later") == nil)
        #expect(catalog.pluralRule.count == 6)
        let forms = ["لا صور", "صورة واحدة", "صورتان", "%d صور", "%d صورة", "%d صورة."]
        for (count, form) in [(0, 0), (1, 1), (2, 2), (3, 3), (10, 3), (11, 4), (99, 4), (100, 5), (102, 5), (103, 3)] {
            #expect(catalog.translation(of: "%d photo", plural: "%d photos", count: count) == forms[form], "\(count)")
        }
    }

    /// The rules of several languages agree with Python's gettext for 0...1 200.
    @Test(arguments: [
        "nplurals=6; plural=\(arabicForms);",
        "nplurals=2; plural=(n != 1);",
        "nplurals=2; plural=(n > 1);",
        "nplurals=1; plural=0;",
        "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
        "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
        "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",
        "nplurals=5; plural=n==1 ? 0 : n==2 ? 1 : (n>2 && n<7) ? 2 :(n>6 && n<11) ? 3 : 4;",
        "nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);",
        "nplurals=3; plural=(n%10==0) + (n*2 + 5/2 > 3) - 0;",
        "nplurals=2; plural=!(n==1);"
    ])
    func pluralFormsAgreeWithPythonsGettext(header: String) throws {
        let rule = try PluralRule(header: header)
        let formula = String(header.split(separator: "=", maxSplits: 2).last!.dropLast())
        let script = "import gettext; f = gettext.c2py('''\(formula)'''); print(' '.join(str(f(n)) for n in range(1201)))"
        let expected = try Self.run("python3", ["-c", script]).split(separator: " ").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines))! }
        let ours = (0...1200).map { rule.form(for: $0) }
        #expect(ours == expected.map { $0 < rule.count ? $0 : 0 })
    }

    @Test func badPluralFormsAreRefused() {
        for header in [
            "plural=n!=1;", "nplurals=2;", "nplurals=0; plural=0;", "nplurals=2; plural=(n != 1;",
            "nplurals=2; plural=n ? 1;", "nplurals=2; plural=n $ 1;", "nplurals=2; plural=" + String(repeating: "(", count: 500) + "n"
        ] {
            #expect(throws: CatalogError.self, "\(header)") { try PluralRule(header: header) }
        }
        // A division by zero is form 0, as is a form past the last.
        let rule = try? PluralRule(header: "nplurals=3; plural=10 / (n - 5);")
        #expect(rule?.form(for: 5) == 0 && rule?.form(for: 7) == 0 && rule?.form(for: 10) == 2)
    }

    /// Every shorter prefix and hundreds of damaged copies: an error or a catalog, never a trap.
    @Test func damagedCatalogsAreRefusedOrRead() throws {
        let bytes = try Self.compiled(endianness: "little")
        for length in 0..<bytes.count {
            _ = try? MessageCatalog(bytes: Array(bytes[0..<length]))
        }
        #expect(throws: CatalogError.self) { try MessageCatalog(bytes: Array(bytes[0..<40])) }
        var random = SplitMix64(seed: 7)
        for _ in 0..<400 {
            var copy = bytes
            for _ in 0..<3 { copy[Int(random.next() % UInt64(copy.count))] = UInt8(truncatingIfNeeded: random.next()) }
            _ = try? MessageCatalog(bytes: copy)
        }
        var wrong = bytes
        wrong[0] = 0
        #expect(throws: CatalogError("not a .mo file (its magic number is wrong)")) { try MessageCatalog(bytes: wrong) }
        #expect(throws: CatalogError.self) { try MessageCatalog(contentsOf: "/nonexistent/ar.mo") }
    }
}
