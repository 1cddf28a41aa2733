import TactileCore
import TactileRaster
import TactileTestSupport
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
        pages.numberOfPages = 1
        #expect(!pages.isAccessibilityElement, "one page, nothing to choose")
        pages.numberOfPages = 4
        pages.currentPage = 2
        #expect(pages.isAccessibilityElement && pages.accessibilityLabel == "Page" && pages.accessibilityValue == "page 3 of 4")
        var changes = 0
        pages.addAction(for: .valueChanged) { _ in changes += 1 }
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 3 && changes == 1)
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 3 && changes == 1, "no page after the last")
        pages.accessibilityDecrement()
        #expect(pages.currentPage == 2 && changes == 2)
    }

    /// A flick up or down moves a slider by a tenth of its range and a stepper by its step, with
    /// `valueChanged` as a touch would send it.
    @Test func adjustableControlsStepForTheReader() {
        let slider = Slider(frame: .zero)
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 50
        var sliderChanges = 0
        slider.addAction(for: .valueChanged) { _ in sliderChanges += 1 }
        slider.accessibilityIncrement()
        #expect(slider.value == 70 && slider.accessibilityValue == "35 %" && sliderChanges == 1)
        slider.value = 10
        slider.accessibilityDecrement()
        #expect(slider.value == 0 && sliderChanges == 2)
        slider.accessibilityDecrement()
        #expect(sliderChanges == 2, "already at the minimum: no change sent")

        let stepper = Stepper(frame: .zero)
        stepper.maximumValue = 10
        stepper.stepValue = 4
        var stepperChanges = 0
        stepper.addAction(for: .valueChanged) { _ in stepperChanges += 1 }
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        #expect(stepper.value == 8 && stepperChanges == 2)
        stepper.accessibilityIncrement()
        #expect(stepper.value == 10 && stepperChanges == 3, "clamped to the maximum")
        stepper.isContinuous = false
        stepper.accessibilityDecrement()
        #expect(stepper.value == 6 && stepperChanges == 4, "sent at once, not at a lift")
    }

    @Test func anImageIsAnItemOnceItHasALabel() {
        let image = ImageView(image: Bitmap(width: 2, height: 2, format: .argb8888))
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
        image.accessibilityLabel = "Sunset over the bay"
        #expect(image.isAccessibilityElement)
    }
}
