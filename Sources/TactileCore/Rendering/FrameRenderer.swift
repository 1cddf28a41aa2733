import TactilePlatform
import TactileRaster

/// One screen's frames, in one place: the layout pass, the draw pass of dirty contents, the
/// compositor's walk that finds the damage, the scroll blit, and the repaint of the damaged
/// pixels into the back buffer, which the session then presents (`ScreenSession.frame(on:)`,
/// Session/ScreenSession+Frame.swift). Everything a frame keeps from the last one lives here or in each
/// view's `RenderState`, which only this folder touches. ARCHITECTURE.md follows one frame.
final class FrameRenderer {
    let compositor = Compositor()
    /// Counts the views' cached bitmaps against the screen's budget.
    let contentsCache: ContentsCache
    /// Whether the next frame repaints everything.
    var needsFullRedraw = true
    /// Screen pixels to repaint next frame that no view marks any more (removed windows).
    var pendingDamage: [PixelRect] = []
    /// Whether compositing skips what an opaque view hides (on by default; the result is the same
    /// either way, which the tests check by turning it off).
    var skipsOccludedViews = true
    /// Whether scrolled content is moved in the back buffer rather than repainted (tests turn it
    /// off to compare).
    var movesScrolledPixels = true
    /// The pixels repainted or moved by the last frame.
    private(set) var lastDamage: [PixelRect] = []
    /// The rectangles the last frame painted (`lastDamage` also holds what it only moved).
    private(set) var lastPainted: [PixelRect] = []
    /// Views whose scrolled content moved since the last frame (`ScrollBlit`).
    private var scrolledViews: [View] = []
    /// The rectangles a frame damages, before their union (kept between frames for its storage).
    private var frameDamage: [PixelRect] = []
    /// The painted rectangles inside one band (kept between frames for its storage).
    private var bandRects: [PixelRect] = []
    /// The union of a frame's damage (kept between frames for its storage).
    private var damage = DamageUnion()
    /// The scroll views' moves of a frame (kept between frames for its storage).
    private var blit = ScrollBlit()
    private var lastTargetSize = (width: -1, height: -1)
    /// The format opaque contents are kept in: the target's, less its alpha (see
    /// `View.drawsOpaqueContents(atScale:)`), so that showing them is a copy of rows.
    private(set) var opaqueContentsFormat = PixelFormat.xrgb8888

    init(contentsCacheBudget: Int) {
        contentsCache = ContentsCache(budget: contentsCacheBudget)
        compositor.cache = contentsCache
    }

    /// A view that moves its content's pixels when it scrolls (`View.movesPixelsWhenScrolled`)
    /// scrolled: the next frame may move its pixels instead of repainting them.
    func noteScrolled(_ view: View) {
        if !scrolledViews.contains(where: { $0 === view }) { scrolledViews.append(view) }
    }

    /// A window left the screen: the pixels its views covered are repainted next frame.
    func windowRemoved(_ window: Window) {
        window.collectDetachedDamage(into: &pendingDamage)
        pendingDamage.append(contentsOf: window.renderState.detachedDamage)
        window.renderState.detachedDamage.removeAll()
    }

    /// Whether `screen` waits for a frame: a full redraw, damage left by removed windows, or a
    /// view with pending layout, drawing or compositing.
    func needsFrame(_ screen: Screen) -> Bool {
        if needsFullRedraw || !pendingDamage.isEmpty { return true }
        for window in screen.windows where window.subtreeHasPendingWork { return true }
        return false
    }

    /// One frame of `screen` into `target` (see `Screen.render(into:)`).
    func render(_ screen: Screen, into target: Bitmap) -> [PixelRect] {
        let began = beginFrame(screen, target: target, movesPixels: true) { area, dx, dy in
            PixelMove.move(
                area, dx: dx, dy: dy, base: target.baseAddress, bytesPerRow: target.bytesPerRow,
                bytesPerPixel: target.format.bytesPerPixel)
        }
        guard began else { return lastDamage }
        paint(screen, lastPainted, into: target)
        return endFrame(bounds: target.bounds)
    }

    /// One frame of `screen` on `display`, which draws in bands (`Display.drawsInBands`): the
    /// damage is found once, then painted and presented band by band; scrolled pixels are moved
    /// in the panel's memory where the display can (`Display.movePixels`), else repainted.
    /// Returns what the frame changed on the panel, presented already.
    func render(_ screen: Screen, inBandsOf display: Display) -> [PixelRect] {
        // Before the scroll blit: a move of pixels on the panel is the frame's first write.
        display.bandedFrameWillBegin()
        let first = display.beginBand(startingAt: 0)
        let began = beginFrame(screen, target: first, movesPixels: display.canMovePixels) { area, dx, dy in
            display.movePixels(in: area, dx: dx, dy: dy)
        }
        guard began else { return lastDamage }
        // Each band starts at the first row still to paint, so small damage takes one band (or
        // as few as its height needs) and each band costs a walk of the views.
        var row = lastPainted.reduce(Int.max) { Swift.min($0, $1.minY) }
        while row < display.height {
            let band = PixelRect(x: 0, y: row, width: display.width, height: Swift.min(display.bandRows, display.height - row))
            bandRects.removeAll(keepingCapacity: true)
            var next = Int.max
            for rect in lastPainted {
                let part = rect.intersection(band)
                if !part.isEmpty { bandRects.append(part) }
                if rect.maxY > band.maxY { next = Swift.min(next, Swift.max(rect.minY, band.maxY)) }
            }
            if !bandRects.isEmpty {
                paint(screen, bandRects, into: display.beginBand(startingAt: row))
                display.present(damage: bandRects)
            }
            row = next
        }
        return endFrame(bounds: display.bounds)
    }

