import TactileRaster
import TactileTestSupport
import TactileText
import Testing

@testable import TactileCore

/// Two sections of three rows, the first row with a detail line.
final class Rows: ListViewDataSource {
    func numberOfSections(in listView: ListView) -> Int { 2 }
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 3 }
    func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "row")
        cell.textLabel.text = "Row \(indexPath.row)"
        cell.detailTextLabel.text = indexPath.row == 0 ? "Detail" : ""
        return cell
    }
    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
}

/// Every standard view rendered in the light and the dark style: each follows the screen's style
/// (its pixels change, and its own colours are the dark palette's), goes back to the same light
/// pixels, and colours the app set stay as set.
@Suite struct DarkModeRenderingTests {
    /// The pixel at (x, y) without alpha.
    static func rgb(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> UInt32 { bitmap.pixel(x: x, y: y) & 0xFF_FFFF }

    /// Renders `view` (at 10, 10 in a 320 × 300 window) in each style; returns light, dark, and
    /// light again.
    static func renderBothStyles(_ view: View) -> (light: Bitmap, dark: Bitmap, lightAgain: Bitmap) {
        let (screen, window, _) = makeScreen(width: 320, height: 300)
        window.backgroundColor = Color(rgb: 0x80_8080)
        window.addSubview(view)
        func render() -> Bitmap {
            let target = Bitmap(width: screen.pixelWidth, height: screen.pixelHeight, format: .xrgb8888)
            screen.renderAll(into: target)
            return target
        }
        let light = render()
        screen.userInterfaceStyle = .dark
        let dark = render()
        screen.userInterfaceStyle = .light
        return (light, dark, render())
    }

    /// The standard views, each configured to show its parts (text, placeholder, rows, keys…),
    /// and the list's data source (the list does not retain it).
    static func standardViews() -> ([(String, View)], Rows) {
        let font = textTestFont()
        let label = Label(frame: Rect(x: 10, y: 10, width: 200, height: 30), font: font)
        label.text = "Label"
        let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 40), font: font)
        field.placeholder = "Placeholder"
        let filled = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 40), font: font)
        filled.text = "Typed"
        let textView = TextView(frame: Rect(x: 10, y: 10, width: 200, height: 100), font: font)
        textView.text = "Some text"
        let list = ListView(frame: Rect(x: 10, y: 10, width: 300, height: 280))
        list.register("row") { ListCell(reuseIdentifier: "row") }
        let rows = Rows()
        list.dataSource = rows
        let keyboard = Keyboard(frame: Rect(x: 0, y: 60, width: 320, height: 216))
        let cell = ListCell(reuseIdentifier: "cell")
        cell.frame = Rect(x: 10, y: 10, width: 300, height: 44)
        cell.textLabel.text = "Cell"
        let controller = ViewController()
        controller.view.frame = Rect(x: 10, y: 10, width: 200, height: 200)
        let navigationBar = NavigationBar(frame: Rect(x: 0, y: 10, width: 320, height: 44))
        navigationBar.setItems([NavigationItem(title: "Title")], animated: false)
        let tabBar = TabBar(frame: Rect(x: 0, y: 240, width: 320, height: 49))
        tabBar.setItems([TabBarItem(title: "One"), TabBarItem(title: "Two")])
        let segments = SegmentedControl(
            frame: Rect(x: 10, y: 10, width: 200, height: SegmentedControl.height),
            titles: ["A", "B"], font: font)
        segments.selectedSegmentIndex = 0
        let stepper = Stepper(
            frame: Rect(
                x: 10, y: 10, width: Stepper.defaultSize.width,
                height: Stepper.defaultSize.height))
        let pages = PageControl(frame: Rect(x: 10, y: 10, width: 200, height: 30))
        pages.numberOfPages = 3
        let progress = ProgressView(frame: Rect(x: 10, y: 10, width: 200, height: ProgressView.defaultHeight))
        progress.progress = 0.5
        let slider = Slider(frame: Rect(x: 10, y: 10, width: 200, height: Slider.height))
        slider.value = 0.3
        let toggle = Switch(frame: Rect(x: 10, y: 10, width: 0, height: 0))
        let spinner = ActivityIndicator(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        spinner.startAnimating()
        return (
            [
                ("Label", label), ("TextField with a placeholder", field), ("TextField with text", filled),
                ("TextView", textView), ("ListView with sections", list), ("ListCell", cell), ("Keyboard", keyboard),
                ("a view controller's view", controller.view), ("NavigationBar", navigationBar), ("TabBar", tabBar),
                ("SegmentedControl", segments), ("Stepper", stepper), ("PageControl", pages),
                ("ProgressView", progress), ("Slider", slider), ("Switch", toggle), ("ActivityIndicator", spinner)
            ], rows
        )
    }

    @Test func everyStandardViewFollowsTheStyleAndComesBack() {
        let (views, rows) = Self.standardViews()
        defer { withExtendedLifetime(rows) {} }
        for (name, view) in views {
            let (light, dark, lightAgain) = Self.renderBothStyles(view)
            #expect(firstDifference(light, dark) != nil, "\(name) looks the same in dark mode")
            #expect(firstDifference(light, lightAgain) == nil, "\(name) is not the same back in light mode")
        }
    }

    @Test func backgroundsAndTextTakeTheDarkPalettesColours() {
        let font = textTestFont()
        let label = Label(frame: Rect(x: 10, y: 10, width: 200, height: 30), font: font)
        label.text = "MMMM"
        let (_, darkLabel, _) = Self.renderBothStyles(label)
        // Text pixels are the dark style's text colour, white: some pixel of the label is white.
        var brightest: UInt32 = 0
        for y in 10..<40 { for x in 10..<210 { brightest = max(brightest, Self.rgb(darkLabel, x, y) & 0xFF) } }
        #expect(brightest == 0xFF)

        let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 40), font: font)
        let (lightField, darkField, _) = Self.renderBothStyles(field)
        #expect(Self.rgb(lightField, 100, 30) == 0xFF_FFFF)
        #expect(Self.rgb(darkField, 100, 30) == 0x1C_1C1E)

        let list = ListView(frame: Rect(x: 10, y: 10, width: 300, height: 280))
        list.register("row") { ListCell(reuseIdentifier: "row") }
        let rows = Rows()
        list.dataSource = rows
        let (lightList, darkList, _) = Self.renderBothStyles(list)
        // The first section's header (28 pt) and its first row (44 pt) below it, at the right edge.
        #expect(Self.rgb(lightList, 300, 20) == 0xF2_F2F7 && Self.rgb(darkList, 300, 20) == 0x1C_1C1E)
        #expect(Self.rgb(lightList, 300, 60) == 0xFF_FFFF && Self.rgb(darkList, 300, 60) == 0x00_0000)
        withExtendedLifetime(rows) {}
    }

    @Test func aTappedCellGoesBackToItsOwnBackgroundInEitherStyle() {
        let (screen, window, _) = makeScreen(width: 320, height: 100)
        screen.userInterfaceStyle = .dark
        let cell = ListCell(reuseIdentifier: "cell")
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        window.addSubview(cell)
        cell.isHighlighted = true
        #expect(cell.content.backgroundColor == Color.systemGray4.darkVariant)
        cell.isHighlighted = false
        #expect(cell.content.backgroundColor == Color(rgb: 0x00_0000))
        // A colour the app gave the cell is what the content shows after a tap, and it stays.
        let own = Color(rgb: 0x22_3344)
        cell.backgroundColor = own
        cell.isHighlighted = true
        cell.isHighlighted = false
        #expect(cell.content.backgroundColor == own)
        screen.userInterfaceStyle = .light
        #expect(cell.backgroundColor == own && cell.content.backgroundColor == own)
        // The default text colour is the dynamic `label`, shown black in light.
        #expect(cell.textLabel.textColor == .label)
        #expect(cell.textLabel.textColor.resolvedColor(with: cell.textLabel.effectiveUserInterfaceStyle) == Color(rgb: 0x00_0000))
    }

    @Test func coloursTheAppSetStayAsSetInBothStyles() {
        let (screen, window, _) = makeScreen(width: 320, height: 100)
        let label = Label(frame: .zero), field = TextField(frame: .zero), list = ListView(frame: .zero)
        // White text set on a light screen: the style must not take it for its own dark default.
        label.textColor = Color(rgb: 0xFF_FFFF)
        field.textColor = Color(rgb: 0x12_3456)
        field.placeholderColor = Color(rgb: 0x65_4321)
        list.backgroundColor = Color(rgb: 0xAB_CDEF)
        for view in [label, field, list] as [View] { window.addSubview(view) }
        screen.userInterfaceStyle = .dark
        screen.userInterfaceStyle = .light
        #expect(label.textColor == Color(rgb: 0xFF_FFFF))
        #expect(field.textColor == Color(rgb: 0x12_3456) && field.placeholderColor == Color(rgb: 0x65_4321))
        #expect(list.backgroundColor == Color(rgb: 0xAB_CDEF))
        // And nil stays nil: no separator comes back.
        let cell = ListCell(reuseIdentifier: "cell")
        cell.separatorColor = nil
        window.addSubview(cell)
        screen.userInterfaceStyle = .dark
        #expect(cell.separatorColor == nil)
    }
}
