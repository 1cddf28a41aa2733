import TactileText

/// A control showing a title and an image that sends its action when tapped, UIKit's `UIButton`.
///
/// Title, title colour, image and background colour are set per state; a state without its own
/// value shows the `.normal` one. The button shows the values of its current `state` in
/// `titleLabel` and `imageView` (image left of title, centred) and in its `backgroundColor`,
/// and updates them as the state changes, so a press repaints only the button.
///
/// A tap sends `touchUpInside` and then `primaryActionTriggered`.
///
/// A `.system` button (`init(type:frame:)`, UIKit's `UIButton(type: .system)`) is a text button:
/// its title is drawn in the `tintColor` (the accent setting reaches it), dimmed while pressed
/// and grey when disabled, unless a state has a title colour of its own; its image is drawn as a
/// template in the tint. A `.custom` button (`init(frame:font:)`) shows only what it is given.
open class Button: Control {
    /// What a button draws by default (UIKit's `UIButton.ButtonType`).
    public enum ButtonType: Sendable {
        /// Only what the app sets: a white title on the background colours given.
        case custom
        /// A text button in the tint colour.
        case system
    }

    /// The button's type, fixed when it is made.
    public let buttonType: ButtonType

    /// The label showing the current title. Set its font and alignment here; set the text and
    /// colour per state with `setTitle(_:for:)` and `setTitleColor(_:for:)`. A new font lays the
    /// button out again (the label invalidates its intrinsic content size, which the button hears).
    public let titleLabel: Label

    /// The image view showing the current image. Set its `imageScale` for images made for a
    /// denser screen (the button then lays out again); set the image per state with
    /// `setImage(_:for:)`.
    public let imageView: ImageView

