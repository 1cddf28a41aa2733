import TactileRaster
import TactileSystem
import Testing

/// The property every later damage-tracking optimisation relies on: drawing a scene clipped to
/// tiles gives exactly the pixels of drawing it whole, for every operation and format.
@Suite struct TiledDrawingTests {
    static let width = 157, height = 113

    @Test(arguments: [PixelFormat.xrgb8888, .argb8888, .rgb565], Array(UInt64(1)...12))
    func tilesMatchTheWholeScene(format: PixelFormat, seed: UInt64) {
        let scene = RandomScene(seed: seed, width: Self.width, height: Self.height)
        let whole = Bitmap(width: Self.width, height: Self.height, format: format)
        scene.draw(on: Canvas(whole))

        // Uneven tiles, so tile edges cut shapes at every kind of position.
        let tiled = Bitmap(width: Self.width, height: Self.height, format: format)
        var generator = SplitMix64(seed: seed &* 977)
        var y = 0
        while y < Self.height {
            let tileHeight = Int(generator.next() % 40) + 1
            var x = 0
            while x < Self.width {
                let tileWidth = Int(generator.next() % 50) + 1
                scene.draw(on: Canvas(tiled, clip: PixelRect(x: x, y: y, width: tileWidth, height: tileHeight)))
                x += tileWidth
            }
            y += tileHeight
        }
        var firstDifference: (Int, Int)?
        var differences = 0
        for py in 0..<Self.height {
            for px in 0..<Self.width where whole.pixel(x: px, y: py) != tiled.pixel(x: px, y: py) {
                differences += 1
                if firstDifference == nil { firstDifference = (px, py) }
            }
        }
        #expect(differences == 0, "\(differences) pixels differ, first at \(String(describing: firstDifference))")
    }
}

extension TiledDrawingTests {
    /// Shapes with coverage of exactly one half along a row, where a different summation order
    /// in a clipped row once rounded 0x80 to 0x7F (found by the view compositor's property test).
    @Test func halfCoverageRowsDoNotDependOnTheClip() {
        let shapes: [(Canvas) -> Void] = [
            {
                $0.strokeRoundedRect(
                    Rect(x: 30.49060851723682, y: 33.5, width: 19, height: 11),
                    cornerRadii: CornerRadii(all: 6), lineWidth: 2, color: .white)
            },
            { canvas in
                // A ring: an outer rounded outline and the inner one reversed, as a polygon.
                func outline(_ r: Rect, _ radius: Double) -> [Point] {
                    var points: [Point] = []
                    let corners = [
                        (r.maxX - radius, r.minY + radius, -Trigonometry.pi / 2),
                        (r.maxX - radius, r.maxY - radius, 0.0),
                        (r.minX + radius, r.maxY - radius, Trigonometry.pi / 2),
                        (r.minX + radius, r.minY + radius, Trigonometry.pi)
                    ]
                    for (cx, cy, start) in corners {
                        for step in 0...8 {
                            let angle = start + Double(step) * Trigonometry.pi / 16
                            points.append(Point(x: cx + radius * Trigonometry.cos(angle), y: cy + radius * Trigonometry.sin(angle)))
                        }
                    }
                    return points
                }
                let outer = Rect(x: 49, y: 17.5, width: 22, height: 22)
                canvas.fillPolygon(
                    outline(outer, 5.5) + outline(outer.insetBy(dx: 2, dy: 2), 3.5).reversed(),
                    color: .white)
            }
        ]
        for draw in shapes {
            let whole = Bitmap(width: 96, height: 64, format: .argb8888)
            draw(Canvas(whole))
            for x in 0..<96 {
                // Every one-pixel-wide column clip must reproduce the whole drawing's column.
                let column = Bitmap(width: 96, height: 64, format: .argb8888)
                draw(Canvas(column, clip: PixelRect(x: x, y: 0, width: 1, height: 64)))
                for y in 0..<64 where column.pixel(x: x, y: y) != whole.pixel(x: x, y: y) {
                    Issue.record("pixel (\(x), \(y)) differs when clipped to its column")
                }
            }
        }
    }
}

/// A seeded random scene using every drawing operation.
struct RandomScene {
    enum Operation {
        case fillPixels(PixelRect, Color)
        case fillRect(Rect, Color)
        case roundedRect(Rect, CornerRadii, Color)
        case strokeRoundedRect(Rect, CornerRadii, Double, Color)
        case line(Point, Point, Double, Color, LineCap)
        case polygon([Point], Color)
        case gradient(Rect, Gradient)
        case image(Int, Int, BlendMode, UInt8)
        case scaledImage(Rect, ImageFilter, UInt8)
        case transformedImage(AffineTransform, ImageFilter, UInt8)
        case mask(Int, Int, Color)
    }

    let operations: [Operation]
    let image: Bitmap
    let mask: AlphaMask

