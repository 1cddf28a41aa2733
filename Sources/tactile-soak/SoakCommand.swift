import CTactileLinux
import Tactile
import TactileBundledApps
import TactileInput
import TactileLauncher
import TactilePlatform
import TactileRaster
import TactileSystem

/// `tactile soak [--duration TIME] [--seed N] [--check-every N] [--size WxH] [launcher options]`:
/// the launcher and its apps, headless in virtual time, under random gestures of 1 to 10 fingers
/// (taps, double taps, long presses, drags, flings, pinches, rotations, swipes, edge pans, ten-finger
/// taps; the panel vanishing in the middle of some) from a synthetic touchscreen, for TIME of
/// virtual time. It checks that no touch stays down once every finger has lifted, that every
/// Nth frame equals a full redraw, and that neither the resident memory (its anonymous part:
/// what the program allocated, not the pages of its code and libraries, which the kernel maps in
/// as code first runs and which varied with the machine's load; read after the heap's free pages
/// are given back, `tl_heap_trim`, so that a large block freed and taken again does not move it)
/// nor the number of views grows
/// over the last half: sampled at rests (about 60, every app closed and the home screen
/// settled, the same state each time), a least-squares line through the samples of the last
/// half rises less than `residentTrendLimit`, and than `viewTrendLimit(mean:)` for the views in
/// the windows and for the views in existence. Prints what it played and found; exits
/// 0 when everything held, 1 when not, 2 on a bad option. The settings and calibration files go to
/// a fresh directory under /tmp unless `--settings` / `--input-config` name others.
///
/// With `--apps` it tours the registered apps instead (`SoakAppTour`): each in turn, TIME each
/// in visits of up to 20 s (three at least) with a rest between two, its gestures aimed at what it shows
/// (`SoakAimedGesture`), and prints each app's gestures by kind. `--skip` leaves out gesture
/// kinds and apps by name (a known crash while its fix is on its way).
enum SoakCommand {
    static let options: [ApplicationOption] =
        [
            .value("--duration", "TIME", help: "virtual time to play for: 300s, 5m or 1h (default 60m; at most 24h)"),
            .value("--seed", "N", help: "the random gestures' seed (default 1): the same seed plays the same gestures"),
            .value("--check-every", "N", help: "compare every Nth frame with a full redraw (default 30)"),
            .flag("--apps", help: "visit every app in turn, --duration each, with gestures aimed at what it shows"),
            .value("--skip", "NAME,...", help: "with --apps: gesture kinds (pull-down, ...) or apps (Photos, ...) to leave out")
        ] + BundledApps.options

    static let usage = """
        usage: tactile soak [--duration TIME] [--seed N] [--check-every N] [--apps [--skip NAME,...]] [--size WxH]
                            [--rotate 0|90|180|270] [--settings PATH] [--input-config PATH] [--time HH:MM] [--open APP]
        """

    /// How much the resident memory, or the heap in use, may rise over the last half (the trend
    /// line's rise).
    static let residentTrendLimit = 1 << 20

    /// How many views the trend line may gain over the last half: 5% of the mean, at least 5.
    static func viewTrendLimit(mean: Double) -> Double { max(5, mean * 0.05) }

