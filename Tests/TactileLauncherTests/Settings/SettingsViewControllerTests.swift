import CTactileLinux
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore
@testable import TactileLauncher

/// A touch mapping that records what the calibration screen does to it.
final class FakeCalibrationHost: CalibrationHost {
    var inputRotation: DisplayRotation = .none
    var inputCalibration: CalibrationMatrix
    var applied: [CalibrationMatrix] = []
    var saved: [CalibrationMatrix] = []

    init(current: CalibrationMatrix) { inputCalibration = current }

    func applyInputCalibration(_ matrix: CalibrationMatrix) {
        applied.append(matrix)
        inputCalibration = matrix
    }

    func saveInputCalibration(_ matrix: CalibrationMatrix) throws(FileError) { saved.append(matrix) }
}

/// The Settings app on the 400 × 400 test screen, driven by touches. Hand-worked layout: the
/// navigation bar is 44 pt, rows are 56 pt, so row `i` of a page has its centre at
/// y = 44 + 56 i + 28; a switch (51 × 31) ends 16 pt from the right edge, at x 333...384, and is
/// centred in its row (y 44 + 56 i + 13 ... + 44).
final class SettingsHarness {
    let scratch = SettingsScratch("app")
    let settings: SystemSettings
    let controller: SettingsViewController
    let harness: NavigationHarness
    var heard: [SystemSettings.Key] = []
    var t = 0.0

    init(
        backlight: Backlight? = nil, host: FakeCalibrationHost? = nil,
        about: @escaping () -> SettingsAboutInformation = { SettingsAboutInformation() }
    ) {
        settings = SystemSettings(path: scratch.path)
        controller = SettingsViewController(settings: settings, backlight: backlight, calibrationHost: host, about: about)
        harness = NavigationHarness(root: controller)
        settings.onChange = { [unowned self] key in heard.append(key) }
    }

    static func rowCentre(_ row: Int) -> Double { 44 + 56 * Double(row) + 28 }

    /// A tap at (x, y), then the animations run to rest.
    func tap(_ x: Double, _ y: Double) {
        t += 1
        harness.touches.tap(Int(t), at: t, x, y)
        harness.run(from: t + 0.06, to: t + 0.9)
    }

    /// Taps row `row` of the page on top.
    func tapRow(_ row: Int) { tap(200, Self.rowCentre(row)) }

    var topPage: SettingsPageController? { controller.topViewController as? SettingsPageController }
}

@Suite struct SettingsViewControllerTests {
    @Test func theFirstPageListsThePagesAndOpensThem() throws {
        let app = SettingsHarness()
        #expect(app.topPage?.rows.map { $0.title } == ["Display", "Touch", "Accessibility", "About"])
        app.tapRow(2)
        #expect(app.topPage?.title == "Accessibility")
        #expect(app.controller.viewControllers.count == 2)
    }

    @Test func theShowTouchesSwitchChangesAndSavesTheSetting() throws {
        let app = SettingsHarness()
        app.tapRow(1)
        let page = try #require(app.topPage)
        #expect(page.title == "Touch")
        // No calibration host: no Calibrate row.
        #expect(page.rows.map { $0.title } == ["Show touches"])
        let toggle = try #require(page.rows[0].accessory as? Switch)
        #expect(!toggle.isOn)
        app.tap(358, SettingsHarness.rowCentre(0))
        #expect(toggle.isOn)
        #expect(app.settings.showsTouches)
        #expect(app.heard == [.showTouches])
        #expect(SystemSettings(path: app.settings.path).showsTouches)
        app.tap(358, SettingsHarness.rowCentre(0))
        #expect(!app.settings.showsTouches)
        #expect(app.heard == [.showTouches, .showTouches])
        #expect(!SystemSettings(path: app.settings.path).showsTouches)
    }

    @Test func theScreenReaderControlAndSwitches() throws {
        let app = SettingsHarness()
        app.tapRow(2)
        let page = try #require(app.topPage)
        #expect(page.rows.map { $0.title } == ["Screen reader", "Loop", "Hints", "Sound cues", "Larger touch targets", "Speech rate"])
        let control = try #require(page.rows[0].accessory as? SegmentedControl)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Off", "Reader", "Alert"])
        // The "Reader" segment's centre on the screen: containers mode.
        let segment = control.segmentFrames[1]
        let centre = control.convert(Point(x: segment.midX, y: segment.midY), to: nil)
        app.tap(centre.x, centre.y)
        #expect(app.settings.accessibilityMode == .containers)
        #expect(app.heard == [.accessibility])
        #expect(SystemSettings(path: app.settings.path).accessibilityMode == .containers)
        // The loop switch, on its row.
        app.tap(358, SettingsHarness.rowCentre(1))
        #expect(app.settings.screenReader.loops)
        #expect(app.heard == [.accessibility, .accessibilityLoop])
    }

