extension StackView {
    /// `value` when finite, else 0.
    static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

    static func finite(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: finite(insets.top), left: finite(insets.left), bottom: finite(insets.bottom), right: finite(insets.right))
    }

    /// `length` within 0…the largest finite number (0 for NaN).
    static func clamped(_ length: Double) -> Double {
        length.isNaN ? 0 : Swift.min(Swift.max(0, length), .greatestFiniteMagnitude)
    }

    /// An intrinsic length, or −1 (none) for `noIntrinsicMetric` and anything not a finite,
    /// non-negative number.
    static func natural(_ length: Double) -> Double { length.isFinite && length >= 0 ? length : -1 }

    /// The rectangle the arranged views are laid out in: the bounds, inside the layout margins
    /// when the arrangement is relative to them; finite and not negative.
    var arrangementRect: Rect {
        var box = bounds
        if isLayoutMarginsRelativeArrangement { box = box.inset(by: StackView.finite(layoutMargins)) }
        return Rect(
            x: StackView.finite(box.minX), y: StackView.finite(box.minY),
            width: Swift.max(0, StackView.finite(box.width)), height: Swift.max(0, StackView.finite(box.height)))
    }

    /// Sets the frames of the shown arranged views (and of the pictures collapsing in place of
    /// views hidden in an animation). O(n), and no allocation once the scratch lists have grown.
    /// Edges are rounded to the screen's pixels (whole points on no screen), so content stays
    /// crisp and neighbours share edges exactly.
    func layoutArrangedSubviews() {
        let box = arrangementRect
        let vertical = axis == .vertical
        let start = vertical ? box.minY : box.minX
        let length = vertical ? box.height : box.width
        let crossStart = vertical ? box.minX : box.minY
        let crossLength = vertical ? box.width : box.height
        let spacing = StackView.finite(self.spacing)

        naturalSizes.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        for view in arrangedSubviews where !view.isHidden { naturalSizes.append(view.intrinsicContentSize) }
        let count = naturalSizes.count
        let gap = count > 0 ? distributeLengths(length - spacing * Double(count - 1), spacing: spacing) : spacing

        let scale = screenScale ?? 1
        func snap(_ value: Double) -> Double {
            let snapped = (value * scale).rounded() / scale
            return snapped.isFinite ? snapped : 0
        }
        var cursor = start
        var index = 0
        for view in arrangedSubviews {
            guard !view.isHidden else {
                if !collapsing.isEmpty, let standIn = standIn(for: view) {
                    // Collapses onto the end of the view before it.
                    let edge = snap(index > 0 ? cursor - gap : start)
                    let frame = standIn.frame
                    standIn.frame =
                        vertical
                        ? Rect(x: frame.minX, y: edge, width: frame.width, height: 0)
                        : Rect(x: edge, y: frame.minY, width: 0, height: frame.height)
                    standIn.alpha = 0
                }
                continue
            }
            let lo = snap(cursor), hi = snap(cursor + lengths[index])
            let natural = naturalSizes[index]
            var across = crossLength, offset = 0.0
            if alignment != .fill {
                let wanted = StackView.natural(vertical ? natural.width : natural.height)
                if wanted >= 0 { across = Swift.min(wanted, crossLength) }
                switch alignment {
                case .fill, .leading: offset = 0
                case .center: offset = (crossLength - across) / 2
                case .trailing: offset = crossLength - across
                }
            }
            let crossLo = snap(crossStart + offset), crossHi = snap(crossStart + offset + across)
            let frame =
                vertical
                ? Rect(x: crossLo, y: lo, width: crossHi - crossLo, height: Swift.max(0, hi - lo))
                : Rect(x: lo, y: crossLo, width: Swift.max(0, hi - lo), height: crossHi - crossLo)
            if appearing.isEmpty {
                view.frame = frame
            } else {
                place(appearing: view, at: frame)
            }
            cursor += lengths[index] + gap
            index += 1
        }
    }

    /// Fills `lengths` with the lengths along the axis of the shown views, whose intrinsic sizes
    /// are in `naturalSizes`, sharing `free` (the length less the spacing) by `distribution`.
    /// Returns the gap between views: `spacing`, or wider for `equalSpacing`.
    private func distributeLengths(_ free: Double, spacing: Double) -> Double {
        let count = naturalSizes.count
        let vertical = axis == .vertical
        func natural(_ index: Int) -> Double {
            StackView.natural(vertical ? naturalSizes[index].height : naturalSizes[index].width)
        }
        switch distribution {
        case .fillEqually:
            let each = Swift.max(0, free / Double(count))
            for _ in 0..<count { lengths.append(each) }
            return spacing
        case .fillProportionally:
            var total = 0.0
            for index in 0..<count { total += Swift.max(0, natural(index)) }
            let room = Swift.max(0, free)
            for index in 0..<count {
                lengths.append(total > 0 ? room * Swift.max(0, natural(index)) / total : room / Double(count))
            }
            return spacing
        case .fill, .equalSpacing:
            var fixed = 0.0, flexible = 0
            for index in 0..<count {
                let length = natural(index)
                if length >= 0 { fixed += length } else { flexible += 1 }
                lengths.append(Swift.max(0, length))
            }
            var extra = free - fixed
            if extra >= 0 {
                if distribution == .equalSpacing {
                    return count > 1 ? spacing + extra / Double(count - 1) : spacing
                }
                if flexible > 0 {
                    let share = extra / Double(flexible)
                    for index in 0..<count where natural(index) < 0 { lengths[index] = share }
                } else {
                    lengths[count - 1] += extra
                }
            } else {
                // Too long: the last views give way first.
                var index = count - 1
                while extra < 0 && index >= 0 {
                    let cut = Swift.min(lengths[index], -extra)
                    lengths[index] -= cut
                    extra += cut
                    index -= 1
                }
            }
            return spacing
        }
    }
}
