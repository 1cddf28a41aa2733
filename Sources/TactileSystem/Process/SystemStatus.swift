import CTactileLinux

/// Figures about the process and the system for the Settings app's About page, read when asked
/// (nothing is sampled in the background).
public enum SystemStatus {
    /// The process's resident memory in bytes (`/proc/self/statm`, second field, in pages), nil
    /// when it cannot be read.
    public static func residentMemoryBytes(statmPath: String = "/proc/self/statm") -> Int? {
        guard let pages = statmPages(statmPath), pages.count >= 2 else { return nil }
        return bytes(ofPages: pages[1])
    }

    /// The process's resident memory that is not backed by a file (`/proc/self/statm`: resident
    /// less shared pages): what the program allocated. The pages of its code and libraries, which
    /// the kernel maps in as they are first run and may share or drop, are left out. Nil when it
    /// cannot be read.
    package static func anonymousResidentMemoryBytes(statmPath: String = "/proc/self/statm") -> Int? {
        guard let pages = statmPages(statmPath), pages.count >= 3, pages[2] <= pages[1] else { return nil }
        return bytes(ofPages: pages[1] - pages[2])
    }

    /// The page counts of a statm file (size, resident, shared, …), nil when one is not a number.
    private static func statmPages(_ path: String) -> [Int]? {
        guard let text = readProcFile(path) else { return nil }
        var counts: [Int] = []
        for field in text.split(separator: 0x20) {
            var pages = 0
            for byte in field where byte != 0x0A {
                guard byte >= 0x30, byte <= 0x39, pages < Int.max / 100 else { return nil }
                pages = pages * 10 + Int(byte - 0x30)
            }
            counts.append(pages)
        }
        return counts
    }

    private static func bytes(ofPages pages: Int) -> Int? {
        let pageSize = sysconf(Int32(_SC_PAGESIZE))
        let (bytes, overflow) = pages.multipliedReportingOverflow(by: pageSize > 0 ? pageSize : 4096)
        return overflow ? nil : bytes
    }

    /// The time since the system booted (CLOCK_BOOTTIME, which counts suspend), nil when the
    /// clock cannot be read.
    public static func uptime() -> Interval? {
        var time = timespec()
        guard clock_gettime(CLOCK_BOOTTIME, &time) == 0 else { return nil }
        return Interval(nanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// A /proc file's bytes up to its end (they report a size of 0), at most 4 KiB.
    private static func readProcFile(_ path: String) -> [UInt8]? {
        let fd = tl_open(path, O_RDONLY | O_NONBLOCK)
        if fd < 0 { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { CTactileLinux.read(fd, $0.baseAddress! + count, $0.count - count) }
            if got < 0, tl_errno() == EINTR { continue }
            if got <= 0 { break }
            count += got
        }
        bytes.removeLast(bytes.count - count)
        while let last = bytes.last, last == 0x0A { bytes.removeLast() }
        return bytes
    }
}
