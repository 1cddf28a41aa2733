import TactileRaster
import TactileSystem

/// Spinning wheels of values, one per component, each coming to rest with a row in the middle
/// band: UIKit's `UIPickerView`, made a `Control` that sends `valueChanged` when a wheel settles on
/// another row (UIKit tells a delegate; one event is simpler here, and `selectedRow(inComponent:)`
/// says which). The 1401's digit wheels and the Clock's timer are pickers.
///
/// A wheel is a scroll view: dragged, it follows the finger; flung, it spins on with the scroll
/// physics' deceleration and comes to rest exactly on a row (its target is snapped to the nearest
/// row before it decelerates, so the motion ends there without a second jump). For the screen
/// reader each wheel is an adjustable item: flick up and down to turn it a row.
///
/// ```swift
/// let wheels = PickerView(frame: Rect(x: 20, y: 100, width: 180, height: 160),
///                         components: Array(repeating: (0...9).map(String.init), count: 3))
/// wheels.addAction(for: .valueChanged) { _ in print(wheels.selectedRow(inComponent: 0)) }
/// ```
open class PickerView: Control {
    /// The rows of each component, as their titles.
    public private(set) var components: [[String]]
    /// The height of a row (default 36 points).
    public var rowHeight = 36.0 {
        didSet { if rowHeight != oldValue { layoutWheels() } }
    }
    /// The font of the rows.
    public var font: Font = .system(size: 22) {
        didSet { for wheel in wheels { wheel.setFont(font) } }
    }
    /// What the screen reader calls each component ("Hours", "Minutes"); empty titles read as
    /// "Wheel 1", "Wheel 2".
    public var componentTitles: [String] = [] {
        didSet { for (index, wheel) in wheels.enumerated() { wheel.accessibilityLabel = title(ofComponent: index) } }
    }
    private final var wheels: [PickerWheel] = []
    private final let band = View()

    /// A picker of `components`, each a list of row titles (an empty component is dropped).
    public init(frame: Rect, components: [[String]]) {
        self.components = components.filter { !$0.isEmpty }
        super.init(frame: frame)
        clipsToBounds = true
        band.backgroundColor = Color(rgb: 0x78_7880, alpha: 40)
        band.isUserInteractionEnabled = false
        band.cornerRadius = 8
        addSubview(band)
        for (index, rows) in self.components.enumerated() {
            let wheel = PickerWheel(rows: rows, font: font)
            wheel.picker = self
            wheel.component = index
            wheel.accessibilityLabel = title(ofComponent: index)
            addSubview(wheel)
            wheels.append(wheel)
        }
        layoutWheels()
    }

    /// The number of components (wheels).
    public var numberOfComponents: Int { components.count }

    /// The row resting in the middle band of `component` (the one a moving wheel will rest on
    /// is not yet selected).
    public func selectedRow(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].selectedRow : 0
    }

    /// Turns `component` to `row` (clamped to its rows), with the scroll animation when
    /// `animated`. Sends no event, as in UIKit.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard wheels.indices.contains(component) else { return }
        wheels[component].select(row, animated: animated)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutWheels()
    }

    private final func layoutWheels() {
        let count = Swift.max(1, wheels.count)
        let width = bounds.width / Double(count)
        band.frame = Rect(x: 4, y: (bounds.height - rowHeight) / 2, width: Swift.max(0, bounds.width - 8), height: rowHeight)
        for (index, wheel) in wheels.enumerated() {
            wheel.frame = Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
            wheel.layout(rowHeight: rowHeight)
        }
    }

    private final func title(ofComponent index: Int) -> String {
        componentTitles.indices.contains(index) && !componentTitles[index].isEmpty ? componentTitles[index] : "Wheel \(index + 1)"
    }

    /// A wheel came to rest on another row.
    final func wheelDidSettle() {
        sendActions(for: .valueChanged)
    }

    /// A container of its wheels for the screen reader.
    open override var standardAccessibility: StandardAccessibility {
        StandardAccessibility(isElement: false)
    }
}

/// One component of a `PickerView`: a vertical scroll view of row labels whose content is set in
/// by half the view less half a row at both ends, so each row can rest in the middle.
final class PickerWheel: ScrollView, ScrollViewDelegate {
    @Unowned var picker: PickerView?
    var component = 0
    private(set) var selectedRow = 0
    private var rowHeight = 36.0
    private var labels: [Label] = []

    init(rows: [String], font: Font) {
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        for title in rows {
            let label = Label(frame: .zero, font: font)
            label.text = title
            label.textAlignment = .center
            label.isAccessibilityElement = false
            addSubview(label)
            labels.append(label)
        }
        delegate = self
    }

    func setFont(_ font: Font) { for label in labels { label.font = font } }

    func layout(rowHeight: Double) {
        self.rowHeight = rowHeight
        for (index, label) in labels.enumerated() {
            label.frame = Rect(x: 0, y: Double(index) * rowHeight, width: bounds.width, height: rowHeight)
        }
        contentSize = Size(width: bounds.width, height: Double(labels.count) * rowHeight)
        let inset = Swift.max(0, (bounds.height - rowHeight) / 2)
        contentInsetAdjustmentBehavior = .never
        contentInset = EdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        if !isDragging && !isDecelerating { contentOffset = offset(ofRow: selectedRow) }
    }

    /// The content offset that rests `row` in the middle band.
    private func offset(ofRow row: Int) -> Point {
        Point(x: 0, y: Double(row) * rowHeight - contentInset.top)
    }

    /// The row nearest the middle band for content offset `y`.
    private func row(at y: Double) -> Int {
        guard rowHeight > 0, !labels.isEmpty else { return 0 }
        let value = ((y + contentInset.top) / rowHeight).rounded()
        guard value.isFinite else { return 0 }
        return Int(Swift.min(Swift.max(value, 0), Double(labels.count - 1)))
    }

    func select(_ row: Int, animated: Bool) {
        let clamped = Swift.min(Swift.max(row, 0), Swift.max(0, labels.count - 1))
        selectedRow = clamped
        setContentOffset(offset(ofRow: clamped), animated: animated)
    }

    // MARK: ScrollViewDelegate

    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
        // Rest on a row: the deceleration ends where the row is.
        targetContentOffset = offset(ofRow: row(at: targetContentOffset.y))
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { settle() }

    private func settle() {
        let row = row(at: contentOffset.y)
        if contentOffset != offset(ofRow: row) { setContentOffset(offset(ofRow: row), animated: true) }
        guard row != selectedRow else { return }
        selectedRow = row
        picker?.wheelDidSettle()
    }

    // MARK: Accessibility

    override var standardAccessibility: StandardAccessibility {
        StandardAccessibility(
            isElement: true, value: labels.indices.contains(selectedRow) ? labels[selectedRow].text : "",
            traits: .adjustable)
    }

    override func accessibilityIncrement() { step(by: 1) }
    override func accessibilityDecrement() { step(by: -1) }

    private func step(by rows: Int) {
        let target = Swift.min(Swift.max(selectedRow + rows, 0), Swift.max(0, labels.count - 1))
        guard target != selectedRow else { return }
        select(target, animated: true)
        picker?.wheelDidSettle()
    }
}
