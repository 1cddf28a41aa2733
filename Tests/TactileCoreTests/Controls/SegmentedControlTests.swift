import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

@Suite struct SegmentedControlTests {
    /// Three segments sharing 300 pt at (50, 100): 100 pt each (window x 50, 150, 250).
    func makeControl() -> ControlHarness<SegmentedControl> {
        let c = ControlHarness(
            SegmentedControl(
                frame: Rect(x: 50, y: 100, width: 300, height: 32),
                titles: ["Day", "Week", "Month"]))
        c.h.screen.renderAll(into: Bitmap(width: 400, height: 400, format: .xrgb8888))  // lays out
        return c
    }

    @Test func segmentsShareTheWidth() {
        let c = makeControl()
        #expect(
            c.control.segmentFrames == [
                Rect(x: 0, y: 0, width: 100, height: 32),
                Rect(x: 100, y: 0, width: 100, height: 32),
                Rect(x: 200, y: 0, width: 100, height: 32)
            ])
        c.control.setWidth(40, forSegmentAt: 0)
        #expect(c.control.segmentFrames.map(\.width) == [40, 130, 130])
        #expect(c.control.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    /// By content: each segment its title's width (measured by `TextLayout` in the control's
    /// font) plus 24, and the rest of the 300 pt shared equally; too narrow, in proportion.
    @Test func segmentsApportionedByContent() {
        let c = makeControl()
        let font = Font.system(size: 13, weight: .bold)
        let contents = ["Day", "Week", "Month"].map { TextLayout($0, font: font).size.width / font.scale + 24 }
        c.control.apportionsSegmentWidthsByContent = true
        let extra = (300 - contents.reduce(0, +)) / 3
        let widths = c.control.segmentFrames.map(\.width)
        for (width, content) in zip(widths, contents) { #expect(abs(width - (content + extra)) < 1e-9) }
        #expect(widths[2] > widths[0] && abs(widths.reduce(0, +) - 300) < 1e-9)
        c.control.frame = Rect(x: 50, y: 100, width: 60, height: 32)
        let narrow = c.control.segmentFrames.map(\.width)
        let total = contents.reduce(0, +)
        for (width, content) in zip(narrow, contents) { #expect(abs(width - 60 * content / total) < 1e-9) }
        // A segment given a width keeps it.
        c.control.frame = Rect(x: 50, y: 100, width: 300, height: 32)
        c.control.setWidth(40, forSegmentAt: 0)
        let rest = c.control.segmentFrames.map(\.width)
        #expect(rest[0] == 40 && abs(rest[1] + rest[2] - 260) < 1e-9 && rest[2] - rest[1] > 0)
    }

    @Test func liftingOnASegmentSelectsIt() {
        let c = makeControl()
        c.touch(290, 110)
        c.settle()
        #expect(c.control.selectedSegmentIndex == 2 && c.log.count("value") == 1)
        #expect(c.control.selectionIndicator.frame == Rect(x: 202, y: 2, width: 96, height: 28))
        // The same again: no change, no event.
        c.touch(290, 110)
        #expect(c.log.count("value") == 1)
        // Down on one segment, slid to another: the one under the lift.
        c.touch(80, 110, through: [(120, 110), (170, 112)])
        c.settle()
        #expect(c.control.selectedSegmentIndex == 1 && c.log.count("value") == 2)
    }

    @Test func disabledSegmentsAndLiftsOutsideSelectNothing() {
        let c = makeControl()
        c.control.selectedSegmentIndex = 0
        c.control.setEnabled(false, forSegmentAt: 1)
        c.touch(200, 110)
        #expect(c.control.selectedSegmentIndex == 0 && c.log.count("value") == 0)
        c.touch(290, 110, through: [(290, 300)])
        #expect(c.control.selectedSegmentIndex == 0 && c.log.count("value") == 0)
    }

    @Test func momentarySegmentsReportTheTapThenClear() {
        let c = makeControl()
        c.control.isMomentary = true
        var seen: [Int] = []
        c.control.addAction(for: .valueChanged) { control in
            seen.append((control as! SegmentedControl).selectedSegmentIndex)
        }
        c.touch(100, 110)
        c.touch(100, 110)
        #expect(seen == [0, 0])
        #expect(c.control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(c.control.selectionIndicator.isHidden)
    }

    @Test func insertingAndRemovingKeepsTheSelectionOnItsSegment() {
        let c = makeControl()
        c.control.selectedSegmentIndex = 1
        c.control.insertSegment(withTitle: "Year", at: 0, animated: false)
        #expect(c.control.selectedSegmentIndex == 2 && c.control.titleForSegment(at: 2) == "Week")
        c.control.removeSegment(at: 2, animated: false)
        #expect(c.control.selectedSegmentIndex == SegmentedControl.noSegment && c.control.numberOfSegments == 3)
        c.control.selectedSegmentIndex = 7
        #expect(c.control.selectedSegmentIndex == SegmentedControl.noSegment)
    }
}
