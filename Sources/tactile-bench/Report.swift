import Foundation

/// One measured row of the benchmark.
struct Row {
    var name: String
    var size: Int?
    var isCeiling: Bool
    /// Nil when the scene could not be run (missing API).
    var oursMpix: Double?
    var referenceMpix: Double?
    var ratio: Double?
    /// Our best throughput over the reference's best: a second, noise-robust view.
    var bestRatio: Double? {
        guard let o = oursMpix, let r = referenceMpix else { return nil }
        return o / r
    }
    var note: String = ""
    /// More numbers for this row's JSON object (nil writes null), after the common ones.
    var extra: [(key: String, value: Double?)] = []
}

/// The console table and the JSON file.
enum Report {
    static func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return right ? fill + s : s + fill
    }

    static func format(_ value: Double?, decimals: Int) -> String {
        guard let value else { return "—" }
        return String(format: "%.\(decimals)f", value)
    }

    static func header() -> String {
        pad("scene", 22) + pad("size", 6, right: true) + pad("ours Mpix/s", 14, right: true)
            + pad("ref Mpix/s", 14, right: true) + pad("ratio", 9, right: true) + pad("best", 8, right: true) + "  note"
    }

    static func line(_ row: Row) -> String {
        pad(row.name, 22) + pad(row.size.map(String.init) ?? "frame", 6, right: true)
            + pad(format(row.oursMpix, decimals: 1), 14, right: true)
            + pad(format(row.referenceMpix, decimals: 1), 14, right: true)
            + pad(format(row.ratio, decimals: 3), 9, right: true)
            + pad(format(row.bestRatio, decimals: 3), 8, right: true) + "  " + row.note
    }

    /// Geometric mean of the ratios of every measured scene except the ceilings.
    static func geomean(_ rows: [Row]) -> Double? {
        let ratios = rows.filter { !$0.isCeiling }.compactMap(\.ratio)
        guard !ratios.isEmpty else { return nil }
        return exp(ratios.map { log($0) }.reduce(0, +) / Double(ratios.count))
    }

    /// Our whole-frame clear as a percentage of glibc's memset of the same frame.
    static func fillPercentOfMemset(_ rows: [Row]) -> Double? {
        guard let clear = rows.first(where: { $0.name == "clear" })?.oursMpix,
              let memset = rows.first(where: { $0.name == "memset (ceiling)" })?.referenceMpix else { return nil }
        return clear / memset * 100
    }

    static func number(_ v: Double?) -> String {
        guard let v, v.isFinite else { return "null" }
        return String(format: "%.4f", v)
    }

    static func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A JSON object of a `scenes` list followed by top-level numbers, in order.
    static func json(_ rows: [Row], fields: [(key: String, value: Double?)]) -> String {
        let scenes = rows.map { row in
            var fields = ["\"name\":\(quoted(row.name))",
                          "\"size\":\(row.size.map(String.init) ?? "null")",
                          "\"ours_mpix_s\":\(number(row.oursMpix))",
                          "\"ref_mpix_s\":\(number(row.referenceMpix))",
                          "\"ratio\":\(number(row.ratio))",
                          "\"ratio_of_best\":\(number(row.bestRatio))"]
            for (key, value) in row.extra { fields.append("\(quoted(key)):\(number(value))") }
            if row.isCeiling { fields.append("\"ceiling\":true") }
            if !row.note.isEmpty { fields.append("\"note\":\(quoted(row.note))") }
            return "    {" + fields.joined(separator: ",") + "}"
        }
        let tail = fields.map { "  \(quoted($0.key)):\(number($0.value))" }
        return "{\n  \"scenes\":[\n" + scenes.joined(separator: ",\n") + "\n  ]"
            + tail.map { ",\n" + $0 }.joined() + "\n}\n"
    }

    /// raster.json: the scenes, the geomean ratio and the clear's share of memset.
    static func json(_ rows: [Row]) -> String {
        json(rows, fields: [("geomean_ratio", geomean(rows)), ("fill_percent_of_memset", fillPercentOfMemset(rows))])
    }

    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
