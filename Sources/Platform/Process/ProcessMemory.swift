import CLinux

/// The memory this process uses, as the kernel counts it.
public enum ProcessMemory {
    /// The resident set size in bytes (pages in RAM, from /proc/self/statm's second field); nil
    /// when it cannot be read.
    public static func residentBytes() -> Int? {
        guard let bytes = try? FileBytes.read("/proc/self/statm", limit: 4096, regularFilesOnly: false) else {
            return nil
        }
        return residentBytes(statm: bytes, pageSize: Int(sysconf(Int32(_SC_PAGESIZE))))
    }

    /// The resident set size from the text of /proc/self/statm ("size resident shared …", in
    /// pages); nil for text that is not that, or a count that would overflow.
    public static func residentBytes(statm: [UInt8], pageSize: Int) -> Int? {
        let fields = statm.split(whereSeparator: { $0 == 0x20 || $0 == 0x0A })
        guard fields.count >= 2, pageSize > 0 else { return nil }
        var pages = 0
        for digit in fields[1] {
            guard digit >= 0x30 && digit <= 0x39 else { return nil }
            let (times, overflow1) = pages.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(digit - 0x30))
            if overflow1 || overflow2 { return nil }
            pages = sum
        }
        let (bytes, overflow) = pages.multipliedReportingOverflow(by: pageSize)
        return overflow ? nil : bytes
    }
}