    /// The first half of a frame: layout, the damage (`lastPainted`, to paint) and the scroll
    /// blit's moves through `mover` when `movesPixels`. False while the animator holds commits:
    /// nothing to paint.
    private func beginFrame(
        _ screen: Screen, target: Bitmap, movesPixels: Bool,
        mover: (_ area: PixelRect, _ dx: Int, _ dy: Int) -> Void
    ) -> Bool {
        guard !screen.animator.isHoldingCommits else {
            lastDamage.removeAll(keepingCapacity: true)
            return false
        }
        screen.layoutIfNeeded()
        contentsCache.beginFrame()
        let scale = screen.scale
        let screenRect = PixelRect(x: 0, y: 0, width: screen.pixelWidth, height: screen.pixelHeight)
            .intersection(target.bounds)
        if lastTargetSize.width != target.width || lastTargetSize.height != target.height {
            lastTargetSize = (target.width, target.height)
            needsFullRedraw = true
        }
        opaqueContentsFormat = target.format == .rgb565 ? .rgb565 : .xrgb8888
        let fullRedraw = needsFullRedraw
        // The frame's buffers are kept from frame to frame: once they have grown, a frame
        // allocates nothing for its damage.
        frameDamage.removeAll(keepingCapacity: true)
        frameDamage.append(contentsOf: pendingDamage)
        pendingDamage.removeAll(keepingCapacity: true)
        let root = AffineTransform(scaleX: scale, y: scale)
        compositor.scale = scale
        blit.reset()
        if !fullRedraw && movesScrolledPixels && movesPixels {
            blit.apply(to: scrolledViews, screen: screen, target: target, scale: scale, mover: mover)
            frameDamage.append(contentsOf: blit.exposedAreas)
        } else {
            for view in scrolledViews { view.renderState.scrolledOrigin = view.bounds.origin }
        }
        scrolledViews.removeAll(keepingCapacity: true)
        for window in screen.windows {
            frameDamage.append(contentsOf: window.renderState.detachedDamage)
            window.renderState.detachedDamage.removeAll(keepingCapacity: true)
            compositor.collect(
                window, parent: root, clip: screenRect, visible: true, scale: scale,
                forceVisit: fullRedraw, forceDamage: false, damage: &frameDamage)
        }
        needsFullRedraw = false
        if fullRedraw {
            frameDamage.removeAll(keepingCapacity: true)
            frameDamage.append(target.bounds)
        }
        damage.form(frameDamage, clippedTo: target.bounds)
        Self.paintRectangles(for: damage, into: &lastPainted)
        return true
    }

    /// Repaints `rects` (inside what exists of `target`) from the views.
    private func paint(_ screen: Screen, _ rects: [PixelRect], into target: Bitmap) {
        let background = screen.backgroundColor
        for rect in rects {
            let canvas = Canvas(target, clip: rect)
            let cover = skipsOccludedViews ? opaqueView(covering: rect, on: screen) : nil
            if cover == nil {
                if background.alpha < 255 { PixelFill.clear(target, rect) }
                canvas.fill(rect, color: background)
            }
            compositor.composite(screen.windows, into: canvas, startingAt: cover)
        }
    }

    /// The end of a frame: what it changed (painted and moved) in `lastDamage`, the cache trimmed.
    private func endFrame(bounds: PixelRect) -> [PixelRect] {
        // What moved is presented too, though it was not painted.
        lastDamage.removeAll(keepingCapacity: true)
        if blit.movedAreas.isEmpty {
            lastDamage.append(contentsOf: lastPainted)
        } else {
            frameDamage.removeAll(keepingCapacity: true)
            frameDamage.append(contentsOf: lastPainted)
            frameDamage.append(contentsOf: blit.movedAreas)
            damage.form(frameDamage, clippedTo: bounds)
            Self.paintRectangles(for: damage, into: &lastDamage)
        }
        contentsCache.trim()
        return lastDamage
    }

    /// The frontmost view whose opaque background covers all of `rect` (screen pixels) as of the
    /// last render: compositing `rect` starts there.
    func opaqueView(covering rect: PixelRect, on screen: Screen) -> View? {
        let screenRect = PixelRect(x: 0, y: 0, width: screen.pixelWidth, height: screen.pixelHeight)
        return compositor.frontmostOpaqueView(covering: rect, in: screen.windows, screenClip: screenRect)
    }

    /// The rectangles to repaint for `damage`: its own, or its bounding box when there are many
    /// and the box adds few pixels. Each rectangle costs a walk of the trees and the set-up of
    /// every draw in it, about as much as compositing 2000 more pixels (measured by the scene
    /// benchmark); repainting a superset of the damage is always correct.
    static func paintRectangles(for damage: Region) -> [PixelRect] {
        var union = DamageUnion()
        union.form(damage.rects, clippedTo: damage.bounds)
        var rects: [PixelRect] = []
        paintRectangles(for: union, into: &rects)
        return rects
    }

    /// `paintRectangles(for:)` into `rects` (emptied first), allocating nothing once it has room.
    static func paintRectangles(for damage: DamageUnion, into rects: inout [PixelRect]) {
        rects.removeAll(keepingCapacity: true)
        let box = damage.bounds
        if damage.rects.count > 4 && box.width * box.height <= damage.area + damage.rects.count * 2000 {
            rects.append(box)
        } else {
            rects.append(contentsOf: damage.rects)
        }
    }
}
