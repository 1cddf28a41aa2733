/// Memory for a large buffer (a bitmap, an image, a back buffer) that was not allocated, and why.
public enum AllocationError: Error, Equatable, Sendable {
    /// The byte count is negative or does not fit in an `Int` (on 32-bit ARM, 2 GiB).
    case sizeOverflow
    /// Allocating `bytes` would take the bytes in use past the budget (`MemoryBudget`).
    case overBudget(bytes: Int, inUse: Int, budget: Int)
    /// The budget allowed it, but the system had no memory for it.
    case outOfMemory(bytes: Int)

    /// The reason in words, e.g. "needs 1 GiB, over the memory budget of 256 MiB (2.9 MiB in
    /// use; TACTILE_MEMORY_LIMIT sets the cap)".
    public var description: String {
        switch self {
        case .sizeOverflow:
            return "has a byte count too large to represent (over \(Int.max) bytes)"
        case let .overBudget(bytes, inUse, budget):
            return "needs " + MemoryBudget.describe(bytes) + ", over the memory budget of "
                + MemoryBudget.describe(budget) + " (" + MemoryBudget.describe(inUse) + " in use; "
                + MemoryBudget.environmentVariable + " sets the cap)"
        case .outOfMemory(let bytes):
            return "needs " + MemoryBudget.describe(bytes) + ": out of memory"
        }
    }
}
