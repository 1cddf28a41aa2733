import TactileRaster

/// Stands in for a container view while it transitions: a view placed just above the container in
/// its superview, with the container's geometry and opacity, showing the old and new snapshots as
/// the style moves them. The container is hidden from the screen meanwhile (its model is
/// untouched, so it still lays out and takes touches; the overlay takes none), except under a
/// page curling up over live content (`revealsLiveContent`), where it shows beneath the page.
final class TransitionOverlay: View {
    let container: View
    let style: TransitionStyle
    private let oldPicture: TransitionSnapshotView?
    private let newPicture: TransitionSnapshotView?
    private let curl: TransitionCurlView?
    /// Whether the container stays visible beneath a page curling up (`revealsLiveContent`).
    let showsLiveContainer: Bool

    /// `new` nil: the container shows live under the page (only for `.curlUp`).
    init(container: View, style: TransitionStyle, old: Bitmap, new: Bitmap?, scale: Double) {
        self.container = container
        self.style = style
        let size = container.bounds.size
        showsLiveContainer = new == nil && style == .curlUp
        let new = new ?? old
        if let start = TransitionGeometry.curlFold(style, fraction: 0, height: size.height) {
            curl = TransitionCurlView(
                page: start.pageIsNew ? new : old,
                under: showsLiveContainer ? nil : (start.pageIsNew ? old : new),
                scale: scale, size: size, fold: start.fold)
            oldPicture = nil
            newPicture = nil
        } else if style == .crossDissolve {
            oldPicture = TransitionSnapshotView(image: old, blendingTo: new, scale: scale, size: size)
            newPicture = nil
            curl = nil
        } else {
            oldPicture = TransitionSnapshotView(image: old, scale: scale, size: size)
            newPicture = TransitionSnapshotView(image: new, scale: scale, size: size)
            curl = nil
        }
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        // A push shows only what is inside the container's bounds.
        clipsToBounds = TransitionGeometry.pushOffsets(style, fraction: 0, size: size) != nil
        if let newPicture { addSubview(newPicture) }
        if let oldPicture { addSubview(oldPicture) }
        if let curl { addSubview(curl) }
    }

    /// Puts the overlay in place of the container at the start of the transition.
    func attach() {
        if !showsLiveContainer { hideContainer() }
        update(fraction: 0)
    }

    /// Removes the overlay and shows the container again.
    func detach() {
        removeFromSuperview()
        showContainer()
    }

    /// Shows the transition `fraction` of the way (0 the old look, 1 the new).
    func update(fraction: Double) {
        followContainer()
        let size = bounds.size
        let middle = Point(x: bounds.midX, y: bounds.midY)
        if let curl, let geometry = TransitionGeometry.curlFold(style, fraction: fraction, height: size.height) {
            curl.fold = geometry.fold
        } else if let oldPicture, let newPicture,
            let offsets = TransitionGeometry.pushOffsets(style, fraction: fraction, size: size)
        {
            oldPicture.center = Point(x: middle.x + offsets.old.x, y: middle.y + offsets.old.y)
            newPicture.center = Point(x: middle.x + offsets.new.x, y: middle.y + offsets.new.y)
        } else if let oldPicture, let newPicture,
            let flip = TransitionGeometry.flip(style, fraction: fraction, width: size.width)
        {
            oldPicture.isHidden = flip.showsNew
            newPicture.isHidden = !flip.showsNew
            (flip.showsNew ? newPicture : oldPicture).transform = flip.transform
        } else if let oldPicture {
            oldPicture.blendFraction = fraction
        }
    }

    /// Keeps the overlay where the container is, should the application move, fade, resize or
    /// reorder it while the transition runs.
    private func followContainer() {
        if let parent = container.superview {
            if superview !== parent || parent.indexOfSubview(self) != parent.indexOfSubview(container).map({ $0 + 1 }) {
                parent.insertSubview(self, aboveSubview: container)
            }
        } else if superview != nil {
            removeFromSuperview()
        }
        bounds = container.bounds
        center = container.center
        transform = container.transform
        alpha = container.alpha
        isHidden = container.isHidden
        let size = container.bounds.size
        for picture in subviews {
            picture.bounds.size = size
            picture.center = Point(x: bounds.midX, y: bounds.midY)
        }
    }

    /// Hides the container from compositing without changing its model or presentation: the
    /// compositor skips views `isHiddenForTransition`, so property animations running on the
    /// container go on undisturbed.
    private func hideContainer() {
        container.isHiddenForTransition = true
    }

    private func showContainer() {
        container.isHiddenForTransition = false
    }
}
