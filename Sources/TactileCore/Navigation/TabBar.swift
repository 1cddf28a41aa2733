/// The bar along the bottom of a `TabBarController` (UIKit's `UITabBar`): one button per item,
/// side by side in equal widths, the selected one in the tint colour.
open class TabBar: View {
    /// For the reader a container of its tabs.
    open override var standardAccessibility: StandardAccessibility {
        StandardAccessibility(isContainer: true, containerTitle: "Tab bar")
    }

    /// The standard height, 49 pt.
    public static let defaultHeight = 49.0

    /// The items, left to right.
    public private(set) var items: [TabBarItem] = []

    /// The item shown as selected.
    public private(set) var selectedItem: TabBarItem?

    /// The selected item takes the inherited `tintColor` (View+Appearance.swift).
    open override func tintColorDidChange() { restyle() }

    /// The colour of the other items.
    public var unselectedItemTintColor = Color(rgb: 0x8E_8E93) { didSet { restyle() } }

    /// The hairline along the top edge.
    public let separator = View()

    var buttons: [TabBarButton] = []

    /// Run with the index of an item the user tapped.
    var onSelect: ((Int) -> Void)?

    /// A bar of `frame` with no items, in the palette's bar colour (light grey, or near black in
    /// dark mode).
    public override init(frame: Rect) {
        super.init(frame: frame)
        BarChrome.install(in: self, separator: separator)
    }

    /// The background and separator take the palette of the new style.
    open override func userInterfaceStyleDidChange() { BarChrome.applyColors(to: self, separator: separator) }

    deinit {
        for item in items { item.changed = nil }
    }

    /// Replaces the items (the selection is kept when its item stays).
    public func setItems(_ newItems: [TabBarItem]) {
        for item in items { item.changed = nil }
        for button in buttons { button.removeFromSuperview() }
        items = newItems
        buttons = []
        for (index, item) in newItems.enumerated() {
            let button = TabBarButton(item: item)
            button.addAction(for: .touchUpInside, target: self) { owner, _ in owner.onSelect?(index) }
            item.changed = { [button = Unowned(button), item = Unowned(item)] in button.object.show(item.object) }
            buttons.append(button)
            addSubview(button)
        }
        if let selected = selectedItem, !newItems.contains(where: { $0 === selected }) { selectedItem = nil }
        restyle()
        setNeedsLayout()
    }

    /// Shows `item` (one of `items`) as selected; nil selects none.
    public func select(_ item: TabBarItem?) {
        selectedItem = item
        restyle()
    }

    private final func restyle() {
        for (index, button) in buttons.enumerated() {
            button.selectedColor = tintColor
            button.normalColor = unselectedItemTintColor
            button.isSelected = items[index] === selectedItem
        }
    }

    open override func layoutSubviews() {
        separator.frame = BarChrome.separatorFrame(in: self, atBottom: false)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / Double(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
        }
    }
}