    static func run(arguments: [String]) -> Int32 {
        var runtime: RuntimeOptions
        do throws(OptionsError) {
            runtime = try RuntimeOptions(arguments: arguments, applicationOptions: options)
        } catch {
            if error.isHelp {
                Console.info(usage)
                return 0
            }
            Console.error(error.message + "\n" + usage)
            return 2
        }
        let values = runtime.applicationValues
        guard let duration = parseDuration(values["--duration"] ?? "60m") else {
            Console.error(
                "--duration must be a whole number of seconds, minutes or hours (300s, 5m, 1h) up to 24h, not "
                    + "\(values["--duration"] ?? "")\n" + usage)
            return 2
        }
        guard let seed = DecimalDigits.value(values["--seed"] ?? "1", maximum: UInt64.max) else {
            Console.error("--seed must be a whole number from 0 to \(UInt64.max), not \(values["--seed"] ?? "")\n" + usage)
            return 2
        }
        guard let checkEvery = DecimalDigits.value(values["--check-every"] ?? "30", maximum: 1_000_000), checkEvery > 0 else {
            Console.error(
                "--check-every must be a whole number of frames from 1 to 1000000, not "
                    + "\(values["--check-every"] ?? "")\n" + usage)
            return 2
        }
        if runtime.display != .automatic && runtime.display != .headless {
            Console.error("soak runs headless, in virtual time: leave out --display")
            return 2
        }
        runtime.display = .headless
        runtime.inputs = []
        let scratch = ScratchDirectory.make(prefix: "tactile-soak")
        let givesCalibration = arguments.contains("--input-config") || ProcessEnvironment.value(of: "TACTILE_INPUT_CONFIG") != nil
        if let scratch {
            if runtime.applicationValues["--settings"] == nil { runtime.applicationValues["--settings"] = scratch.path + "/settings.conf" }
            if !givesCalibration { runtime.inputConfigurationPath = scratch.path + "/input.conf" }
        }
        defer { scratch?.remove(files: ["settings.conf", "input.conf"]) }

        // Before the first view is made, so that every one is counted.
        View.countsLiveViews = true
        let app: Application
        do throws(ApplicationError) {
            app = try Application(runtimeOptions: runtime, clock: VirtualClock())
        } catch {
            Console.error(error.message)
            return 1
        }
        app.printsStatus = false
        let (launcher, wallpaper) = BundledApps.makeLauncher(for: app)
        launcher.startShell(wallpaper: wallpaper)
        let tours = runtime.applicationFlags.contains("--apps")
        var skipped = Set<String>()
        for name in (values["--skip"] ?? "").split(separator: ",") where !name.isEmpty {
            guard SoakGesture.Kind(rawValue: String(name)) != nil || launcher.app(named: String(name)) != nil else {
                Console.error(
                    "--skip takes gesture kinds (\(SoakGesture.Kind.allCases.map { $0.rawValue }.joined(separator: ", "))) "
                        + "and apps (\(launcher.apps.map { $0.name }.joined(separator: ", "))), not \(name)\n" + usage)
                return 2
            }
            skipped.insert(String(name))
        }
        let tour =
            tours
            ? SoakAppTour(names: launcher.apps.map { $0.name }.filter { !skipped.contains($0) }, timePerApp: duration)
            : nil
        SoakSanitizerNote.install()
        let driver = SoakDriver(application: app, launcher: launcher, seed: UInt64(seed), checkEvery: Int(checkEvery), tour: tour, skipped: skipped)
        if let tour {
            driver.onTourEnd = { app.stop() }
            driver.start(restInterval: tour.visitLength)
        } else {
            // About 60 rests whatever the length, at least 10 s apart.
            driver.start(restInterval: Interval(nanoseconds: max(10_000_000_000, duration.nanoseconds / 60)))
            app.scheduledTimer(after: duration, mode: .common) { _ in app.stop() }
        }
        let began = MonotonicClock().now()
        app.runUntilStopped()
        SoakSanitizerNote.note("after it ended (the leak check at exit)")
        let realSeconds = (MonotonicClock().now() - began).seconds
        return report(
            driver.findings, duration: duration, seed: UInt64(seed), size: (runtime.width, runtime.height),
            checkEvery: Int(checkEvery), realSeconds: realSeconds)
    }

