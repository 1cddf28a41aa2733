import TactileRaster
import TactileSystem

/// The straight distance between two points.
private func distance(_ a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x, dy = b.y - a.y
    return (dx * dx + dy * dy).squareRoot()
}

extension View {
    /// A keyframe animation block (`UIView.animateKeyframes`): in `animations`, each
    /// `View.addKeyframe(relativeStartTime:relativeDuration:animations:)` sets values that are
    /// reached over its slice of `duration`; between slices a value holds. Each animated property
    /// becomes one animation through its keyframes, linear within each slice. `completion` is
    /// called once when they have all stopped (true when all finished).
    ///
    /// ```swift
    /// View.animateKeyframes(duration: .seconds(1)) {
    ///     View.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { card.center.x = 300 }
    ///     View.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { card.center.y = 500 }
    /// }
    /// ```
    public static func animateKeyframes(
        duration: Interval, delay: Interval = .zero, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        guard let animator = Animator.current else { return applyAtOnce(animations, completion) }
        animator.animateKeyframes(
            duration: duration, delay: delay, options: options, changes: animations,
            completion: completion)
    }

    /// One keyframe of the enclosing `animateKeyframes` block: the changes `animations` makes are
    /// reached from `relativeStartTime` over `relativeDuration` (fractions of the block's
    /// duration). Outside a keyframe block the changes happen as they would there.
    public static func addKeyframe(relativeStartTime: Double, relativeDuration: Double, animations: () -> Void) {
        guard let animator = Animator.current else { return animations() }
        animator.addKeyframe(relativeStartTime: relativeStartTime, relativeDuration: relativeDuration, changes: animations)
    }

    /// Moves the view's centre along `path` (the keyframe animation along a path of the WWDC 2009 talk “iPhone Views and Animations”):
    /// at constant speed (`.paced`) or reaching each segment's end at its key time, curves
    /// followed closely (sampled 32 times each). With `rotatesAlongTangent` the view turns to
    /// the path's direction as it goes (its transform becomes that rotation; an angle of 0 is
    /// along +x). The model centre is the path's end. Nothing happens for a path without segments.
    public func animate(
        along path: AnimationPath, duration: Interval, delay: Interval = .zero,
        pacing: PathPacing = .paced, rotatesAlongTangent: Bool = false,
        completion: ((Bool) -> Void)? = nil
    ) {
        let samples = path.samples()
        guard !samples.isEmpty else { return }
        var points = [path.start], times = [0.0]
        var lengths: [Double] = []  // each segment's length
        var total = 0.0
        var previous = path.start
        for segment in samples {
            var length = 0.0
            for point in segment {
                length += distance(previous, point)
                previous = point
            }
            lengths.append(length)
            total += length
        }
        let segmentEnds: [Double]
        switch pacing {
        case .paced:
            var sum = 0.0
            segmentEnds = lengths.map {
                sum += $0; return total > 0 ? sum / total : 1
            }
        case .keyTimes(let given):
            segmentEnds =
                given.count == samples.count && given.allSatisfy({ $0.isFinite })
                ? given.map { Swift.min(Swift.max($0, 0), 1) } : lengths.indices.map { Double($0 + 1) / Double(lengths.count) }
        }
        // Each sample's time: its segment's slice, shared by distance within the segment.
        previous = path.start
        var segmentStart = 0.0
        for (index, segment) in samples.enumerated() {
            let end = Swift.max(segmentEnds[index], segmentStart)
            var travelled = 0.0
            for point in segment {
                travelled += distance(previous, point)
                previous = point
                let share = lengths[index] > 0 ? travelled / lengths[index] : 1
                points.append(point)
                times.append(segmentStart + (end - segmentStart) * share)
            }
            segmentStart = end
        }
        // The direction of the piece ending at each point, unwrapped so consecutive ones never
        // differ by more than half a turn.
        var angles: [Double] = []
        if rotatesAlongTangent {
            for index in points.indices {
                let from = points[Swift.max(0, index - 1)], to = points[Swift.max(1, index)]
                var angle = Trigonometry.atan2(to.y - from.y, to.x - from.x)
                if let last = angles.last {
                    while angle - last > Trigonometry.pi { angle -= 2 * Trigonometry.pi }
                    while last - angle > Trigonometry.pi { angle += 2 * Trigonometry.pi }
                }
                angles.append(angle)
            }
        }
        View.animateKeyframes(
            duration: duration, delay: delay,
            animations: {
                // From the path's start, at once (whatever the centre was).
                View.addKeyframe(relativeStartTime: 0, relativeDuration: 0) { self.center = path.start }
                for index in 1..<points.count where times[index] >= times[index - 1] {
                    if rotatesAlongTangent {
                        // Turned along the piece about to be travelled as it starts (a corner turns at once).
                        View.addKeyframe(relativeStartTime: times[index - 1], relativeDuration: 0) {
                            self.transform = AffineTransform(rotationAngle: angles[index])
                        }
                    }
                    View.addKeyframe(relativeStartTime: times[index - 1], relativeDuration: times[index] - times[index - 1]) {
                        self.center = points[index]
                    }
                }
            }, completion: completion)
    }
}
