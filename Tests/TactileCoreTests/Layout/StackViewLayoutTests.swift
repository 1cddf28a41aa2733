import TactileTestSupport
import Testing

@testable import TactileCore

/// Stack layout against frames worked out by hand from the rules documented on
/// `StackView.Distribution` and `StackView.Alignment`.
///
/// The vertical cases use a 100 × 200 stack, spacing 10, of three views with intrinsic sizes
/// 40 × 20, 60 × 30 and 20 × 40: together 90 tall plus 20 of spacing, 90 short of the stack.
/// The horizontal cases turn the same picture: a 200 × 100 stack of 20 × 40, 30 × 60 and
/// 40 × 20 views (widths 20 + 30 + 40 plus 20 of spacing).
@Suite struct StackViewLayoutTests {
    func columnViews() -> [View] { [SizedView(40, 20), SizedView(60, 30), SizedView(20, 40)] }
    func rowViews() -> [View] { [SizedView(20, 40), SizedView(30, 60), SizedView(40, 20)] }
    let column = r(0, 0, 100, 200)
    let row = r(0, 0, 200, 100)

    // MARK: Distributions, vertical

    @Test func fillStretchesTheLastViewWhenAllHaveAnIntrinsicLength() {
        let views = columnViews()
        _ = makeStack(views, axis: .vertical, frame: column, spacing: 10)
        // Heights 20, 30 and 40 + 90 spare = 130; y 0, 20 + 10, 30 + 30 + 10.
        #expect(frames(views) == [r(0, 0, 100, 20), r(0, 30, 100, 30), r(0, 70, 100, 130)])
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let views = columnViews()
        _ = makeStack(views, axis: .vertical, frame: column, spacing: 10, distribution: .fillEqually)
        // (200 − 2 × 10) / 3 = 60 each.
        #expect(frames(views) == [r(0, 0, 100, 60), r(0, 70, 100, 60), r(0, 140, 100, 60)])
    }

    @Test func fillProportionallySharesByIntrinsicLength() {
        let views = columnViews()
        _ = makeStack(views, axis: .vertical, frame: column, spacing: 10, distribution: .fillProportionally)
        // 180 points shared 20 : 30 : 40 → 40, 60, 80.
        #expect(frames(views) == [r(0, 0, 100, 40), r(0, 50, 100, 60), r(0, 120, 100, 80)])
    }

    @Test func equalSpacingWidensTheGaps() {
        let views = columnViews()
        _ = makeStack(views, axis: .vertical, frame: column, spacing: 10, distribution: .equalSpacing)
        // The 90 spare points widen the two gaps to 10 + 45 = 55: y 0, 75, 160 (ending at 200).
        #expect(frames(views) == [r(0, 0, 100, 20), r(0, 75, 100, 30), r(0, 160, 100, 40)])
    }

    @Test func equalSpacingPutsASingleViewAtTheStart() {
        let view = SizedView(40, 20)
        _ = makeStack([view], axis: .vertical, frame: column, spacing: 10, distribution: .equalSpacing)
        #expect(view.frame == r(0, 0, 100, 20))
    }

    @Test func viewsWithoutAnIntrinsicLengthShareTheSpareRoom() {
        let top = SizedView(10, 20), flexible = View(), bottom = SizedView(10, 40)
        _ = makeStack([top, flexible, bottom], axis: .vertical, frame: column, spacing: 10)
        // 200 − 20 − 40 − 20 = 120 for the flexible view.
        #expect(frames([top, flexible, bottom]) == [r(0, 0, 100, 20), r(0, 30, 100, 120), r(0, 160, 100, 40)])

        let a = SizedView(10, View.noIntrinsicMetric), b = SizedView(10, 30), c = View()
        _ = makeStack([a, b, c], axis: .vertical, frame: column, spacing: 10)
        // (200 − 30 − 20) / 2 = 75 each for a and c.
        #expect(frames([a, b, c]) == [r(0, 0, 100, 75), r(0, 85, 100, 30), r(0, 125, 100, 75)])
    }

