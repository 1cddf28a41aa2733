/// One row of a `ListView` (UIKit's `UITableViewCell`): a title, a detail line, an optional
/// image and accessory, highlighted while pressed and selected when tapped. Cells are reused:
/// the list hands a cell that scrolled away to the next row (`prepareForReuse()` first).
open class ListCell: View {
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
    /// A view at the trailing edge (a switch, a chevron…), laid out at its own size.
    public var accessoryView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { content.addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// The row's content: swiping the row moves it to reveal the actions behind.
    public let content = View()
    /// The colour behind a highlighted or selected row: UIKit's grey of the style until set.
    public var highlightColor: Color {
        get { highlightColorValue.color }
        set { highlightColorValue.set(newValue); updateBackground() }
    }
    private final var highlightColorValue = StyledValue(.highlight)
    /// The colour of the line under the row (nil for none): UIKit's separator grey of the style
    /// until set.
    public var separatorColor: Color? {
        get { showsSeparator ? separatorColorValue.color : nil }
        set {
            showsSeparator = newValue != nil
            if let newValue { separatorColorValue.set(newValue) }
            setNeedsLayout()
        }
    }
    private final var separatorColorValue = StyledValue(.separator)
    private final var showsSeparator = true

    /// Whether a finger is down on the row.
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateBackground() } }
    }
    /// Whether the row is the list's selection.
    public var isSelected = false {
        didSet { if isSelected != oldValue { updateBackground() } }
    }

    let separator = View()
    /// The list the cell is in, for touches. Not retained.
    unowned(unsafe) var listView: ListView?

    /// A cell for `reuseIdentifier`.
    public init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        backgroundStyle = .background
        content.backgroundStyle = .background
        addSubview(content)
        detailTextLabel.followTextStyle(.detail)
        content.addSubview(imageView)
        content.addSubview(textLabel)
        content.addSubview(detailTextLabel)
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
        var x = 16.0
        if imageView.image != nil {
            let side = Swift.max(0, size.height - 12)
            imageView.isHidden = false
            imageView.frame = Rect(x: x, y: 6, width: side, height: side)
            x += side + 12
        } else {
            imageView.isHidden = true
        }
        var trailing = size.width - 16
        if let accessoryView {
            let accessory = accessoryView.bounds.size
            accessoryView.frame = Rect(x: trailing - accessory.width, y: ((size.height - accessory.height) / 2).rounded(),
                                       width: accessory.width, height: accessory.height)
            trailing -= accessory.width + 12
        }
        let width = Swift.max(0, trailing - x)
        if detailTextLabel.text.isEmpty {
            detailTextLabel.isHidden = true
            textLabel.frame = Rect(x: x, y: 0, width: width, height: size.height)
        } else {
            detailTextLabel.isHidden = false
            textLabel.frame = Rect(x: x, y: size.height / 2 - 20, width: width, height: 22)
            detailTextLabel.frame = Rect(x: x, y: size.height / 2 + 2, width: width, height: 18)
        }
        separator.isHidden = separatorColor == nil
        separator.backgroundColor = separatorColor
        updateBackground()
        separator.frame = Rect(x: 16, y: size.height - 0.5, width: size.width - 16, height: 0.5)
    }

    /// The content shows the highlight while pressed or selected, else the cell's own background
    /// (the style's, or the one the app set).
    final func updateBackground() {
        if isHighlighted || isSelected {
            content.backgroundColor = highlightColor
        } else if let style = backgroundStyle {
            content.backgroundStyle = style
        } else {
            content.backgroundColor = backgroundColor
        }
    }

    open override func userInterfaceStyleDidChange() {
        super.userInterfaceStyleDidChange()
        let highlight = highlightColorValue.update(for: shownStyle)
        if separatorColorValue.update(for: shownStyle) { setNeedsLayout() }
        if highlight || backgroundStyle == nil { updateBackground() }
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
