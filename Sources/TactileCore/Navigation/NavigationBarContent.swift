/// What a navigation bar shows for its top item: the back button (or the left bar buttons), the
/// title and the right bar buttons. During a transition the bar holds two, the old one fading
/// out as the new one fades in.
final class NavigationBarContent: View {
    let item: NavigationItem
    /// The title of the item below, for the back button; nil when there is no back button.
    let backCandidate: String?
    let titleLabel: Label
    let backButton: Button?
    let chevron: ChevronView?
    let leftButtons: [Button]
    let rightButtons: [Button]
    /// The title the back button shows after the last layout ("Back" when the candidate does
    /// not fit).
    var backTitle: String? { backButton?.title(for: .normal) }

    static let margin = 8.0
    static let spacing = 6.0
    static let chevronWidth = 12.0
    static let buttonPadding = 8.0
    static let fallbackBackTitle = "Back"

    init(item: NavigationItem, backItem: NavigationItem?, bar: NavigationBar) {
        self.item = item
        titleLabel = Label(font: bar.titleFont)
        titleLabel.text = item.title ?? ""
        titleLabel.textColor = bar.titleColor ?? bar.palette.label
        titleLabel.textAlignment = .center
        leftButtons = item.leftBarButtonItems.map { NavigationBarContent.makeButton(for: $0, bar: bar) }
        rightButtons = item.rightBarButtonItems.map { NavigationBarContent.makeButton(for: $0, bar: bar) }
        if let backItem, !item.hidesBackButton, item.leftBarButtonItems.isEmpty {
            let title = backItem.backButtonTitle ?? backItem.title ?? ""
            backCandidate = title.isEmpty ? NavigationBarContent.fallbackBackTitle : title
            let button = Button(font: bar.buttonFont)
            button.setTitle(backCandidate, for: .normal)
            NavigationBarContent.style(button, bar: bar)
            button.contentHorizontalAlignment = .left
            button.contentEdgeInsets = EdgeInsets(top: 0, left: NavigationBarContent.chevronWidth + 4, bottom: 0, right: 0)
            let chevron = ChevronView(
                frame: Rect(x: 0, y: 0, width: NavigationBarContent.chevronWidth, height: 22),
                direction: .left, style: .backButton, color: bar.tintColor)
            button.addSubview(chevron)
            button.addAction(for: .touchUpInside) { [bar = Unowned(bar)] _ in bar.object.onBack?() }
            backButton = button
            self.chevron = chevron
        } else {
            backCandidate = nil
            backButton = nil
            chevron = nil
        }
        super.init(frame: bar.bounds)
        isOpaque = false
        if let backButton { addSubview(backButton) }
        for button in leftButtons { addSubview(button) }
        addSubview(titleLabel)
        for button in rightButtons { addSubview(button) }
    }

    private static func style(_ button: Button, bar: NavigationBar) {
        button.setTitleColor(bar.tintColor, for: .normal)
        button.setTitleColor(bar.tintColor.withAlpha(80), for: .highlighted)
        button.setTitleColor(Color(rgb: 0x8E_8E93, alpha: 160), for: .disabled)
    }

    private static func makeButton(for item: BarButtonItem, bar: NavigationBar) -> Button {
        let button = Button(font: bar.buttonFont)
        if let image = item.image {
            button.setImage(image, for: .normal)
        } else {
            button.setTitle(item.title, for: .normal)
        }
        style(button, bar: bar)
        button.isEnabled = item.isEnabled
        button.contentEdgeInsets = EdgeInsets(top: 0, left: buttonPadding, bottom: 0, right: buttonPadding)
        // The item is held by its navigation item; the button by this content.
        button.addAction(for: .touchUpInside) { [item = Unowned(item)] _ in item.object.action?(item.object) }
        return button
    }

    /// How far left the title moves to stand where a back button's title begins (a push moves
    /// it there as the screen leaves; a pop brings it back from there).
    var titleTravelToBack: Double {
        // From the centre and bounds: the frame would include the slide's own transform.
        let minX = titleLabel.center.x - titleLabel.bounds.width / 2
        return Swift.max(0, minX - (NavigationBarContent.margin + NavigationBarContent.chevronWidth + 4))
    }

    /// Left to right: the back button (or left buttons) from the leading margin, the right
    /// buttons from the trailing margin, and the title centred on the bar when it fits between
    /// them, else between them. A back title that does not fit left of the centred title gives
    /// way to "Back".
    override func layoutSubviews() {
        let width = bounds.width, height = bounds.height
        let margin = NavigationBarContent.margin, spacing = NavigationBarContent.spacing
        var right = width - margin
        // Whole points: a text's width in pixels, divided by the scale, would place the buttons
        // a fraction apart on panels of different density.
        for button in rightButtons {
            let w = Swift.min(button.sizeThatFits().width.rounded(.up), width / 3)
            right -= w
            button.frame = Rect(x: right, y: 0, width: w, height: height)
            right -= spacing
        }
        let titleWidth = Swift.min(titleLabel.sizeThatFits().width.rounded(.up), Swift.max(0, width - 2 * margin))
        var left = margin
        if let backButton, let backCandidate {
            // The space left of a centred title.
            let room = (width - titleWidth) / 2 - spacing - margin
            backButton.setTitle(backCandidate, for: .normal)
            if backButton.sizeThatFits().width > room { backButton.setTitle(NavigationBarContent.fallbackBackTitle, for: .normal) }
            let w = Swift.min(backButton.sizeThatFits().width.rounded(.up), Swift.max(0, width / 2 - margin))
            backButton.frame = Rect(x: margin, y: 0, width: w, height: height)
            chevron?.frame = Rect(x: 0, y: (height - 22) / 2, width: NavigationBarContent.chevronWidth, height: 22)
            left = margin + w + spacing
        }
        for button in leftButtons {
            let w = Swift.min(button.sizeThatFits().width.rounded(.up), width / 3)
            button.frame = Rect(x: left, y: 0, width: w, height: height)
            left += w + spacing
        }
        let available = Swift.max(0, right - left)
        let shown = Swift.min(titleWidth, available)
        var x = (width - shown) / 2
        if x < left { x = left }
        if x + shown > right { x = right - shown }
        titleLabel.frame = Rect(x: x, y: 0, width: shown, height: height)
    }
}
