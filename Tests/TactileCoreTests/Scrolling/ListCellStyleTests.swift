import TactileRaster
import TactileTestSupport
import TactileText
import Testing

@testable import TactileCore

/// A settings screen's rows: a value row, a checkmark row, a row whose title wraps, a row with a
/// switch; one titled section.
private final class SettingsRows: ListViewDataSource, ListViewDelegate {
    var headersShown: [Int] = []
    let longText = String(repeating: "A long explanation that wraps ", count: 6)

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 4 }
    func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "value")
        cell.textLabel.numberOfLines = indexPath.row == 2 ? 0 : 1
        cell.textLabel.text = indexPath.row == 2 ? longText : "Row \(indexPath.row)"
        cell.detailTextLabel.text = indexPath.row == 0 ? "Home" : ""
        cell.accessoryType = indexPath.row == 1 ? .checkmark : .disclosureIndicator
        return cell
    }
    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { "Network" }
    func listView(_ listView: ListView, willDisplayHeaderView header: ListSectionHeader, forSection section: Int) {
        headersShown.append(section)
        header.backgroundColor = Color(rgb: 0x11_2233)
        header.textLabel.textColor = Color(rgb: 0xFF_CC00)
    }
}

/// A cell whose highlight an app overrides (the style properties are open).
private final class BlueHighlightCell: ListCell {
    override var highlightColor: Color {
        get { Color(rgb: 0x00_00FF) }
        set {}
    }
}

