import CTactileMemory

/// The device's memory as `/proc/meminfo` reports it, and the byte counts people write.
public struct MemoryInfo: Equatable, Sendable {
    /// `MemTotal`: the usable RAM.
    public var totalBytes: Int?
    /// `MemAvailable`: what can still be allocated without swapping (Linux 3.14 and later).
    public var availableBytes: Int?

    /// Memory sizes in bytes, each nil when unknown.
    public init(totalBytes: Int?, availableBytes: Int?) {
        self.totalBytes = totalBytes
        self.availableBytes = availableBytes
    }

    /// This device's, or nil when `/proc/meminfo` cannot be read or has neither line.
    public static func current() -> MemoryInfo? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 8192) { buffer -> MemoryInfo? in
            let count = tl_memory_read_file("/proc/meminfo", buffer.baseAddress!, buffer.count)
            guard count > 0 else { return nil }
            let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(count))
            return parse(Array(bytes.bindMemory(to: UInt8.self)))
        }
    }

    /// The `MemTotal` and `MemAvailable` lines of a `/proc/meminfo` text ("MemTotal:  505880 kB"),
    /// in bytes, clamped to `Int.max` (a 32-bit `Int` holds less than 2 GiB). Nil when neither
    /// is there.
    public static func parse(_ text: [UInt8]) -> MemoryInfo? {
        var info = MemoryInfo(totalBytes: nil, availableBytes: nil)
        var start = 0
        while start < text.count {
            var end = start
            while end < text.count, text[end] != 0x0A { end += 1 }
            let line = text[start..<end]
            if let value = value(of: "MemTotal:", in: line) { info.totalBytes = value }
            if let value = value(of: "MemAvailable:", in: line) { info.availableBytes = value }
            start = end + 1
        }
        return info.totalBytes == nil && info.availableBytes == nil ? nil : info
    }

    /// The kB value of `line` in bytes when it starts with `key`.
    private static func value(of key: String, in line: ArraySlice<UInt8>) -> Int? {
        let keyBytes = Array(key.utf8)
        guard line.count > keyBytes.count, Array(line.prefix(keyBytes.count)) == keyBytes else { return nil }
        var rest = line.dropFirst(keyBytes.count)
        while let first = rest.first, first == 0x20 || first == 0x09 { rest = rest.dropFirst() }
        var digits = 0
        var kilobytes = 0
        while let first = rest.first, first >= 0x30, first <= 0x39 {
            let (times10, overflow1) = kilobytes.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(first - 0x30))
            kilobytes = overflow1 || overflow2 ? Int.max : sum
            digits += 1
            rest = rest.dropFirst()
        }
        guard digits > 0 else { return nil }
        let (bytes, overflow) = kilobytes.multipliedReportingOverflow(by: 1024)
        return overflow ? Int.max : bytes
    }

    /// A byte count written as digits with an optional K, M or G suffix (powers of 1024, upper
    /// or lower case, an optional trailing "B" or "iB": "64M", "512MiB", "1g", "1048576"), or nil
    /// when malformed, zero, or too large for an `Int`.
    public static func byteCount(_ text: String) -> Int? {
        var bytes = Array(text.utf8)
        if let last = bytes.last, last == UInt8(ascii: "B") || last == UInt8(ascii: "b") {
            bytes.removeLast()
            if let last = bytes.last, last == UInt8(ascii: "i") { bytes.removeLast() }
        }
        var shift = 0
        if let last = bytes.last {
            switch last {
            case UInt8(ascii: "K"), UInt8(ascii: "k"): shift = 10
            case UInt8(ascii: "M"), UInt8(ascii: "m"): shift = 20
            case UInt8(ascii: "G"), UInt8(ascii: "g"): shift = 30
            default: break
            }
            if shift > 0 { bytes.removeLast() }
        }
        guard let value = DecimalDigits.value(bytes[...], maximum: UInt64(Int.max)).map({ Int($0) }) else { return nil }
        let (scaled, overflow) = value.multipliedReportingOverflow(by: 1 << shift)
        guard !overflow, scaled > 0 else { return nil }
        return scaled
    }
}
