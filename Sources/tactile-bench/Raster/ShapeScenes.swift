import TactileRaster

// Anti-aliased shapes against cairo. cairo's rasterizer and ours compute coverage differently
// (cairo: 24.8 fixed-point boxes, a 256×15 sample grid for curves, arcs flattened to 0.1 px),
// so these scenes allow a per-pixel difference and bound the mean difference instead.
enum ShapeScenes {
    /// N×N rectangles at fractional positions (every edge anti-aliased), random alpha.
    static func fractionalRects(size: Int) -> Scene {
        Scene(
            name: "aa rect", size: size, pixelsPerOp: size * size,
            tolerance: Tolerance(perChannel: 8, mean: 1.0)
        ) {
            let frame = Frame(format: .xrgb8888)
            let place = Placements(size: size, seed: 300 + UInt64(size))
            let colors = Content.palette(count: 64, alpha: nil, seed: 14)
            let cairo = CairoCanvas(frame.reference)
            let canvas = frame.canvas
            return SceneRun(
                frame: frame,
                ours: { k in canvas.fill(place.fractionalRect(k, size: size), color: colors[k & 63]) },
                reference: { k in cairo.fillRect(place.fractionalRect(k, size: size), color: colors[k & 63]) },
                area: { k in place.fractionalRect(k, size: size).enclosingPixels },
                keepAlive: [cairo],
                afterReset: { cairo.markDirty() })
        }
    }

    /// N×N rounded rectangles with corner radius N/4 on whole pixels, random alpha.
    static func roundedRects(size: Int) -> Scene {
        Scene(
            name: "aa rounded rect", size: size, pixelsPerOp: size * size,
            tolerance: Tolerance(perChannel: 40, mean: 1.0)
        ) {
            let frame = Frame(format: .xrgb8888)
            let place = Placements(size: size, seed: 400 + UInt64(size))
            let colors = Content.palette(count: 64, alpha: nil, seed: 15)
            let cairo = CairoCanvas(frame.reference)
            let canvas = frame.canvas
            let radius = Double(size) / 4
            return SceneRun(
                frame: frame,
                ours: { k in
                    canvas.fillRoundedRect(
                        Rect(place.rect(k, size: size)),
                        cornerRadii: CornerRadii(all: radius), color: colors[k & 63])
                },
                reference: { k in
                    cairo.fillRoundedRect(Rect(place.rect(k, size: size)), radius: radius, color: colors[k & 63])
                },
                area: { k in place.rect(k, size: size) },
                keepAlive: [cairo],
                afterReset: { cairo.markDirty() })
        }
    }
}
