import TactilePlatform

/// Two-finger zoom and rotation of the view the delegate gives (`viewForZooming(in:)`): the
/// point under the fingers' centre stays under them, the scale may pass its limits with
/// resistance and springs back, the completion threshold completes a zoom out, and the angle
/// snaps back into `rotationRange` (docs/scroll-physics.md, 'Zoom and rotation').
extension ScrollView {
    /// The view scaled and turned: the delegate's, nil without one.
    public var zoomingView: View? { delegate?.viewForZooming(in: self) }

    func updateZoomRecognizers() {
        pinchGestureRecognizer.isEnabled = maximumZoomScale > minimumZoomScale && zoomingView != nil
        rotationGestureRecognizer.isEnabled = rotationRange != nil && zoomingView != nil
    }

    /// Sets the scale (within the limits), keeping the content's top left where it is, or
    /// animating there.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        let target = Swift.min(Swift.max(scale, minimumZoomScale), maximumZoomScale)
        let anchor = Point(x: (contentOffset.x + bounds.width / 2) / zoomScale, y: (contentOffset.y + bounds.height / 2) / zoomScale)
        let offset = Point(x: anchor.x * target - bounds.width / 2, y: anchor.y * target - bounds.height / 2)
        animateZoom(to: target, rotation: zoomRotation, offset: clampedOffset(offset, scale: target), animated: animated)
    }

    /// Zooms so that `rect` (in the zoomed view's own coordinates) fills the view as far as the
    /// limits allow, centred (a double tap to zoom where the app asks).
    public func zoom(to rect: Rect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        let scale = Swift.min(
            Swift.max(Swift.min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale),
            maximumZoomScale)
        let offset = Point(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        animateZoom(to: scale, rotation: zoomRotation, offset: clampedOffset(offset, scale: scale), animated: animated)
    }

    // MARK: Gestures

    func pinchChanged(_ pinch: PinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            stopMotion()
            isZooming = true
            zoomStart.scale = zoomScale
            let centre = pinch.location(in: self)
            zoomAnchor = Point(x: centre.x / zoomScale, y: centre.y / zoomScale)
            zoomCentre = Point(x: centre.x - contentOffset.x, y: centre.y - contentOffset.y)
        case .changed:
            var scale = zoomStart.scale * pinch.scale
            scale = bouncesZoom ? resisted(scale) : Swift.min(Swift.max(scale, minimumZoomScale), maximumZoomScale)
            // The anchor stays under the fingers' centre, wherever the fingers went.
            let centre = pinch.location(in: self)
            let inView = Point(x: centre.x - contentOffset.x, y: centre.y - contentOffset.y)
            zoomCentre = inView
            applyZoom(
                scale: scale, rotation: zoomRotation,
                offset: Point(x: zoomAnchor.x * scale - inView.x, y: zoomAnchor.y * scale - inView.y))
        case .ended, .cancelled:
            isZooming = false
            if isDragging {
                // A finger left on the content drags on from here.
                dragStartOffset = Point(
                    x: unboundedOffset(contentOffset.x, axis: .horizontal),
                    y: unboundedOffset(contentOffset.y, axis: .vertical))
                panGestureRecognizer.setTranslation(.zero, in: self)
            }
            var target = Swift.min(Swift.max(zoomScale, minimumZoomScale), maximumZoomScale)
            // The threshold works both ways: crossed downwards a pinch completes to the minimum,
            // crossed upwards to the maximum.
            if let threshold = zoomCompletionThreshold {
                if zoomStart.scale > threshold, zoomScale < threshold { target = minimumZoomScale }
                if zoomStart.scale < threshold, zoomScale > threshold { target = maximumZoomScale }
            }
            // About where the fingers last were together (one has just lifted).
            let offset = Point(x: zoomAnchor.x * target - zoomCentre.x, y: zoomAnchor.y * target - zoomCentre.y)
            let settled = clampedOffset(offset, scale: target)
            if target != zoomScale || settled != contentOffset {
                isZoomBouncing = true
                animateZoom(to: target, rotation: zoomRotation, offset: settled, animated: true)
            }
        default:
            break
        }
    }

    func rotationChanged(_ rotation: RotationGestureRecognizer) {
        guard let range = rotationRange else { return }
        switch rotation.state {
        case .began:
            zoomStart.rotation = zoomRotation
        case .changed:
            applyZoom(scale: zoomScale, rotation: zoomStart.rotation + rotation.rotation, offset: contentOffset)
        case .ended, .cancelled:
            let snapped = Swift.min(Swift.max(zoomRotation, range.lowerBound), range.upperBound)
            if snapped != zoomRotation { animateZoom(to: zoomScale, rotation: snapped, offset: contentOffset, animated: true) }
        default:
            break
        }
    }

    /// A scale past the limits grows at a quarter of the fingers' rate (the resistance).
    func resisted(_ scale: Double) -> Double {
        if scale > maximumZoomScale { return maximumZoomScale * (1 + (scale / maximumZoomScale - 1) / 4) }
        if scale < minimumZoomScale { return minimumZoomScale / (1 + (minimumZoomScale / scale - 1) / 4) }
        return scale
    }

    // MARK: Applying

    /// Scales and turns the zoomed view about its own centre, its scaled frame at the content's
    /// origin (content size = the scaled size), and moves the content to `offset`.
    func applyZoom(scale: Double, rotation: Double, offset: Point) {
        guard let view = zoomingView, scale > 0 else { return }
        zoomScale = scale
        zoomRotation = rotation
        let size = view.bounds.size
        view.transform = AffineTransform(rotationAngle: rotation).scaledBy(x: scale, y: scale)
        view.center = Point(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = Size(width: size.width * scale, height: size.height * scale)
        showOffset(offset)
        delegate?.scrollViewDidZoom(self)
    }

    /// `offset` where the content at `scale` can rest.
    func clampedOffset(_ offset: Point, scale: Double) -> Point {
        guard let view = zoomingView else { return offset }
        let width = view.bounds.width * scale, height = view.bounds.height * scale
        let maxX = Swift.max(-adjustedContentInset.left, width + adjustedContentInset.right - bounds.width)
        let maxY = Swift.max(-adjustedContentInset.top, height + adjustedContentInset.bottom - bounds.height)
        return Point(
            x: Swift.min(Swift.max(offset.x, -adjustedContentInset.left), maxX),
            y: Swift.min(Swift.max(offset.y, -adjustedContentInset.top), maxY))
    }

    /// Moves scale, angle and offset together to the targets, over 0.3 s when `animated`.
    func animateZoom(to scale: Double, rotation: Double, offset: Point, animated: Bool) {
        stopMotion()
        guard animated, let animator else {
            applyZoom(scale: scale, rotation: rotation, offset: offset)
            isZoomBouncing = false
            return
        }
        let from = (scale: zoomScale, rotation: zoomRotation, offset: contentOffset)
        isScrollAnimating = true
        motion = animator.animate(
            AnimationKey(self, AnimationProperty("zoom")), from: 0.0, to: 1.0,
            parameters: AnimationParameters(duration: .milliseconds(300), timing: .curve(.easeOut)),
            apply: Unowned(self).callback { (owner: ScrollView, f: Double) in
                owner.applyZoom(
                    scale: from.scale + (scale - from.scale) * f,
                    rotation: from.rotation + (rotation - from.rotation) * f,
                    offset: Point(
                        x: from.offset.x + (offset.x - from.offset.x) * f,
                        y: from.offset.y + (offset.y - from.offset.y) * f))
            },
            completion: Unowned(self).callback { (owner: ScrollView, finished: Bool) in
                guard finished else { return }
                owner.motion = nil
                owner.isScrollAnimating = false
                owner.isZoomBouncing = false
                owner.delegate?.scrollViewDidEndScrollingAnimation(owner)
            })
    }
}
