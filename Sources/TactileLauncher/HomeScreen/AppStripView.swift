import TactileCore
import TactileRaster
import TactileSystem

/// The app switcher: the open applications' icons, most recent first, in a horizontal strip
/// across the bottom part of the screen over a dimmed backdrop (the part above stays for the
/// current app, which the launcher shrinks there).
///
/// A tap on an icon calls `onSelect`. Swiping an icon up (further than `closeDistance`, or
/// faster than `closeSpeed`) flies it up and fades it, the others slide together, and
/// `onClose` is called at once with its item; a shorter swipe springs it back. A tap anywhere
/// but on an icon calls `onDismiss`. `show(animated:)` and `hide(animated:completion:)` slide
/// the strip up from the bottom edge and back down, fading the backdrop.
open class AppStripView: View {
    /// How long showing, hiding, closing and closing the gap take.
    public static let animationDuration = Interval.milliseconds(250)

    /// The height of the strip, in points (not finite or negative: 0; at most the height).
    public var stripHeight: Double = 180 {
        didSet { if stripHeight != oldValue { setNeedsLayout() } }
    }

    /// The width each icon's cell takes in the strip.
    public var cellWidth: Double = 120 {
        didSet { if cellWidth != oldValue { setNeedsLayout() } }
    }

    /// How far up (points) an icon must be swiped to close its app.
    public var closeDistance: Double = 80
    /// How fast up (points per second) an icon swiped a shorter way must go to close its app.
    public var closeSpeed: Double = 600

    /// Called with the item of an icon tapped.
    public var onSelect: ((LauncherItem) -> Void)?
    /// Called with the item of an icon swiped up (its app is to be closed).
    public var onClose: ((LauncherItem) -> Void)?
    /// Called for a tap outside the icons.
    public var onDismiss: (() -> Void)?

    /// The open applications, most recent first; those swiped away are gone from it.
    public private(set) var items: [LauncherItem] = []

    /// Whether the strip is shown (from `show` until `hide` is called).
    public private(set) var isShown = false

    /// The shade over everything behind the strip.
    public let backdropView = View(frame: .zero)
    /// The translucent strip.
    public let panelView = View(frame: .zero)
    /// The icons' scrolling row inside the strip.
    public let scrollView = ScrollView(frame: .zero)

    private var icons: [AppIconView] = []

    /// A hidden strip of `frame` (usually the screen's bounds).
    public override init(frame: Rect) {
        super.init(frame: frame)
        isOpaque = false
        isHidden = true
        backdropView.backgroundColor = Color.black.withAlpha(110)
        backdropView.isUserInteractionEnabled = false
        panelView.backgroundColor = Color(rgb: 0x1C1C1E, alpha: 200)
        scrollView.alwaysBounceHorizontal = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        addSubview(backdropView)
        addSubview(panelView)
        panelView.addSubview(scrollView)
        panelView.isAccessibilityContainer = true
        panelView.accessibilityContainerTitle = "Open apps"
        // Over the apps, the strip is all the reader reads.
        accessibilityViewIsModal = true
        let tap = TapGestureRecognizer(name: "strip-dismiss", target: self) { owner, _ in owner.onDismiss?() }
        addGestureRecognizer(tap)
    }

    // MARK: Items

    /// Shows `items` (most recent first), replacing those shown.
    public func setItems(_ items: [LauncherItem]) {
        for icon in icons { icon.removeFromSuperview() }
        self.items = items
        icons = items.map { makeIcon($0) }
        for icon in icons { scrollView.addSubview(icon) }
        setNeedsLayout()
    }

    /// The icon view of the item `id`; nil when none shows it (closed ones included).
    public func iconView(forItemID id: String) -> AppIconView? {
        icons.first { $0.item.id == id }
    }

    private final func makeIcon(_ item: LauncherItem) -> AppIconView {
        let icon = AppIconView(item: item)
        icon.iconSide = 80
        icon.onTap = Unowned(self).callback { owner, item in owner.onSelect?(item) }
        let pan = UpwardPanGestureRecognizer(name: "strip-close")
        pan.addAction(target: self) { [icon = Unowned(icon)] owner, pan in owner.iconPanned(icon.object, pan) }
        icon.addGestureRecognizer(pan)
        return icon
    }

    // MARK: Closing