    /// Space between the content (image and title) and the edges of the button.
    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    }

    /// Space between the image and the title when both are shown, in points.
    public var imagePadding: Double = 0 {
        didSet { if imagePadding != oldValue { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    }

    private var titles = ControlStateValues<String>()
    private var titleColors = ControlStateValues<Color>()
    private var images = ControlStateValues<Bitmap>()
    private var backgroundColors = ControlStateValues<Color>()

    /// A button with the given frame whose titles are drawn in `font`. Its normal title colour
    /// is white, as for UIKit's custom buttons.
    public init(frame: Rect = .zero, font: Font = .system(size: 17, weight: .bold)) {
        buttonType = .custom
        titleLabel = Label(frame: .zero, font: font)
        imageView = ImageView(frame: .zero)
        super.init(frame: frame)
        setUpContent()
    }

    /// A button of `type`: a `.system` one's title is in the regular system font of 17 points and
    /// the tint colour.
    public init(type: ButtonType, frame: Rect = .zero, font: Font? = nil) {
        buttonType = type
        titleLabel = Label(frame: .zero, font: font ?? (type == .system ? .system(size: 17) : .system(size: 17, weight: .bold)))
        imageView = ImageView(frame: .zero)
        super.init(frame: frame)
        setUpContent()
    }

    private final func setUpContent() {
        // Touches on the content belong to the button.
        titleLabel.isUserInteractionEnabled = false
        imageView.isUserInteractionEnabled = false
        titleLabel.isHidden = true
        imageView.isHidden = true
        addSubview(imageView)
        addSubview(titleLabel)
        if buttonType == .custom { titleColors.set(.white, for: .normal) }
        if buttonType == .system { imageView.renderingMode = .alwaysTemplate }
        updateContent()
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// An item read by its current title, with the button trait (and dimmed when disabled).
    open override var standardAccessibility: StandardAccessibility {
        StandardAccessibility(isElement: true, label: currentTitle, traits: isEnabled ? .button : [.button, .notEnabled])
    }

    // MARK: Per-state values

    /// Sets the title shown in `state` (nil: the `.normal` title is shown in that state).
    public func setTitle(_ title: String?, for state: State) {
        titles.set(title, for: state)
        updateContent()
    }

    /// The title shown in `state`: its own, else the `.normal` one.
    public func title(for state: State) -> String? { titles.value(for: state) }

    /// Sets the title colour of `state` (nil: the `.normal` colour is used in that state).
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors.set(color, for: state)
        updateContent()
    }

    /// The title colour of `state`: its own, else the `.normal` one.
    public func titleColor(for state: State) -> Color? { titleColors.value(for: state) }

    /// Sets the image shown in `state` (nil: the `.normal` image is shown in that state).
    public func setImage(_ image: Bitmap?, for state: State) {
        images.set(image, for: state)
        updateContent()
    }

    /// The image shown in `state`: its own, else the `.normal` one.
    public func image(for state: State) -> Bitmap? { images.value(for: state) }

    /// Sets the background colour of `state` (nil: the `.normal` one is used in that state).
    /// Once any state has one, the button sets its `backgroundColor` from them (clear when
    /// neither the state nor `.normal` has one).
    public func setBackgroundColor(_ color: Color?, for state: State) {
        backgroundColors.set(color, for: state)
        updateContent()
    }

    /// The background colour of `state`: its own, else the `.normal` one.
    public func backgroundColor(for state: State) -> Color? { backgroundColors.value(for: state) }

    /// The title of the current state.
    public var currentTitle: String? { title(for: state) }

    /// The title colour of the current state: its own or the `.normal` one, else for a `.system`
    /// button the tint (a third as strong while highlighted, `tertiaryLabel` when disabled),
    /// else black.
    public var currentTitleColor: Color {
        if let color = titleColor(for: state) { return color }
        guard buttonType == .system else { return .black }
        if !isEnabled { return Color.tertiaryLabel.resolvedColor(with: shownStyle) }
        let tint = tintColor ?? .black
        return isHighlighted ? tint.withAlpha(UInt8(Int(tint.alpha) * 3 / 10)) : tint
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if buttonType == .system { updateContent() }
    }

    open override func userInterfaceStyleDidChange() {
        super.userInterfaceStyleDidChange()
        if buttonType == .system { updateContent() }
    }

    /// The image of the current state.
    public var currentImage: Bitmap? { image(for: state) }

    /// The background colour of the current state.
    public var currentBackgroundColor: Color? { backgroundColor(for: state) }

    open override func stateDidChange() {
        updateContent()
    }

    /// Places the image and the title (see `contentRects()`).
    open override func layoutSubviews() {
        let (image, title) = contentRects()
        imageView.frame = image
        titleLabel.frame = title
    }

    /// The button's natural size: its current image and title in full, with `imagePadding`
    /// and `contentEdgeInsets` (see `sizeThatFits()`).
    open override var intrinsicContentSize: Size { sizeThatFits() }

    /// `sizeThatFits()`: the button's natural size, whatever `size` is.
    open override func sizeThatFits(_ size: Size) -> Size { sizeThatFits() }

    /// The title label's font or the image view's scale changed: the content needs laying out
    /// again, and the button's natural size changed.
    override func subviewIntrinsicContentSizeDidChange(_ subview: View) {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// A new superview may put the button on a screen of another scale, which moves the pixel
    /// grid the content snaps to.
    open override func didMoveToSuperview() {
        setNeedsLayout()
    }

    // MARK: Showing the state

    /// Puts the current state's values into the subviews. Each setter marks only what really
    /// changed, so a state change that keeps title and image repaints just the changed colours;
    /// a change of title or image size lays the content out again.
    private final func updateContent() {
        let title = currentTitle ?? ""
        let image = currentImage
        let showsTitle = !title.isEmpty
        let oldImageSize = imageView.imageSize
        var needsLayout = titleLabel.text != title || titleLabel.isHidden == showsTitle
        titleLabel.text = title
        titleLabel.textColor = currentTitleColor
        // A system button's template image is drawn as its title: dimmed while pressed, grey
        // when disabled.
        if buttonType == .system { imageView.tintColor = currentTitleColor }
        titleLabel.isHidden = !showsTitle
        if !Button.same(imageView.image, image) {
            imageView.image = image
            if imageView.imageSize != oldImageSize { needsLayout = true }
        }
        if imageView.isHidden != (image == nil) {
            imageView.isHidden = image == nil
            needsLayout = true
        }
        if !backgroundColors.isEmpty { backgroundColor = currentBackgroundColor }
        if needsLayout { setNeedsLayout(); invalidateIntrinsicContentSize() }
    }

    /// Whether two bitmaps are the same pixels (bitmaps are views of shared storage).
    private static func same(_ a: Bitmap?, _ b: Bitmap?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.baseAddress == b.baseAddress && a.width == b.width && a.height == b.height
            && a.bytesPerRow == b.bytesPerRow && a.format == b.format
    }
}
