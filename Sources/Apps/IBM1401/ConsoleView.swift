import TactileCore
import TactileIBM1401

/// The 1401's console: the lights at the top with the stop-address wheels beside them, the
/// print view, and the buttons Start, Stop and Check Reset with the run mode.
final class ConsoleView: View {
    let runner: MachineRunner
    let lights = LightPanelView(frame: .zero)
    let printView = PrintView()
    let startButton = Button(frame: .zero)
    let stopButton = Button(frame: .zero)
    let checkResetButton = Button(frame: .zero)
    let modeControl = SegmentedControl(frame: .zero, titles: RunMode.allCases.map { $0.title })
    let addressWheels = PickerView(frame: .zero, components: Array(repeating: (0...9).map { String($0) }, count: 5))
    let addressTitle = Label(frame: .zero, font: .system(size: 11, weight: .bold))
    let status = Label(frame: .zero, font: .system(size: 13))

    static let barHeight = 56.0
    static let background = Color(rgb: 0x1B_1E23)
    private static let buttonColors = [Color(rgb: 0x2E_9D55), Color(rgb: 0xC8_3B32), Color(rgb: 0x4A_6FD0)]

    init(runner: MachineRunner) {
        self.runner = runner
        super.init(frame: .zero)
        backgroundColor = Self.background
        for (button, (title, color)) in zip(
            [startButton, stopButton, checkResetButton],
            zip(["Start", "Stop", "Check Reset"], Self.buttonColors))
        {
            button.setTitle(title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = color
            button.cornerRadius = 8
            addSubview(button)
        }
        startButton.addAction(for: .touchUpInside, target: self) { owner, _ in owner.runner.start() }
        stopButton.addAction(for: .touchUpInside, target: self) { owner, _ in owner.runner.stop() }
        checkResetButton.addAction(for: .touchUpInside, target: self) { owner, _ in owner.printView.tearOff() }
        modeControl.selectedSegmentIndex = RunMode.run.rawValue
        modeControl.accessibilityLabel = "Mode"
        // "Address Stop" needs more room than "Run" on a narrow screen.
        modeControl.apportionsSegmentWidthsByContent = true
        modeControl.addAction(for: .valueChanged, target: self) { owner, _ in
            owner.runner.mode = RunMode(rawValue: owner.modeControl.selectedSegmentIndex) ?? .run
        }
        addressWheels.componentTitles = ["Ten thousands", "Thousands", "Hundreds", "Tens", "Units"]
        addressWheels.rowHeight = 30
        addressWheels.font = .system(size: 20, weight: .bold)
        addressWheels.backgroundColor = Color(rgb: 0xE9_E6DA)
        // The console is a machine's dark panel and its wheels are light dials in either
        // appearance: their controls and text draw in the style of what they sit on.
        overrideUserInterfaceStyle = .dark
        addressWheels.overrideUserInterfaceStyle = .light
        addressWheels.cornerRadius = 6
        // The rows beyond the window of the dials are not drawn over the console.
        addressWheels.clipsToBounds = true
        addressWheels.addAction(for: .valueChanged, target: self) { owner, _ in
            var address = 0
            for wheel in 0..<5 { address = address * 10 + owner.addressWheels.selectedRow(inComponent: wheel) }
            owner.runner.stopAddress = address
        }
        addressTitle.text = "STOP ADDRESS"
        addressTitle.textColor = LightPanelView.text
        addressTitle.textAlignment = .center
        status.textColor = LightPanelView.text
        for view in [lights, addressTitle, addressWheels, printView, modeControl, status] as [View] { addSubview(view) }
        runner.onPrint = Unowned(self).callback { owner, bytes in owner.printView.print(bytes) }
        runner.onChange = Unowned(self).callback { owner in owner.showMachine() }
        showMachine()
    }

    /// The lights and the status line from the machine's registers and state.
    private func showMachine() {
        let machine = runner.machine
        lights.registers = LightPanelView.Registers(
            instructionAddress: machine.instructionAddress,
            aAddress: machine.aAddress, bAddress: machine.bAddress,
            instructionLength: machine.instructionLength,
            operation: machine.operation)
        let text: String
        switch runner.state {
        case .running: text = "Running"
        case .stopped: text = "Stopped"
        case .ended(let reason): text = reason + ", IS: " + Address.text(machine.instructionAddress)
        }
        if status.text != text { status.text = text }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width, height = bounds.height
        // From the safe area's top: 0 below the 1401's opaque bar, the bar's height under a
        // translucent one.
        let originY = safeAreaInsets.top
        let panelHeight = LightPanelView.naturalHeight
        let wheelsWidth = 5 * 44.0
        let margin = 8.0
        // Wide: the wheels beside the lights; narrow (a turned screen): under them.
        let wide = width >= LightPanelView.naturalWidth + wheelsWidth + 3 * margin
        let compactHeight = traitCollection.verticalSizeClass == .compact && !wide
        for mode in RunMode.allCases {
            modeControl.setTitle(compactHeight ? mode.shortTitle : mode.title, forSegmentAt: mode.rawValue)
        }
        if compactHeight {
            layoutForCompactHeight(originY: originY, panelHeight: panelHeight, margin: margin)
            return
        }
        addressTitle.isHidden = false
        lights.frame = Rect(x: 0, y: originY, width: wide ? width - wheelsWidth - 2 * margin : width, height: panelHeight)
        var top = originY + panelHeight
        let wheelsOrigin = wide ? Point(x: width - wheelsWidth - margin, y: originY + 4) : Point(x: margin, y: top + 4)
        addressTitle.frame = Rect(x: wheelsOrigin.x, y: wheelsOrigin.y, width: wheelsWidth, height: 14)
        addressWheels.frame = Rect(
            x: wheelsOrigin.x, y: wheelsOrigin.y + 16, width: wheelsWidth,
            height: (wide ? panelHeight - 24 : 92))
        if !wide {
            status.frame = Rect(
                x: wheelsOrigin.x + wheelsWidth + margin, y: top + 40,
                width: max(1, width - wheelsWidth - 3 * margin), height: 20)
            top += 116
        }
        let bar = Self.barHeight
        let buttonWidth = 84.0, buttonHeight = 44.0
        let modeX = margin + 3 * (buttonWidth + margin) + 48
        // Too narrow for the mode control's 356 points beside the buttons (a portrait or small
        // panel): it gets a row of its own above them, as wide as the screen.
        let modeRow = width < modeX + 356 + margin
        let bars = modeRow ? 2 * bar : bar
        printView.frame = Rect(x: 0, y: top, width: width, height: max(1, height - top - bars))
        let barY = height - bar + (bar - buttonHeight) / 2
        for (index, button) in [startButton, stopButton, checkResetButton].enumerated() {
            // "Check Reset" with room either side of its title.
            let w = index == 2 ? buttonWidth + 48 : buttonWidth
            let x = margin + Double(index) * (buttonWidth + margin)
            button.frame = Rect(x: x, y: barY, width: w, height: buttonHeight)
        }
        if modeRow {
            modeControl.frame = Rect(x: margin, y: barY - bar, width: max(1, width - 2 * margin), height: 44)
            if wide { status.frame = Rect(x: modeX, y: barY + 12, width: max(1, width - modeX - margin), height: 20) }
            return
        }
        let modeWidth = min(356, max(1, width - modeX - margin))
        modeControl.frame = Rect(x: modeX, y: barY, width: modeWidth, height: 44)
        if wide {
            let statusX = modeX + modeWidth + margin
            status.frame = Rect(x: statusX, y: barY + 12, width: max(1, width - statusX - margin), height: 20)
        }
    }

    /// A small landscape panel (480 × 320): the lights, the paper, then the mode control with
    /// the stop address's dials beside it (one row showing, 44 points a dial), and the buttons
    /// with the status.
    private func layoutForCompactHeight(originY: Double, panelHeight: Double, margin: Double) {
        let width = bounds.width, height = bounds.height
        let bar = Self.barHeight, buttonHeight = 44.0
        lights.frame = Rect(x: 0, y: originY, width: width, height: panelHeight)
        addressTitle.isHidden = true
        let barY = height - bar + (bar - buttonHeight) / 2
        var x = margin
        for (index, button) in [startButton, stopButton, checkResetButton].enumerated() {
            let w = index == 2 ? 132.0 : 84.0
            button.frame = Rect(x: x, y: barY, width: w, height: buttonHeight)
            x += w + margin
        }
        status.frame = Rect(x: x, y: barY + 12, width: max(1, width - x - margin), height: 20)
        let wheelsWidth = 5 * 44.0
        addressWheels.frame = Rect(x: width - wheelsWidth - margin, y: barY - bar, width: wheelsWidth, height: buttonHeight)
        modeControl.frame = Rect(x: margin, y: barY - bar, width: max(1, width - wheelsWidth - 3 * margin), height: 44)
        printView.frame = Rect(
            x: 0, y: originY + panelHeight, width: width, height: max(1, height - originY - panelHeight - 2 * bar))
    }
}
