import TactileCore
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem

/// The Settings app: a navigation stack whose first page lists Display, Touch, Accessibility
/// and About, each opening its page of rows and controls (`SettingsPageController`).
///
/// - **Display**: the appearance (Light, Dark, Auto → `settings.appearance`), the accent colour
///   (→ `settings.accent`), the rotation (a
///   segmented control 0/90/180/270 → `settings.rotation`) and,
///   when the device has a `Backlight`, a brightness slider that sets it and
///   `settings.brightness`.
/// - **Touch**: "Show touches" (→ `settings.showsTouches`) and, with a calibration host,
///   "Calibrate", which presents `CalibrationViewController` full screen.
/// - **Accessibility**: the screen reader's mode (Off, Reader for containers, Alert →
///   `settings.accessibilityMode`) and its preferences: loop, hints, cues, larger touch targets and
///   the speech rate (→ `settings.screenReader`).
/// - **About**: version, memory in use, frame statistics and uptime, from `about`, asked each
///   time the page appears.
///
/// Each change is saved at once (`SystemSettings.save()`; a failure is one error line); whoever
/// applies settings listens to `settings.onChange`.
public final class SettingsViewController: NavigationController {
    /// The settings the pages change.
    public let settings: SystemSettings
    /// The panel's backlight, nil when the device has none (no brightness slider then).
    public let backlight: Backlight?
    /// Where calibration applies and saves; nil hides the Calibrate row.
    public let calibrationHost: (any CalibrationHost)?
    /// Gives the About page's values when it appears.
    public let about: () -> SettingsAboutInformation
    /// Whether changes are written to the settings file as they happen.
    public var savesChanges = true

    /// The page titles of the first page, in order.
    public static let pageTitles = ["Display", "Touch", "Accessibility", "About"]

    /// The Settings app for `settings`; `backlight`, `calibrationHost` and `about` as above.
    public init(
        settings: SystemSettings, backlight: Backlight? = nil, calibrationHost: (any CalibrationHost)? = nil,
        about: @escaping () -> SettingsAboutInformation = { SettingsAboutInformation() }
    ) {
        self.settings = settings
        self.backlight = backlight
        self.calibrationHost = calibrationHost
        self.about = about
        super.init()
        let root = SettingsPageController(title: "Settings") { [owner = Unowned(self)] in
            Self.pageTitles.map { title in
                SettingsRow(title: title) { owner.object.openPage(title) }
            }
        }
        setViewControllers([root], animated: false)
    }

    /// Pushes the page titled `title` (one of `pageTitles`); returns it.
    @discardableResult
    public func openPage(_ title: String, animated: Bool = true) -> SettingsPageController {
        let page: SettingsPageController
        switch title {
        case "Display": page = SettingsPageController(title: title) { [owner = Unowned(self)] in owner.object.displayRows() }
        case "Touch": page = SettingsPageController(title: title) { [owner = Unowned(self)] in owner.object.touchRows() }
        case "Accessibility":
            page = SettingsPageController(title: title) { [owner = Unowned(self)] in owner.object.accessibilityRows() }
        default: page = SettingsPageController(title: "About") { [owner = Unowned(self)] in owner.object.aboutRows() }
        }
        pushViewController(page, animated: animated)
        return page
    }

    // MARK: Pages

    /// The rotation segments, in degrees.
    public static let rotations: [DisplayRotation] = [.none, .clockwise90, .upsideDown, .clockwise270]

    /// The appearance segments: Light, Dark, Auto.
    public static let appearances: [AppearancePreference] = [.light, .dark, .automatic]

    private func displayRows() -> [SettingsRow] {
        let appearance = choice(
            "Appearance", titles: ["Light", "Dark", "Auto"], values: Self.appearances,
            // The appearance in effect: `--appearance` may override the file's for this run.
            current: viewIfLoaded?.window?.session?.appearance ?? settings.appearance
        ) { $0.appearance = $1 }
        let rotation = choice(
            "Rotation", titles: Self.rotations.map { "\($0.degrees)" }, values: Self.rotations, current: settings.rotation
        ) { $0.rotation = $1 }
        let accent = choice(
            "Accent", titles: AccentColor.allCases.map { $0.title }, values: AccentColor.allCases, current: settings.accent
        ) { $0.accent = $1 }
        var rows = [
            SettingsRow(title: "Appearance", detail: "Auto: dark from 19:00 to 07:00", accessory: appearance),
            SettingsRow(title: "Accent", accessory: accent),
            SettingsRow(title: "Rotation", detail: "Degrees clockwise", accessory: rotation)
        ]
        if let backlight {
            let slider = Slider(frame: Rect(x: 0, y: 0, width: 180, height: Slider.height))
            slider.value = backlight.brightness ?? settings.brightness
            slider.addAction(for: .valueChanged, target: self) { owner, control in
                guard let slider = control as? Slider else { return }
                owner.setBrightness(slider.value, save: !slider.isTracking)
            }
            // A drag saves once, when the finger lifts.
            slider.addAction(for: [.touchUpInside, .touchUpOutside], target: self) { owner, _ in owner.save() }
            rows.append(SettingsRow(title: "Brightness", accessory: slider))
        }
        return rows
    }

