import TactilePlatform
import TactileRaster
import TactileSystem

/// `tactile debug-raster`: draws a fixed set of scenes through every span kernel of the
/// rasterizer (fills, translucent rects, per-pixel-alpha OVER blits at full and partial alpha,
/// SRC blits, A8 glyph masks, bilinear scaling, icons at fractional positions, anti-aliased
/// shapes, 8888→565 conversion) into XRGB8888, ARGB8888 and RGB565 canvases, and prints one line
/// per scene and format: `<scene> <format> <FNV-1a 64 of the pixels, hex>`. Nothing depends on the
/// host: the same build draws the same lines everywhere, so the output of the device binary under
/// qemu (its NEON paths) must equal the host build's (its SSE paths), line for line
/// (Tests/NEON/check-raster-pixels.sh).
enum DebugRasterCommand {
    static let usage = "usage: tactile debug-raster"

    static func run(arguments: [String]) -> Int32 {
        guard arguments.isEmpty else {
            Console.error(usage)
            return 2
        }
        let scenes = RasterScenes.all()
        for format in [PixelFormat.xrgb8888, .argb8888, .rgb565] {
            for scene in scenes {
                let target = RasterScenes.background(format)
                scene.draw(Canvas(target))
                Console.info("\(scene.name) \(name(format)) \(hex(fnv1a(target)))")
            }
        }
        return 0
    }

    static func name(_ format: PixelFormat) -> String {
        switch format {
        case .xrgb8888: return "xrgb8888"
        case .argb8888: return "argb8888"
        case .rgb565: return "rgb565"
        }
    }

    /// FNV-1a, 64 bits, over each row's pixel bytes (not the padding).
    static func fnv1a(_ bitmap: Bitmap) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        let rowBytes = bitmap.width * bitmap.format.bytesPerPixel
        for y in 0..<bitmap.height {
            let row = UnsafeRawPointer(bitmap.baseAddress + y * bitmap.bytesPerRow)
            for i in 0..<rowBytes {
                hash = (hash ^ UInt64(row.load(fromByteOffset: i, as: UInt8.self))) &* 0x0000_0100_0000_01B3
            }
        }
        return hash
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// The scenes of `tactile debug-raster`: seeded content, many positions and widths so that every
/// span meets every alignment and remainder of the vector steps.
private struct RasterScenes {
    let name: String
    let draw: (Canvas) -> Void

    static let width = 197, height = 131

