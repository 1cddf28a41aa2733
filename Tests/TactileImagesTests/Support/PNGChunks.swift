/// A minimal PNG chunk walker and CRC-32 written for the tests, so damaged files can be made
/// precisely (a field changed and its CRC repaired, or only the CRC broken).
struct PNGChunk {
    /// Offset of the chunk's 4-byte length field.
    var offset: Int
    var length: Int
    var type: String
    /// Offset of the first data byte.
    var dataOffset: Int { offset + 8 }
    /// Offset of the 4-byte CRC.
    var crcOffset: Int { offset + 8 + length }
}

enum PNGBytes {
    /// The chunks of a well-formed PNG, in order.
    static func chunks(_ bytes: [UInt8]) -> [PNGChunk] {
        var chunks: [PNGChunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(readUInt32(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            chunks.append(PNGChunk(offset: offset, length: length, type: type))
            offset += 12 + length
        }
        return chunks
    }

    static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    static func writeUInt32(_ value: UInt32, into bytes: inout [UInt8], at offset: Int) {
        bytes[offset] = UInt8(truncatingIfNeeded: value >> 24)
        bytes[offset + 1] = UInt8(truncatingIfNeeded: value >> 16)
        bytes[offset + 2] = UInt8(truncatingIfNeeded: value >> 8)
        bytes[offset + 3] = UInt8(truncatingIfNeeded: value)
    }

    /// Recomputes the CRC of `chunk` (over its type and data) after the test changed it.
    static func repairCRC(of chunk: PNGChunk, in bytes: inout [UInt8]) {
        let crc = crc32(bytes[(chunk.offset + 4)..<chunk.crcOffset])
        writeUInt32(crc, into: &bytes, at: chunk.crcOffset)
    }

    /// CRC-32 as the PNG specification defines it (polynomial 0xEDB88320, reflected).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
