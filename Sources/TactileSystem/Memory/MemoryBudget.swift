import CTactileMemory

/// How many bytes of large buffers (everything `LargeAllocation` hands out: bitmaps, images,
/// back buffers) may be in use at once, derived from the memory the device has:
///
///     limit = min(cap, MemTotal / 2, MemAvailable)
///
/// from `/proc/meminfo` when the program first allocates, where `cap` is
/// `$TACTILE_MEMORY_LIMIT` (bytes, or with a K, M or G suffix: "64M") or else `defaultCap`
/// (512 MiB). A 512 MB board gets about 250 MiB; a desktop gets the cap. Without a readable
/// `/proc/meminfo` the cap alone applies.
public enum MemoryBudget {
    /// The environment variable that sets the cap.
    public static let environmentVariable = "TACTILE_MEMORY_LIMIT"
    /// The cap when the environment sets none: 512 MiB, which holds a 1280×800 screen's buffers
    /// many times over and fits in a 32-bit `Int`.
    public static let defaultCap = 512 << 20

    nonisolated(unsafe) private static var configuredLimit: Int?

    /// The budget in bytes. Setting it replaces the derived one (tests, tools); bytes already in
    /// use stay allocated.
    public static var limit: Int {
        get {
            if let configuredLimit { return configuredLimit }
            let derived = deviceLimit()
            configuredLimit = derived
            return derived
        }
        set { configuredLimit = max(0, newValue) }
    }

    /// The bytes of large buffers in use now.
    public static var inUse: Int {
        tl_memory_in_use()
    }

    /// The bytes that can still be allocated within the budget.
    public static var remaining: Int { max(0, limit - inUse) }

    /// Throws `.overBudget` unless `bytes` more fit in the budget now (nothing is reserved).
    public static func check(_ bytes: Int) throws(AllocationError) {
        guard bytes >= 0 else { throw .sizeOverflow }
        let budget = limit, used = inUse
        if bytes > budget || used > budget - bytes {
            throw .overBudget(bytes: bytes, inUse: used, budget: budget)
        }
    }

    /// Counts `bytes` as in use, or throws `.overBudget` changing nothing.
    static func reserve(_ bytes: Int) throws(AllocationError) {
        let budget = limit
        if tl_memory_reserve(bytes, budget) == 0 {
            throw .overBudget(bytes: bytes, inUse: inUse, budget: budget)
        }
    }

    /// Stops counting `bytes` (reserved before) as in use.
    static func release(_ bytes: Int) {
        tl_memory_release(bytes)
    }

    /// The budget for a device with `totalBytes` of memory of which `availableBytes` are
    /// available (nil when unknown), under `cap`: `min(cap, totalBytes / 2, availableBytes)`.
    public static func limit(totalBytes: Int?, availableBytes: Int?, cap: Int) -> Int {
        var budget = max(0, cap)
        if let totalBytes { budget = min(budget, max(0, totalBytes / 2)) }
        if let availableBytes { budget = min(budget, max(0, availableBytes)) }
        return budget
    }

    /// The budget of this device, from `/proc/meminfo` and `$TACTILE_MEMORY_LIMIT`.
    public static func deviceLimit() -> Int {
        var cap = defaultCap
        if let text = tl_memory_environment(environmentVariable) {
            if let value = MemoryInfo.byteCount(String(cString: text)) { cap = value }
        }
        let info = MemoryInfo.current()
        return limit(totalBytes: info?.totalBytes, availableBytes: info?.availableBytes, cap: cap)
    }

    /// A byte count for people: "512 MiB", "1 GiB", "2.5 MiB", "300 kiB", "12 bytes" (one
    /// decimal, truncated).
    public static func describe(_ bytes: Int) -> String {
        let units: [(Int, String)] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "kiB")]
        for (size, name) in units where bytes >= size {
            let whole = bytes / size
            let tenth = (bytes % size) / (size / 10)
            return tenth == 0 ? "\(whole) \(name)" : "\(whole).\(tenth) \(name)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
