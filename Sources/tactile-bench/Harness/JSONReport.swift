import Foundation

/// The one JSON writer: every part's file (`<part>.json`) is a `JSONReport`, an object whose keys
/// keep the order they were added in. Measured numbers (`Value.number`) are all written in the
/// report's `NumberFormat`; a missing or non-finite one is written as null. Strings are escaped.
///
/// Layout: one top-level key a line; an array one element a line; objects inside arrays on one
/// line (`"scenes"` of raster.json and text.json, `"cases"` of hostile.json).
struct JSONReport: Sendable {
    /// How a report writes its measured numbers.
    enum NumberFormat: Sendable {
        /// Always four decimals (`37.0000`): the throughput tables of raster and text, the run
        /// loop and the latency.
        case fourDecimals
        /// Whole numbers as integers, others to six decimals (milliseconds to the nanosecond):
        /// the parts timed frame by frame.
        case integerOrSixDecimals
    }

    indirect enum Value: Sendable {
        case null
        case bool(Bool)
        /// A count, written as an integer whatever the report's number format.
        case integer(Int)
        /// A measurement, written in the report's number format; nil or not finite writes null.
        case number(Double?)
        case string(String)
        case array([Value])
        case object([(key: String, value: Value)])
    }

    let numberFormat: NumberFormat
    private(set) var fields: [(key: String, value: Value)] = []

    init(numbers: NumberFormat) {
        numberFormat = numbers
    }

    /// An empty report: what a part writes when it could not run at all.
    static let empty = JSONReport(numbers: .integerOrSixDecimals)

    mutating func add(_ key: String, _ value: Value) {
        fields.append((key, value))
    }

    mutating func add(_ key: String, _ number: Double?) {
        add(key, .number(number))
    }

    /// Measured numbers, in order.
    mutating func add(_ numbers: [(String, Double?)]) {
        for (key, number) in numbers { add(key, .number(number)) }
    }

    /// The file's text.
    var text: String {
        guard !fields.isEmpty else { return "{}\n" }
        let lines = fields.map { field -> String in
            let key = "  " + JSONReport.quoted(field.key) + ":"
            if case .array(let elements) = field.value, !elements.isEmpty {
                return key + "[\n" + elements.map { "    " + write($0) }.joined(separator: ",\n") + "\n  ]"
            }
            return key + write(field.value)
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// Writes the file, making its folder if needed.
    func write(to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// One value on one line.
    func write(_ value: Value) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .integer(let n): return String(n)
        case .number(let v): return number(v)
        case .string(let s): return JSONReport.quoted(s)
        case .array(let elements): return "[" + elements.map(write).joined(separator: ",") + "]"
        case .object(let fields):
            return "{" + fields.map { JSONReport.quoted($0.key) + ":" + write($0.value) }.joined(separator: ",") + "}"
        }
    }

    func number(_ v: Double?) -> String {
        guard let v, v.isFinite else { return "null" }
        switch numberFormat {
        case .fourDecimals:
            return String(format: "%.4f", v)
        case .integerOrSixDecimals:
            if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
            return String(format: "%.6f", v)
        }
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
