import CTactileAllocationCounter

/// Heap allocations: every `malloc` and friends of every thread since the program started,
/// counted by `CTactileAllocationCounter`, which replaces them in this program only. A part reads the
/// count before and after what it measures.
enum Allocations {
    @inline(__always) static var count: Int { Int(tactile_allocation_count()) }
}