    @Test func viewsThatDoNotFitShrinkFromTheLast() {
        let views = columnViews()
        _ = makeStack(views, axis: .vertical, frame: r(0, 0, 100, 50), spacing: 10)
        // 110 needed, 50 there: 60 too many. The last (40) gives all, the middle 20 of its 30.
        #expect(frames(views) == [r(0, 0, 100, 20), r(0, 30, 100, 10), r(0, 50, 100, 0)])

        let flexible = View(), fixed = SizedView(10, 40)
        _ = makeStack([flexible, fixed], axis: .vertical, frame: r(0, 0, 100, 30))
        // The flexible view gets nothing; the fixed one shrinks to the 30 there are.
        #expect(frames([flexible, fixed]) == [r(0, 0, 100, 0), r(0, 0, 100, 30)])
    }

    // MARK: Alignments, vertical

    @Test(arguments: [(StackView.Alignment.leading, [0.0, 0, 0]), (.center, [30, 20, 40]), (.trailing, [60, 40, 80])])
    func verticalAlignmentPlacesIntrinsicWidths(alignment: StackView.Alignment, xs: [Double]) {
        let views = columnViews()
        _ = makeStack(views, axis: .vertical, frame: column, spacing: 10, alignment: alignment)
        // Widths 40, 60, 20 in 100: centred at (100 − w) / 2, trailing at 100 − w.
        #expect(frames(views) == [r(xs[0], 0, 40, 20), r(xs[1], 30, 60, 30), r(xs[2], 70, 20, 130)])
    }

    @Test func aViewWithoutAnIntrinsicWidthFillsTheWidthWhateverTheAlignment() {
        let view = View(), wide = SizedView(300, 20)
        _ = makeStack([view, wide], axis: .vertical, frame: r(0, 0, 100, 100), alignment: .center)
        // No intrinsic width: the whole width. Wider than the stack: cut to it.
        #expect(view.frame == r(0, 0, 100, 80))
        #expect(wide.frame == r(0, 80, 100, 20))
    }

    // MARK: Horizontal

    @Test func horizontalFillAndDistributions() {
        var views = rowViews()
        _ = makeStack(views, axis: .horizontal, frame: row, spacing: 10)
        // Widths 20, 30, 40 + 90 spare: x 0, 30, 70.
        #expect(frames(views) == [r(0, 0, 20, 100), r(30, 0, 30, 100), r(70, 0, 130, 100)])
        views = rowViews()
        _ = makeStack(views, axis: .horizontal, frame: row, spacing: 10, distribution: .fillEqually)
        #expect(frames(views) == [r(0, 0, 60, 100), r(70, 0, 60, 100), r(140, 0, 60, 100)])
        views = rowViews()
        _ = makeStack(views, axis: .horizontal, frame: row, spacing: 10, distribution: .fillProportionally)
        #expect(frames(views) == [r(0, 0, 40, 100), r(50, 0, 60, 100), r(120, 0, 80, 100)])
        views = rowViews()
        _ = makeStack(views, axis: .horizontal, frame: row, spacing: 10, distribution: .equalSpacing)
        #expect(frames(views) == [r(0, 0, 20, 100), r(75, 0, 30, 100), r(160, 0, 40, 100)])
    }

    @Test(arguments: [(StackView.Alignment.top, [0.0, 0, 0]), (.center, [30, 20, 40]), (.bottom, [60, 40, 80])])
    func horizontalAlignmentPlacesIntrinsicHeights(alignment: StackView.Alignment, ys: [Double]) {
        let views = rowViews()
        _ = makeStack(views, axis: .horizontal, frame: row, spacing: 10, alignment: alignment)
        #expect(frames(views) == [r(0, ys[0], 20, 40), r(30, ys[1], 30, 60), r(70, ys[2], 130, 20)])
    }

    // MARK: Spacing, margins, hidden views

