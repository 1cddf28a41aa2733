import TactileRaster
import TactileText

/// A row of segments of which one is selected, UIKit's `UISegmentedControl`.
///
/// Segments show a title or an image and share the width equally unless given widths
/// (`setWidth(_:forSegmentAt:)`). A finger going down highlights the segment under it, sliding
/// along moves the highlight, and lifting inside the control selects the segment under it:
/// the selection slides there over 0.25 s and `valueChanged` is sent if the selection changed.
/// Disabled segments take no selection. With `isMomentary`, the selection shows only while the
/// finger is down: the action still reads `selectedSegmentIndex`, which goes back to
/// `SegmentedControl.noSegment` after it.
open class SegmentedControl: Control {
    /// The reader's elements for the segments (`standardAccessibilityElements`).
    private var segmentElements: [AccessibilityElement] = []
    /// The index meaning "no segment selected".
    public static let noSegment = -1
    /// The height a segmented control asks for.
    public static let height = 32.0

    private struct Segment {
        var title: String?
        var image: Bitmap?
        var width = 0.0
        var isEnabled = true
        let label: Label
        let imageView: ImageView
    }

    /// The selected segment, or `noSegment`. Setting it moves the selection at once and sends
    /// nothing; an index out of range means `noSegment`.
    public var selectedSegmentIndex: Int {
        get { selected }
        set {
            selected = segments.indices.contains(newValue) ? newValue : Self.noSegment
            updateSegments()
        }
    }

    /// Whether segments show as selected only while touched. Default false.
    public var isMomentary = false

