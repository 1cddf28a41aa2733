import Foundation
import TactilePlatform
import TactileSystem

extension HostileMemoryBench {
    static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    static func sparseFile(_ path: String, bytes: UInt64) {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        if let handle = FileHandle(forWritingAtPath: path) {
            try? handle.truncate(atOffset: bytes)
            try? handle.close()
        }
    }

    /// `source`'s description, then moves of its first slot until just under the recording limit.
    static func writeRecordingAtLimit(from source: String, to path: String) {
        let text = (try? String(contentsOfFile: source, encoding: .utf8)) ?? ""
        var out = text.split(separator: "\n").filter { !$0.hasPrefix("E:") }.joined(separator: "\n") + "\n"
        var events: [String] = []
        var time = 0
        let limit = FileLimit.recording.bytes - 4096
        var total = out.utf8.count
        while total < limit {
            let seconds = time / 1_000_000, micros = time % 1_000_000
            let stamp = "\(seconds)." + String(repeating: "0", count: 6 - String(micros).count) + "\(micros)"
            let lines = "E: \(stamp) 0003 0035 \(100 + time % 500)\nE: \(stamp) 0000 0000 0\n"
            events.append(lines)
            total += lines.utf8.count
            time += 10_000
        }
        out += events.joined()
        _ = FileManager.default.createFile(atPath: path, contents: Data(out.utf8))
    }
}
