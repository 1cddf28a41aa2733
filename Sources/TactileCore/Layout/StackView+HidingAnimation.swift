extension AnimationProperty {
    /// The life of the picture standing in for an arranged view that hides in an animation
    /// block: when it stops, the picture goes.
    static let stackCollapse = AnimationProperty("stackCollapse")
}

extension StackView {
    /// `view`, arranged, was hidden or shown. Inside an animation block of the stack's animator
    /// the stack lays out just before the block closes, so the new frames animate with it: a
    /// hidden view's picture collapses and fades where it was, a shown view grows from zero
    /// length and fades in. Outside one, the next frame shows the new layout at once.
    func arrangedSubviewVisibilityDidChange(_ view: View) {
        guard let animator, animator.isAnimatingChanges, let parameters = animator.currentParameters else {
            forgetHidingAnimation(of: view)
            return
        }
        if view.isHidden {
            appearing.removeAll { $0.view === view }
            guard standIn(for: view) == nil else { return }
            // The view is hidden at once (its model says so); a picture of it takes its place.
            let shown = view.presentation
            let scale = screenScale ?? 1
            // The picture at its full size, in a clipping view that collapses: the picture is cut
            // off, not squashed (contents are drawn at the model size, which collapses at once).
            let picture = ImageView(image: view.snapshot(scale: scale), imageScale: scale)
            picture.frame = Rect(origin: .zero, size: shown.frame.size)
            let standIn = View(frame: shown.frame)
            standIn.clipsToBounds = true
            standIn.isUserInteractionEnabled = false
            standIn.addSubview(picture)
            standIn.alpha = shown.alpha
            insertSubview(standIn, aboveSubview: view)
            collapsing.append((view, standIn))
            // An animation as long as the block's, whose end takes the picture away.
            animator.animate(
                AnimationKey(standIn, .stackCollapse), from: 0.0, to: 1.0, parameters: parameters,
                apply: { _ in }, completion: { _ in self.removeStandIn(standIn) })
        } else {
            var start: Rect?
            var startAlpha = 0.0
            if let index = collapsing.firstIndex(where: { $0.view === view }) {
                // Shown again while collapsing: it grows back from where its picture is.
                let standIn = collapsing[index].standIn
                start = standIn.presentation.frame
                startAlpha = standIn.presentation.alpha
                removeStandIn(standIn)
            }
            appearing.removeAll { $0.view === view }
            appearing.append((view, start, startAlpha))
        }
        scheduleAnimatedLayout(on: animator)
    }

    /// Lays the stack out (from the outermost stack holding it, whose layout depends on it)
    /// before the open animation block closes.
    private func scheduleAnimatedLayout(on animator: Animator) {
        guard !hasScheduledAnimatedLayout else { return }
        hasScheduledAnimatedLayout = true
        animator.addPreCommitAction {
            self.hasScheduledAnimatedLayout = false
            var outermost: StackView = self
            while let parent = outermost.superview as? StackView, parent.isArranged(outermost) { outermost = parent }
            outermost.layoutIfNeeded()
            // Views the layout did not reach (hidden again, removed) stay as they are.
            self.appearing.removeAll()
        }
    }

    /// Sets the frame of a view shown in the animation block being closed: it jumps to its
    /// start (collapsed, transparent) without animation, and animates from there.
    func place(appearing view: View, at frame: Rect) {
        guard let index = appearing.firstIndex(where: { $0.view === view }) else {
            view.frame = frame
            return
        }
        let entry = appearing.remove(at: index)
        let start =
            entry.start
            ?? (axis == .vertical
                ? Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 0)
                : Rect(x: frame.minX, y: frame.minY, width: 0, height: frame.height))
        let alpha = view.alpha
        if let animator {
            animator.performWithoutAnimation {
                view.frame = start
                view.alpha = entry.startAlpha
            }
        }
        view.frame = frame
        view.alpha = alpha
    }

    /// The picture collapsing in place of `view`, if it hides in an animation.
    func standIn(for view: View) -> View? {
        for entry in collapsing where entry.view === view { return entry.standIn }
        return nil
    }

    /// Drops what animates `view`'s hiding or showing: its picture goes at once.
    func forgetHidingAnimation(of view: View) {
        if !appearing.isEmpty { appearing.removeAll { $0.view === view } }
        if let standIn = standIn(for: view) { removeStandIn(standIn) }
    }

    /// Takes `standIn` off the screen (its animation ended, or its view came back).
    func removeStandIn(_ standIn: View) {
        guard let index = collapsing.firstIndex(where: { $0.standIn === standIn }) else { return }
        collapsing.remove(at: index)
        standIn.removeFromSuperview()
    }
}
