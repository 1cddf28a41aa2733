/// Copies a rectangle of panel pixels from a back buffer drawn a quarter turn from the panel
/// (`--rotate 90` or `270`), pixels of one size and layout on both sides.
///
/// A plain run of device pixels walks down a column of the back buffer, a new cache line for
/// each pixel. In tiles of 16 × 16 the 16 lines a tile reads (and the 16 it writes) stay in the
/// first-level cache; 32-bit tiles are turned in blocks of 4 × 4 in vector registers.
enum QuarterTurn {
    static let tile = 16

    /// A rectangle's edges in device pixels.
    struct Bounds {
        var minX: Int, minY: Int, maxX: Int, maxY: Int
    }

    /// Where the back buffer's pixels are, seen from the panel: `origin` is the pixel shown at
    /// device (0, 0); a device row down is `perDeviceRow` pixels on (±1), a device column right
    /// `perDeviceColumn` (± a back-buffer row).
    struct Source<Pixel> {
        var origin: UnsafePointer<Pixel>
        var perDeviceRow: Int
        var perDeviceColumn: Int

        @inline(__always) func at(x: Int, y: Int) -> UnsafePointer<Pixel> {
            origin + y * perDeviceRow + x * perDeviceColumn
        }
    }

    /// Device pixels of `rect` from `source`, each through `transform`, one pixel at a time.
    @inline(__always)
    static func copy<Pixel>(
        _ rect: Bounds, from source: Source<Pixel>, to page: UnsafeMutableRawPointer,
        bytesPerLine: Int, _ transform: (Pixel) -> Pixel
    ) {
        forEachTile(rect) { tileX, tileY, columns, rows in
            copyPixels(
                x: tileX, y: tileY, columns: columns, rows: rows, from: source, to: page,
                bytesPerLine: bytesPerLine, transform)
        }
    }

    /// 32-bit device pixels of `rect` from `source`, kept to the low 24 bits and or-ed with
    /// `opaque`: whole tiles in 4 × 4 blocks through vector registers, edges a pixel at a time.
    static func copy32(
        _ rect: Bounds, from source: Source<UInt32>, to page: UnsafeMutableRawPointer,
        bytesPerLine: Int, opaque: UInt32
    ) {
        let transform = { (p: UInt32) -> UInt32 in (p & 0x00FF_FFFF) | opaque }
        let mask = SIMD4<UInt32>(repeating: 0x00FF_FFFF), bits = SIMD4<UInt32>(repeating: opaque)
        let reversed = source.perDeviceRow < 0
        forEachTile(rect) { tileX, tileY, columns, rows in
            guard columns == tile, rows == tile else {
                copyPixels(
                    x: tileX, y: tileY, columns: columns, rows: rows, from: source, to: page,
                    bytesPerLine: bytesPerLine, transform)
                return
            }
            for blockY in stride(from: tileY, to: tileY + tile, by: 4) {
                for blockX in stride(from: tileX, to: tileX + tile, by: 4) {
                    // Four device columns, four device rows each: consecutive back-buffer pixels.
                    @inline(__always) func column(_ j: Int) -> SIMD4<UInt32> {
                        let start = source.at(x: blockX + j, y: blockY)
                        if reversed {
                            let v = UnsafeRawPointer(start - 3).loadUnaligned(as: SIMD4<UInt32>.self)
                            return SIMD4(v[3], v[2], v[1], v[0])
                        }
                        return UnsafeRawPointer(start).loadUnaligned(as: SIMD4<UInt32>.self)
                    }
                    let c0 = column(0), c1 = column(1), c2 = column(2), c3 = column(3)
                    let row = page + blockY * bytesPerLine + blockX * 4
                    (row).storeBytes(of: (SIMD4(c0[0], c1[0], c2[0], c3[0]) & mask) | bits, as: SIMD4<UInt32>.self)
                    (row + bytesPerLine).storeBytes(
                        of: (SIMD4(c0[1], c1[1], c2[1], c3[1]) & mask) | bits,
                        as: SIMD4<UInt32>.self)
                    (row + 2 * bytesPerLine).storeBytes(
                        of: (SIMD4(c0[2], c1[2], c2[2], c3[2]) & mask) | bits,
                        as: SIMD4<UInt32>.self)
                    (row + 3 * bytesPerLine).storeBytes(
                        of: (SIMD4(c0[3], c1[3], c2[3], c3[3]) & mask) | bits,
                        as: SIMD4<UInt32>.self)
                }
            }
        }
    }

    @inline(__always)
    private static func forEachTile(_ rect: Bounds, _ body: (_ x: Int, _ y: Int, _ columns: Int, _ rows: Int) -> Void) {
        var tileY = rect.minY
        while tileY < rect.maxY {
            let rows = min(tile, rect.maxY - tileY)
            var tileX = rect.minX
            while tileX < rect.maxX {
                let columns = min(tile, rect.maxX - tileX)
                body(tileX, tileY, columns, rows)
                tileX += columns
            }
            tileY += rows
        }
    }

    @inline(__always)
    private static func copyPixels<Pixel>(
        x tileX: Int, y tileY: Int, columns: Int, rows: Int, from source: Source<Pixel>,
        to page: UnsafeMutableRawPointer, bytesPerLine: Int,
        _ transform: (Pixel) -> Pixel
    ) {
        for y in tileY..<(tileY + rows) {
            let destination = (page + y * bytesPerLine).assumingMemoryBound(to: Pixel.self) + tileX
            var pixel = source.at(x: tileX, y: y)
            for x in 0..<columns {
                destination[x] = transform(pixel.pointee)
                pixel += source.perDeviceColumn
            }
        }
    }
}
