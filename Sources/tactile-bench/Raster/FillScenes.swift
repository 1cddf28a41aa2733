import CTactileReference
import Glibc
import TactileRaster

/// The sizes of every N×N scene.
let sceneSizes = [8, 16, 32, 64, 128, 256]

// Memory ceilings and solid fills: stores and source-over blends of one colour.
enum FillScenes {
    /// memset and memcpy of a whole frame: what the memory system allows. "Ours" is the Swift
    /// standard library's bulk operation, the reference is glibc.
    static func ceilings() -> [Scene] {
        let frameBytes = FrameSize.pixels * 4
        let memsetScene = Scene(
            name: "memset (ceiling)", size: nil, isCeiling: true, pixelsPerOp: FrameSize.pixels,
            tolerance: .exact
        ) {
            let frame = Frame(format: .xrgb8888)
            precondition(frame.ours.bytesPerRow == FrameSize.width * 4, "frame rows must be contiguous")
            let ours = frame.ours.row32(0), reference = frame.reference.baseAddress
            return SceneRun(
                frame: frame,
                ours: { k in ours.update(repeating: 0xFF00_0000 | UInt32(truncatingIfNeeded: k), count: FrameSize.pixels) },
                reference: { k in memset(reference, Int32(k & 0xFF), frameBytes) },
                area: { _ in frame.ours.bounds })
        }
        let memcpyScene = Scene(
            name: "memcpy (ceiling)", size: nil, isCeiling: true, pixelsPerOp: FrameSize.pixels,
            tolerance: .exact
        ) {
            let frame = Frame(format: .xrgb8888)
            let source = frame.background.baseAddress
            let ours = frame.ours.baseAddress, reference = frame.reference.baseAddress
            return SceneRun(
                frame: frame,
                ours: { _ in ours.copyMemory(from: source, byteCount: frameBytes) },
                reference: { _ in memcpy(reference, source, frameBytes) },
                area: { _ in frame.ours.bounds })
        }
        return [memsetScene, memcpyScene]
    }

    /// The native pixel of an opaque colour in `format`, as pixman_fill wants it.
    static func storedValue(_ color: Color, _ format: PixelFormat) -> UInt32 {
        format == .rgb565 ? UInt32(PixelMath.pack565(color.premultiplied)) : color.premultiplied
    }

    /// Whole-frame clear with an opaque colour: `fill` against `pixman_fill`.
    static func clear(_ format: PixelFormat) -> Scene {
        let label = format == .rgb565 ? "565 clear" : "clear"
        return Scene(name: label, size: nil, pixelsPerOp: FrameSize.pixels, tolerance: .exact) {
            let frame = Frame(format: format)
            let colors = Content.palette(count: 16, alpha: 255, seed: 11)
            let values = colors.map { storedValue($0, format) }
            let canvas = frame.canvas, bounds = frame.ours.bounds, reference = frame.reference
            return SceneRun(
                frame: frame,
                ours: { k in canvas.fill(bounds, color: colors[k & 15]) },
                reference: { k in pixmanFill(reference, bounds, value: values[k & 15]) },
                area: { _ in bounds })
        }
    }

    /// Opaque N×N rectangles on whole pixels: a plain store on both sides.
    static func opaqueRects(_ format: PixelFormat, size: Int) -> Scene {
        let label = format == .rgb565 ? "565 rect opaque" : "rect opaque"
        return Scene(name: label, size: size, pixelsPerOp: size * size, tolerance: .exact) {
            let frame = Frame(format: format)
            let place = Placements(size: size, seed: 100 + UInt64(size))
            let colors = Content.palette(count: 64, alpha: 255, seed: 12)
            let values = colors.map { storedValue($0, format) }
            let canvas = frame.canvas, reference = frame.reference
            return SceneRun(
                frame: frame,
                ours: { k in canvas.fill(place.rect(k, size: size), color: colors[k & 63]) },
                reference: { k in pixmanFill(reference, place.rect(k, size: size), value: values[k & 63]) },
                area: { k in place.rect(k, size: size) })
        }
    }

    /// Translucent N×N rectangles blended OVER: against `pixman_image_composite32` with a solid
    /// source (one pixman solid image per palette colour, made outside the timing).
    /// `alpha` nil means random alpha per rectangle (a quarter of them opaque).
    static func translucentRects(_ format: PixelFormat, alpha: UInt8?, size: Int) -> Scene {
        let prefix = format == .rgb565 ? "565 " : ""
        let label = prefix + (alpha.map { "rect α\($0)" } ?? "rect random α")
        // RGB565 rounds twice (expand, blend, truncate): one step of a 5/6-bit field allowed.
        return Scene(name: label, size: size, pixelsPerOp: size * size, tolerance: .lsb(1)) {
            let frame = Frame(format: format)
            let place = Placements(size: size, seed: 200 + UInt64(size))
            let colors = Content.palette(count: 64, alpha: alpha, seed: 13)
            let solids = colors.map { PixmanImage(solid: $0.premultiplied) }
            let canvas = frame.canvas, destination = frame.referenceImage
            return SceneRun(
                frame: frame,
                ours: { k in canvas.fill(place.rect(k, size: size), color: colors[k & 63]) },
                reference: { k in
                    let r = place.rect(k, size: size)
                    pixmanComposite(
                        PIXMAN_OP_OVER, solids[k & 63], nil, destination,
                        x: r.x, y: r.y, width: size, height: size)
                },
                area: { k in place.rect(k, size: size) },
                keepAlive: solids)
        }
    }
}