/// Cell styles (`.default`, `.subtitle`, `.value1`), the standard accessories, self-sizing rows and
/// headers styled by the delegate.
@Suite struct ListCellStyleTests {
    static func cell(_ style: ListCell.Style, detail: String, accessory: ListCell.AccessoryType = .none) -> ListCell {
        let cell = ListCell(style: style, reuseIdentifier: "c")
        cell.textLabel.font = textTestFont()
        cell.detailTextLabel.font = textTestFont()
        cell.textLabel.text = "Wi-Fi"
        cell.detailTextLabel.text = detail
        cell.accessoryType = accessory
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func value1PutsTheDetailAtTheTrailingEdgeBeforeTheAccessory() {
        let cell = Self.cell(.value1, detail: "Home", accessory: .disclosureIndicator)
        // The chevron: 14 pt wide, 16 pt from the trailing edge; the value 12 pt before it.
        let valueEnd = 320.0 - 16 - ListAccessoryMark.size.width - 12
        #expect(cell.detailTextLabel.frame.maxX == valueEnd)
        #expect(!cell.detailTextLabel.isHidden && cell.detailTextLabel.textAlignment == .trailing)
        #expect(cell.detailTextLabel.frame.minY == 0 && cell.detailTextLabel.frame.height == 44)
        #expect(cell.textLabel.frame.minX == 16 && cell.textLabel.frame.maxX <= cell.detailTextLabel.frame.minX)
        // The value is as wide as its text, not half the row.
        let textWidth = cell.detailTextLabel.sizeThatFits(Size(width: 1000, height: 44)).width
        #expect(cell.detailTextLabel.frame.width == textWidth)
    }

    @Test func defaultHidesTheDetailAndSubtitleStacksIt() {
        let plain = Self.cell(.default, detail: "ignored")
        #expect(plain.detailTextLabel.isHidden && plain.textLabel.frame == Rect(x: 16, y: 0, width: 288, height: 44))
        let subtitle = Self.cell(.subtitle, detail: "Detail")
        // As before styles existed: the title 22 pt high from y 2, the detail 18 pt under it.
        #expect(subtitle.textLabel.frame == Rect(x: 16, y: 2, width: 288, height: 22))
        #expect(subtitle.detailTextLabel.frame == Rect(x: 16, y: 24, width: 288, height: 18))
    }

    @Test func theAccessoriesDrawAChevronAndATintedCheckmark() {
        func render(_ accessory: ListCell.AccessoryType) -> Bitmap {
            let (screen, window, target) = makeScreen(width: 320, height: 44)
            window.tintColor = Color(rgb: 0xFF_0000)
            window.addSubview(Self.cell(.default, detail: "", accessory: accessory))
            screen.renderAll(into: target)
            return target
        }
        let none = render(.none), chevron = render(.disclosureIndicator), check = render(.checkmark)
        // Only the accessory's 14 × 20 pt box at the trailing edge changes.
        let box = (minX: 320 - 16 - 14, maxX: 320 - 16, minY: 12, maxY: 32)
        var chevronInk = 0, redInk = 0, outside = 0
        for y in 0..<44 {
            for x in 0..<320 {
                let inBox = x >= box.minX && x < box.maxX && y >= box.minY && y < box.maxY
                if chevron.pixel(x: x, y: y) != none.pixel(x: x, y: y) { if inBox { chevronInk += 1 } else { outside += 1 } }
                let p = check.pixel(x: x, y: y) & 0xFF_FFFF
                if p == 0xFF_0000 { redInk += 1 }
                if check.pixel(x: x, y: y) != none.pixel(x: x, y: y) && !inBox { outside += 1 }
            }
        }
        #expect(chevronInk > 10 && redInk > 5 && outside == 0)
        // The chevron is the grey of the light style somewhere in its stroke.
        var grey = false
        for y in box.minY..<box.maxY { for x in box.minX..<box.maxX where chevron.pixel(x: x, y: y) & 0xFF_FFFF == 0xC4_C4C7 { grey = true } }
        #expect(grey)
    }

    @Test func selfSizingRowsTakeTheirTextsHeightAndHeadersAreStyledByTheDelegate() {
        let (screen, window, target) = makeScreen(width: 320, height: 480)
        let list = ListView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        list.register("value") {
            let cell = ListCell(style: .value1, reuseIdentifier: "value")
            cell.textLabel.font = textTestFont()
            cell.detailTextLabel.font = textTestFont()
            return cell
        }
        let rows = SettingsRows()
        list.rowHeight = ListView.automaticDimension
        list.listDelegate = rows
        list.dataSource = rows
        window.addSubview(list)
        list.layoutIfNeeded()
        let heights = (0..<4).map { list.rect(forRowAt: IndexPath(row: $0, section: 0)).height }
        #expect(heights[0] == 44 && heights[1] == 44 && heights[3] == 44)
        // The wrapping title: its lines at the text width (320 − 16 − 16 − 14 − 12), plus 22.
        let probe = Label(font: textTestFont())
        probe.numberOfLines = 0
        probe.text = rows.longText
        let lines = probe.sizeThatFits(Size(width: 320 - 16 - 16 - 14 - 12, height: .infinity)).height.rounded(.up)
        #expect(lines > 22 && heights[2] == lines + 22)
        #expect(list.contentSize.height == list.sectionHeaderHeight + heights.reduce(0, +))
        // The cell on row 2 is as tall as its row and shows every line.
        let wrapped = list.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(wrapped.frame.height == heights[2] && wrapped.textLabel.frame.height >= lines)
        // The header took the delegate's colours.
        #expect(rows.headersShown == [0])
        screen.renderAll(into: target)
        #expect(target.pixel(x: 300, y: 5) & 0xFF_FFFF == 0x11_2233)
        withExtendedLifetime(rows) {}
    }

    @Test func anAppCanOverrideACellsStyleProperties() {
        let cell = BlueHighlightCell(reuseIdentifier: "blue")
        cell.frame = Rect(x: 0, y: 0, width: 100, height: 44)
        cell.isHighlighted = true
        #expect(cell.content.backgroundColor == Color(rgb: 0x00_00FF))
    }

    /// A control that would leave the title under 120 pt goes under the text: a 230 pt control
    /// in a 320 pt row (text 320 − 32 − 242 = 46 pt), not in an 800 pt one.
    @Test func aWideAccessoryGoesUnderTheTextOnANarrowRow() {
        let cell = ListCell(style: .subtitle, reuseIdentifier: "row")
        cell.textLabel.text = "Rotation"
        cell.accessoryView = View(frame: Rect(x: 0, y: 0, width: 230, height: 32))
        #expect(cell.stacksAccessory(atWidth: 320) && !cell.stacksAccessory(atWidth: 800))
        // The title's line, 11 pt above and below it, the control and 10 under it.
        #expect(cell.preferredHeight(forWidth: 320) == 22 + 22 + 32 + 10)
        #expect(cell.preferredHeight(forWidth: 800) == 44)
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 86)
        cell.layoutIfNeeded()
        #expect(cell.accessoryView?.frame == Rect(x: 16, y: 44, width: 230, height: 32))
        #expect(cell.textLabel.frame.maxY <= 44 && cell.textLabel.frame.width == 288)
        // Too low a row keeps it beside the text.
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 56)
        cell.layoutIfNeeded()
        #expect(abs((cell.accessoryView?.frame.minX ?? 0) - 74) < 1e-9, "\(String(describing: cell.accessoryView?.frame))")
    }
}
