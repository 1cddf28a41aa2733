import TactileSystem
import Testing

@testable import TactileRaster

/// The kernels' shared scratch area: reused from call to call, never handed to two holders.
@Suite struct ScratchMemoryTests {
    @Test func aNestedRequestGetsOtherBytesAndAllAreAligned() {
        withScratchMemory(byteCount: 64 * 1024) { outer in
            #expect(Int(bitPattern: outer) % 16 == 0)
            outer.initializeMemory(as: UInt8.self, repeating: 0xA5, count: 64 * 1024)
            withScratchMemory(byteCount: 8 * 1024) { inner in
                #expect(Int(bitPattern: inner) % 16 == 0)
                // Not inside the outer holder's bytes.
                #expect(inner + 8 * 1024 <= outer || inner >= outer + 64 * 1024)
                inner.initializeMemory(as: UInt8.self, repeating: 0x5A, count: 8 * 1024)
            }
            let bytes = UnsafeBufferPointer(start: outer.assumingMemoryBound(to: UInt8.self), count: 64 * 1024)
            #expect(bytes.allSatisfy { $0 == 0xA5 })
        }
    }

    @Test func smallAndHugeRequestsWork() {
        #expect(withScratchMemory(byteCount: 0) { Int(bitPattern: $0) % 16 } == 0)
        #expect(withScratchMemory(byteCount: 100) { Int(bitPattern: $0) % 16 } == 0)
        // Beyond the area's 4 MiB: bytes of their own, all of them writable.
        let count = 5 << 20
        withScratchMemory(byteCount: count) { pointer in
            pointer.initializeMemory(as: UInt8.self, repeating: 1, count: count)
            #expect(pointer.load(fromByteOffset: count - 1, as: UInt8.self) == 1)
        }
    }
}