    private func touchRows() -> [SettingsRow] {
        let show = Switch()
        show.isOn = settings.showsTouches
        show.addAction(for: .valueChanged, target: self) { owner, control in
            guard let toggle = control as? Switch else { return }
            owner.change { $0.showsTouches = toggle.isOn }
        }
        var rows = [SettingsRow(title: "Show touches", detail: "Draw each finger on the screen", accessory: show)]
        if calibrationHost != nil {
            rows.append(
                SettingsRow(title: "Calibrate", detail: "Touch five targets") { [owner = Unowned(self)] in
                    owner.object.presentCalibration()
                })
        }
        return rows
    }

    /// `size` at least 44 points tall: the touch target every control needs (the segmented
    /// controls' segments cannot grow beyond their control).
    static func targetSize(_ size: Size) -> Size {
        Size(width: size.width, height: Swift.max(size.height, 44))
    }

    /// The screen reader's modes, as the segments show them.
    public static let accessibilityModes: [AccessibilityMode] = [.off, .containers, .alert]

    private func accessibilityRows() -> [SettingsRow] {
        let mode = choice(
            "Screen reader", titles: ["Off", "Reader", "Alert"], values: Self.accessibilityModes,
            current: settings.accessibilityMode
        ) { $0.accessibilityMode = $1 }
        var rows = [SettingsRow(title: "Screen reader", detail: "Explore by touch", accessory: mode)]
        func toggle(
            _ title: String, _ detail: String, _ isOn: Bool,
            _ set: @escaping (inout ScreenReaderSettings, Bool) -> Void
        ) {
            let control = Switch()
            control.isOn = isOn
            control.accessibilityLabel = title
            control.addAction(for: .valueChanged, target: self) { owner, control in
                guard let toggle = control as? Switch else { return }
                owner.change { settings in set(&settings.screenReader, toggle.isOn) }
            }
            rows.append(SettingsRow(title: title, detail: detail, accessory: control))
        }
        let reader = settings.screenReader
        toggle("Loop", "Next and previous stay in the container", reader.loops) { $0.loops = $1 }
        toggle("Hints", "Say what an item does after a pause", reader.speaksHints) { $0.speaksHints = $1 }
        toggle("Sound cues", "Tones at edges and on activation", reader.playsCues) { $0.playsCues = $1 }
        toggle("Larger touch targets", "Taps near a control reach it", reader.enlargesTouchTargets) { $0.enlargesTouchTargets = $1 }
        let rate = Slider(frame: Rect(x: 0, y: 0, width: 180, height: Slider.height))
        rate.minimumValue = 80
        rate.maximumValue = 450
        rate.value = Double(reader.rate)
        rate.accessibilityLabel = "Speech rate"
        rate.addAction(for: [.touchUpInside, .touchUpOutside, .valueChanged], target: self) { owner, control in
            guard let slider = control as? Slider, !slider.isTracking else { return }
            owner.change { $0.screenReader.rate = Int(slider.value.rounded()) }
        }
        rows.append(SettingsRow(title: "Speech rate", detail: "Words a minute", accessory: rate))
        return rows
    }

    private func aboutRows() -> [SettingsRow] {
        let information = about()
        return [
            SettingsRow(title: "Version", detail: information.version),
            SettingsRow(title: "Memory in use", detail: SettingsAboutInformation.memoryText(information.residentMemoryBytes)),
            SettingsRow(title: "Frames", detail: information.framesText),
            SettingsRow(title: "Uptime", detail: SettingsAboutInformation.durationText(information.uptime))
        ]
    }

    // MARK: Changes

    /// Presents the calibration screen (with a calibration host); returns it.
    @discardableResult
    public func presentCalibration() -> CalibrationViewController? {
        guard let calibrationHost else { return nil }
        let calibration = CalibrationViewController(host: calibrationHost)
        present(calibration, animated: true)
        return calibration
    }

    /// A segmented control choosing one of `values` (shown as `titles`, `current` selected), read
    /// as `label`, that sets the choice with `set` and saves.
    private func choice<Value: Equatable>(
        _ label: String, titles: [String], values: [Value], current: Value,
        set: @escaping (SystemSettings, Value) -> Void
    ) -> SegmentedControl {
        let control = SegmentedControl(titles: titles)
        control.selectedSegmentIndex = values.firstIndex(of: current) ?? 0
        control.frame = Rect(origin: .zero, size: Self.targetSize(control.intrinsicContentSize))
        control.accessibilityLabel = label
        control.addAction(for: .valueChanged, target: self) { owner, sender in
            guard let sender = sender as? SegmentedControl, values.indices.contains(sender.selectedSegmentIndex) else { return }
            owner.change { set($0, values[sender.selectedSegmentIndex]) }
        }
        return control
    }

    private func change(_ body: (SystemSettings) -> Void) {
        body(settings)
        save()
    }

    private func setBrightness(_ value: Double, save: Bool) {
        if let backlight {
            do throws(FileError) { try backlight.setBrightness(value) } catch {
                Console.error("cannot set the brightness: \(error.message)")
            }
        }
        settings.brightness = value
        if save { self.save() }
    }

    private func save() {
        guard savesChanges else { return }
        do throws(FileError) { try settings.save() } catch {
            Console.error("cannot save the settings: \(error.message)")
        }
    }
}
