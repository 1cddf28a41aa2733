/// One row of a `ListView` (UIKit's `UITableViewCell`): a title, a detail (under it, or as a
/// value at the trailing edge, by `style`), an optional image, and an accessory (a view of the
/// app's, or a standard chevron or checkmark), highlighted while pressed and selected when
/// tapped. Cells are reused: the list hands a cell that scrolled away to the next row
/// (`prepareForReuse()` first).
open class ListCell: View {
    /// A row is one item: its text, then its detail as the value. A row whose accessory is one
    /// item itself (a switch, a slider, a stepper) is that control named by the row's text, as
    /// iOS's Settings rows read: its value and traits, and activating or adjusting the row acts
    /// on the control. An accessory that is a container (a segmented control) is read on its own
    /// after the row's text.
    open override var standardAccessibility: StandardAccessibility {
        guard !textLabel.text.isEmpty else { return StandardAccessibility() }
        if let control = accessoryView {
            if control.isAccessibilityContainer { return StandardAccessibility() }
            if control.isAccessibilityElement {
                return StandardAccessibility(
                    isElement: true, label: textLabel.text, value: control.accessibilityValue,
                    traits: control.accessibilityTraits)
            }
        }
        let detail = detailTextLabel.isHidden || detailTextLabel.text.isEmpty ? nil : detailTextLabel.text
        return StandardAccessibility(isElement: true, label: textLabel.text, value: detail)
    }

    /// The accessory's activation when it is read with the row (a switch toggles).
    open override func accessibilityActivate() -> Bool {
        guard let control = accessoryView, control.isAccessibilityElement else { return false }
        return control.accessibilityActivate()
    }

    open override func accessibilityIncrement() { accessoryView?.accessibilityIncrement() }

    open override func accessibilityDecrement() { accessoryView?.accessibilityDecrement() }

    /// Where the title and the detail go.
    public let style: Style
    /// The identifier it was dequeued with.
    public internal(set) var reuseIdentifier: String
    /// The row it shows now (nil while in the reuse pool).
    public internal(set) var indexPath: IndexPath?
    /// The main line.
    public let textLabel = Label()
    /// A second, smaller line under the main one (hidden while empty).
    public let detailTextLabel = Label(font: .system(size: 13))
    /// An image at the leading edge (hidden while nil).
    public let imageView = ImageView()
    /// A view at the trailing edge (a switch, a label…), laid out at its own size; it replaces
    /// `accessoryType`'s mark.
    open var accessoryView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { content.addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// The standard mark at the trailing edge when there is no `accessoryView`: none (the
    /// default), a disclosure chevron, or a checkmark.
    open var accessoryType: AccessoryType {
        get { accessoryMark.type }
        set { accessoryMark.type = newValue; setNeedsLayout() }
    }
    private let accessoryMark = ListAccessoryMark(frame: .zero)
    /// The row's content: swiping the row moves it to reveal the actions behind.
    public let content = View()
    /// The colour behind a highlighted or selected row: UIKit's grey of the style until set.
    open var highlightColor: Color {
        get { highlightColorValue.given }
        set { highlightColorValue.set(newValue, shown: shownStyle); updateBackground() }
    }
    private final var highlightColorValue = StyledValue(.systemGray4)
    /// The colour of the line under the row (nil for none): UIKit's separator grey of the style
    /// until set.
    open var separatorColor: Color? {
        get { showsSeparator ? separatorColorValue.given : nil }
        set {
            showsSeparator = newValue != nil
            if let newValue { separatorColorValue.set(newValue, shown: shownStyle) }
            setNeedsLayout()
        }
    }
    private final var separatorColorValue = StyledValue(.opaqueSeparator)
    private final var showsSeparator = true

    /// Whether a finger is down on the row.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateBackground() } }
    }
    /// Whether the row is the list's selection.
    open var isSelected = false {
        didSet { if isSelected != oldValue { updateBackground() } }
    }

    let separator = View()
    /// The list the cell is in, for touches. Not retained.
    @Unowned final var listView: ListView?