    /// The selected segment's colour; nil: the palette's elevated surface (white in light).
    public var selectedSegmentTintColor: Color? {
        didSet { updateColours() }
    }

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// Whether segments without a width of their own are as wide as their title or image (plus
    /// 12 pt a side) with the room left shared equally, rather than all equally wide (UIKit's
    /// `apportionsSegmentWidthsByContent`): "Stopwatch" beside "Clock" on a narrow screen. When
    /// the contents do not fit, each gets room in proportion to its content. Default false.
    public var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { setNeedsLayout() } }
    }

    private var segments: [Segment] = []
    private var selected = SegmentedControl.noSegment
    /// The segment under a finger while one is down.
    private var pressed: Int?
    private let font: Font
    let selectionIndicator = View(frame: .zero)
    private var dividers: [View] = []

    /// A segmented control with one segment per title, none selected.
    public init(frame: Rect = .zero, titles: [String] = [], font: Font = .system(size: 13, weight: .bold)) {
        self.font = font
        super.init(frame: frame)
        cornerRadius = 8.91
        selectionIndicator.cornerRadius = 6.93
        selectionIndicator.isUserInteractionEnabled = false
        selectionIndicator.isHidden = true
        addSubview(selectionIndicator)
        for title in titles { insertSegment(withTitle: title, at: segments.count, animated: false) }
        updateColours()
    }

    // MARK: Segments

    /// Adds a segment showing `title` at `index` (clamped to 0...numberOfSegments).
    public func insertSegment(withTitle title: String, at index: Int, animated: Bool) {
        insertSegment(title: title, image: nil, at: index, animated: animated)
    }

    /// Adds a segment showing `image` at `index` (clamped to 0...numberOfSegments).
    public func insertSegment(with image: Bitmap, at index: Int, animated: Bool) {
        insertSegment(title: nil, image: image, at: index, animated: animated)
    }

    /// Removes the segment at `index` (nothing when out of range); a selection on it goes.
    public func removeSegment(at index: Int, animated: Bool) {
        guard segments.indices.contains(index) else { return }
        let segment = segments.remove(at: index)
        segment.label.removeFromSuperview()
        segment.imageView.removeFromSuperview()
        if selected == index { selected = Self.noSegment } else if selected > index { selected -= 1 }
        segmentsDidChange(animated: animated)
    }

    /// Removes every segment.
    public func removeAllSegments() {
        while !segments.isEmpty { removeSegment(at: segments.count - 1, animated: false) }
    }

    /// Sets the title of the segment at `index` (its image goes).
    public func setTitle(_ title: String?, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        segments[index].title = title
        segments[index].image = nil
        updateSegments()
    }

    /// The title of the segment at `index`, nil when it has none.
    public func titleForSegment(at index: Int) -> String? {
        segments.indices.contains(index) ? segments[index].title : nil
    }

    /// Sets the image of the segment at `index` (its title goes).
    public func setImage(_ image: Bitmap?, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        segments[index].image = image
        segments[index].title = nil
        updateSegments()
    }

    /// The image of the segment at `index`.
    public func imageForSegment(at index: Int) -> Bitmap? {
        segments.indices.contains(index) ? segments[index].image : nil
    }

    /// Sets whether the segment at `index` can be selected by touch.
    public func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        segments[index].isEnabled = enabled
        updateSegments()
    }

    /// Whether the segment at `index` can be selected by touch.
    public func isEnabledForSegment(at index: Int) -> Bool {
        segments.indices.contains(index) && segments[index].isEnabled
    }

    /// Gives the segment at `index` a fixed width (0: an equal share of what fixed widths leave).
    public func setWidth(_ width: Double, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        segments[index].width = width.isFinite ? Swift.max(width, 0) : 0
        setNeedsLayout()
    }

    /// For the reader a container (titled with `accessibilityLabel`) of its segments, each a button
    /// ("selected" when it is), which a double tap selects as a touch would.
    open override var standardAccessibility: StandardAccessibility {
        StandardAccessibility(isContainer: true, containerTitle: accessibilitySettings?.label ?? "Segments")
    }

    open override var standardAccessibilityElements: [AccessibilityChild]? {
        // Kept while the number of segments stays: the reader keeps its place by identity.
        if segmentElements.count != segments.count {
            segmentElements = segments.indices.map { index in
                let element = AccessibilityElement(container: self)
                element.onActivate = Unowned(self).callback { owner in
                    guard owner.isEnabled, owner.isEnabledForSegment(at: index) else { return true }
                    if owner.selectedSegmentIndex != index {
                        owner.selectedSegmentIndex = index
                        owner.sendActions(for: .valueChanged)
                    }
                    return true
                }
                return element
            }
        }
        let frames = segmentFrames
        for (index, element) in segmentElements.enumerated() {
            element.accessibilityLabel = segments[index].title ?? "Segment \(index + 1)"
            var traits: AccessibilityTraits = .button
            if index == selectedSegmentIndex { traits.insert(.selected) }
            if !isEnabled || !segments[index].isEnabled { traits.insert(.notEnabled) }
            element.accessibilityTraits = traits
            element.accessibilityFrameInContainerSpace = frames[index]
        }
        return segmentElements.map { .element($0) }
    }

    /// The frames of the segments, left to right, in the control's coordinates.
    public var segmentFrames: [Rect] {
        let fixed = segments.reduce(0.0) { $0 + $1.width }
        let flexible = segments.filter { $0.width == 0 }.count
        let room = Swift.max(0, bounds.width - fixed)
        let share = flexible > 0 ? room / Double(flexible) : 0
        // By content: each flexible segment's content, and the rest (or the shortfall) shared.
        let contents = apportionsSegmentWidthsByContent ? segments.map { $0.width > 0 ? 0 : contentWidth(of: $0) } : []
        let totalContent = contents.reduce(0, +)
        let extra = flexible > 0 ? (room - totalContent) / Double(flexible) : 0
        var x = 0.0
        return segments.indices.map { index in
            let segment = segments[index]
            var width = segment.width > 0 ? segment.width : share
            if segment.width == 0, !contents.isEmpty, totalContent > 0 {
                width = extra >= 0 ? contents[index] + extra : room * contents[index] / totalContent
            }
            defer { x += width }
            return Rect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    /// A segment's title or image width plus 12 pt a side.
    private final func contentWidth(of segment: Segment) -> Double {
        var width = 0.0
        if let title = segment.title { width = TextLayout(title, font: font).size.width / font.scale }
        if let image = segment.image { width = Swift.max(width, Double(image.width)) }
        return width + 24
    }

    /// The segment at `point` (control coordinates), nil outside every segment.
    public func segmentIndex(at point: Point) -> Int? {
        guard point.y >= 0, point.y <= bounds.height else { return nil }
        return segmentFrames.firstIndex { point.x >= $0.minX && point.x < $0.maxX }
    }

    /// The size the titles need (`intrinsicContentSize`).
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Every segment as wide as the widest title or image plus 12 pt a side, `height` tall.
    open override var intrinsicContentSize: Size {
        var widest = 0.0
        for segment in segments {
            if let title = segment.title { widest = Swift.max(widest, TextLayout(title, font: font).size.width / font.scale) }
            if let image = segment.image { widest = Swift.max(widest, Double(image.width)) }
        }
        return Size(width: Double(segments.count) * (widest + 24), height: Self.height)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = segmentFrames
        for (index, segment) in segments.enumerated() {
            let frame = frames[index].insetBy(dx: 6, dy: 2)
            segment.label.frame = frame
            if let image = segment.image {
                let size = Size(width: Double(image.width), height: Double(image.height))
                segment.imageView.frame = Rect(
                    x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                    width: size.width, height: size.height)
            }
        }
        // Hairlines between segments, except beside the selection.
        while dividers.count < Swift.max(0, segments.count - 1) {
            let divider = View(frame: .zero)
            divider.isUserInteractionEnabled = false
            insertSubview(divider, at: 0)
            dividers.append(divider)
        }
        while dividers.count > Swift.max(0, segments.count - 1) { dividers.removeLast().removeFromSuperview() }
        let shown = pressed.flatMap { isMomentary ? $0 : nil } ?? (isMomentary ? Self.noSegment : selected)
        for (index, divider) in dividers.enumerated() {
            divider.frame = Rect(x: frames[index].maxX - 0.5, y: bounds.height * 0.25, width: 1, height: bounds.height * 0.5)
            divider.isHidden = index == shown || index + 1 == shown
        }
        placeIndicator(on: shown)
        updateColours()
    }

    // MARK: Touches

    open override func beginTracking(_ touch: Touch, with event: Event) -> Bool {
        press(segmentIndex(at: touch.location(in: self)))
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event) -> Bool {
        press(isTouchInside ? segmentIndex(at: touch.location(in: self)) : nil)
        return true
    }

    open override func endTracking(_ touch: Touch, with event: Event) {
        let target = isTouchInside ? segmentIndex(at: touch.location(in: self)) : nil
        pressed = nil
        guard let target, segments[target].isEnabled else { return updateSegments() }
        let changed = target != selected
        selected = target
        if let animator {
            animator.animate(withDuration: .milliseconds(250), changes: { self.layoutSubviews() })
        }
        updateSegments()
        if changed || isMomentary { sendActions(for: .valueChanged) }
        if isMomentary {
            selected = Self.noSegment
            updateSegments()
        }
    }

    open override func cancelTracking(with event: Event?) {
        pressed = nil
        updateSegments()
    }

    // MARK: Appearance

    open override func tintColorDidChange() { updateColours() }
    open override func userInterfaceStyleDidChange() { updateColours() }
    open override func stateDidChange() { alpha = isEnabled ? 1 : 0.5 }

    private final func press(_ index: Int?) {
        let next = index.flatMap { segments[$0].isEnabled ? $0 : nil }
        guard next != pressed else { return }
        pressed = next
        updateColours()
        if isMomentary { setNeedsLayout() }
    }

    /// What both public insertions do: a segment of `title` or `image` at `index` (clamped).
    private final func insertSegment(title: String?, image: Bitmap?, at index: Int, animated: Bool) {
        let segment = Segment(
            title: title, image: image, label: Label(frame: .zero, font: font),
            imageView: ImageView(image: nil))
        let position = Swift.min(Swift.max(index, 0), segments.count)
        segments.insert(segment, at: position)
        segment.label.isUserInteractionEnabled = false
        segment.label.textAlignment = .center
        segment.imageView.isUserInteractionEnabled = false
        addSubview(segment.label)
        addSubview(segment.imageView)
        if selected >= position { selected += 1 }
        segmentsDidChange(animated: animated)
    }

    private final func segmentsDidChange(animated: Bool) {
        updateSegments()
        if animated, let animator {
            animator.animate(withDuration: .milliseconds(250), changes: { self.layoutSubviews() })
        } else {
            setNeedsLayout()
        }
    }

    private final func updateSegments() {
        invalidateIntrinsicContentSize()
        for segment in segments {
            segment.label.text = segment.title ?? ""
            segment.label.isHidden = segment.title == nil
            segment.imageView.image = segment.image
            segment.imageView.isHidden = segment.image == nil
        }
        setNeedsLayout()
        updateColours()
    }

    private final func placeIndicator(on index: Int) {
        let frames = segmentFrames
        guard frames.indices.contains(index) else {
            selectionIndicator.isHidden = true
            return
        }
        selectionIndicator.isHidden = false
        selectionIndicator.frame = frames[index].insetBy(dx: 2, dy: 2)
    }

    private final func updateColours() {
        let palette = self.palette
        backgroundColor = palette.fill
        selectionIndicator.backgroundColor = selectedSegmentTintColor ?? palette.elevatedSurface
        for divider in dividers { divider.backgroundColor = palette.separator }
        for (index, segment) in segments.enumerated() {
            var colour = segment.isEnabled ? palette.label : palette.secondaryLabel
            if index == pressed && index != selected { colour = palette.secondaryLabel }
            segment.label.textColor = colour
        }
    }
}
