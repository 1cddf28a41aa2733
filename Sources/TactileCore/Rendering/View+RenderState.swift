import TactileRaster

/// What the rest of the UI kit tells the frame pass about a view, and asks of it: the only ways
/// into `View.renderState` from outside this folder.
extension View {
    /// Whether the view's drawn contents, at `contentsScale`, paint every pixel of its (model)
    /// bounds opaquely: then occlusion may start compositing at the view, as at one with an
    /// opaque background (LVGL's cover check). True when its last draw said so
    /// (`drawingCoversBoundsOpaquely()`, which `ImageView` calls for an opaque image filling it).
    final var contentsCoverBoundsOpaquely: Bool { renderState.drawingIsOpaque }

    /// Called from `draw(_:in:)` by a view whose drawing just painted every pixel of its bounds
    /// opaquely: until the next draw, the compositor may skip what the view hides.
    final func drawingCoversBoundsOpaquely() {
        renderState.drawingIsOpaque = true
    }

    /// The base `draw(_:in:)` ran: the view draws nothing of its own.
    final func noteBaseDrawRan() {
        renderState.baseDrawRan = true
    }

    /// Whether removed descendants left pixels to repaint (only roots collect them).
    final var hasDetachedDamage: Bool { !renderState.detachedDamage.isEmpty }

    /// The view is going away: its cached bitmaps leave the cache.
    final func releaseRenderState() {
        renderState.contentsCache?.remove(self)
    }

    /// The view joins a tree: damage collected while it was a root of its own refers to no
    /// screen, and its subtree is composited from scratch.
    final func willBeCompositedFromScratch() {
        renderState.detachedDamage.removeAll()
        resetCompositedState()
    }

    /// The view leaves the tree of `root`: the pixels its subtree covered are repainted next frame.
    final func leaveDamage(in root: View) {
        collectDetachedDamage(into: &root.renderState.detachedDamage)
    }

    /// Adds the pixels this subtree covered on screen to `damage` and forgets them, so a later
    /// insertion composites the subtree from scratch.
    final func collectDetachedDamage(into damage: inout [PixelRect]) {
        if !renderState.lastArea.isEmpty { damage.append(renderState.lastArea) }
        for subview in subviews { subview.collectDetachedDamage(into: &damage) }
        resetCompositedState()
    }

    /// Forgets where the subtree was composited: the next frame places it from scratch.
    final func resetCompositedState() {
        renderState.lastArea = .zero
        renderState.lastSubtreeArea = .zero
        renderState.lastChildClip = .zero
        renderState.lastScreenTransform = .identity
        changes.formUnion([.subtree, .geometry])
        for subview in subviews { subview.resetCompositedState() }
    }
}