    /// A cell of `style` (the detail under the title by default) for `reuseIdentifier`.
    public init(style: Style = .subtitle, reuseIdentifier: String) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        content.backgroundColor = .systemBackground
        addSubview(content)
        detailTextLabel.textColor = .detailText
        content.addSubview(imageView)
        content.addSubview(textLabel)
        content.addSubview(detailTextLabel)
        content.addSubview(accessoryMark)
        if style == .value1 {
            detailTextLabel.font = textLabel.font
            detailTextLabel.textAlignment = .trailing
        }
        separator.isUserInteractionEnabled = false
        addSubview(separator)
    }

    /// Called before the cell shows another row: reset what a row set. Call `super`.
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
        content.center = Point(x: bounds.width / 2, y: bounds.height / 2)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        content.frame = Rect(x: content.frame.minX, y: 0, width: size.width, height: size.height)
        let column = textColumn(width: size.width, height: size.height)
        imageView.isHidden = imageView.image == nil
        if imageView.image != nil {
            let side = Swift.max(0, size.height - 12)
            imageView.frame = Rect(x: 16, y: 6, width: side, height: side)
        }
        accessoryMark.isHidden = accessoryView != nil || accessoryType == .none
        if let accessoryView, stacksAccessory(atWidth: size.width),
            size.height >= accessoryView.bounds.height + 2 * ListCell.stackedSpacing + 22
        {
            // Under the text, from the text's leading edge, the text in the room above it.
            let accessory = accessoryView.bounds.size
            let x = textColumn(width: size.width, height: size.height).x
            // Its own size: the row is at least that wide, or the text would have room beside it.
            accessoryView.frame = Rect(
                x: x, y: size.height - accessory.height - ListCell.stackedSpacing,
                width: accessory.width, height: accessory.height)
            layoutText(x: x, width: Swift.max(0, size.width - x - 16), height: size.height - accessory.height - ListCell.stackedSpacing)
            finishLayout(size)
            return
        }
        if let accessory = accessorySize {
            let frame = Rect(
                x: size.width - 16 - accessory.width, y: ((size.height - accessory.height) / 2).rounded(),
                width: accessory.width, height: accessory.height)
            if let accessoryView { accessoryView.frame = frame } else { accessoryMark.frame = frame }
        }
        layoutText(x: column.x, width: column.width, height: size.height)
        finishLayout(size)
    }

    /// The separator and the background, after the content's layout.
    private final func finishLayout(_ size: Size) {
        separator.isHidden = separatorColor == nil
        separator.backgroundColor = separatorColor
        updateBackground()
        separator.frame = Rect(x: 16, y: size.height - 0.5, width: size.width - 16, height: 0.5)
    }

    /// The least width the text keeps beside an accessory view: a row narrower than that (a
    /// segmented control on a 320-point screen) shows the accessory under its text, when the
    /// row is tall enough (`preferredHeight(forWidth:)` makes self-sizing rows so).
    public static let minimumTextWidth = 120.0

    /// The room above and below an accessory shown under the text.
    static let stackedSpacing = 10.0

    /// Whether the accessory view goes under the text in a row `width` wide.
    public func stacksAccessory(atWidth width: Double) -> Bool {
        guard accessoryView != nil else { return false }
        return textColumn(width: width, height: 44).width < ListCell.minimumTextWidth
    }

    /// The size of what stands at the trailing edge: the accessory view, else the standard mark,
    /// else nothing.
    private final var accessorySize: Size? {
        accessoryView?.bounds.size ?? (accessoryType == .none ? nil : ListAccessoryMark.size)
    }

    /// Where the text goes in a row `width` wide and `height` high: after the image (a square of
    /// the row's height less 12, and 12 of room) and 16 from the leading edge, before the
    /// accessory (and 12 of room) and 16 from the trailing edge.
    private final func textColumn(width: Double, height: Double) -> (x: Double, width: Double) {
        var x = 16.0
        if imageView.image != nil { x += Swift.max(0, height - 12) + 12 }
        var trailing = width - 16
        if let accessory = accessorySize { trailing -= accessory.width + 12 }
        return (x, Swift.max(0, trailing - x))
    }

    /// Places the title and the detail in the `width` points from `x`, by `style`.
    private final func layoutText(x: Double, width: Double, height: Double) {
        let hasDetail = style != .default && !detailTextLabel.text.isEmpty
        detailTextLabel.isHidden = !hasDetail
        guard hasDetail else {
            textLabel.frame = Rect(x: x, y: 0, width: width, height: height)
            return
        }
        switch style {
        case .value1:
            // The value takes what it needs, up to half the row; the title the rest.
            let value = Swift.min(width / 2, detailTextLabel.sizeThatFits(Size(width: width / 2, height: height)).width)
            detailTextLabel.frame = Rect(x: x + width - value, y: 0, width: value, height: height)
            textLabel.frame = Rect(x: x, y: 0, width: Swift.max(0, width - value - 8), height: height)
        default:
            let title = textHeight(textLabel, width: width, lineHeight: 22)
            let detail = textHeight(detailTextLabel, width: width, lineHeight: 18)
            let top = height / 2 - (title + detail) / 2
            textLabel.frame = Rect(x: x, y: top, width: width, height: title)
            detailTextLabel.frame = Rect(x: x, y: top + title, width: width, height: detail)
        }
    }

    /// The height `label` takes at `width`: one line of `lineHeight`, or its lines when it has
    /// more than one (`numberOfLines` other than 1).
    private final func textHeight(_ label: Label, width: Double, lineHeight: Double) -> Double {
        guard label.numberOfLines != 1 else { return lineHeight }
        return Swift.max(lineHeight, label.sizeThatFits(Size(width: width, height: .infinity)).height.rounded(.up))
    }

    /// The height the row needs at `width` to show all its text (at least 44 points), for
    /// self-sizing rows (`ListView.automaticDimension`): its labels with more than one line
    /// (`numberOfLines`) grow it. Override for content of your own.
    open func preferredHeight(forWidth width: Double) -> Double {
        // An image takes the room it has in a 44 pt row: the text wraps at its width there.
        let textWidth = textColumn(width: width, height: 44).width
        var text = textHeight(textLabel, width: textWidth, lineHeight: 22)
        if stacksAccessory(atWidth: width), let accessory = accessoryView?.bounds.size {
            let column = textColumn(width: width, height: 44).x
            let wide = Swift.max(0, width - column - 16)
            text = textHeight(textLabel, width: wide, lineHeight: 22)
            if style == .subtitle && !detailTextLabel.text.isEmpty {
                text += textHeight(detailTextLabel, width: wide, lineHeight: 18)
            }
            return text + 22 + accessory.height + ListCell.stackedSpacing
        }
        if style == .subtitle && !detailTextLabel.text.isEmpty {
            text += textHeight(detailTextLabel, width: textWidth, lineHeight: 18)
        }
        return Swift.max(44, text + 22)
    }

    /// The content shows the highlight while pressed or selected, else the cell's own background
    /// (the style's, or the one the app set).
    final func updateBackground() {
        if isHighlighted || isSelected {
            content.backgroundColor = highlightColor
        } else if let dynamic = dynamicBackgroundColor {
            content.backgroundColor = dynamic
        } else {
            content.backgroundColor = backgroundColor
        }
    }

    open override func userInterfaceStyleDidChange() {
        super.userInterfaceStyleDidChange()
        let highlight = highlightColorValue.update(for: shownStyle)
        if separatorColorValue.update(for: shownStyle) { setNeedsLayout() }
        if highlight || dynamicBackgroundColor == nil { updateBackground() }
    }

    // MARK: Touches: highlight while pressed, select on lift (the list delays touches that may
    // scroll, so a drag never highlights a row).

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        isHighlighted = true
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {}

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        isHighlighted = false
        guard let touch = touches.first, bounds.contains(touch.location(in: self)), let indexPath else { return }
        listView?.didTap(indexPath)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        isHighlighted = false
    }
}
