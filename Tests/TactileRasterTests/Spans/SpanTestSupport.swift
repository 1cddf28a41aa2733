import TactileSystem

@testable import TactileRaster

/// Random pixels and masks for the span tests, weighted towards the values the kernels' fast
/// paths look for (alpha 0 and 255, runs of mask 0 and 255).
extension SplitMix64 {
    mutating func byte() -> UInt32 { UInt32(next() & 0xFF) }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// A valid premultiplied pixel: every colour channel at most the alpha.
    mutating func premultiplied() -> UInt32 {
        let alpha: UInt32
        switch below(4) {
        case 0: alpha = 255
        case 1: alpha = below(3) == 0 ? 0 : byte()
        default: alpha = byte()
        }
        func channel() -> UInt32 { UInt32(next() % UInt64(alpha + 1)) }
        return alpha << 24 | channel() << 16 | channel() << 8 | channel()
    }

    /// Source pixels in runs (opaque, zero or mixed) so whole vector steps take each path.
    mutating func sourceRow(count: Int) -> [UInt32] {
        var row: [UInt32] = []
        while row.count < count {
            let mode = below(4), run = 1 + below(12)
            for _ in 0..<run {
                switch mode {
                case 0: row.append(premultiplied() | 0xFF00_0000)
                case 1: row.append(0)
                default: row.append(premultiplied())
                }
            }
        }
        return Array(row.prefix(count))
    }

    /// Mask bytes in runs of 0, of 255 and of anything.
    mutating func maskRow(count: Int) -> [UInt8] {
        var row: [UInt8] = []
        while row.count < count {
            let mode = below(3), run = 1 + below(12)
            for _ in 0..<run {
                switch mode {
                case 0: row.append(0)
                case 1: row.append(255)
                default: row.append(UInt8(byte()))
                }
            }
        }
        return Array(row.prefix(count))
    }

    /// A destination pixel as stored in `format` (`xrgb8888` keeps a random top byte, which
    /// drawing must treat as unused).
    mutating func storedPixel(_ format: PixelFormat) -> UInt32 {
        switch format {
        case .argb8888: return premultiplied()
        case .xrgb8888: return UInt32(truncatingIfNeeded: next())
        case .rgb565: return UInt32(next() & 0xFFFF)
        }
    }
}

extension Bitmap {
    /// The raw stored value at (x, y): 32 bits, or the 16 bits of an RGB565 pixel.
    func raw(x: Int, y: Int) -> UInt32 {
        format == .rgb565 ? UInt32(row16(y)[x]) : row32(y)[x]
    }

    func setRaw(x: Int, y: Int, _ value: UInt32) {
        if format == .rgb565 {
            row16(y)[x] = UInt16(truncatingIfNeeded: value)
        } else {
            row32(y)[x] = value
        }
    }
}

/// The exact premultiplied OVER result per channel, `s + d × (255 − αs) / 255`, in Double.
func exactOver(_ source: UInt32, _ destination: UInt32, shift: UInt32) -> Double {
    let s = Double((source >> shift) & 0xFF), d = Double((destination >> shift) & 0xFF)
    return s + d * (255 - Double(source >> 24)) / 255
}

/// Whether an 8-bit result is within one step of the exact OVER result in every colour channel
/// (and alpha when `alpha`).
func withinOneStep(_ result: UInt32, source: UInt32, destination: UInt32, alpha: Bool) -> Bool {
    for shift: UInt32 in alpha ? [0, 8, 16, 24] : [0, 8, 16] {
        let exact = exactOver(source, destination, shift: shift)
        if abs(Double((result >> shift) & 0xFF) - exact) > 1 { return false }
    }
    return true
}

/// Whether an RGB565 result is the truncation of 8-bit channels each within one step of the exact
/// OVER result over the expanded destination.
func withinOneStep565(_ result: UInt16, source: UInt32, destination: UInt16) -> Bool {
    let d = PixelMath.expand565(destination), r = UInt32(result)
    let levels: [(value: UInt32, bits: UInt32, shift: UInt32)] = [
        ((r >> 11) & 0x1F, 5, 16), ((r >> 5) & 0x3F, 6, 8), (r & 0x1F, 5, 0)
    ]
    for (level, bits, shift) in levels {
        let exact = exactOver(source, d, shift: shift)
        // Truncation keeps 8-bit values in [level << k, (level << k) + 2^k − 1].
        let low = Double(level << (8 - bits)), high = low + Double((1 << (8 - bits)) - 1)
        if high < exact - 1 || low > exact + 1 { return false }
    }
    return true
}