    init(seed: UInt64, width: Int, height: Int) {
        var g = SplitMix64(seed: seed)
        func unit() -> Double { Double(g.next() % 1_000_001) / 1_000_000 }
        func coordinate(_ limit: Int) -> Double { unit() * Double(limit + 40) - 20 }
        func color() -> Color {
            let v = g.next()
            let alpha: UInt8 = v & 0x3 == 0 ? 255 : UInt8(truncatingIfNeeded: v >> 32)
            return Color(rgb: UInt32(truncatingIfNeeded: v >> 8) & 0xFF_FFFF, alpha: alpha)
        }
        func rect() -> Rect {
            Rect(x: coordinate(width), y: coordinate(height), width: unit() * 70, height: unit() * 60)
        }

        image = Bitmap(width: 23, height: 17, format: .argb8888)
        for y in 0..<17 {
            for x in 0..<23 {
                let c = color()
                image.setPixel(x: x, y: y, c.premultiplied)
            }
        }
        mask = AlphaMask(width: 19, height: 21)
        for y in 0..<21 {
            for x in 0..<19 {
                let v = g.next() % 4
                mask[x: x, y: y] = v == 0 ? 0 : v == 1 ? 255 : UInt8(truncatingIfNeeded: g.next())
            }
        }

        var operations: [Operation] = []
        for _ in 0..<40 {
            switch g.next() % 11 {
            case 0:
                operations.append(
                    .fillPixels(
                        PixelRect(
                            x: Int(coordinate(width)), y: Int(coordinate(height)),
                            width: Int(g.next() % 80), height: Int(g.next() % 60)), color()))
            case 1: operations.append(.fillRect(rect(), color()))
            case 2:
                let r = CornerRadii(
                    topLeft: unit() * 20, topRight: unit() * 20,
                    bottomRight: unit() * 20, bottomLeft: unit() * 20)
                operations.append(.roundedRect(rect(), r, color()))
            case 3: operations.append(.strokeRoundedRect(rect(), CornerRadii(all: unit() * 15), 0.5 + unit() * 5, color()))
            case 4:
                let caps: [LineCap] = [.butt, .round, .square]
                operations.append(
                    .line(
                        Point(x: coordinate(width), y: coordinate(height)),
                        Point(x: coordinate(width), y: coordinate(height)),
                        0.5 + unit() * 8, color(), caps[Int(g.next() % 3)]))
            case 5:
                operations.append(.polygon((0..<5).map { _ in Point(x: coordinate(width), y: coordinate(height)) }, color()))
            case 6:
                let r = rect()
                let stops = [
                    GradientStop(location: 0, color: color()), GradientStop(location: unit(), color: color()),
                    GradientStop(location: 1, color: color())
                ]
                let gradient: Gradient =
                    g.next() % 2 == 0
                    ? .linear(LinearGradient(start: Point(x: r.minX, y: r.minY), end: Point(x: r.maxX, y: r.maxY), stops: stops))
                    : .radial(RadialGradient(center: Point(x: r.midX, y: r.midY), radius: 5 + unit() * 40, stops: stops))
                operations.append(.gradient(r, gradient))
            case 7:
                operations.append(
                    .image(
                        Int(coordinate(width)), Int(coordinate(height)),
                        g.next() % 2 == 0 ? .copy : .sourceOver, UInt8(truncatingIfNeeded: g.next() | 1)))
            case 8:
                operations.append(
                    .scaledImage(
                        rect(), g.next() % 2 == 0 ? .nearest : .bilinear,
                        UInt8(truncatingIfNeeded: g.next() | 0x80)))
            case 9:
                let t = AffineTransform(rotationAngle: unit() * 6.3).scaledBy(x: 0.5 + unit() * 2, y: 0.5 + unit() * 2)
                    .concatenating(AffineTransform(translationX: coordinate(width), y: coordinate(height)))
                operations.append(.transformedImage(t, g.next() % 2 == 0 ? .nearest : .bilinear, 255))
            default:
                operations.append(.mask(Int(coordinate(width)), Int(coordinate(height)), color()))
            }
        }
        self.operations = operations
    }

    func draw(on canvas: Canvas) {
        for operation in operations {
            switch operation {
            case .fillPixels(let r, let c): canvas.fill(r, color: c)
            case .fillRect(let r, let c): canvas.fill(r, color: c)
            case .roundedRect(let r, let radii, let c): canvas.fillRoundedRect(r, cornerRadii: radii, color: c)
            case .strokeRoundedRect(let r, let radii, let w, let c):
                canvas.strokeRoundedRect(r, cornerRadii: radii, lineWidth: w, color: c)
            case .line(let a, let b, let w, let c, let cap): canvas.strokeLine(from: a, to: b, lineWidth: w, color: c, cap: cap)
            case .polygon(let points, let c): canvas.fillPolygon(points, color: c)
            case .gradient(let r, let gradient): canvas.fill(r, gradient: gradient)
            case .image(let x, let y, let mode, let alpha): canvas.drawImage(image, x: x, y: y, mode: mode, alpha: alpha)
            case .scaledImage(let r, let filter, let alpha): canvas.drawImage(image, in: r, filter: filter, alpha: alpha)
            case .transformedImage(let t, let filter, let alpha): canvas.drawImage(image, transform: t, filter: filter, alpha: alpha)
            case .mask(let x, let y, let c): canvas.drawMask(mask, x: x, y: y, color: c)
            }
        }
    }
}