    /// Opaque noise in `format`.
    static func background(_ format: PixelFormat) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height, format: format)
        var g = SplitMix64(seed: 3)
        for y in 0..<height {
            for x in 0..<width { bitmap.setPixel(x: x, y: y, 0xFF00_0000 | UInt32(truncatingIfNeeded: g.next())) }
        }
        return bitmap
    }

    /// A premultiplied ARGB icon: a disc (anti-aliased edge) with translucent holes, transparent
    /// corners, noisy colour.
    static func icon(_ size: Int, seed: UInt64) -> Bitmap {
        var g = SplitMix64(seed: seed)
        let image = Bitmap(width: size, height: size, format: .argb8888)
        let r2 = size * size * 21 / 100  // (0.46 size)²
        for y in 0..<size {
            for x in 0..<size {
                let dx = 2 * x + 1 - size, dy = 2 * y + 1 - size
                let d = (dx * dx + dy * dy) / 4
                var a: UInt32 = d <= r2 - size ? 255 : d >= r2 + size ? 0 : UInt32((r2 + size - d) * 255 / (2 * size))
                if (x / 3 + y / 5) % 4 == 0 { a /= 2 }
                let noise = UInt32(truncatingIfNeeded: g.next()) & 0xFF_FFFF
                let r = PixelMath.multiply(noise >> 16, a), gr = PixelMath.multiply((noise >> 8) & 0xFF, a)
                let b = PixelMath.multiply(noise & 0xFF, a)
                image.row32(y)[x] = a << 24 | r << 16 | gr << 8 | b
            }
        }
        return image
    }

    /// A glyph-like mask: runs of 0, of 255 and of partial coverage.
    static func mask(_ width: Int, _ height: Int, seed: UInt64) -> AlphaMask {
        var g = SplitMix64(seed: seed)
        let mask = AlphaMask(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let v = g.next()
                mask[x: x, y: y] = (x + y) % 7 < 2 ? 0 : (x * 3 + y) % 5 == 0 ? UInt8(truncatingIfNeeded: v) : 255
            }
        }
        return mask
    }

    /// Every scene, with its content made afresh.
    static func all() -> [RasterScenes] {
        var g = SplitMix64(seed: 11)
        func color(alpha: UInt8? = nil) -> Color {
            let v = UInt32(truncatingIfNeeded: g.next())
            return Color(rgb: v & 0xFF_FFFF, alpha: alpha ?? UInt8(truncatingIfNeeded: v >> 24))
        }
        let icons = [3, 8, 13, 32, 61].map { icon($0, seed: UInt64($0)) }
        let masks = [(5, 9), (16, 16), (27, 14)].map { mask($0.0, $0.1, seed: UInt64($0.0)) }
        let opaque = Bitmap(width: 37, height: 23, format: .xrgb8888)
        for y in 0..<23 { for x in 0..<37 { opaque.setPixel(x: x, y: y, 0xFF00_0000 | UInt32(truncatingIfNeeded: g.next())) } }
        let colors = (0..<24).map { _ in color() }
        // Positions: every x alignment, some clipped at the edges.
        let places = (0..<24).map { k in (k * 37 % 190 - 9, k * 23 % 125 - 7) }
        return [
            RasterScenes(name: "fill") { c in
                for (k, p) in places.enumerated() { c.fill(PixelRect(x: p.0, y: p.1, width: 3 + k * 5, height: 9), color: colors[k].opaque) }
            },
            RasterScenes(name: "blend-rect") { c in
                for (k, p) in places.enumerated() { c.fill(PixelRect(x: p.0, y: p.1, width: 1 + k * 7, height: 11), color: colors[k]) }
            },
            RasterScenes(name: "blit-over") { c in
                for (k, p) in places.enumerated() { c.drawImage(icons[k % icons.count], x: p.0, y: p.1) }
            },
            RasterScenes(name: "blit-over-alpha") { c in
                for (k, p) in places.enumerated() {
                    c.drawImage(icons[k % icons.count], x: p.0, y: p.1, alpha: UInt8(truncatingIfNeeded: 40 + k * 9))
                }
            },
            RasterScenes(name: "blit-src") { c in
                for (k, p) in places.enumerated() { c.drawImage(icons[k % icons.count], x: p.0, y: p.1, mode: .copy) }
                for (k, p) in places.enumerated() where k % 3 == 0 { c.drawImage(opaque, x: p.1, y: p.0 / 2) }
            },
            RasterScenes(name: "glyph-mask") { c in
                for (k, p) in places.enumerated() { c.drawMask(masks[k % masks.count], x: p.0, y: p.1, color: colors[k]) }
                for (k, p) in places.enumerated() { c.drawMask(masks[k % masks.count], x: p.1, y: p.0 / 2, color: colors[k].opaque) }
            },
            RasterScenes(name: "bilinear-scaled") { c in
                for (k, p) in places.enumerated() {
                    let s = Double(8 + k * 3)
                    c.drawImage(
                        icons[k % icons.count], in: Rect(x: Double(p.0), y: Double(p.1), width: s, height: s * 0.75),
                        filter: k % 4 == 3 ? .nearest : .bilinear, alpha: k % 5 == 0 ? 128 : 255)
                }
            },
            RasterScenes(name: "icon-at-fraction") { c in
                for (k, p) in places.enumerated() {
                    let t = AffineTransform(translationX: Double(p.0) + Double(k) / 24, y: Double(p.1) + Double(k % 7) / 7)
                    c.drawImage(icons[k % icons.count], transform: t, filter: .bilinear, alpha: k % 3 == 0 ? 200 : 255)
                }
            },
            RasterScenes(name: "rotated") { c in
                for (k, p) in places.enumerated() where k % 2 == 0 {
                    let t = AffineTransform(translationX: Double(p.0) + 20, y: Double(p.1) + 10).rotated(by: Double(k) / 7)
                    c.drawImage(icons[k % icons.count], transform: t, filter: .bilinear)
                }
            },
            RasterScenes(name: "aa-shapes") { c in
                for (k, p) in places.enumerated() {
                    let r = Rect(x: Double(p.0) + 0.3, y: Double(p.1) + 0.6, width: 4.7 + Double(k) * 2.1, height: 9.4)
                    if k % 2 == 0 { c.fill(r, color: colors[k]) } else { c.fillRoundedRect(r, cornerRadii: CornerRadii(all: 3.5), color: colors[k]) }
                }
            },
            RasterScenes(name: "convert") { c in
                for (k, p) in places.enumerated() where k % 4 == 0 { c.convert(opaque, x: p.0, y: p.1, dithering: k % 8 == 0) }
            }
        ]
    }
}

private extension Color {
    var opaque: Color { Color(red: red, green: green, blue: blue, alpha: 255) }
}
