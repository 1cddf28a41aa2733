/// One item of a tab bar: its image above its title, in the bar's tint colour when selected and
/// grey otherwise.
final class TabBarButton: Control {
    let imageView = ImageView(frame: .zero)
    let titleLabel = Label(font: .system(size: 10))
    var selectedColor: Color = .black { didSet { updateColors() } }
    var normalColor: Color = .black { didSet { updateColors() } }

    /// A tab: a button named with its title, "selected" when it is.
    override var standardAccessibility: StandardAccessibility {
        StandardAccessibility(isElement: true, label: titleLabel.text, traits: isSelected ? [.button, .selected] : .button)
    }

    init(item: TabBarItem) {
        super.init(frame: .zero)
        imageView.isUserInteractionEnabled = false
        imageView.contentMode = .center
        titleLabel.isUserInteractionEnabled = false
        titleLabel.textAlignment = .center
        addSubview(imageView)
        addSubview(titleLabel)
        show(item)
    }

    func show(_ item: TabBarItem) {
        titleLabel.text = item.title ?? ""
        imageView.image = item.image
        imageView.isHidden = item.image == nil
        setNeedsLayout()
    }

    override func stateDidChange() {
        updateColors()
    }

    private func updateColors() {
        var color = isSelected ? selectedColor : normalColor
        if isHighlighted { color = color.withAlpha(120) }
        titleLabel.textColor = color
    }

    /// The image centred in the top part, the title along the bottom; a title alone is centred.
    override func layoutSubviews() {
        let w = bounds.width, h = bounds.height
        if imageView.isHidden {
            titleLabel.frame = Rect(x: 0, y: 0, width: w, height: h)
        } else {
            titleLabel.frame = Rect(x: 0, y: h - 18, width: w, height: 14)
            imageView.frame = Rect(x: 0, y: 4, width: w, height: Swift.max(0, h - 24))
        }
    }
}