    private final func iconPanned(_ icon: AppIconView, _ pan: PanGestureRecognizer) {
        let lift = Swift.min(0, pan.translation(in: self).y)
        switch pan.state {
        case .began, .changed:
            icon.transform = AffineTransform(translationX: 0, y: lift)
        case .ended:
            let speed = -pan.velocity(in: self).y
            if -lift > closeDistance || speed > closeSpeed {
                close(icon)
            } else {
                animate { icon.transform = .identity }
            }
        default:
            animate { icon.transform = .identity }
        }
    }

    /// Closes the item at `index` as a swipe would (tests drive it directly).
    final func closeItem(at index: Int) {
        guard icons.indices.contains(index) else { return }
        close(icons[index])
    }

    /// Flies `icon` up and away, closes the gap, and reports its item.
    private final func close(_ icon: AppIconView) {
        guard let index = icons.firstIndex(where: { $0 === icon }) else { return }
        icons.remove(at: index)
        let item = items.remove(at: index)
        let away = -(icon.frame.maxY + panelView.frame.minY + 1)
        animate(
            {
                icon.transform = AffineTransform(translationX: 0, y: away)
                icon.alpha = 0
            }, completion: { icon.removeFromSuperview() })
        animate { self.layoutIcons() }
        onClose?(item)
    }

    /// Runs `changes` animated on the screen's animator (at once when on no screen).
    private final func animate(_ changes: () -> Void, completion: (() -> Void)? = nil) {
        if let animator {
            animator.animate(
                withDuration: AppStripView.animationDuration, curve: .easeInEaseOut,
                options: [.beginFromCurrentState], changes: changes,
                completion: { _ in completion?() })
        } else {
            changes()
            completion?()
        }
    }

    // MARK: Showing

    /// Shows the strip, sliding it up from the bottom edge and fading the backdrop in.
    public func show(animated: Bool) {
        isShown = true
        isHidden = false
        layoutIfNeeded()
        guard animated, animator != nil else {
            panelView.frame = shownPanelFrame
            backdropView.alpha = 1
            return
        }
        View.performWithoutAnimation {
            panelView.frame = hiddenPanelFrame
            backdropView.alpha = 0
        }
        animate {
            self.panelView.frame = self.shownPanelFrame
            self.backdropView.alpha = 1
        }
    }

    /// Hides the strip, sliding it down off the bottom edge and fading the backdrop out;
    /// `completion` runs once it is hidden.
    public func hide(animated: Bool, completion: (() -> Void)? = nil) {
        isShown = false
        guard animated, animator != nil, !isHidden else {
            isHidden = true
            completion?()
            return
        }
        animate(
            {
                self.panelView.frame = self.hiddenPanelFrame
                self.backdropView.alpha = 0
            },
            completion: {
                // Shown again meanwhile: stay.
                if !self.isShown { self.isHidden = true }
                completion?()
            })
    }

    // MARK: Layout

    private final var height: Double {
        let value = stripHeight.isFinite ? Swift.max(0, stripHeight) : 0
        return Swift.min(value, bounds.height)
    }

    /// Where the strip is when shown: across the bottom.
    public var shownPanelFrame: Rect {
        Rect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Where the strip is when hidden: just below the bottom edge.
    private final var hiddenPanelFrame: Rect {
        Rect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: height)
    }

    /// The frame of the icon at `index` in the scroll view's content: cells of `cellWidth`,
    /// the row centred when it is narrower than the strip.
    public func iconCellFrame(at index: Int) -> Rect {
        let cell = cellWidth.isFinite ? Swift.max(0, cellWidth) : 0
        let row = cell * Double(icons.count)
        let start = Swift.max(16, (bounds.width - row) / 2)
        return Rect(x: start + Double(index) * cell, y: 0, width: cell, height: height)
    }

    private final func layoutIcons() {
        for (index, icon) in icons.enumerated() { icon.frame = iconCellFrame(at: index) }
        let cell = cellWidth.isFinite ? Swift.max(0, cellWidth) : 0
        let start = Swift.max(16, (bounds.width - cell * Double(icons.count)) / 2)
        scrollView.contentSize = Size(width: 2 * start + cell * Double(icons.count), height: height)
    }

    open override func layoutSubviews() {
        backdropView.frame = bounds
        // The model frame; a slide under way shows its own until it ends there.
        panelView.frame = isShown ? shownPanelFrame : hiddenPanelFrame
        scrollView.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
        layoutIcons()
    }
}