    /// Prints the findings; the exit status.
    static func report(
        _ findings: SoakFindings, duration: Interval, seed: UInt64, size: (Int, Int), checkEvery: Int,
        realSeconds: Double
    ) -> Int32 {
        var failures = findings.failures
        let kinds = SoakGesture.Kind.allCases.compactMap { kind in
            findings.gesturesByKind[kind.rawValue].map { "\(kind.rawValue) \($0)" }
        }
        Console.info(
            "soak: seed \(seed), \(whole(duration.seconds)) s of virtual time at \(size.0)x\(size.1): "
                + "\(findings.gestures) gestures (\(kinds.joined(separator: ", "))), \(findings.devicesLost) with the "
                + "panel lost mid-gesture, \(findings.frames) frames")
        for name in findings.apps {
            let byKind = findings.gesturesByApp[name] ?? [:]
            let counts = SoakGesture.Kind.allCases.compactMap { kind in byKind[kind.rawValue].map { "\(kind.rawValue) \($0)" } }
            Console.info(
                "soak: app \(name): \(byKind.values.reduce(0, +)) gestures in \(whole(findings.secondsByApp[name] ?? 0)) s "
                    + "(\(counts.joined(separator: ", ")))")
        }
        Console.info("soak: frames: \(findings.framesCompared) compared with a full redraw (every \(checkEvery)th)")
        if findings.framesCompared == 0 { failures.append("no frame was compared with a full redraw") }
        let samples = findings.samples
        if ProcessEnvironment.value(of: "TACTILE_SOAK_SAMPLES") != nil {
            for sample in samples {
                Console.info(
                    "soak: sample t=\(whole(sample.time)) rss=\(sample.residentBytes) heap=\(sample.heapBytes) views=\(sample.views) live=\(sample.liveViews)"
                )
            }
        }
        if samples.count < 6 { failures.append("only \(samples.count) samples of memory and views: too few for a trend") }
        // Under qemu-user (the device check), /proc/self/statm describes the emulator, whose cache
        // of translated code grows whenever code runs for the first time: the resident memory is
        // reported but not checked there; the heap in use still is.
        // Under AddressSanitizer likewise: it holds freed memory in quarantine (the heap in use
        // is then its count of live bytes, `SoakHeap`).
        let emulated = ProcessEnvironment.value(of: "TACTILE_SOAK_EMULATED") != nil || SoakHeap.isUnderAddressSanitizer
        for measure in measures() {
            let values = samples.map(measure.value)
            guard let first = values.first, first >= 0 else { continue }  // no heap figure from this libc
            let trend = SoakFindings.trendOverLastHalf(samples, value: measure.value)
            let limit = measure.limit(values.reduce(0, +) / Double(values.count))
            Console.info(
                "soak: \(measure.name): \(measure.format(first)) at the start, \(measure.format(values.last ?? 0)) at the "
                    + "end, \(measure.format(values.min() ?? 0))...\(measure.format(values.max() ?? 0)); trend over the last "
                    + "half \(signed(measure.format(trend))) (limit \(measure.format(limit))), \(samples.count) samples")
            if trend > limit && !(emulated && measure.name.hasPrefix("resident memory")) {
                failures.append("the \(measure.name) grew by \(measure.format(trend)) over the last half")
            }
        }
        if findings.failureCount > findings.failures.count {
            failures.append("and \(findings.failureCount - findings.failures.count) more failures like those")
        }
        for failure in failures { Console.error("soak failed: " + failure) }
        Console.info("soak: \(failures.isEmpty ? "passed" : "failed") in \(fixed(realSeconds)) s of real time")
        return failures.isEmpty ? 0 : 1
    }

    /// One quantity sampled at rest whose trend over the last half must stay under its limit.
    struct Measure {
        let name: String
        let value: (SoakFindings.Sample) -> Double
        /// The limit on the trend, from the mean of the samples.
        let limit: (Double) -> Double
        let format: (Double) -> String
    }

    static func measures() -> [Measure] {
        let bytesLimit: (Double) -> Double = { _ in Double(residentTrendLimit) }
        let inMegabytes: (Double) -> String = { megabytes($0) + " MB" }
        return [
            Measure(name: "resident memory (anonymous)", value: { Double($0.residentBytes) }, limit: bytesLimit, format: inMegabytes),
            Measure(name: "heap in use", value: { Double($0.heapBytes) }, limit: bytesLimit, format: inMegabytes),
            Measure(name: "views in windows", value: { Double($0.views) }, limit: viewTrendLimit, format: fixed),
            Measure(name: "views in existence", value: { Double($0.liveViews) }, limit: viewTrendLimit, format: fixed)
        ]
    }

    /// "300s", "5m" or "1h" as an interval of 1 s to 24 h.
    static func parseDuration(_ text: String) -> Interval? {
        guard let unit = text.utf8.last, let number = DecimalDigits.value(String(text.dropLast()), maximum: 86_400) else { return nil }
        let seconds: UInt64
        switch unit {
        case UInt8(ascii: "s"): seconds = number
        case UInt8(ascii: "m"): seconds = number * 60
        case UInt8(ascii: "h"): seconds = number * 3600
        default: return nil
        }
        guard seconds >= 1, seconds <= 86_400 else { return nil }
        return .seconds(Int(seconds))
    }

    private static func megabytes(_ bytes: Double) -> String { TextScanner.fixed(bytes / 1_048_576, decimals: 2) }
    private static func fixed(_ value: Double) -> String { TextScanner.fixed(value, decimals: 1) }
    private static func whole(_ value: Double) -> String { TextScanner.fixed(value, decimals: 0) }
    private static func signed(_ text: String) -> String { text.hasPrefix("-") ? text : "+" + text }
}