    @Test func theRotationControl() throws {
        let app = SettingsHarness()
        app.tapRow(0)
        let page = try #require(app.topPage)
        #expect(page.title == "Display")
        // No backlight: no brightness row.
        #expect(page.rows.map { $0.title } == ["Appearance", "Accent", "Rotation"])
        let control = try #require(page.rows[2].accessory as? SegmentedControl)
        #expect((0..<4).map { control.titleForSegment(at: $0) } == ["0", "90", "180", "270"])
        #expect(control.selectedSegmentIndex == 0)
        // The "180" segment's centre on the screen.
        let segment = control.segmentFrames[2]
        let centre = control.convert(Point(x: segment.midX, y: segment.midY), to: nil)
        app.tap(centre.x, centre.y)
        #expect(app.settings.rotation == .upsideDown)
        #expect(app.heard == [.rotation])
        #expect(SystemSettings(path: app.settings.path).rotation == .upsideDown)
    }

    @Test func theAppearanceControlSetsTheSettingAndTheScreen() throws {
        let app = SettingsHarness()
        app.tapRow(0)
        let page = try #require(app.topPage)
        let control = try #require(page.rows[0].accessory as? SegmentedControl)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Light", "Dark", "Auto"])
        #expect(control.selectedSegmentIndex == 0)
        let segment = control.segmentFrames[1]
        let centre = control.convert(Point(x: segment.midX, y: segment.midY), to: nil)
        app.tap(centre.x, centre.y)
        #expect(app.settings.appearance == .dark)
        #expect(app.heard == [.appearance])
        #expect(SystemSettings(path: app.settings.path).appearance == .dark)
    }

    @Test func theAccentControlSetsTheSetting() throws {
        let app = SettingsHarness()
        app.tapRow(0)
        let page = try #require(app.topPage)
        let control = try #require(page.rows[1].accessory as? SegmentedControl)
        #expect((0..<4).map { control.titleForSegment(at: $0) } == ["Blue", "Purple", "Pink", "Orange"])
        let segment = control.segmentFrames[3]
        let centre = control.convert(Point(x: segment.midX, y: segment.midY), to: nil)
        app.tap(centre.x, centre.y)
        #expect(app.settings.accent == .orange && app.heard == [.accent])
        #expect(SystemSettings(path: app.settings.path).accent == .orange)
    }

    @Test func aboutIsAskedEachTimeThePageAppears() throws {
        var calls = 0
        let app = SettingsHarness {
            calls += 1
            return SettingsAboutInformation(
                version: "9.9", residentMemoryBytes: 1_572_864 * calls, framesPresented: 100 * calls,
                droppedFrames: 2, uptime: Interval(nanoseconds: 93_784 * 1_000_000_000))
        }
        app.tapRow(3)
        #expect(calls == 1)
        var page = try #require(app.topPage)
        #expect(page.rows.map { $0.detail ?? "" } == ["9.9", "1.5 MiB", "100 presented, 2 dropped", "1 d 2:03:04"])
        _ = app.controller.popViewController(animated: false)
        #expect(calls == 1)  // nothing is sampled while the page is hidden
        app.tapRow(3)
        page = try #require(app.topPage)
        #expect(calls == 2)
        #expect(page.rows.map { $0.detail ?? "" } == ["9.9", "3.0 MiB", "200 presented, 2 dropped", "1 d 2:03:04"])
    }

    @Test func aboutTexts() {
        #expect(SettingsAboutInformation.memoryText(nil) == "unknown")
        #expect(SettingsAboutInformation.memoryText(104_857) == "0.1 MiB")
        #expect(SettingsAboutInformation.durationText(Interval(nanoseconds: 59_999_999_999)) == "0:00:59")
        #expect(SettingsAboutInformation.durationText(Interval(nanoseconds: 3_600_000_000_000)) == "1:00:00")
        #expect(SettingsAboutInformation.durationText(Interval(nanoseconds: -1)) == "unknown")
        #expect(SettingsAboutInformation(framesPresented: 5).framesText == "5 presented")
    }

