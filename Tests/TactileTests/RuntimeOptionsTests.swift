import TactileImages
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileCore

/// `RuntimeOptions`: the TACTILE_* environment, the command line winning over it, the
/// application's own options and flags, `--help`, and the errors (naming the variable, carrying
/// the usage), with `--screenshot-after` values checked without overflow.
@Suite struct RuntimeOptionsTests {
    static let appOptions: [ApplicationOption] = [
        .value("--wallpaper", "FILE.png", help: "the picture behind the icons"),
        .flag("--fast", help: "skip the intro")
    ]

    func parse(_ arguments: [String], environment: [String: String] = [:]) throws(OptionsError) -> RuntimeOptions {
        try RuntimeOptions(arguments: arguments, applicationOptions: Self.appOptions, environment: { environment[$0] })
    }

    /// The error `parse` throws, or nil.
    func failure(_ arguments: [String], environment: [String: String] = [:]) -> OptionsError? {
        do throws(OptionsError) {
            _ = try parse(arguments, environment: environment)
            return nil
        } catch {
            return error
        }
    }

    @Test func nothingGivenIsTheDefaults() throws {
        let options = try parse([])
        #expect(options == RuntimeOptions())
        #expect(options.display == .automatic && options.width == 800 && options.height == 480)
        #expect(options.inputs.isEmpty && options.screenshotMoment == .idle && options.screenshotPath == nil)
    }

