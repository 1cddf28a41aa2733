extension Canvas {
    /// Fills `rect` with `gradient`, edges anti-aliased by exact pixel area as in
    /// `fill(_:color:)`. Empty or non-finite input, or a gradient without stops, draws nothing.
    public func fill(_ rect: Rect, gradient: Gradient) {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite,
            rect.width > 0, rect.height > 0
        else { return }
        withGradientSink(gradient) { sink in
            paintRect(
                minX: rect.x, minY: rect.y, maxX: rect.x + rect.width, maxY: rect.y + rect.height,
                into: &sink)
        }
    }

    /// Fills `rect` with its corners rounded by `cornerRadii` (as in
    /// `fillRoundedRect(_:cornerRadii:color:)`) with `gradient`.
    public func fillRoundedRect(_ rect: Rect, cornerRadii: CornerRadii, gradient: Gradient) {
        guard let outline = RoundedRectOutline(rect, radii: cornerRadii) else { return }
        withGradientSink(gradient) { sink in paintRoundedRect(outline, into: &sink) }
    }

    /// Builds the gradient's table and a row of scratch, and runs `body` with a sink using them.
    private func withGradientSink(_ gradient: Gradient, _ body: (inout GradientCoverageSink) -> Void) {
        guard !clip.isEmpty, GradientShader.isUsable(gradient) else { return }
        var stops: [GradientStop]
        switch gradient {
        case .linear(let g): stops = g.stops
        case .radial(let g): stops = g.stops
        }
        // Dynamic stops in this canvas's appearance; a gradient of plain colours allocates nothing.
        if stops.contains(where: { $0.color.isDynamic }) {
            stops = stops.map { GradientStop(location: $0.location, color: shown($0.color)) }
        }
        withUnsafeTemporaryAllocation(of: GradientSegment.self, capacity: stops.count + 1) { segments in
            guard let count = GradientTable.build(stops, into: segments.baseAddress!) else { return }
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: clip.width) { row in
                var sink = GradientCoverageSink(
                    canvas: self, shader: GradientShader(gradient, segments: segments.baseAddress!, count: count),
                    row: row.baseAddress!)
                body(&sink)
            }
        }
    }
}
