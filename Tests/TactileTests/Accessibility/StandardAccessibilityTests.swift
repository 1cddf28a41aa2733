import Raster
import Tactile
import Testing

/// What the standard controls offer the screen reader by themselves: values in words a listener
/// understands, the adjustable trait where flicks up and down change them.
@Suite struct StandardAccessibilityTests {
    @Test func aSwitchSaysOnOrOff() {
        let control = Switch(frame: .zero)
        #expect(control.isAccessibilityElement && control.accessibilityValue == "off")
        control.isOn = true
        #expect(control.accessibilityValue == "on" && control.accessibilityTraits == .button)
    }

    @Test func aSliderSaysWhereItIsInItsRangeInPercent() {
        let slider = Slider(frame: .zero)
        slider.minimumValue = 10
        slider.maximumValue = 30
        slider.value = 15
        #expect(slider.accessibilityValue == "25 %")
        #expect(slider.accessibilityTraits == .adjustable)
    }

    @Test func aStepperSaysItsNumber() {
        let stepper = Stepper(frame: .zero)
        stepper.value = 3
        #expect(stepper.accessibilityValue == "3")
        stepper.stepValue = 0.25
        stepper.value = 3.25
        #expect(stepper.accessibilityValue == "3.25")
        stepper.isEnabled = false
        #expect(stepper.accessibilityTraits == [.adjustable, .notEnabled])
    }

    @Test func aPageControlSaysThePageCountingFromOne() {
        let pages = PageControl(frame: .zero)
        #expect(!pages.isAccessibilityElement, "no pages, nothing to say")
        pages.numberOfPages = 4
        pages.currentPage = 2
        #expect(pages.isAccessibilityElement && pages.accessibilityValue == "page 3 of 4")
    }

    @Test func anImageIsAnItemOnceItHasALabel() {
        let image = ImageView(image: Bitmap(width: 2, height: 2, format: .argb8888))
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
        image.accessibilityLabel = "Sunset over the bay"
        #expect(image.isAccessibilityElement)
    }
}
