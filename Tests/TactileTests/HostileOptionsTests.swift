import TactilePlatform
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileCore

/// Sizes, rotations and screenshot moments at Int64's limits, from the command line and the
/// environment: a clear line each, or the value worked out by hand; never a trap.
@Suite struct HostileOptionsTests {
    func failure(_ arguments: [String], environment: [String: String] = [:]) -> String? {
        do throws(OptionsError) {
            _ = try RuntimeOptions(arguments: arguments, environment: { environment[$0] })
            return nil
        } catch {
            return error.message
        }
    }

    @Test func sizesOutsideOneToTheLargestSideAreRefused() throws {
        for text in [
            "0x480", "800x0", "-1x480", "16385x1", "1x16385", "9223372036854775807x1",
            "9223372036854775808x1", "1x-9223372036854775808", "800x480x2", "x", "800", "1e3x1", "+-1x1"
        ] {
            #expect(failure(["--size", text]) == "--size must be WIDTHxHEIGHT with each side in 1...16384, not \(text)", "\(text)")
        }
        #expect(
            failure([], environment: ["TACTILE_SIZE": "99999999999999999999x1"])
                == "TACTILE_SIZE=99999999999999999999x1: --size must be WIDTHxHEIGHT with each side in 1...16384, not 99999999999999999999x1")
        let options = try RuntimeOptions(arguments: ["--size", "16384x16384"], environment: { _ in nil })
        #expect(options.width == 16384 && options.height == 16384)
        // The largest screen's bytes fit a 32-bit Int (armhf): 16384 · 16384 · 4 = 2³⁰.
        #expect(Int32(exactly: RuntimeOptions.maximumSide * RuntimeOptions.maximumSide * 4) == 1 << 30)
    }

    @Test func rotationsAtTheExtremesAreRefused() {
        for text in ["9223372036854775807", "-9223372036854775808", "99999999999999999999", "-90", "360", "90.0"] {
            #expect(failure(["--rotate", text]) == "--rotate must be 0, 90, 180 or 270, not \(text)", "\(text)")
        }
    }

    @Test func screenshotMomentsFromTheEnvironmentSayWhichVariable() {
        #expect(
            failure([], environment: ["TACTILE_SCREENSHOT": "x.png", "TACTILE_SCREENSHOT_AFTER": "9223372036854775807f"])
                == "TACTILE_SCREENSHOT_AFTER=9223372036854775807f: --screenshot-after 9223372036854775807f is too far: "
                + "at most 86400s (a day), 86400000ms or 5184000f")
        #expect(
            failure(["--screenshot", "x.png", "--screenshot-after", "86400.0000000001s"])
                == "--screenshot-after must be like 2.5s, 1500ms or 40f, not 86400.0000000001s")
    }
}
