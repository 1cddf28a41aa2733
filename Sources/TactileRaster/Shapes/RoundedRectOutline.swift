/// A rounded rectangle ready to rasterize: bounds and radii that fit, and the rows its corners
/// occupy (the rows between have only vertical edges and are drawn as plain rectangle rows).
struct RoundedRectOutline {
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    var radii: CornerRadii

    /// `rect` with `radii` fitted to it; nil when the rectangle is empty or any value is not
    /// finite or beyond the coordinates shapes accept.
    init?(_ rect: Rect, radii: CornerRadii) {
        guard isUsableCoordinate(rect.x), isUsableCoordinate(rect.y), isUsableCoordinate(rect.width),
            isUsableCoordinate(rect.height), rect.width > 0, rect.height > 0, radii.isFinite
        else { return nil }
        self.init(
            minX: rect.x, minY: rect.y, maxX: rect.x + rect.width, maxY: rect.y + rect.height,
            fittedRadii: radii.fitting(width: rect.width, height: rect.height))
    }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double, fittedRadii: CornerRadii) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
        radii = fittedRadii
    }

    var hasCorners: Bool {
        radii.topLeft > 0 || radii.topRight > 0 || radii.bottomRight > 0 || radii.bottomLeft > 0
    }

    /// Rows at or after this one (and before `straightRowsEnd`) cross only the vertical sides.
    var straightRowsStart: Int { Int((minY + Swift.max(radii.topLeft, radii.topRight)).rounded(.up)) }
    var straightRowsEnd: Int { Int((maxY - Swift.max(radii.bottomLeft, radii.bottomRight)).rounded(.down)) }

    /// An upper bound on the edges `append` adds.
    var edgeCapacity: Int {
        let r = radii
        let largest = Swift.max(Swift.max(r.topLeft, r.topRight), Swift.max(r.bottomRight, r.bottomLeft))
        return 4 * ArcFlattening.stepsPerQuarter(radius: largest) + 8
    }

    /// Adds the outline as two chains running down, each sorted by top y: the right side
    /// (top-right arc, right edge, bottom-right arc) and the left side, added top to bottom with
    /// the builder's orientation flipped so the winding is that of the clockwise outline. The
    /// horizontal top and bottom edges add no area and are left out. Returns where each chain
    /// starts in the builder.
    @discardableResult
    func append(to builder: inout EdgeBuilder) -> (right: Int, left: Int) {
        let r = radii
        // Corners of equal radius (the usual case) share one flattening: its sine and cosine
        // are the costly part.
        var flattening = ArcFlattening(radius: r.topRight)
        func corner(_ cx: Double, _ cy: Double, _ radius: Double, _ ux: Double, _ uy: Double, _ clockwise: Bool) {
            guard radius > 0 else { return }
            if flattening.radius != radius { flattening = ArcFlattening(radius: radius) }
            flattening.addQuarter(to: &builder, cx: cx, cy: cy, radius: radius, ux: ux, uy: uy, clockwise: clockwise)
        }
        let right = builder.count
        builder.move(to: maxX - r.topRight, minY)
        corner(maxX - r.topRight, minY + r.topRight, r.topRight, 0, -1, true)
        builder.line(to: maxX, maxY - r.bottomRight)
        corner(maxX - r.bottomRight, maxY - r.bottomRight, r.bottomRight, 1, 0, true)
        let left = builder.count
        let orientation = builder.orientation
        builder.orientation = -orientation
        builder.move(to: minX + r.topLeft, minY)
        corner(minX + r.topLeft, minY + r.topLeft, r.topLeft, 0, -1, false)
        builder.line(to: minX, maxY - r.bottomLeft)
        corner(minX + r.bottomLeft, maxY - r.bottomLeft, r.bottomLeft, -1, 0, false)
        builder.orientation = orientation
        return (right, left)
    }
}

extension Canvas {
    /// Fills `rect` with its corners rounded by `cornerRadii`, anti-aliased by the area of each
    /// pixel inside the shape (straight edges exactly, corner arcs flattened to within 0.005 px,
    /// so each pixel is within 2/255 of exact). Radii that do not fit scale down together, as in CSS and UIKit. Empty,
    /// non-finite or out-of-range (beyond ±2^40) input draws nothing.
    public func fillRoundedRect(_ rect: Rect, cornerRadii: CornerRadii, color: Color) {
        let color = shown(color)
        guard color.alpha > 0, let outline = RoundedRectOutline(rect, radii: cornerRadii) else { return }
        var sink = SolidCoverageSink(canvas: self, color: color.premultiplied)
        paintRoundedRect(outline, into: &sink)
    }

