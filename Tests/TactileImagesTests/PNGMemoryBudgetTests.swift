import TactileImages
import TactileRaster
import TactileSystem
import Testing

/// An image is checked against the memory budget from its header, before any pixel memory is
/// allocated: `Fixtures/hostile-1bit-16384x16384.png` (32,697 bytes: a 1-bit grey image of
/// 16384 × 16384 zero pixels, deflated by Python's zlib at level 9) decodes to 1 GiB of ARGB,
/// which killed the 512 MB board (a failed allocation written through).
@Suite struct PNGMemoryBudgetTests {
    static let path = Fixtures.directory + "/hostile-1bit-16384x16384.png"

    @Test func aSmallFileDescribingAHugeImageIsRefusedFromItsHeader() throws {
        guard MemoryBudget.limit < 1 << 30 else { return }  // TACTILE_MEMORY_LIMIT raised the cap
        let header = try Fixtures.bytes(of: "hostile-1bit-16384x16384.png").withUnsafeBytes { try PNG.header(of: $0) }
        #expect(header == PNG.Header(width: 16_384, height: 16_384, colorType: .grayscale, bitDepth: 1, isInterlaced: false))
        do {
            _ = try PNG.decode(contentsOf: Self.path)
            Issue.record("decoded a 1 GiB image under a budget of \(MemoryBudget.limit)")
        } catch {
            guard case let .overMemoryBudget(width, height, allocation) = error,
                case let .overBudget(bytes, _, budget) = allocation
            else { Issue.record("\(error)"); return }
            #expect(width == 16_384 && height == 16_384)
            // Rows of 16384 × 4 = 65,536 bytes, 16,384 of them.
            #expect(bytes == 1_073_741_824)
            #expect(budget == MemoryBudget.limit)
            #expect(error.description.hasPrefix("image is 16384×16384, which needs 1 GiB, over the memory budget of "))
        }
    }

    @Test func theMessageNamesTheImageAndTheBudget() {
        let error = ImageError.overMemoryBudget(
            width: 16_384, height: 16_384,
            .overBudget(bytes: 1 << 30, inUse: 0, budget: 259_010_560))
        #expect(
            error.description == "image is 16384×16384, which needs 1 GiB, over the memory budget of 247 MiB "
                + "(0 bytes in use; TACTILE_MEMORY_LIMIT sets the cap)")
    }
}
