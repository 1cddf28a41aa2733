import TactileCore
import TactileRaster

/// An application's icon with its name below, as on a home screen: the picture with rounded
/// corners (or a placeholder: a coloured rounded square with the name's first letter), dimmed
/// while a finger is on it; a tap (a lift inside) calls `onTap`.
///
/// The icon and name take `intrinsicContentSize` and sit centred in bounds of any larger
/// size (a grid cell); `iconFrame` says where the picture is.
open class AppIconView: Control {
    /// The side of the icon picture by default.
    public static let defaultIconSide = 60.0
    /// The space between the picture and the name.
    public static let nameSpacing = 6.0
    /// Colours of the placeholders, chosen by the name so an app keeps its colour.
    static let placeholderColors: [Color] = [
        Color(rgb: 0x3B7DD8), Color(rgb: 0x34A853), Color(rgb: 0xE8710A),
        Color(rgb: 0xA142F4), Color(rgb: 0xD93025), Color(rgb: 0x129EAF)
    ]

    /// The item shown.
    public var item: LauncherItem {
        didSet { itemDidChange() }
    }

    /// The side of the square picture, in points (not finite or negative: 0).
    public var iconSide: Double = AppIconView.defaultIconSide {
        didSet { if iconSide != oldValue { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    }

    /// Whether the name shows under the picture (the app strip may hide it).
    public var showsName = true {
        didSet {
            guard showsName != oldValue else { return }
            nameLabel.isHidden = !showsName
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// An app icon is a button named for its app.
    open override var standardAccessibility: StandardAccessibility {
        StandardAccessibility(isElement: true, label: item.name, traits: .button)
    }

    /// Called with the item when the icon is tapped.
    public var onTap: ((LauncherItem) -> Void)?

    /// The picture (with rounded corners, clipped).
    public let imageView = ImageView(frame: .zero)
    /// The name under the picture.
    public let nameLabel = Label(frame: .zero, font: .system(size: 12))
    /// The placeholder's letter, over the picture's background when the item has no icon.
    let letterLabel = Label(frame: .zero, font: .system(size: 28, weight: .bold))
    /// The shade over the picture while the icon is highlighted.
    let dimmingView = View(frame: .zero)

    /// An icon view showing `item`.
    public init(item: LauncherItem, frame: Rect = .zero) {
        self.item = item
        super.init(frame: frame)
        isOpaque = false
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.isUserInteractionEnabled = false
        letterLabel.textAlignment = .center
        letterLabel.textColor = .white
        letterLabel.isUserInteractionEnabled = false
        nameLabel.textAlignment = .center
        nameLabel.textColor = .white
        nameLabel.isUserInteractionEnabled = false
        dimmingView.backgroundColor = Color.black.withAlpha(90)
        dimmingView.isHidden = true
        dimmingView.isUserInteractionEnabled = false
        addSubview(imageView)
        addSubview(letterLabel)
        addSubview(dimmingView)
        addSubview(nameLabel)
        addAction(for: .touchUpInside) { control in
            guard let icon = control as? AppIconView else { return }
            icon.onTap?(icon.item)
        }
        itemDidChange()
    }

    /// The picture's side, made safe.
    private final var side: Double { iconSide.isFinite ? Swift.max(0, iconSide) : 0 }

    /// The height of one line of the name, in points.
    private final var nameHeight: Double {
        guard showsName else { return 0 }
        let font = nameLabel.font
        return (font.lineHeight / Swift.max(font.scale, 1)).rounded(.up)
    }

    /// The picture's side by the picture and the name under it (the name as wide as the
    /// picture plus 20 pt: longer names are truncated).
    open override var intrinsicContentSize: Size {
        let height = showsName ? side + AppIconView.nameSpacing + nameHeight : side
        return Size(width: side + 20, height: height)
    }

    /// Where the picture is, in bounds coordinates: centred horizontally, the picture and name
    /// together centred vertically.
    public var iconFrame: Rect {
        let content = intrinsicContentSize
        let x = bounds.midX - side / 2
        let y = bounds.midY - content.height / 2
        return Rect(x: x, y: y, width: side, height: side)
    }

    open override func layoutSubviews() {
        let icon = iconFrame
        imageView.frame = icon
        imageView.cornerRadius = side * 0.22
        dimmingView.frame = icon
        dimmingView.cornerRadius = side * 0.22
        let letterSize = Swift.max(1, (side * 0.45).rounded())
        if letterLabel.font.pointSize != letterSize { letterLabel.font = .system(size: letterSize, weight: .bold) }
        let letterHeight = (letterLabel.font.lineHeight / Swift.max(letterLabel.font.scale, 1)).rounded(.up)
        letterLabel.frame = Rect(x: icon.minX, y: icon.midY - letterHeight / 2, width: icon.width, height: letterHeight)
        let nameWidth = Swift.max(bounds.width, side + 20)
        nameLabel.frame = Rect(
            x: bounds.midX - nameWidth / 2, y: icon.maxY + AppIconView.nameSpacing,
            width: nameWidth, height: nameHeight)
    }

    open override func stateDidChange() {
        dimmingView.isHidden = !isHighlighted
    }

    private final func itemDidChange() {
        imageView.image = item.icon
        nameLabel.text = item.name
        if item.icon == nil {
            imageView.backgroundColor = AppIconView.placeholderColor(for: item.name)
            letterLabel.text = AppIconView.initial(of: item.name)
            letterLabel.isHidden = false
        } else {
            imageView.backgroundColor = nil
            letterLabel.isHidden = true
        }
    }

    /// The placeholder colour of `name`: the same name always gets the same colour.
    static func placeholderColor(for name: String) -> Color {
        var sum = 0
        for byte in name.utf8 { sum = (sum &* 31 &+ Int(byte)) & 0xFFFF }
        return placeholderColors[sum % placeholderColors.count]
    }

    /// The first letter of `name`, upper case for ASCII letters; "?" for an empty name.
    static func initial(of name: String) -> String {
        guard var scalar = name.unicodeScalars.first else { return "?" }
        if scalar.value >= 0x61 && scalar.value <= 0x7A, let upper = Unicode.Scalar(scalar.value - 32) { scalar = upper }
        var text = ""
        text.unicodeScalars.append(scalar)
        return text
    }
}
