import CTactileReference
import TactileRaster

// Image operations: blits, bilinear scaling, glyph masks and 8888→565 conversion, against
// pixman_image_composite32 reading the very same source pixels.
enum ImageScenes {
    /// An N×N icon-like ARGB image drawn at whole-pixel positions, SRC (`.copy`) or OVER.
    static func blit(_ format: PixelFormat, over: Bool, size: Int) -> Scene {
        let prefix = format == .rgb565 ? "565 " : ""
        let label = prefix + (over ? "blit OVER" : "blit SRC")
        return Scene(name: label, size: size, pixelsPerOp: size * size, tolerance: over ? .lsb(1) : .exact) {
            let frame = Frame(format: format)
            let place = Placements(size: size, seed: 500 + UInt64(size))
            let image = Content.iconImage(size: size, seed: 16 + UInt64(size))
            let source = PixmanImage(image)
            let canvas = frame.canvas, destination = frame.referenceImage
            let mode: BlendMode = over ? .sourceOver : .copy
            let op = over ? PIXMAN_OP_OVER : PIXMAN_OP_SRC
            return SceneRun(
                frame: frame,
                ours: { k in
                    let r = place.rect(k, size: size)
                    canvas.drawImage(image, x: r.x, y: r.y, mode: mode)
                },
                reference: { k in
                    let r = place.rect(k, size: size)
                    pixmanComposite(op, source, nil, destination, x: r.x, y: r.y, width: size, height: size)
                },
                area: { k in place.rect(k, size: size) },
                keepAlive: [source])
        }
    }

    /// An (N/2)×(N/2) icon scaled 2× to N×N with bilinear filtering, OVER. The exact 2× scale
    /// puts every sample at a quarter pixel, which pixman's 7-bit weights represent exactly.
    static func bilinear(size: Int) -> Scene {
        Scene(name: "bilinear 2x", size: size, pixelsPerOp: size * size, tolerance: .lsb(2)) {
            let frame = Frame(format: .xrgb8888)
            let place = Placements(size: size, seed: 600 + UInt64(size))
            let image = Content.iconImage(size: size / 2, seed: 17 + UInt64(size))
            let source = PixmanImage(image)
            source.setBilinearScale(source: size / 2, destination: size)
            let canvas = frame.canvas, destination = frame.referenceImage
            return SceneRun(
                frame: frame,
                ours: { k in
                    canvas.drawImage(image, in: Rect(place.rect(k, size: size)), filter: .bilinear)
                },
                reference: { k in
                    let r = place.rect(k, size: size)
                    pixmanComposite(
                        PIXMAN_OP_OVER, source, nil, destination, x: r.x, y: r.y,
                        width: size, height: size)
                },
                area: { k in place.rect(k, size: size) },
                keepAlive: [source])
        }
    }

