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
        self.init(minX: rect.x, minY: rect.y, maxX: rect.x + rect.width, maxY: rect.y + rect.height,
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
        return ArcFlattening.stepsPerQuarter(radius: r.topLeft) + ArcFlattening.stepsPerQuarter(radius: r.topRight)
            + ArcFlattening.stepsPerQuarter(radius: r.bottomRight)
            + ArcFlattening.stepsPerQuarter(radius: r.bottomLeft) + 8
    }

    /// Adds the outline, clockwise on screen, as one closed outline.
    func append(to builder: inout EdgeBuilder) {
        let r = radii
        builder.move(to: minX + r.topLeft, minY)
        builder.line(to: maxX - r.topRight, minY)
        corner(&builder, maxX - r.topRight, minY + r.topRight, r.topRight, 0, -1)
        builder.line(to: maxX, maxY - r.bottomRight)
        corner(&builder, maxX - r.bottomRight, maxY - r.bottomRight, r.bottomRight, 1, 0)
        builder.line(to: minX + r.bottomLeft, maxY)
        corner(&builder, minX + r.bottomLeft, maxY - r.bottomLeft, r.bottomLeft, 0, 1)
        builder.line(to: minX, minY + r.topLeft)
        corner(&builder, minX + r.topLeft, minY + r.topLeft, r.topLeft, -1, 0)
        builder.close()
    }

    private func corner(_ builder: inout EdgeBuilder, _ cx: Double, _ cy: Double, _ radius: Double,
                        _ ux: Double, _ uy: Double) {
        guard radius > 0 else { return }
        ArcFlattening(radius: radius).addQuarter(to: &builder, cx: cx, cy: cy, radius: radius, ux: ux, uy: uy)
    }
}

extension Canvas {
    /// Fills `rect` with its corners rounded by `cornerRadii`, anti-aliased by the area of each
    /// pixel inside the shape (corner arcs flattened to within 0.0025 px, so coverage is within
    /// 1/255 of exact). Radii that do not fit scale down together, as in CSS and UIKit. Empty,
    /// non-finite or out-of-range (beyond ±2^40) input draws nothing.
    public func fillRoundedRect(_ rect: Rect, cornerRadii: CornerRadii, color: Color) {
        guard color.alpha > 0, let outline = RoundedRectOutline(rect, radii: cornerRadii) else { return }
        var sink = SolidCoverageSink(canvas: self, color: color.premultiplied)
        paintRoundedRect(outline, into: &sink)
    }

    /// Strokes the outline of the rounded rectangle with a line `lineWidth` wide centred on it,
    /// like `UIBezierPath` stroking: the area between the outline grown by half the width (radii
    /// grown too) and the outline shrunk by half the width (radii shrunk, not below 0). Square
    /// corners stay square. Each pixel is blended once, with the exact area of the band over it.
    public func strokeRoundedRect(_ rect: Rect, cornerRadii: CornerRadii, lineWidth: Double, color: Color) {
        guard color.alpha > 0, isUsableCoordinate(lineWidth), lineWidth > 0,
              let outline = RoundedRectOutline(rect, radii: cornerRadii) else { return }
        var sink = SolidCoverageSink(canvas: self, color: color.premultiplied)
        paintRoundedRectStroke(outline, lineWidth: lineWidth, into: &sink)
    }

    func paintRoundedRect<Sink: CoverageSink>(_ outline: RoundedRectOutline, into sink: inout Sink) {
        guard outline.hasCorners else {
            return paintRect(minX: outline.minX, minY: outline.minY, maxX: outline.maxX,
                             maxY: outline.maxY, into: &sink)
        }
        let straight = outline.straightRowsStart..<Swift.max(outline.straightRowsStart, outline.straightRowsEnd)
        if !straight.isEmpty {
            paintRect(minX: outline.minX, minY: outline.minY, maxX: outline.maxX, maxY: outline.maxY,
                      rows: straight, into: &sink)
        }
        withEdgeScratch(capacity: outline.edgeCapacity) { builder in
            outline.append(to: &builder)
            rasterize(builder.edges, minX: builder.minX, maxX: builder.maxX, minY: outline.minY,
                      maxY: outline.maxY, skipping: straight, into: &sink)
        }
    }

    func paintRoundedRectStroke<Sink: CoverageSink>(_ shape: RoundedRectOutline, lineWidth: Double,
                                                    into sink: inout Sink) {
        let h = lineWidth / 2
        let r = shape.radii
        func grown(_ radius: Double) -> Double { radius > 0 ? radius + h : 0 }
        func shrunk(_ radius: Double) -> Double { Swift.max(radius - h, 0) }
        let outer = RoundedRectOutline(
            minX: shape.minX - h, minY: shape.minY - h, maxX: shape.maxX + h, maxY: shape.maxY + h,
            fittedRadii: CornerRadii(topLeft: grown(r.topLeft), topRight: grown(r.topRight),
                                     bottomRight: grown(r.bottomRight), bottomLeft: grown(r.bottomLeft)))
        let inner = RoundedRectOutline(
            minX: shape.minX + h, minY: shape.minY + h, maxX: shape.maxX - h, maxY: shape.maxY - h,
            fittedRadii: CornerRadii(topLeft: shrunk(r.topLeft), topRight: shrunk(r.topRight),
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
            paintRect(minX: outer.minX, minY: outer.minY, maxX: inner.minX, maxY: outer.maxY,
                      rows: straight, into: &sink)
            paintRect(minX: inner.maxX, minY: outer.minY, maxX: outer.maxX, maxY: outer.maxY,
                      rows: straight, into: &sink)
        }
        withEdgeScratch(capacity: outer.edgeCapacity + inner.edgeCapacity) { builder in
            outer.append(to: &builder)
            builder.orientation = -1
            inner.append(to: &builder)
            rasterize(builder.edges, minX: builder.minX, maxX: builder.maxX, minY: outer.minY,
                      maxY: outer.maxY, skipping: straight, into: &sink)
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
