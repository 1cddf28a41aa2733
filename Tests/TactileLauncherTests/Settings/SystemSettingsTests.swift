import CTactileLinux
import TactileSystem
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileCore
@testable import TactileLauncher

/// A scratch directory for one test, removed with its files (two levels) afterwards.
final class SettingsScratch {
    let directory: String

    init(_ name: String) {
        directory = "/tmp/tactile-settings-\(getpid())-\(name)-\(Int.random(in: 0..<1_000_000))"
        mkdir(directory, 0o755)
    }

    var path: String { directory + "/settings.conf" }

    func write(_ text: String) { try! FileBytes.write(Array(text.utf8), to: path) }
    func write(bytes: [UInt8]) { try! FileBytes.write(bytes, to: path) }
    func read(_ file: String) -> String? {
        (try? FileBytes.read(file)).map { String(decoding: $0, as: UTF8.self) }
    }

    deinit { removeTree(directory) }

    private func removeTree(_ path: String) {
        if let dir = opendir(path) {
            var names: [String] = []
            while let entry = readdir(dir) {
                let name = String(cString: tl_dirent_name(entry))
                if name != ".", name != ".." { names.append(name) }
            }
            closedir(dir)
            for name in names where unlink(path + "/" + name) != 0 { removeTree(path + "/" + name) }
        }
        rmdir(path)
    }
}

@Suite struct SystemSettingsTests {
    static let sample = """
        # Tactile settings (written by the Settings app)
        rotation = 90
        scale = 1.50
        appearance = dark
        accent = purple
        brightness = 0.250
        show-touches = on
        accessibility = alert
        accessibility-loop = on
        accessibility-verbosity = high
        accessibility-hints = off
        accessibility-cues = on
        larger-touch-targets = on
        speech-rate = 220
        speech-volume = 0.500
        speech-pitch = 0.250
        speech-voice = en-us

        """

    @Test func theTextIsTheDocumentedFormat() {
        var values = SystemSettings.Values()
        values.rotation = .clockwise90
        values.scale = 1.5
        values.appearance = .dark
        values.accent = .purple
        values.brightness = 0.25
        values.showsTouches = true
        values.accessibilityMode = .alert
        values.screenReader.loops = true
        values.screenReader.verbosity = .high
        values.screenReader.speaksHints = false
        values.screenReader.enlargesTouchTargets = true
        values.screenReader.rate = 220
        values.screenReader.volume = 0.5
        values.screenReader.pitch = 0.25
        values.screenReader.voice = "en-us"
        #expect(SystemSettings.text(values) == Self.sample)
        #expect((try? SystemSettings.parse(Array(Self.sample.utf8))) == values)
    }

    @Test func missingKeysKeepTheirDefaults() throws {
        let values = try SystemSettings.parse(Array("  # only a comment\n\naccessibility = on   # trailing\r\n".utf8))
        var expected = SystemSettings.Values()
        // `on`, from files of earlier versions, is the reader's containers mode.
        expected.accessibilityMode = .containers
        #expect(values == expected)
        #expect(expected.brightness == 1 && expected.rotation == .none && !expected.showsTouches)
    }

    /// The scale is read before the screen is made, without a message (the launcher reports a
    /// bad file when it loads it).
    @Test func theScaleIsReadFromTheFileAlone() {
        let scratch = SettingsScratch("scale")
        #expect(SystemSettings.scale(inFileAt: scratch.path) == nil)
        scratch.write("rotation = 90\nscale = 2\n")
        #expect(SystemSettings.scale(inFileAt: scratch.path) == 2)
        scratch.write("scale = auto\n")
        #expect(SystemSettings.scale(inFileAt: scratch.path) == nil)
        scratch.write("scale = 2\nrotation = 45\n")
        #expect(SystemSettings.scale(inFileAt: scratch.path) == nil)
    }

    @Test func aMissingFileGivesTheDefaultsSilently() throws {
        let scratch = SettingsScratch("missing")
        let settings = SystemSettings(path: scratch.path)
        #expect(settings.values == SystemSettings.Values())
        #expect(settings.loadError == nil)
        // Saving creates the missing directories.
        let nested = SystemSettings(path: scratch.directory + "/config/tactile/settings.conf")
        try nested.save()
        #expect(scratch.read(scratch.directory + "/config/tactile/settings.conf") == SystemSettings.text(SystemSettings.Values()))
    }

