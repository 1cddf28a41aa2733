/// One row of a throughput comparison with a reference (the raster and text tables): ours and
/// the reference's Mpix/s from each side's best sample, and the median per-round ratio.
struct ThroughputRow {
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

    /// The row's object in the `scenes` list.
    var json: JSONReport.Value {
        var fields: [(key: String, value: JSONReport.Value)] = [
            ("name", .string(name)),
            ("size", size.map { .integer($0) } ?? .null),
            ("ours_mpix_s", .number(oursMpix)),
            ("ref_mpix_s", .number(referenceMpix)),
            ("ratio", .number(ratio)),
            ("ratio_of_best", .number(bestRatio))
        ]
        for (key, value) in extra { fields.append((key, .number(value))) }
        if isCeiling { fields.append(("ceiling", .bool(true))) }
        if !note.isEmpty { fields.append(("note", .string(note))) }
        return .object(fields)
    }

    /// A report of the rows as a `scenes` list, then `fields` (raster.json, text.json).
    static func report(_ rows: [ThroughputRow], fields: [(String, Double?)]) -> JSONReport {
        var report = JSONReport(numbers: .fourDecimals)
        report.add("scenes", .array(rows.map(\.json)))
        report.add(fields)
        return report
    }
}
