import Foundation
import Glibc

/// The process's memory as Linux reports it (`/proc/self/status`), and the two levers that make
/// a reading mean something: giving freed heap pages back, and resetting the peak.
enum ProcessMemory {
    /// A figure in kB from /proc/self/status (`key` like "VmRSS:"); nil when unreadable.
    static func statusKilobytes(_ key: String) -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            guard text.hasPrefix(key) else { continue }
            return Int(text.dropFirst(key.count).filter(\.isNumber))
        }
        return nil
    }

    /// The resident set now (VmRSS), kB.
    static var residentKilobytes: Int? { statusKilobytes("VmRSS:") }

    /// The resident set's peak since the last `resetPeak()` (VmHWM), kB.
    static var peakKilobytes: Int? { statusKilobytes("VmHWM:") }

    /// glibc's `malloc_trim(0)`, found at run time (malloc.h is not in Swift's Glibc module):
    /// gives the heap's free pages back to the system, so that memory freed earlier is not
    /// silently reused (uncounted) by what is measured next.
    static func trimHeap() {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return }
        typealias Trim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }

    /// Sets VmHWM to the current RSS (`/proc/self/clear_refs`, Linux 4.0 and later); false when
    /// the kernel refuses.
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do { try handle.write(contentsOf: Data("5".utf8)) } catch { return false }
        return true
    }
}