    @Test func pixelFormatAndDitheringFromEitherSource() throws {
        #expect(try parse([]).pixelFormat == nil && !(try parse([]).dithers))
        #expect(try parse(["--pixel-format", "rgb565"]).pixelFormat == .rgb565)
        #expect(try parse(["--pixel-format", "auto"], environment: ["TACTILE_PIXEL_FORMAT": "rgb565"]).pixelFormat == nil)
        #expect(try parse([], environment: ["TACTILE_PIXEL_FORMAT": "xrgb8888"]).pixelFormat == .xrgb8888)
        #expect(try parse(["--dither"]).dithers)
        #expect(try parse([], environment: ["TACTILE_DITHER": "1"]).dithers)
        #expect(try parse(["--dither", "--pixel-format", "xrgb8888"]).dithers)
        #expect(
            failure(["--pixel-format", "rgb888"])?.message
                == "--pixel-format must be auto, xrgb8888 or rgb565, not rgb888")
        #expect(failure([], environment: ["TACTILE_DITHER": "yes"])?.message == "TACTILE_DITHER=yes: must be 1 or 0")
        #expect(failure(["--pixel-format"])?.message == "--pixel-format needs a value")
        // Dithering needs a picture with more bits than the panel.
        #expect(failure(["--dither", "--pixel-format", "rgb565"])?.message.hasPrefix("--dither dithers") == true)
    }

    @Test func appearanceScaleAndInspectionFromEitherSource() throws {
        #expect(try parse([]).appearance == nil && (try parse([]).scale) == nil)
        #expect(try parse(["--appearance", "dark"]).appearance == .dark)
        #expect(try parse([], environment: ["TACTILE_APPEARANCE": "automatic"]).appearance == .automatic)
        #expect(try parse(["--appearance", "light"], environment: ["TACTILE_APPEARANCE": "dark"]).appearance == .light)
        #expect(failure(["--appearance", "sepia"])?.message == "--appearance must be light, dark or automatic, not sepia")
        #expect(try parse(["--scale", "1.5"]).scale == 1.5)
        #expect(try parse([], environment: ["TACTILE_SCALE": "2"]).scale == 2)
        for bad in ["0", "0.4", "5", "nan", "-1", "two", "1e400"] {
            #expect(failure(["--scale", bad])?.message == "--scale must be a number from 0.5 to 4, not \(bad)")
        }
        // An inspection is headless unless a display is named, and the two do not go together.
        let audit = try parse(["--accessibility-audit"])
        #expect(audit.accessibilityInspection == .audit && audit.display == .headless)
        #expect(try parse(["--accessibility-tree", "--display", "x11"]).display == .window)
        #expect(
            failure(["--accessibility-audit", "--accessibility-tree"])?.message
                == "--accessibility-audit and --accessibility-tree cannot go together")
        #expect(RuntimeOptions.usage().contains("[--appearance light|dark|automatic]"))
    }

    @Test func backBufferBandsOrWholeFromEitherSource() throws {
        #expect(try parse([]).drawsInBands)
        #expect(!(try parse(["--back-buffer", "whole"]).drawsInBands))
        #expect(!(try parse([], environment: ["TACTILE_BACK_BUFFER": "whole"]).drawsInBands))
        #expect(try parse(["--back-buffer", "bands"], environment: ["TACTILE_BACK_BUFFER": "whole"]).drawsInBands)
        #expect(failure(["--back-buffer", "half"])?.message == "--back-buffer must be bands or whole, not half")
        #expect(failure(["--back-buffer"])?.message == "--back-buffer needs a value")
        #expect(RuntimeOptions.usage().contains("--back-buffer bands|whole"))
    }

    @Test func drmDisplaysAndModes() throws {
        #expect(try parse(["--display", "drm"]).display == .drm(path: "/dev/dri/card0"))
        #expect(try parse(["--display", "drm:/dev/dri/card1"]).display == .drm(path: "/dev/dri/card1"))
        #expect(try parse([], environment: ["TACTILE_DISPLAY": "drm"]).display == .drm(path: "/dev/dri/card0"))
        #expect(failure(["--display", "drm:"])?.message == "--display drm: needs a device path")
        #expect(
            failure(["--display", "kms"])?.message
                == "--display must be headless, fbdev, fbdev:PATH, drm, drm:PATH or x11, not kms")
        #expect(try parse([]).mode == nil)
        #expect(try parse(["--mode", "1280x720"]).mode == DisplayModeRequest(width: 1280, height: 720))
        #expect(try parse(["--mode", "1280x720@59.94"]).mode == DisplayModeRequest(width: 1280, height: 720, hertz: 59.94))
        #expect(
            try parse([], environment: ["TACTILE_MODE": "800x480@60"]).mode
                == DisplayModeRequest(width: 800, height: 480, hertz: 60))
        #expect(
            try parse(["--mode", "640x480"], environment: ["TACTILE_MODE": "800x480@60"]).mode
                == DisplayModeRequest(width: 640, height: 480))
        for bad in [
            "1280x", "x720", "1280x720@", "1280x720@0", "1280x720@1001", "99999x1", "1280x720@60.1234",
            "-5x3", "1280X720", "1280x720@6e1", "1280x720@60.", "12x34x56", "1280x720@+60", ""
        ] {
            #expect(
                failure(["--mode", bad])?.message
                    == "--mode must be WIDTHxHEIGHT or WIDTHxHEIGHT@HERTZ (1280x720@60) with each side in 1...16384 and HERTZ in 1...1000, not \(bad)",
                "\(bad)")
        }
        #expect(failure([], environment: ["TACTILE_MODE": "big"])?.message.hasPrefix("TACTILE_MODE=big: --mode must") == true)
        // An application's own --mode (debug-accessibility's reader mode) replaces the common one.
        let reader = [ApplicationOption.value("--mode", "containers|alert", help: "the reader's mode")]
        let shadowed = try RuntimeOptions(
            arguments: ["--mode", "alert"], applicationOptions: reader,
            environment: { ["TACTILE_MODE": "800x480"][$0] })
        #expect(shadowed.applicationValues["--mode"] == "alert")
        #expect(shadowed.mode == DisplayModeRequest(width: 800, height: 480))
        #expect(RuntimeOptions.usage().contains("drm[:PATH]"))
        #expect(RuntimeOptions.usage().contains("--mode WxH[@HZ]"))
    }

    @Test func theEnvironmentSetsTheCommonOptions() throws {
        let options = try parse(
            [],
            environment: [
                "TACTILE_DISPLAY": "headless", "TACTILE_SIZE": "320x240", "TACTILE_ROTATE": "90",
                "TACTILE_INPUT": "replay:/a;replay:/b", "TACTILE_SCREENSHOT": "/tmp/x.png",
                "TACTILE_SCREENSHOT_AFTER": "40f", "TACTILE_INPUT_CONFIG": "/etc/other.conf"
            ])
        #expect(options.display == .headless)
        #expect(options.width == 320 && options.height == 240)
        #expect(options.rotation == .clockwise90)
        #expect(options.inputs == [.replay(events: "/a", description: nil), .replay(events: "/b", description: nil)])
        #expect(options.screenshotPath == "/tmp/x.png")
        #expect(options.screenshotMoment == .frames(40))
        #expect(options.inputConfigurationPath == "/etc/other.conf")
    }

    @Test func anEmptyVariableCountsAsUnset() throws {
        let options = try parse([], environment: ["TACTILE_SIZE": "", "TACTILE_DISPLAY": ""])
        #expect(options.width == 800 && options.display == .automatic)
    }

    @Test func theCommandLineWinsOverTheEnvironment() throws {
        let options = try parse(
            ["--size", "640x480", "--display", "fbdev:/dev/fb1", "--input", "replay:/c"],
            environment: [
                "TACTILE_SIZE": "320x240", "TACTILE_DISPLAY": "headless",
                "TACTILE_INPUT": "replay:/a;replay:/b", "TACTILE_ROTATE": "180"
            ])
        #expect(options.width == 640 && options.height == 480)
        #expect(options.display == .framebuffer(path: "/dev/fb1"))
        #expect(options.inputs == [.replay(events: "/c", description: nil)])
        #expect(options.rotation == .upsideDown, "what the command line does not give stays from the environment")
    }

    @Test func aBadVariableIsNamedInTheError() {
        let error = failure([], environment: ["TACTILE_SIZE": "big"])
        #expect(error?.isHelp == false)
        #expect(error?.message.hasPrefix("TACTILE_SIZE=big: ") == true)
        #expect(error?.message.contains("--size must be WIDTHxHEIGHT") == true)
        #expect(failure([], environment: ["TACTILE_ROTATE": "45"])?.message.hasPrefix("TACTILE_ROTATE=45: ") == true)
        #expect(failure([], environment: ["TACTILE_SIZE": "0x240"]) != nil)
        #expect(failure([], environment: ["TACTILE_SIZE": "16385x10"]) != nil)
    }

    @Test func applicationOptionsAndFlags() throws {
        let options = try parse(["--fast", "--wallpaper", "w.png", "--size", "100x50", "--fast"])
        #expect(options.applicationValues == ["--wallpaper": "w.png"])
        #expect(options.applicationFlags == ["--fast"], "given twice, listed once")
        #expect(options.width == 100)
        #expect(try parse([]).applicationValues.isEmpty)
    }

    @Test func anUnknownOptionGivesTheUsage() {
        let error = failure(["--bogus"])
        #expect(error?.isHelp == false)
        #expect(error?.message.hasPrefix("unknown option --bogus\nusage: \(ProcessEnvironment.programName()) ") == true)
        #expect(error?.message.contains("[--wallpaper FILE.png] [--fast]") == true)
    }

    @Test func aValueOptionWithoutItsValue() {
        #expect(failure(["--wallpaper"])?.message == "--wallpaper needs a value")
        #expect(failure(["--size"])?.message == "--size needs a value")
    }

    @Test func helpIsAskedForNotAnError() {
        let error = failure(["--size", "10x10", "--help"])
        #expect(error?.isHelp == true)
        #expect(error?.message.hasPrefix("usage: \(ProcessEnvironment.programName()) ") == true)
        #expect(error?.message.contains("\n  --wallpaper FILE.png the picture behind the icons") == true)
        #expect(error?.message.contains("\n  --fast         skip the intro") == true)
        #expect(failure(["-h"])?.isHelp == true)
    }

    @Test func screenshotMoments() throws {
        #expect(try RuntimeOptions.parseMoment("2.5s") == .time(Interval(nanoseconds: 2_500_000_000)))
        #expect(try RuntimeOptions.parseMoment("1500ms") == .time(Interval(nanoseconds: 1_500_000_000)))
        #expect(try RuntimeOptions.parseMoment("40f") == .frames(40))
        #expect(try RuntimeOptions.parseMoment("0.000000001s") == .time(Interval(nanoseconds: 1)))
        #expect(try RuntimeOptions.parseMoment("86400s") == .time(.seconds(86_400)))
        #expect(try parse(["--screenshot", "x.png", "--screenshot-after", "1500ms"]).screenshotMoment == .time(.milliseconds(1500)))
        // A moment without a picture to take is a mistake, not something to ignore.
        #expect(failure(["--screenshot-after", "2s"])?.message == "--screenshot-after needs --screenshot PATH")
    }

    @Test func screenshotsAreRefusedInFormatsThatCannotBeWritten() throws {
        for path in ["x.png", "shots/x.PNG", "x.ppm", "x.PPM", "x", "a.b/x", ".hidden"] {
            #expect(try parse(["--screenshot", path]).screenshotPath == path, "\(path)")
        }
        for (path, suffix) in [("x.jpg", "jpg"), ("x.JPEG", "jpeg"), ("dir/x.bmp", "bmp"), ("x.png.gif", "gif")] {
            #expect(
                failure(["--screenshot", path])?.message == "--screenshot writes PNG (.png, or a name without an "
                    + "extension) or binary PPM (.ppm), not .\(suffix): \(path)", "\(path)")
        }
    }

    @Test func screenshotMomentsOutOfRangeAreRefusedWithoutOverflow() throws {
        for text in [
            "9223372037s", "90000s", "86400001ms", "9223372036854775807ms", "9223372036854775807s",
            "86400.000000001s", "5184001f", "9223372036854775808f", "99999999999999999999999s"
        ] {
            #expect(
                failure(["--screenshot-after", text])?.message
                    == "--screenshot-after \(text) is too far: at most 86400s (a day), 86400000ms or 5184000f", "\(text)")
        }
        for text in ["-1s", "+1s", "1.5ms", "0.0000000001s", "2.s", "s", "1e3s", "10", "-5f", "f", "ms", " 1s"] {
            #expect(
                failure(["--screenshot-after", text])?.message
                    == "--screenshot-after must be like 2.5s, 1500ms or 40f, not \(text)", "\(text)")
        }
        #expect(failure(["--screenshot-after", "0f"])?.message == "--screenshot-after 0f: a frame count starts at 1f (the first frame)")
        // The largest of each is accepted, leading zeros or not.
        #expect(try RuntimeOptions.parseMoment("5184000f") == .frames(5_184_000))
        #expect(try RuntimeOptions.parseMoment("000000000000000000000086400000ms") == .time(.seconds(86_400)))
        #expect(try RuntimeOptions.parseMoment("0s") == .time(Interval(nanoseconds: 0)))
        #expect(
            failure([], environment: ["TACTILE_SCREENSHOT_AFTER": "90000s"])?.message
                .hasPrefix("TACTILE_SCREENSHOT_AFTER=90000s: ") == true)
    }
}