    @Test func loadsAWrittenFile() throws {
        let scratch = SettingsScratch("load")
        scratch.write(Self.sample)
        let settings = SystemSettings(path: scratch.path)
        #expect(settings.loadError == nil)
        #expect(
            settings.rotation == .clockwise90 && settings.brightness == 0.25 && settings.showsTouches
                && settings.accessibilityMode == .alert && settings.screenReader.rate == 220)
    }

    /// Each bad file: the defaults, and one message naming the file and the line.
    @Test(arguments: [
        ("rotation = 90\nrotation 90\n", 2, "expected `key = value`"),
        ("rotation = 45\n", 1, "rotation must be 0, 90, 180 or 270"),
        ("scale = 5\n", 1, "scale must be auto or a number from 0.5 to 4"),
        ("scale = big\n", 1, "scale must be auto or a number from 0.5 to 4"),
        ("appearance = sepia\n", 1, "appearance must be light, dark or automatic"),
        ("accent = teal\n", 1, "accent must be blue, purple, pink or orange"),
        ("rotation = 99999999999999999999\n", 1, "rotation must be 0, 90, 180 or 270"),
        ("brightness = 1.5\n", 1, "brightness must be a number from 0 to 1"),
        ("brightness = -0.1\n", 1, "brightness must be a number from 0 to 1"),
        ("brightness = nan\n", 1, "brightness must be a number from 0 to 1"),
        ("brightness = 1e400\n", 1, "brightness must be a number from 0 to 1"),
        ("# ok\nshow-touches = yes\n", 2, "show-touches must be on or off"),
        (
            "volume = 11\n", 1,
            "unknown key volume (known: rotation, scale, appearance, accent, brightness, show-touches, accessibility, "
                + "accessibility-loop, accessibility-verbosity, accessibility-hints, accessibility-cues, larger-touch-targets, "
                + "speech-rate, speech-volume, speech-pitch, speech-voice)"
        ),
        ("accessibility = yes\n", 1, "accessibility must be off, containers or alert"),
        ("speech-rate = 79\n", 1, "speech-rate must be a whole number from 80 to 450"),
        ("speech-rate = 99999999999999999999\n", 1, "speech-rate must be a whole number from 80 to 450"),
        ("speech-voice = ../../etc\n", 1, "speech-voice must be a voice name such as en or en-us"),
        ("accessibility-verbosity = loud\n", 1, "accessibility-verbosity must be low, normal or high"),
        ("rotation = 90 180\n", 1, "expected `key = value`")
    ])
    func aCorruptFileGivesTheDefaultsAndOneMessage(text: String, line: Int, reason: String) {
        let scratch = SettingsScratch("corrupt")
        scratch.write(text)
        let settings = SystemSettings(path: scratch.path)
        #expect(settings.values == SystemSettings.Values())
        #expect(settings.loadError == "\(scratch.path) line \(line): \(reason); using the default settings")
    }

    @Test func binaryGarbageGivesOnePrintableLine() throws {
        let scratch = SettingsScratch("garbage")
        scratch.write(bytes: [0x00, 0xFF, 0x1B, 0x5B, 0x32, 0x4A, 0x20, 0x3D, 0x20, 0x07, 0x0A])
        let settings = SystemSettings(path: scratch.path)
        #expect(settings.values == SystemSettings.Values())
        // The key's control bytes and the non-ASCII one are shown as "?": no escape sequence
        // reaches the terminal and the message stays one line.
        #expect(
            settings.loadError == "\(scratch.path) line 1: unknown key ???[2J (known: rotation, scale, appearance, accent, brightness, "
                + "show-touches, accessibility, accessibility-loop, accessibility-verbosity, accessibility-hints, "
                + "accessibility-cues, larger-touch-targets, speech-rate, speech-volume, speech-pitch, speech-voice); "
                + "using the default settings")
    }

    @Test func hugeAndUnreadableFiles() throws {
        let scratch = SettingsScratch("huge")
        scratch.write(bytes: [UInt8](repeating: 0x23, count: SystemSettings.maximumFileSize + 1))
        let huge = SystemSettings(path: scratch.path)
        #expect(huge.values == SystemSettings.Values())
        #expect(
            huge.loadError == "\(scratch.path): file too large (262145 bytes; the limit for a settings file is 256 kiB); "
                + "using the default settings")
        let directory = SystemSettings(path: scratch.directory)
        #expect(directory.loadError == "\(scratch.directory): is a directory; using the default settings")
        let device = SystemSettings(path: "/dev/zero")
        #expect(device.loadError == "/dev/zero: not a regular file; using the default settings")
    }

    /// The first save after a bad load keeps the bad file as PATH.bak, byte for byte; later
    /// saves leave the backup alone.
    @Test func theBadFileIsBackedUpBeforeTheFirstSave() throws {
        let scratch = SettingsScratch("backup")
        let bad = "rotation = 45\nshow-touches = on\n"
        scratch.write(bad)
        let settings = SystemSettings(path: scratch.path)
        #expect(settings.loadError != nil)
        settings.showsTouches = true
        try settings.save()
        #expect(scratch.read(scratch.path + ".bak") == bad)
        var expected = SystemSettings.Values()
        expected.showsTouches = true
        #expect(scratch.read(scratch.path) == SystemSettings.text(expected))
        settings.rotation = .upsideDown
        try settings.save()
        #expect(scratch.read(scratch.path + ".bak") == bad)
        #expect(SystemSettings(path: scratch.path).rotation == .upsideDown)
    }

    /// Saving replaces the file by a rename: a hard link to the old file keeps the old text.
    @Test func savingReplacesAtomically() throws {
        let scratch = SettingsScratch("atomic")
        scratch.write(Self.sample)
        #expect(link(scratch.path, scratch.directory + "/old") == 0)
        let settings = SystemSettings(path: scratch.path)
        settings.rotation = .none
        try settings.save()
        #expect(scratch.read(scratch.directory + "/old") == Self.sample)
        #expect(scratch.read(scratch.path)?.contains("rotation = 0\n") == true)
    }

    @Test func onChangeHearsRealChangesOnly() {
        let settings = SystemSettings(values: SystemSettings.Values(), path: "/nonexistent/settings.conf")
        var heard: [SystemSettings.Key] = []
        settings.onChange = { heard.append($0) }
        settings.showsTouches = false  // already off
        settings.rotation = .none
        settings.brightness = 1
        #expect(heard.isEmpty)
        settings.showsTouches = true
        settings.brightness = 7  // clamped to 1: no change
        settings.brightness = .nan  // ignored
        settings.brightness = -2  // clamped to 0
        settings.accessibilityMode = .containers
        settings.rotation = .clockwise270
        #expect(heard == [.showTouches, .brightness, .accessibility, .rotation])
        #expect(settings.brightness == 0)
        var values = settings.values
        values.rotation = .none
        values.showsTouches = false
        heard = []
        settings.values = values
        #expect(heard == [.rotation, .showTouches])
    }
}

