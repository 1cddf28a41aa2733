import TactileCore

/// A settings form laid out by stack views alone: a column of rows, each a label and a trailing
/// control, with a button that hides and shows the "Advanced" rows animated (the rows below
/// slide, the hidden ones collapse and fade). No frame is set by hand except the form's own.
///
/// Give it its frame and the demo's fonts (`ShowcaseResources.body` and `.heading`); without fonts
/// the labels are plain grey bars. The controls are buttons and plain views for now.
final class DemoStackForm: View {
    private let form = StackView(frame: .zero)
    private var advancedRows: [View] = []

    init(frame: Rect, body: Font?, heading: Font?) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        form.axis = .vertical
        form.spacing = 1
        form.alignment = .fill
        form.layoutMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        form.isLayoutMarginsRelativeArrangement = true
        addSubview(form)

        form.addArrangedSubview(DemoStackForm.text("Settings", font: heading, color: .label))
        form.addArrangedSubview(SizedBox(width: View.noIntrinsicMetric, height: 8))
        form.addArrangedSubview(row("Wi-Fi", control: toggle(on: true, font: body), font: body))
        form.addArrangedSubview(row("Bluetooth", control: toggle(on: false, font: body), font: body))
        form.addArrangedSubview(row("Brightness", control: level(0.6), font: body))
        let advanced = [
            row("Developer mode", control: toggle(on: false, font: body), font: body),
            row("Touch indicators", control: toggle(on: true, font: body), font: body)
        ]
        for advancedRow in advanced {
            advancedRow.isHidden = true
            form.addArrangedSubview(advancedRow)
        }
        advancedRows = advanced
        form.addArrangedSubview(row("Volume", control: level(0.3), font: body))

        // A bottom bar: the button that shows or hides the advanced rows, centred.
        let bar = StackView(frame: .zero)
        bar.axis = .horizontal
        bar.alignment = .center
        bar.distribution = .equalSpacing
        bar.layoutMargins = EdgeInsets(top: 12, left: 0, bottom: 0, right: 0)
        bar.isLayoutMarginsRelativeArrangement = true
        let spacerLeft = View(), spacerRight = View()
        bar.addArrangedSubview(spacerLeft)
        var showing = false
        if let body {
            let button = Button(frame: .zero, font: body)
            button.setTitle("Show advanced", for: .normal)
            button.setBackgroundColor(.systemBlue, for: .normal)
            button.setBackgroundColor(Color.systemBlue.withAlpha(160), for: .highlighted)
            button.contentEdgeInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            button.cornerRadius = 8
            button.addAction(for: .touchUpInside, target: self) { owner, sender in
                showing.toggle()
                (sender as? Button)?.setTitle(showing ? "Hide advanced" : "Show advanced", for: .normal)
                owner.setAdvancedRowsShown(showing)
            }
            bar.addArrangedSubview(button)
        }
        bar.addArrangedSubview(spacerRight)
        form.addArrangedSubview(bar)
        // Takes the height left below, so the rows keep their natural heights.
        form.addArrangedSubview(View())
    }

    /// Shows or hides the advanced rows, animated: the stack does the rest.
    func setAdvancedRowsShown(_ shown: Bool) {
        View.animate(duration: .milliseconds(300)) {
            for row in self.advancedRows { row.isHidden = !shown }
        }
    }

    override func layoutSubviews() {
        form.frame = bounds
    }

    // MARK: Building blocks

    /// A row: the label at the leading edge and the control at the trailing one, centred
    /// vertically, on a white background.
    private func row(_ title: String, control: View, font: Font?) -> View {
        let row = StackView(frame: .zero)
        row.axis = .horizontal
        row.alignment = .center
        row.distribution = .equalSpacing
        row.spacing = 8
        row.layoutMargins = EdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        row.isLayoutMarginsRelativeArrangement = true
        row.backgroundColor = .secondarySystemGroupedBackground
        row.addArrangedSubview(DemoStackForm.text(title, font: font, color: .label))
        row.addArrangedSubview(control)
        return row
    }

    /// A label, or a grey bar of about its size without a font.
    private static func text(_ text: String, font: Font?, color: Color) -> View {
        guard let font else {
            let bar = SizedBox(width: Double(text.utf8.count) * 7, height: 14)
            bar.backgroundColor = .systemGray3
            return bar
        }
        let label = Label(frame: .zero, font: font)
        label.text = text
        label.textColor = color
        return label
    }

    /// An on/off button standing in for a switch.
    private func toggle(on: Bool, font: Font?) -> View {
        let toggle = Switch()
        toggle.isOn = on
        return toggle
    }

    /// A slider 160 pt wide (a slider has no width of its own) at `value`.
    private func level(_ value: Double) -> View {
        let box = SizedBox(width: 160, height: Slider.height)
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 160, height: Slider.height))
        slider.value = value
        box.addSubview(slider)
        return box
    }
}

/// A plain view of a fixed intrinsic size, for stand-in controls.
private final class SizedBox: View {
    let size: Size
    init(width: Double, height: Double) {
        size = Size(width: width, height: height)
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: Size { size }
}
