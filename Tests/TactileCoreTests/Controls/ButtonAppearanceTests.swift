import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Per-state values and layout. The test font is the built-in one at 12 pt: each character
/// advances 7 points and a line is 14 points tall, so "OK" measures 14 × 14.
@Suite struct ButtonAppearanceTests {
    func sameImage(_ a: Bitmap?, _ b: Bitmap?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.baseAddress == b.baseAddress
    }

    @Test func titlesFallBackToNormal() throws {
        let button = Button(font: try buttonTestFont())
        #expect(button.title(for: .normal) == nil && button.currentTitle == nil)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        #expect(button.title(for: .highlighted) == "Going")
        #expect(button.title(for: .disabled) == "Go")
        #expect(button.title(for: .selected) == "Go")
        // A combined state is looked up as a whole, then falls back to normal (as UIKit does).
        #expect(button.title(for: [.highlighted, .selected]) == "Go")
        button.setTitle("Both", for: [.highlighted, .selected])
        #expect(button.title(for: [.highlighted, .selected]) == "Both")
        button.setTitle(nil, for: .normal)
        #expect(button.title(for: .disabled) == nil)
        #expect(button.title(for: .highlighted) == "Going")
    }

    @Test func coloursImagesAndBackgroundsFallBackToNormal() throws {
        let button = Button(font: try buttonTestFont())
        #expect(button.titleColor(for: .normal) == .white)  // UIKit's custom-button default
        #expect(button.titleColor(for: .disabled) == .white)
        button.setTitleColor(.red, for: .disabled)
        #expect(button.titleColor(for: .disabled) == .red && button.titleColor(for: .selected) == .white)

        let normal = buttonTestBitmap(width: 4, height: 4, pixel: 0xFF00_FF00)
        let pressed = buttonTestBitmap(width: 4, height: 4, pixel: 0xFFFF_0000)
        #expect(button.image(for: .normal) == nil)
        button.setImage(normal, for: .normal)
        button.setImage(pressed, for: .highlighted)
        #expect(sameImage(button.image(for: .highlighted), pressed))
        #expect(sameImage(button.image(for: .selected), normal))

        #expect(button.backgroundColor(for: .highlighted) == nil)
        button.setBackgroundColor(.blue, for: .normal)
        #expect(button.backgroundColor(for: .highlighted) == .blue)
        button.setBackgroundColor(.green, for: .highlighted)
        #expect(button.backgroundColor(for: .highlighted) == .green)
        #expect(button.backgroundColor(for: .disabled) == .blue)
    }