    /// An N×N icon-like ARGB image at fractional positions (a translation transform, bilinear,
    /// anti-aliased edges), as an animating icon moves, OVER. pixman composites the (N+1)×(N+1)
    /// pixels it touches, its bilinear weights against the transparent outside fading the edges as
    /// our edge coverage does. Fractions are whole 1/128 pixels, which pixman's 7-bit bilinear
    /// weights represent exactly (finer ones it truncates, up to 3 levels off at sharp edges).
    static func iconAtFraction(size: Int) -> Scene {
        Scene(name: "icon at fraction", size: size, pixelsPerOp: size * size, tolerance: .lsb(2)) {
            let frame = Frame(format: .xrgb8888)
            let place = Placements(size: size, seed: 900 + UInt64(size))
            let image = Content.iconImage(size: size, seed: 20 + UInt64(size))
            let source = PixmanImage(image)
            let canvas = frame.canvas, destination = frame.referenceImage
            // The fraction of operation k's position in 16.16 fixed point, a whole 1/128 pixel.
            func fraction(_ k: Int) -> (x: Int32, y: Int32) {
                let r = place.fractionalRect(k, size: size)
                return (
                    Int32(((r.x - r.x.rounded(.down)) * 128).rounded(.down)) << 9,
                    Int32(((r.y - r.y.rounded(.down)) * 128).rounded(.down)) << 9
                )
            }
            return SceneRun(
                frame: frame,
                ours: { k in
                    let r = place.rect(k, size: size), f = fraction(k)
                    let t = AffineTransform(
                        translationX: Double(r.x) + Double(f.x) / 65536,
                        y: Double(r.y) + Double(f.y) / 65536)
                    canvas.drawImage(image, transform: t, filter: .bilinear)
                },
                reference: { k in
                    let r = place.rect(k, size: size), f = fraction(k)
                    source.setBilinearTranslation(x: f.x, y: f.y)
                    pixmanComposite(
                        PIXMAN_OP_OVER, source, nil, destination, x: r.x, y: r.y,
                        width: size + 1, height: size + 1)
                },
                area: { k in
                    let r = place.rect(k, size: size)
                    return PixelRect(x: r.x, y: r.y, width: size + 1, height: size + 1)
                },
                keepAlive: [source])
        }
    }

    /// N×N glyph-like A8 masks (16 different ones) tinting a colour OVER the frame, like text.
    static func glyphs(size: Int) -> Scene {
        Scene(name: "a8 glyph mask", size: size, pixelsPerOp: size * size, tolerance: .lsb(1)) {
            let frame = Frame(format: .xrgb8888)
            let place = Placements(size: size, seed: 700 + UInt64(size))
            let colors = Content.palette(count: 64, alpha: nil, seed: 18)
            let solids = colors.map { PixmanImage(solid: $0.premultiplied) }
            var masks: [AlphaMask] = []
            var references: [PixmanImage] = []
            for m in 0..<16 {
                let coverage = Content.glyphMask(size: size, seed: 1000 * UInt64(size) + UInt64(m))
                let mask = AlphaMask(width: size, height: size)
                for y in 0..<size { for x in 0..<size { mask[x: x, y: y] = coverage[y * size + x] } }
                masks.append(mask)
                references.append(PixmanImage(a8: coverage, width: size, height: size))
            }
            let canvas = frame.canvas, destination = frame.referenceImage
            return SceneRun(
                frame: frame,
                ours: { k in
                    let r = place.rect(k, size: size)
                    canvas.drawMask(masks[k & 15], x: r.x, y: r.y, color: colors[k & 63])
                },
                reference: { k in
                    let r = place.rect(k, size: size)
                    pixmanComposite(
                        PIXMAN_OP_OVER, solids[k & 63], references[k & 15], destination,
                        x: r.x, y: r.y, width: size, height: size)
                },
                area: { k in place.rect(k, size: size) },
                keepAlive: solids + references)
        }
    }

    /// An opaque N×N XRGB8888 photo converted into an RGB565 frame (SRC, truncation, no dither).
    static func convert565(size: Int) -> Scene {
        Scene(name: "565 convert 8888", size: size, pixelsPerOp: size * size, tolerance: .exact) {
            let frame = Frame(format: .rgb565)
            let place = Placements(size: size, seed: 800 + UInt64(size))
            let image = Content.photo(size: size, format: .xrgb8888, seed: 19 + UInt64(size))
            let source = PixmanImage(image)
            let canvas = frame.canvas, destination = frame.referenceImage
            return SceneRun(
                frame: frame,
                ours: { k in
                    let r = place.rect(k, size: size)
                    canvas.convert(image, x: r.x, y: r.y)
                },
                reference: { k in
                    let r = place.rect(k, size: size)
                    pixmanComposite(
                        PIXMAN_OP_SRC, source, nil, destination, x: r.x, y: r.y,
                        width: size, height: size)
                },
                area: { k in place.rect(k, size: size) },
                keepAlive: [source])
        }
    }
}
