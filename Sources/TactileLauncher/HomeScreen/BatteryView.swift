import TactileCore
import TactilePlatform
import TactileRaster

/// The status bar's battery: the charge in percent, then a small battery outline filled to
/// the level (green while charging). Built of plain views, so a change of level moves one
/// rectangle.
open class BatteryView: View {
    /// The size of the battery outline (without its nub).
    public static let bodySize = Size(width: 22, height: 11)

    /// One item for the reader: "Battery, 80 %, charging".
    open override var standardAccessibility: StandardAccessibility {
        guard let battery else { return StandardAccessibility() }
        return StandardAccessibility(
            isElement: true, label: "Battery",
            value: "\(battery.level) %" + (battery.isCharging ? ", charging" : ""))
    }

    /// The battery shown; nil hides nothing by itself (the status bar hides the view).
    public var battery: PowerSupply.Battery? {
        didSet { if battery != oldValue { batteryDidChange() } }
    }

    /// The colour of the outline, text and fill.
    public var contentColor: Color = .white {
        didSet { if contentColor != oldValue { colorsDidChange() } }
    }

    /// "NN%".
    public let percentLabel = Label(frame: .zero, font: .system(size: 12))
    private let body = View(frame: .zero)
    private let nub = View(frame: .zero)
    private let fill = View(frame: .zero)

    public override init(frame: Rect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        percentLabel.textAlignment = .trailing
        body.borderWidth = 1
        body.cornerRadius = 3
        nub.cornerRadius = 1
        addSubview(percentLabel)
        addSubview(body)
        addSubview(nub)
        addSubview(fill)
        colorsDidChange()
        batteryDidChange()
    }

    /// The text's width for "100%" plus the outline and nub.
    open override var intrinsicContentSize: Size {
        Size(width: 36 + 4 + BatteryView.bodySize.width + 2, height: BatteryView.bodySize.height)
    }

    open override func layoutSubviews() {
        let size = BatteryView.bodySize
        let bodyFrame = Rect(
            x: bounds.maxX - size.width - 2, y: (bounds.midY - size.height / 2).rounded(),
            width: size.width, height: size.height)
        body.frame = bodyFrame
        nub.frame = Rect(x: bodyFrame.maxX, y: bodyFrame.midY - 2, width: 2, height: 4)
        let level = Double(battery?.level ?? 0) / 100
        fill.frame = Rect(
            x: bodyFrame.minX + 2, y: bodyFrame.minY + 2, width: ((size.width - 4) * level).rounded(),
            height: size.height - 4)
        percentLabel.frame = Rect(
            x: bounds.minX, y: bounds.minY, width: Swift.max(0, bodyFrame.minX - 4 - bounds.minX),
            height: bounds.height)
    }

    private final func batteryDidChange() {
        percentLabel.text = battery.map { String($0.level) + "%" } ?? ""
        colorsDidChange()
        setNeedsLayout()
    }

    private final func colorsDidChange() {
        percentLabel.textColor = contentColor
        body.borderColor = contentColor
        nub.backgroundColor = contentColor
        fill.backgroundColor = battery?.isCharging == true ? Color(rgb: 0x34C759) : contentColor
    }
}