    @Test func theShownContentFollowsTheState() throws {
        let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 40), font: try buttonTestFont())
        let normal = buttonTestBitmap(width: 4, height: 4, pixel: 0xFF00_FF00)
        let selected = buttonTestBitmap(width: 4, height: 4, pixel: 0xFFFF_0000)
        #expect(button.titleLabel.isHidden && button.imageView.isHidden)
        #expect(button.backgroundColor == nil)
        button.setTitle("Start", for: .normal)
        button.setTitle("Stop", for: .selected)
        button.setTitleColor(.green, for: .highlighted)
        button.setImage(normal, for: .normal)
        button.setImage(selected, for: .selected)
        button.setBackgroundColor(.blue, for: .normal)
        button.setBackgroundColor(.red, for: .highlighted)
        #expect(!button.titleLabel.isHidden && !button.imageView.isHidden)
        #expect(button.titleLabel.text == "Start" && button.titleLabel.textColor == .white)
        #expect(sameImage(button.imageView.image, normal) && button.backgroundColor == .blue)

        button.isHighlighted = true
        #expect(button.currentTitle == "Start" && button.titleLabel.text == "Start")
        #expect(button.titleLabel.textColor == .green && button.currentTitleColor == .green)
        #expect(button.backgroundColor == .red && button.currentBackgroundColor == .red)

        button.isHighlighted = false
        button.isSelected = true
        #expect(button.titleLabel.text == "Stop" && button.titleLabel.textColor == .white)
        #expect(sameImage(button.imageView.image, selected) && sameImage(button.currentImage, selected))
        #expect(button.backgroundColor == .blue)

        button.setImage(nil, for: .selected)
        button.setImage(nil, for: .normal)
        #expect(button.imageView.isHidden && button.imageView.image == nil)
    }

    @Test func imageThenTitleCentredInsideTheInsets() throws {
        let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 40), font: try buttonTestFont())
        button.setTitle("OK", for: .normal)
        button.setImage(buttonTestBitmap(width: 10, height: 8, pixel: 0xFF00_00FF), for: .normal)
        button.contentEdgeInsets = EdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
        button.imagePadding = 4
        button.layoutIfNeeded()
        // Content area x 6…94 (88 wide), y 2…38 (36 tall); the group is 10 + 4 + 14 = 28 wide,
        // so it starts at 6 + (88 − 28) / 2 = 36. Image y 2 + (36 − 8) / 2 = 16, title y
        // 2 + (36 − 14) / 2 = 13.
        #expect(button.imageView.frame == Rect(x: 36, y: 16, width: 10, height: 8))
        #expect(button.titleLabel.frame == Rect(x: 50, y: 13, width: 14, height: 14))
        // Natural size: 6 + 28 + 6 wide, 2 + max(8, 14) + 2 tall.
        #expect(button.sizeThatFits() == Size(width: 40, height: 18))
        #expect(button.intrinsicContentSize == Size(width: 40, height: 18))

        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.imageView.frame == Rect(x: 6, y: 2, width: 10, height: 8))
        #expect(button.titleLabel.frame == Rect(x: 20, y: 2, width: 14, height: 14))
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(button.imageView.frame == Rect(x: 66, y: 30, width: 10, height: 8))  // 94 − 28, 38 − 8
        #expect(button.titleLabel.frame == Rect(x: 80, y: 24, width: 14, height: 14))

        button.sizeToFit()
        #expect(button.frame == Rect(x: 0, y: 0, width: 40, height: 18))
    }

    @Test func changingTheTitleLaysOutAgainAndALongTitleIsNarrowed() throws {
        let button = Button(frame: Rect(x: 0, y: 0, width: 60, height: 20), font: try buttonTestFont())
        button.setTitle("OK", for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel.frame == Rect(x: 23, y: 3, width: 14, height: 14))
        button.setTitle("Okay", for: .highlighted)
        button.layoutIfNeeded()  // only the normal title is shown: nothing to do
        #expect(button.titleLabel.frame == Rect(x: 23, y: 3, width: 14, height: 14))
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(button.titleLabel.frame == Rect(x: 16, y: 3, width: 28, height: 14))  // (60 − 28) / 2
        // Ten characters need 70 points; the title gets the 60 there are.
        button.setTitle("0123456789", for: .highlighted)
        button.layoutIfNeeded()
        #expect(button.titleLabel.frame == Rect(x: 0, y: 3, width: 60, height: 14))
        #expect(button.sizeThatFits() == Size(width: 70, height: 14))
    }

    @Test func contentSnapsToTheScreensPixels() throws {
        let button = Button(frame: Rect(x: 0, y: 0, width: 61, height: 21), font: try buttonTestFont())
        button.setTitle("OK", for: .normal)
        button.layoutIfNeeded()
        // On no screen, whole points: (61 − 14) / 2 = 23.5 and (21 − 14) / 2 = 3.5 round to 24 and 4.
        #expect(button.titleLabel.frame.origin == Point(x: 24, y: 4))
        let (screen, window, _) = makeScreen(width: 100, height: 50, scale: 2)
        window.addSubview(button)  // a new superview: laid out again
        button.layoutIfNeeded()
        #expect(screen.scale == 2)
        // On a 2× screen half points are whole pixels.
        #expect(button.titleLabel.frame.origin == Point(x: 23.5, y: 3.5))
    }
}
