import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// The audit's checks on screens made to fail them, against hand-worked numbers.
@Suite struct AccessibilityAuditTests {
    /// WCAG 2's examples: black on white is 21:1, #777777 on white 4.48:1 (just under AA), and
    /// the ratio does not depend on the order.
    @Test func contrastRatiosAreWCAGs() {
        let white = (255.0, 255.0, 255.0), black = (0.0, 0.0, 0.0), grey = (119.0, 119.0, 119.0)
        #expect(abs(AccessibilityAudit.contrastRatio(black, white) - 21) < 1e-9)
        #expect(abs(AccessibilityAudit.contrastRatio(grey, white) - 4.478) < 0.001)
        #expect(AccessibilityAudit.contrastRatio(white, grey) == AccessibilityAudit.contrastRatio(grey, white))
    }

    @Test func findsUnlabeledDuplicateSmallAndOverlapping() throws {
        let screen = Screen(width: 400, height: 300)
        let window = Window(screen: screen)
        window.show()
        window.accessibilityContainerTitle = "Form"
        // A button without a title; two buttons named alike; a small button hemmed in; and two
        // items whose fixed enlargements reach into each other.
        let blank = Button(frame: Rect(x: 10, y: 10, width: 60, height: 60))
        let first = Button(frame: Rect(x: 100, y: 10, width: 60, height: 60))
        first.setTitle("OK", for: .normal)
        let second = Button(frame: Rect(x: 200, y: 10, width: 60, height: 60))
        second.setTitle("OK", for: .normal)
        let small = Button(frame: Rect(x: 10, y: 100, width: 20, height: 20))
        small.setTitle("x", for: .normal)
        small.accessibilityEnlargement = .none
        let left = Label(frame: Rect(x: 100, y: 200, width: 50, height: 20))
        left.text = "Left"
        left.accessibilityEnlargement = .insets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 30))
        let right = Label(frame: Rect(x: 160, y: 200, width: 50, height: 20))
        right.text = "Right"
        for view in [blank, first, second, small, left, right] as [View] { window.addSubview(view) }
        let findings = AccessibilityAudit().findings(in: AccessibilityScreenModel(screen: screen)).map { $0.line }
        #expect(findings.contains { $0.hasPrefix("no label: container=\"Form\" item=\"\" frame=10,10,60,60") }, "\(findings)")
        #expect(findings.contains("duplicate label: container=\"Form\" item=\"OK\""), "\(findings)")
        #expect(findings.contains("small target: container=\"Form\" item=\"x\" 20x20 pt"), "\(findings)")
        #expect(findings.contains("overlapping areas: container=\"Form\" item=\"Left\" with \"Right\""), "\(findings)")
        #expect(findings.count == 4, "\(findings)")
    }

    /// Areas enlarged into each other are found when the frames touch too, and when the frames
    /// overlap, only for what the areas add to the frames' own overlap.
    @Test func touchingFramesWhoseAreasOverlapAreFound() {
        let screen = Screen(width: 400, height: 300)
        let window = Window(screen: screen)
        window.show()
        window.accessibilityContainerTitle = "Grid"
        let picture = Label(frame: Rect(x: 100, y: 100, width: 50, height: 50))
        picture.text = "Picture"
        picture.accessibilityEnlargement = .insets(EdgeInsets(top: 0, left: 0, bottom: 0, right: 20))
        let next = Label(frame: Rect(x: 150, y: 100, width: 50, height: 50))
        next.text = "Next"
        for view in [picture, next] { window.addSubview(view) }
        let findings = AccessibilityAudit().findings(in: AccessibilityScreenModel(screen: screen)).map { $0.line }
        #expect(findings == ["overlapping areas: container=\"Grid\" item=\"Picture\" with \"Next\""], "\(findings)")
    }

    /// A label too small for its text is cut short; two labels whose text lies over each other
    /// are text over text; labels side by side are neither.
    @Test func textCutShortAndTextOverText() {
        let screen = Screen(width: 400, height: 300)
        let window = Window(screen: screen)
        window.show()
        window.accessibilityContainerTitle = "Page"
        let font = Font.system(size: 17)
        let short = Label(frame: Rect(x: 10, y: 10, width: 40, height: 30), font: font)
        short.text = "Single Cycle"
        let over = Label(frame: Rect(x: 10, y: 100, width: 200, height: 30), font: font)
        over.text = "Underneath"
        let top = Label(frame: Rect(x: 30, y: 104, width: 200, height: 30), font: font)
        top.text = "On top"
        let fine = Label(frame: Rect(x: 10, y: 200, width: 200, height: 30), font: font)
        fine.text = "Fits"
        let beside = Label(frame: Rect(x: 220, y: 200, width: 100, height: 30), font: font)
        beside.text = "Beside"
        let labels = [short, over, top, fine, beside]
        for view in labels { window.addSubview(view) }
        #expect(short.isTextTruncated && !fine.isTextTruncated && !over.isTextTruncated)
        let findings = AccessibilityAudit().findings(in: AccessibilityScreenModel(screen: screen), labels: labels).map { $0.line }
        #expect(findings.contains { $0.hasPrefix("text cut short: container=\"Page\" item=\"Single Cycle\" 40x30 pt") }, "\(findings)")
        #expect(findings.contains("text over text: container=\"Page\" item=\"Underneath\" with \"On top\""), "\(findings)")
        // Their touch areas, grown to 44 points, overlap beyond the frames too.
        #expect(findings.contains("overlapping areas: container=\"Page\" item=\"Underneath\" with \"On top\""), "\(findings)")
        #expect(findings.count == 3, "\(findings)")
    }

    /// Text is checked against what is drawn behind it: grey #777777 text on white fails at
    /// 4.48:1; as large text (18 pt) 3:1 is enough.
    @Test func contrastIsMeasuredOnThePicture() {
        let screen = Screen(width: 200, height: 100)
        let window = Window(screen: screen)
        window.show()
        let label = Label(frame: Rect(x: 10, y: 10, width: 100, height: 20), font: .system(size: 13))
        label.text = "Grey"
        label.textColor = Color(rgb: 0x77_7777)
        window.addSubview(label)
        let model = AccessibilityScreenModel(screen: screen)
        // The picture: white, the glyphs in the text's colour in the left half of the label.
        let pixel: (Int, Int) -> Color = { x, y in
            (10..<40).contains(x) && (14..<26).contains(y) && x % 3 == 0 ? Color(rgb: 0x77_7777) : .white
        }
        let findings = AccessibilityAudit().findings(in: model, labels: [label], pixel: pixel)
        #expect(findings.map { $0.line } == ["low contrast: container=\"\" item=\"Grey\" 4.48:1"])
        label.font = .system(size: 18)
        #expect(AccessibilityAudit().findings(in: model, labels: [label], pixel: pixel).isEmpty)
    }
}
