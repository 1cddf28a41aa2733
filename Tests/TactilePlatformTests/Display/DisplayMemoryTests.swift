import TactilePlatform
import TactileRaster
import TactileSystem
import Testing

/// A display's size is checked against the memory budget before its buffers are made.
@Suite struct DisplayMemoryTests {
    @Test func screenfulsOfBytes() throws {
        // 800 × 480 XRGB: rows of 3,200 bytes (a multiple of 64), 1,536,000 bytes a screen, four.
        #expect(try DisplayMemory.byteCount(width: 800, height: 480) == 6_144_000)
        // 16384 × 16384: 1 GiB a screen, 4 GiB.
        #expect(try DisplayMemory.byteCount(width: 16_384, height: 16_384) == 4_294_967_296)
    }

    @Test func aDisplayLargerThanTheBudgetIsRefused() throws {
        try DisplayMemory.check(width: 800, height: 480)
        guard MemoryBudget.limit < 4 << 30 else { return }  // TACTILE_MEMORY_LIMIT raised the cap
        do {
            try DisplayMemory.check(width: 16_384, height: 16_384)
            Issue.record("a 16384x16384 display fit in \(MemoryBudget.limit) bytes")
        } catch {
            guard case let .tooLargeForMemory(width, height, allocation) = error,
                case let .overBudget(bytes, _, _) = allocation
            else { Issue.record("\(error)"); return }
            #expect(width == 16_384 && height == 16_384 && bytes == 4_294_967_296)
            #expect(error.message.hasPrefix("a 16384x16384 display needs 4 GiB, over the memory budget of "))
        }
    }
}