@Suite struct SettingsPathOptionTests {
    /// The settings file the launcher reads for this command line and environment.
    func settingsPath(_ arguments: [String], _ environment: [String: String]) throws(OptionsError) -> String {
        let options = try RuntimeOptions(
            arguments: arguments, applicationOptions: Launcher.options,
            environment: { environment[$0] })
        return Launcher.settingsPath(given: options.applicationValues["--settings"], home: environment["HOME"])
    }

    @Test func theDefaultFollowsHome() throws {
        #expect(try settingsPath([], [:]) == "/var/lib/tactile/settings.conf")
        #expect(try settingsPath([], ["HOME": "/home/pi"]) == "/home/pi/.config/tactile/settings.conf")
        #expect(try settingsPath([], ["HOME": ""]) == "/var/lib/tactile/settings.conf")
    }

    @Test func theVariableAndTheOptionWin() throws {
        #expect(try settingsPath([], ["HOME": "/root", "TACTILE_SETTINGS": "/etc/s.conf"]) == "/etc/s.conf")
        #expect(try settingsPath(["--settings", "/tmp/x.conf"], ["TACTILE_SETTINGS": "/etc/s.conf"]) == "/tmp/x.conf")
        #expect(throws: OptionsError.self) { try settingsPath(["--settings"], [:]) }
        // The launcher's option, not the runtime's: an app without a launcher does not list it.
        #expect(RuntimeOptions.usage(applicationOptions: Launcher.options).contains("--settings PATH"))
        #expect(!RuntimeOptions.usage().contains("--settings"))
    }
}