    /// Five taps on the targets of the 400 × 400 screen (inset 0.1: (40, 40), (360, 40),
    /// (360, 360), (40, 360), (200, 200)) where a panel reports x' = 0.8 x + 50, y' = 0.8 y + 30:
    /// (82, 62), (338, 62), (338, 318), (82, 318), (210, 190). The matrix taking the reported
    /// points back, in normalised coordinates: x = (400 u − 50) / 0.8 / 400 = 1.25 u − 0.15625,
    /// y = 1.25 v − 0.09375.
    @Test func calibrationWithFiveTaps() throws {
        let previous = CalibrationMatrix(1.1, 0, -0.05, 0, 1.1, -0.05)
        let host = FakeCalibrationHost(current: previous)
        let app = SettingsHarness(host: host)
        app.tapRow(1)
        #expect(app.topPage?.rows.map { $0.title } == ["Show touches", "Calibrate"])
        app.tapRow(1)
        let calibration = try #require(app.controller.presentedViewController as? CalibrationViewController)
        var outcome: CalibrationViewController.Outcome?
        calibration.onFinish = { outcome = $0 }
        // Touches arrive uncalibrated while the targets are up.
        #expect(host.applied == [.identity])
        #expect(calibration.procedure?.targets.map { [$0.x, $0.y] } == [[40, 40], [360, 40], [360, 360], [40, 360], [200, 200]])
        for (x, y) in [(82.0, 62.0), (338, 62), (338, 318), (82, 318), (210, 190)] { app.tap(x, y) }
        let expected = CalibrationMatrix(1.25, 0, -0.15625, 0, 1.25, -0.09375)
        let saved = try #require(host.saved.first)
        #expect(host.saved.count == 1)
        for (value, wanted) in zip(saved.values, expected.values) { #expect(abs(value - wanted) < 1e-9) }
        #expect(host.applied.count == 2 && host.applied[1] == saved)
        #expect(outcome == .saved(saved))
        #expect(app.controller.presentedViewController == nil)
        #expect(app.settings.values == SystemSettings.Values())  // calibration is not a setting
    }

    @Test func cancellingCalibrationRestoresThePreviousMatrix() throws {
        let previous = CalibrationMatrix(1.1, 0, -0.05, 0, 1.1, -0.05)
        let host = FakeCalibrationHost(current: previous)
        let app = SettingsHarness(host: host)
        app.tapRow(1)
        app.tapRow(1)
        let calibration = try #require(app.controller.presentedViewController as? CalibrationViewController)
        app.tap(82, 62)
        app.tap(338, 62)
        #expect(calibration.procedure?.samples.count == 2)
        // The Cancel button: 100 × 40 centred at the top, from y 8.
        app.tap(200, 28)
        #expect(host.applied == [.identity, previous])
        #expect(host.saved.isEmpty)
        #expect(app.controller.presentedViewController == nil)
    }

    /// Taps all on one line determine no matrix: the reason is shown and the targets start again.
    @Test func aFailedCalibrationStartsAgain() throws {
        let host = FakeCalibrationHost(current: .identity)
        let app = SettingsHarness(host: host)
        app.tapRow(1)
        app.tapRow(1)
        let calibration = try #require(app.controller.presentedViewController as? CalibrationViewController)
        for x in [100.0, 150, 200, 250, 300] { app.tap(x, 200) }
        #expect(calibration.messageLabel.text == "the touches lie on one line; touch each target in turn")
        #expect(calibration.procedure?.state == .waiting(target: 0))
        #expect(host.saved.isEmpty && host.applied == [.identity])
    }

    /// With a backlight (a fake sysfs tree, 200 steps at 50) the Display page has a slider
    /// starting at 0.25; a change sets the backlight's step (0.6 × 200 = 120) and the setting.
    @Test func theBrightnessSliderWritesThroughTheBacklight() throws {
        let tree = SettingsScratch("backlight")
        mkdir(tree.directory + "/panel", 0o755)
        try FileBytes.write(Array("200\n".utf8), to: tree.directory + "/panel/max_brightness")
        try FileBytes.write(Array("50\n".utf8), to: tree.directory + "/panel/brightness")
        let backlight = try #require(Backlight(root: tree.directory))
        let app = SettingsHarness(backlight: backlight)
        app.tapRow(0)
        let page = try #require(app.topPage)
        #expect(page.rows.map { $0.title } == ["Appearance", "Accent", "Rotation", "Brightness"])
        let slider = try #require(page.rows[3].accessory as? Slider)
        #expect(slider.value == 0.25)
        slider.value = 0.6
        slider.sendActions(for: .valueChanged)
        #expect(try FileBytes.read(tree.directory + "/panel/brightness") == Array("120\n".utf8))
        #expect(app.settings.brightness == 0.6)
        #expect(app.heard == [.brightness])
        #expect(SystemSettings(path: app.settings.path).brightness == 0.6)
    }
}
