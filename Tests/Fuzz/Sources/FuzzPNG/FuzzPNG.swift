import TactileImages

/// CRC-32 (ISO 3309, as PNG chunks use) of each byte value.
let crcTable: [UInt32] = (0..<256).map { (n: UInt32) -> UInt32 in
    var c = n
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}

/// Rewrites the CRC of every whole chunk after the signature, so that mutated chunks reach
/// libpng's parsers instead of all stopping at "CRC error".
func fixChunkChecksums(_ bytes: inout [UInt8]) {
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let end = offset + 8 + length
        guard length <= bytes.count, end + 4 <= bytes.count else { return }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes[(offset + 4)..<end] { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        crc ^= 0xFFFF_FFFF
        for i in 0..<4 { bytes[end + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
        offset = end + 4
    }
}

/// libFuzzer's entry: decodes the input as a PNG (header, then pixels) under a 4-megapixel
/// limit, with its chunk checksums as they are when the input's length is odd and made right
/// when it is even, and checks what it decodes survives encoding. Any error is fine; a trap,
/// a memory fault or a changed pixel is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if size % 2 == 0 { fixChunkChecksums(&bytes) }
    _ = try? bytes.withUnsafeBytes { buffer throws(ImageError) in try PNG.header(of: buffer) }
    if let bitmap = try? PNG.decode(bytes, maxPixels: 1 << 22) {
        // Encoded with alpha and decoded again it must give back the same premultiplied pixels
        // (PNG.encode's promise); reading every pixel also lets AddressSanitizer catch a bitmap
        // smaller than its header says.
        guard let encoded = try? PNG.encode(bitmap, includeAlpha: true),
            let again = try? PNG.decode(encoded, maxPixels: 1 << 22)
        else {
            fatalError("a decoded \(bitmap.width)×\(bitmap.height) image does not encode and decode again")
        }
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y) != again.pixel(x: x, y: y) {
                fatalError("pixel (\(x), \(y)) changed from \(bitmap.pixel(x: x, y: y)) to \(again.pixel(x: x, y: y))")
            }
        }
    }
    return 0
}
