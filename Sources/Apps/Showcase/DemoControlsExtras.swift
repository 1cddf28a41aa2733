import TactileCore

/// Part of the demo's "Controls" page: a stepper with its value, two digit wheels (a picker), a
/// page control, a progress bar a button advances, an activity indicator a button starts and stops, and buttons opening
/// an alert and an action sheet. About 400 × 300 points; the alerts need the screen they open
/// on.
final class DemoControlsExtras: View {
    @Unowned private var screen: Screen
    private let stepper = Stepper()
    private let stepperLabel = Label(frame: .zero)
    private let pages = PageControl(frame: .zero)
    private let progress = ProgressView()
    private let ring = ProgressRing(frame: .zero)
    private let spinner = ActivityIndicator(frame: .zero)
    private let status = Label(frame: .zero, font: .system(size: 15))
    private let wheels = PickerView(
        frame: Rect(x: 316, y: 0, width: 100, height: 88),
        components: Array(repeating: (0...9).map { String($0) }, count: 2))

    init(frame: Rect, screen: Screen) {
        self.screen = screen
        super.init(frame: frame)

        // 44 points tall: the least touch target.
        stepper.frame = Rect(x: 0, y: 0, width: Stepper.defaultSize.width, height: 44)
        stepper.maximumValue = 10
        stepper.accessibilityLabel = "Value"
        stepper.addAction(for: .valueChanged, target: self) { owner, _ in owner.showStepperValue() }
        addSubview(stepper)
        stepperLabel.frame = Rect(x: 110, y: 0, width: 200, height: 32)
        addSubview(stepperLabel)
        showStepperValue()

        wheels.componentTitles = ["Tens", "Units"]
        wheels.addAction(for: .valueChanged, target: self) { owner, _ in
            owner.status.text = "Wheels: \(owner.wheels.selectedRow(inComponent: 0))\(owner.wheels.selectedRow(inComponent: 1))"
        }
        addSubview(wheels)

        pages.numberOfPages = 5
        let pagesSize = pages.intrinsicContentSize
        pages.frame = Rect(x: 0, y: 48, width: pagesSize.width + 40, height: pagesSize.height)
        pages.addAction(for: .valueChanged, target: self) { owner, _ in
            owner.status.text = "Page \(owner.pages.currentPage + 1) of \(owner.pages.numberOfPages)"
        }
        addSubview(pages)

        progress.frame = Rect(x: 0, y: 104, width: 200, height: ProgressView.defaultHeight)
        addSubview(progress)
        ring.frame = Rect(x: 366, y: 92, width: 32, height: 32)
        ring.lineWidth = 5
        ring.accessibilityLabel = "Progress"
        addSubview(ring)
        addSubview(
            button("Advance", x: 220, y: 90) { [owner = Unowned(self)] in
                let next = owner.object.progress.progress >= 1 ? 0 : owner.object.progress.progress + 0.2
                owner.object.progress.setProgress(next, animated: true)
                owner.object.ring.progress = next
            })

        spinner.frame = Rect(x: 0, y: 140, width: 20, height: 20)
        addSubview(spinner)
        addSubview(
            button("Start / Stop", x: 40, y: 134) { [owner = Unowned(self)] in
                if owner.object.spinner.isAnimating { owner.object.spinner.stopAnimating() } else { owner.object.spinner.startAnimating() }
            })

        addSubview(button("Alert", x: 0, y: 190) { [owner = Unowned(self)] in owner.object.showAlert() })
        addSubview(button("Action sheet", x: 150, y: 190) { [owner = Unowned(self)] in owner.object.showSheet() })

        status.frame = Rect(x: 0, y: 240, width: Swift.max(0, frame.width), height: 24)
        status.text = "Choose something"
        addSubview(status)
        status.textColor = .secondaryLabel
    }

    private func showStepperValue() {
        stepperLabel.text = "Value: \(Int(stepper.value))"
    }

    /// A text button in the tint (a `.system` button).
    private func button(_ title: String, x: Double, y: Double, action: @escaping () -> Void) -> Button {
        let button = Button(type: .system, frame: Rect(x: x, y: y, width: 140, height: 32))
        button.setTitle(title, for: .normal)
        button.contentHorizontalAlignment = .left
        button.addAction(for: .touchUpInside) { _ in action() }
        return button
    }

    private func showAlert() {
        let alert = Alert(title: "Delete the draft?", message: "It has not been sent.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { [owner = Unowned(self)] _ in owner.object.status.text = "Kept" })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [owner = Unowned(self)] _ in owner.object.status.text = "Deleted" })
        alert.present(on: screen)
    }

    private func showSheet() {
        let sheet = Alert(title: "Share the photo", message: nil, preferredStyle: .actionSheet)
        for place in ["Messages", "Mail", "Copy"] {
            sheet.addAction(AlertAction(title: place) { [owner = Unowned(self)] action in owner.object.status.text = "Shared with \(action.title)" })
        }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { [owner = Unowned(self)] _ in owner.object.status.text = "Not shared" })
        sheet.present(on: screen)
    }
}