    /// Strokes the outline of the rounded rectangle with a line `lineWidth` wide centred on it,
    /// like `UIBezierPath` stroking: the area between the outline grown by half the width (radii
    /// grown too) and the outline shrunk by half the width (radii shrunk, not below 0). Square
    /// corners stay square. Each pixel is blended once, with the exact area of the band over it.
    public func strokeRoundedRect(_ rect: Rect, cornerRadii: CornerRadii, lineWidth: Double, color: Color) {
        let color = shown(color)
        guard color.alpha > 0, isUsableCoordinate(lineWidth), lineWidth > 0,
            let outline = RoundedRectOutline(rect, radii: cornerRadii)
        else { return }
        var sink = SolidCoverageSink(canvas: self, color: color.premultiplied)
        paintRoundedRectStroke(outline, lineWidth: lineWidth, into: &sink)
    }

    func paintRoundedRect<Sink: CoverageSink>(_ outline: RoundedRectOutline, into sink: inout Sink) {
        guard outline.hasCorners else {
            return paintRect(
                minX: outline.minX, minY: outline.minY, maxX: outline.maxX,
                maxY: outline.maxY, into: &sink)
        }
        let straight = outline.straightRowsStart..<Swift.max(outline.straightRowsStart, outline.straightRowsEnd)
        if !straight.isEmpty {
            paintRect(
                minX: outline.minX, minY: outline.minY, maxX: outline.maxX, maxY: outline.maxY,
                rows: straight, into: &sink)
        }
        withEdgeScratch(capacity: outline.edgeCapacity) { builder in
            let chains = outline.append(to: &builder)
            rasterize(
                builder.edges, minX: outline.minX, maxX: outline.maxX, minY: outline.minY,
                maxY: outline.maxY, skipping: straight,
                sortedRuns: SIMD4(chains.right, chains.left, 0, 0), runCount: 2, into: &sink)
        }
    }

    func paintRoundedRectStroke<Sink: CoverageSink>(
        _ shape: RoundedRectOutline, lineWidth: Double,
        into sink: inout Sink
    ) {
        let h = lineWidth / 2
        let r = shape.radii
        func grown(_ radius: Double) -> Double { radius > 0 ? radius + h : 0 }
        func shrunk(_ radius: Double) -> Double { Swift.max(radius - h, 0) }
        let outer = RoundedRectOutline(
            minX: shape.minX - h, minY: shape.minY - h, maxX: shape.maxX + h, maxY: shape.maxY + h,
            fittedRadii: CornerRadii(
                topLeft: grown(r.topLeft), topRight: grown(r.topRight),
                bottomRight: grown(r.bottomRight), bottomLeft: grown(r.bottomLeft)))
        let inner = RoundedRectOutline(
            minX: shape.minX + h, minY: shape.minY + h, maxX: shape.maxX - h, maxY: shape.maxY - h,
            fittedRadii: CornerRadii(
                topLeft: shrunk(r.topLeft), topRight: shrunk(r.topRight),
                bottomRight: shrunk(r.bottomRight), bottomLeft: shrunk(r.bottomLeft)))
        guard inner.minX < inner.maxX, inner.minY < inner.maxY else {
            return paintRoundedRect(outer, into: &sink)
        }
        // Rows crossing only the four vertical sides are two rectangle rows, unless both bands
        // share a pixel (then the rasterizer blends that pixel once).
        let start = Swift.max(outer.straightRowsStart, inner.straightRowsStart)
        let end = Swift.min(outer.straightRowsEnd, inner.straightRowsEnd)
        var straight = start..<Swift.max(start, end)
        if inner.minX.rounded(.up) > inner.maxX.rounded(.down) { straight = 0..<0 }
        if !straight.isEmpty {
            paintRect(
                minX: outer.minX, minY: outer.minY, maxX: inner.minX, maxY: outer.maxY,
                rows: straight, into: &sink)
            paintRect(
                minX: inner.maxX, minY: outer.minY, maxX: outer.maxX, maxY: outer.maxY,
                rows: straight, into: &sink)
        }
        withEdgeScratch(capacity: outer.edgeCapacity + inner.edgeCapacity) { builder in
            let outerChains = outer.append(to: &builder)
            builder.orientation = -1
            let innerChains = inner.append(to: &builder)
            rasterize(
                builder.edges, minX: outer.minX, maxX: outer.maxX, minY: outer.minY,
                maxY: outer.maxY, skipping: straight,
                sortedRuns: SIMD4(outerChains.right, outerChains.left, innerChains.right, innerChains.left),
                runCount: 4, into: &sink)
        }
    }

    /// Runs `body` with an edge builder over scratch memory for `capacity` edges.
    func withEdgeScratch(capacity: Int, _ body: (inout EdgeBuilder) -> Void) {
        withUnsafeTemporaryAllocation(of: CoverageEdge.self, capacity: capacity) { buffer in
            var builder = EdgeBuilder(base: buffer.baseAddress!, capacity: capacity)
            body(&builder)
        }
    }
}