    @Test func negativeSpacingOverlapsTheViews() {
        let a = SizedView(10, 20), b = SizedView(10, 30)
        _ = makeStack([a, b], axis: .vertical, frame: r(0, 0, 50, 100), spacing: -5)
        // b starts 5 points before a ends; it takes the 100 − 20 + 5 = 85 left.
        #expect(frames([a, b]) == [r(0, 0, 50, 20), r(0, 15, 50, 85)])
    }

    @Test func marginsInsetTheArrangementOnlyWhenAsked() {
        let views = columnViews()
        let stack = makeStack(views, axis: .vertical, frame: column, spacing: 10, distribution: .fillEqually)
        stack.layoutMargins = EdgeInsets(top: 5, left: 7, bottom: 3, right: 11)
        stack.layoutIfNeeded()
        #expect(frames(views) == [r(0, 0, 100, 60), r(0, 70, 100, 60), r(0, 140, 100, 60)])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        // Inside x 7…89 (82 wide), y 5…197 (192 tall): (192 − 20) / 3 = 57⅓, edges rounded to
        // whole points: 5…62.33 → 5…62, 72.33…129.67 → 72…130, 139.67…197 → 140…197.
        #expect(frames(views) == [r(7, 5, 82, 57), r(7, 72, 82, 58), r(7, 140, 82, 57)])
    }

    @Test func edgesSnapToTheScreensPixels() {
        let (screen, window, _) = makeScreen(width: 200, height: 200, scale: 2)
        defer { withExtendedLifetime(screen) {} }
        let views: [View] = [View(), View(), View()]
        let stack = makeStack(views, axis: .horizontal, frame: r(0, 0, 100, 10), distribution: .fillEqually)
        window.addSubview(stack)
        stack.setNeedsLayout()
        stack.layoutIfNeeded()
        // Thirds of 100 at 2 px per point: 33.33 → 66.67 px → 67 px = 33.5; 66.67 → 133.33 px → 66.5.
        #expect(frames(views) == [r(0, 0, 33.5, 10), r(33.5, 0, 33, 10), r(66.5, 0, 33.5, 10)])
    }

    @Test func hiddenViewsTakeNoSpace() {
        let views = columnViews()
        let stack = makeStack(views, axis: .vertical, frame: column, spacing: 10)
        views[1].isHidden = true
        stack.layoutIfNeeded()
        // 20 and 40 with one gap: the last takes 200 − 20 − 10 = 170; the hidden one stays put.
        #expect(frames(views) == [r(0, 0, 100, 20), r(0, 30, 100, 30), r(0, 30, 100, 170)])
        #expect(stack.intrinsicContentSize == Size(width: 40, height: 70))
        views[1].isHidden = false
        stack.layoutIfNeeded()
        #expect(frames(views) == [r(0, 0, 100, 20), r(0, 30, 100, 30), r(0, 70, 100, 130)])
    }

    @Test func hidingLaysOutAtTheNextPassOnly() {
        let views = columnViews()
        let stack = makeStack(views, axis: .vertical, frame: column, spacing: 10)
        views[0].isHidden = true
        // Coalesced: nothing moves until the layout pass.
        #expect(views[1].frame == r(0, 30, 100, 30))
        #expect(stack.needsLayout)
        stack.layoutIfNeeded()
        #expect(views[1].frame == r(0, 0, 100, 30))
    }

    // MARK: Arranged subviews

