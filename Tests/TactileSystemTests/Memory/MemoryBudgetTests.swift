import TactileRaster
import TactileSystem
import Testing

/// The memory budget's arithmetic and the checked allocation path, with values worked out by
/// hand. The budget itself is a process-wide setting that other suites' bitmaps count against,
/// so these tests pass budgets explicitly or only rely on the default cap (512 MiB, far below
/// 1 GiB unless TACTILE_MEMORY_LIMIT raises it).
@Suite struct MemoryBudgetTests {
    /// A 512 MB board: MemTotal 505880 kB = 518,021,120 bytes, half of it 259,010,560; with
    /// 430,000 kB (440,320,000 bytes) available the half wins; the 512 MiB cap is larger.
    @Test func budgetIsTheSmallestOfCapHalfTheMemoryAndWhatIsAvailable() {
        let board = MemoryInfo.parse(
            Array(
                """
                MemTotal:         505880 kB
                MemFree:          401234 kB
                MemAvailable:     430000 kB
                Buffers:            1024 kB
                """.utf8))
        #expect(board == MemoryInfo(totalBytes: 518_021_120, availableBytes: 440_320_000))
        #expect(
            MemoryBudget.limit(
                totalBytes: 518_021_120, availableBytes: 440_320_000,
                cap: MemoryBudget.defaultCap) == 259_010_560)
        // Little available: 100,000 kB = 102,400,000 bytes.
        #expect(MemoryBudget.limit(totalBytes: 518_021_120, availableBytes: 102_400_000, cap: 512 << 20) == 102_400_000)
        // A 24 GB desktop: the cap, 536,870,912.
        #expect(MemoryBudget.limit(totalBytes: 24 << 30, availableBytes: 20 << 30, cap: MemoryBudget.defaultCap) == 536_870_912)
        // Unknown memory: the cap alone; a lower cap (64M) wins everywhere.
        #expect(MemoryBudget.limit(totalBytes: nil, availableBytes: nil, cap: 67_108_864) == 67_108_864)
        #expect(MemoryBudget.limit(totalBytes: 518_021_120, availableBytes: nil, cap: 67_108_864) == 67_108_864)
        #expect(MemoryBudget.defaultCap == 536_870_912)
    }

    @Test func meminfoWithoutTheLinesIsUnknown() {
        #expect(MemoryInfo.parse(Array("MemFree: 12 kB\n".utf8)) == nil)
        #expect(MemoryInfo.parse([]) == nil)
        // Only MemTotal (kernels before 3.14): 1,048,576 kB = 1 GiB.
        #expect(MemoryInfo.parse(Array("MemTotal: 1048576 kB\n".utf8)) == MemoryInfo(totalBytes: 1 << 30, availableBytes: nil))
        // Digits beyond any Int clamp instead of trapping.
        #expect(MemoryInfo.parse(Array("MemTotal: 99999999999999999999999 kB\n".utf8))?.totalBytes == Int.max)
        // This machine has a /proc/meminfo with both.
        let current = MemoryInfo.current()
        #expect(current?.totalBytes != nil && current?.availableBytes != nil)
    }

    @Test func capTextIsBytesOrPowersOf1024() {
        #expect(MemoryInfo.byteCount("64M") == 67_108_864)
        #expect(MemoryInfo.byteCount("512MiB") == 536_870_912)
        #expect(MemoryInfo.byteCount("1g") == 1_073_741_824)
        #expect(MemoryInfo.byteCount("300k") == 307_200)
        #expect(MemoryInfo.byteCount("1048576") == 1_048_576)
        #expect(MemoryInfo.byteCount("1048576B") == 1_048_576)
        for bad in ["", "0", "M", "-5M", "1.5G", "12x", "99999999999999999999", "9223372036854775807G"] {
            #expect(MemoryInfo.byteCount(bad) == nil, "\(bad)")
        }
    }

    @Test func byteCountsAreCheckedForOverflow() throws {
        #expect(try LargeAllocation.byteCount(65_536, times: 16_384) == 1_073_741_824)
        #expect(throws: AllocationError.sizeOverflow) { try LargeAllocation.byteCount(Int.max / 2 + 1, times: 2) }
        #expect(throws: AllocationError.sizeOverflow) { try LargeAllocation.byteCount(-1, times: 4) }
        // A 16384 × 16384 ARGB bitmap: rows of 65,536 bytes (already a multiple of 64), 1 GiB.
        #expect(try Bitmap.byteCount(width: 16_384, height: 16_384, format: .argb8888) == 1_073_741_824)
        // 33 × 17 RGB565: 66-byte rows padded to 128, 2,176 bytes.
        #expect(try Bitmap.byteCount(width: 33, height: 17, format: .rgb565) == 2_176)
        #expect(throws: AllocationError.sizeOverflow) {
            try Bitmap(checkedWidth: Int.max / 4 + 1, height: 1, format: .argb8888)
        }
        #expect(throws: AllocationError.sizeOverflow) { try Bitmap(checkedWidth: Int.max - 10, height: 1, format: .rgb565) }
        #expect(throws: AllocationError.sizeOverflow) { try AlphaMask(checkedWidth: Int.max - 3, height: 1) }
    }

    /// Past the budget nothing is allocated and the bytes in use do not move.
    @Test func allocationsOverTheBudgetAreRefusedBeforeAnythingIsAllocated() throws {
        guard MemoryBudget.limit < 1 << 30 else { return }  // TACTILE_MEMORY_LIMIT raised the cap
        do {
            _ = try Bitmap(checkedWidth: 16_384, height: 16_384, format: .argb8888)
            Issue.record("a 1 GiB bitmap was allocated under a budget of \(MemoryBudget.limit)")
        } catch {
            guard case let .overBudget(bytes, _, budget) = error else { Issue.record("\(error)"); return }
            #expect(bytes == 1_073_741_824)
            #expect(budget == MemoryBudget.limit)
        }
        #expect(
            AllocationError.overBudget(bytes: 1 << 30, inUse: 3 << 19, budget: 256 << 20).description
                == "needs 1 GiB, over the memory budget of 256 MiB (1.5 MiB in use; TACTILE_MEMORY_LIMIT sets the cap)")
        #expect(AllocationError.outOfMemory(bytes: 1000).description == "needs 1000 bytes: out of memory")
    }

    /// What a bitmap takes is counted while it lives and given back when it goes.
    @Test func bitmapsCountWhileTheyLive() throws {
        // 100 × 100 XRGB: rows of 400 bytes padded to 448, 44,800 bytes. Other suites allocate
        // meanwhile, so the count is checked as at least this bitmap's.
        var bitmap: Bitmap? = try Bitmap(checkedWidth: 100, height: 100, format: .xrgb8888)
        #expect(bitmap?.bytesPerRow == 448)
        #expect(MemoryBudget.inUse >= 44_800)
        bitmap = nil
        let pointer = try LargeAllocation.allocate(byteCount: 4096)
        #expect(MemoryBudget.inUse >= 4096)
        LargeAllocation.deallocate(pointer, byteCount: 4096)
    }

    @Test func byteCountsForPeople() {
        #expect(MemoryBudget.describe(1 << 30) == "1 GiB")
        #expect(MemoryBudget.describe(1_572_864) == "1.5 MiB")
        #expect(MemoryBudget.describe(262_144) == "256 kiB")
        #expect(MemoryBudget.describe(1000) == "1000 bytes")
        #expect(MemoryBudget.describe(1) == "1 byte")
        #expect(MemoryBudget.describe(4 << 30) == "4 GiB")
    }
}
