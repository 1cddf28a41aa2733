import Foundation

/// The raster part (`raster.json`). **Measures** Raster's throughput on every scene of the
/// `Catalogue` (fills, blends, anti-aliased shapes, blits, scaling, glyph masks, RGB565) on
/// 800×480 frames, **against** pixman and cairo drawing the same seeded operations on the same
/// buffers (memset and memcpy for the ceilings). Each scene must first draw the same pixels as
/// its reference within its tolerance (`Verification`); then both are timed in alternating
/// rounds (`Timing.measure`). Mpix/s from each side's best sample; the ratio is the median of
/// the per-round ratios.
enum RasterBench: Benchmark {
    static func run(options: Options, timing: Timing, failures: inout [String]) -> JSONReport {
        print("raster: Mpix/s from each side's best sample")
        print(header())
        var rows: [ThroughputRow] = []
        for scene in Catalogue.scenes() where options.wants(scene.name) {
            let row = measure(scene, timing: timing, failures: &failures)
            print(line(row))
            rows.append(row)
        }
        let geomean = geomean(rows), fill = fillPercentOfMemset(rows)
        if let geomean { print("geomean ratio (excluding ceilings): \(Table.format(geomean, decimals: 3))") }
        if let fill { print("full-frame clear at \(Table.format(fill, decimals: 1))% of memset") }
        return ThroughputRow.report(rows, fields: [("geomean_ratio", geomean), ("fill_percent_of_memset", fill)])
    }

    /// One scene: verified, then timed against its reference.
    static func measure(_ scene: Scene, timing: Timing, failures: inout [String]) -> ThroughputRow {
        var row = ThroughputRow(name: scene.name, size: scene.size, isCeiling: scene.isCeiling)
        let label = scene.name + (scene.size.map { " \($0)" } ?? "")
        let sceneRun = scene.make()
        var agreement = Verification.Agreement()
        if !scene.isCeiling {
            do {
                agreement = try Verification.check(scene, sceneRun)
            } catch {
                failures.append("\(label) (\(scene.tolerance.description)): \(error.message)")
                row.note = "FAILED verification"
                return row
            }
        }
        let result = timing.measure(ours: sceneRun.ours, reference: sceneRun.reference)
        row.oursMpix = Double(scene.pixelsPerOp) / result.ours / 1e6
        row.referenceMpix = Double(scene.pixelsPerOp) / result.reference / 1e6
        row.ratio = result.medianRatio
        row.note =
            scene.isCeiling
            ? "Swift stdlib vs glibc"
            : "\(agreement.description) (allowed \(scene.tolerance.description))"
        return row
    }

    /// Geometric mean of the ratios of every measured scene except the ceilings.
    static func geomean(_ rows: [ThroughputRow]) -> Double? {
        let ratios = rows.filter { !$0.isCeiling }.compactMap(\.ratio)
        guard !ratios.isEmpty else { return nil }
        return exp(ratios.map { log($0) }.reduce(0, +) / Double(ratios.count))
    }

    /// Our whole-frame clear as a percentage of glibc's memset of the same frame.
    static func fillPercentOfMemset(_ rows: [ThroughputRow]) -> Double? {
        guard let clear = rows.first(where: { $0.name == "clear" })?.oursMpix,
            let memset = rows.first(where: { $0.name == "memset (ceiling)" })?.referenceMpix
        else { return nil }
        return clear / memset * 100
    }

    static func header() -> String {
        Table.pad("scene", 22) + Table.pad("size", 6, right: true) + Table.pad("ours Mpix/s", 14, right: true)
            + Table.pad("ref Mpix/s", 14, right: true) + Table.pad("ratio", 9, right: true) + Table.pad("best", 8, right: true) + "  note"
    }

    static func line(_ row: ThroughputRow) -> String {
        Table.pad(row.name, 22) + Table.pad(row.size.map(String.init) ?? "frame", 6, right: true)
            + Table.pad(Table.format(row.oursMpix, decimals: 1), 14, right: true)
            + Table.pad(Table.format(row.referenceMpix, decimals: 1), 14, right: true)
            + Table.pad(Table.format(row.ratio, decimals: 3), 9, right: true)
            + Table.pad(Table.format(row.bestRatio, decimals: 3), 8, right: true) + "  " + row.note
    }
}