    @Test func arrangedSubviewsFollowUIKitsRules() {
        let a = SizedView(10, 10), b = SizedView(10, 20), c = SizedView(10, 30)
        let stack = StackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(stack.subviews.count == 2)
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        // Out-of-range indexes clamp; an arranged view moves.
        stack.insertArrangedSubview(c, at: 99)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        stack.insertArrangedSubview(c, at: -4)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        // Removing from the arrangement keeps the subview; removing from the superview does both.
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.count == 2 && a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(c)])
        // Moved to another stack: it leaves this one's arrangement.
        let other = StackView(frame: .zero)
        other.addArrangedSubview(c)
        #expect(stack.arrangedSubviews.isEmpty && other.arrangedSubviews.count == 1)
    }

    // MARK: Intrinsic size and nesting

    @Test func aStacksIntrinsicSizeIsItsViewsPlusSpacingAndMargins() {
        let stack = makeStack(columnViews(), axis: .vertical, frame: column, spacing: 10)
        // Widest 60; 20 + 30 + 40 + 2 × 10 = 110.
        #expect(stack.intrinsicContentSize == Size(width: 60, height: 110))
        stack.distribution = .fillEqually
        // Each as long as the longest: 3 × 40 + 20.
        #expect(stack.intrinsicContentSize == Size(width: 60, height: 140))
        stack.distribution = .fill
        stack.layoutMargins = EdgeInsets(top: 5, left: 7, bottom: 3, right: 11)
        #expect(stack.intrinsicContentSize == Size(width: 60, height: 110))
        stack.isLayoutMarginsRelativeArrangement = true
        #expect(stack.intrinsicContentSize == Size(width: 78, height: 118))
        stack.axis = .horizontal
        // 40 + 60 + 20 + 20 wide plus 18; 40 tall plus 8.
        #expect(stack.intrinsicContentSize == Size(width: 158, height: 48))
        #expect(StackView(frame: .zero).intrinsicContentSize == .zero)
    }

    @Test func nestedStacksSizeFromTheirContent() {
        let a = SizedView(30, 10), b = SizedView(50, 20), c = SizedView(10, 10)
        let row1 = StackView(arrangedSubviews: [a, b])
        row1.spacing = 5
        let row2 = StackView(arrangedSubviews: [c])
        let outer = StackView(arrangedSubviews: [row1, row2])
        outer.axis = .vertical
        outer.spacing = 4
        outer.alignment = .leading
        // Row 1: 30 + 5 + 50 = 85 by max(10, 20) = 20; row 2: 10 × 10; outer: 85 by 20 + 4 + 10.
        #expect(outer.intrinsicContentSize == Size(width: 85, height: 34))
        outer.sizeToFit()
        #expect(outer.frame == r(0, 0, 85, 34))
        outer.layoutIfNeeded()
        #expect(frames([row1, row2]) == [r(0, 0, 85, 20), r(0, 24, 10, 10)])
        #expect(frames([a, b, c]) == [r(0, 0, 30, 20), r(35, 0, 50, 20), r(0, 0, 10, 10)])

        // A size change deep inside lays the outer stack out again.
        c.natural = Size(width: 20, height: 16)
        #expect(outer.needsLayout)
        #expect(outer.intrinsicContentSize == Size(width: 85, height: 40))
        outer.layoutIfNeeded()
        // 34 tall for 20 + 4 + 16: the last row gives up 6.
        #expect(row2.frame == r(0, 24, 20, 10))
        #expect(c.frame == r(0, 0, 20, 10))
    }

    // MARK: Hostile values

    @Test func hostileValuesDoNotCrashAndGiveFiniteFrames() {
        let weird: [View] = [SizedView(.nan, .infinity), SizedView(-5, -.infinity), View(), SizedView(1e308, 1e308)]
        for axis in [StackView.Axis.horizontal, .vertical] {
            for distribution in [StackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing] {
                for alignment in [StackView.Alignment.fill, .leading, .center, .trailing] {
                    for spacing in [Double.nan, -Double.infinity, -20, 1e308] {
                        let stack = makeStack(
                            weird, axis: axis, frame: r(0, 0, 100, 100), spacing: spacing,
                            alignment: alignment, distribution: distribution)
                        stack.layoutMargins = EdgeInsets(top: .nan, left: .infinity, bottom: -10, right: 1e308)
                        stack.isLayoutMarginsRelativeArrangement = true
                        stack.layoutIfNeeded()
                        for view in weird {
                            let f = view.frame
                            #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite)
                            #expect(f.width >= 0 && f.height >= 0)
                        }
                        let size = stack.intrinsicContentSize
                        #expect(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0)
                    }
                }
            }
        }
    }
}
