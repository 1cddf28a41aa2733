import Tactile
import TactileBundledApps
import TactileLauncher
import TactilePlatform
import TactileRaster
import TactileSpeech
import TactileSystem

/// `tactile debug-accessibility [--open APP] [--input replay:FILE] [--size WxH] [--mode
/// containers|alert] [--loop] [--tree] [--speech none|espeak|wav:PATH] [app options]`: the
/// launcher with the bundled apps, headless and in virtual time for replays (as
/// `debug-gestures`), with the screen reader on, printing what it does:
///
/// - with `--tree`, once the screen is idle, the reader's tree (`AccessibilityTreeText`: a line
///   `screen <w>x<h> points scale <s>`, then one per container and per item in navigation
///   order), then it exits;
/// - otherwise one line per event while the replay plays: `t=<seconds> focus container="<title>"
///   item="<label>"`, `t=<seconds> speak "<text>"`, `t=<seconds> cue <name>`,
///   `t=<seconds> activate "<label>"`; it exits when the replay has ended and all is idle.
///
/// `t=` is the recording's own time. Quoted texts are as `AccessibilityTreeText.quoted(_:)` writes them. No settings file is read unless `--settings PATH` is given (then its reader
/// preferences apply; `--mode` and `--loop` still win).
enum DebugAccessibilityCommand {
    static func run(arguments: [String]) -> Int32 {
        let app: Application
        switch InspectorSetup.application(arguments: arguments, options: options, usage: usage) {
        case .success(let made): app = made
        case .failure(let status): return status.code
        }
        let mode: AccessibilityMode
        switch app.value(of: "--mode") ?? "containers" {
        case "containers": mode = .containers
        case "alert": mode = .alert
        case let other:
            Console.error("--mode must be containers or alert, not \(other)\n" + usage)
            return 2
        }
        let speech = app.value(of: "--speech") ?? "none"
        guard speech == "none" || speech == "espeak" || speech.hasPrefix("wav:") else {
            Console.error("--speech must be none, espeak or wav:PATH, not \(speech)\n" + usage)
            return 2
        }
        let (launcher, wallpaper) = BundledApps.makeLauncher(for: app, readingSettings: app.value(of: "--settings") != nil)
        launcher.startShell(wallpaper: wallpaper)
        var settings = app.screenReaderSettings
        if app.isSet("--loop") { settings.loops = true }
        app.screenReaderSettings = settings
        let output: SpeechOutputs
        switch SpeechOutputs.open(speech, for: app) {
        case .success(let opened): output = opened
        case .failure(let status): return status.code
        }
        app.accessibilityMode = mode
        if app.isSet("--tree") {
            app.onIdle = Unowned(app).callback { app in
                guard let reader = app.screenReader else { return }
                reader.refresh()
                for line in AccessibilityTreeText.lines(of: reader.model, on: app.screen) { Console.info(line) }
                app.stop()
            }
        } else {
            printEvents(of: app)
            // The launcher's clock keeps a timer pending forever: end when the replays are done.
            if InspectorSetup.playsOnlyReplays(app.options.inputs) { app.onSettle = Unowned(app).callback { app in app.stop() } }
        }
        let status = app.runUntilStopped()
        return output.finish(succeeded: status == 0) ? status : 1
    }

    /// Prints the reader's events, again after each change of mode (the Settings app).
    private static func printEvents(of app: Application) {
        let hook: () -> Void = Unowned(app).callback { app in
            guard let reader = app.screenReader else { return }
            reader.onEvent = { event, time in
                Console.info("t=\(InspectorSetup.recordingTime(time, in: app).secondsText) " + describe(event))
            }
        }
        hook()
        app.onAccessibilityModeChange = hook
    }

    static let options: [ApplicationOption] =
        BundledApps.options + [
            .value("--mode", "containers|alert", help: "the reader's mode (default containers)"),
            .flag("--loop", help: "next and previous wrap inside the current container"),
            .flag("--tree", help: "print the containers and items once the screen is idle, then exit"),
            .value(
                "--speech", "none|espeak|wav:PATH",
                help: "where speech goes (default none: the transcript only; "
                    + "espeak: the sound card; wav:PATH a WAV file of 22050 Hz mono 16-bit on the replay's clock)")
        ]

    static let usage = """
        usage: tactile debug-accessibility [--open APP] [--input replay:FILE] [--size WxH]
                                           [--mode containers|alert] [--loop] [--tree]
                                           [--speech none|espeak|wav:PATH] [--settings PATH] [app options]
        """

    /// The line for `event` after its time.
    static func describe(_ event: ScreenReaderEvent) -> String {
        switch event {
        case let .focus(container, item): "focus container=\(quoted(container)) item=\(quoted(item))"
        case let .speak(text): "speak \(quoted(text))"
        case let .cue(cue): "cue \(cue.rawValue)"
        case let .activate(label): "activate \(quoted(label))"
        }
    }

    private static func quoted(_ text: String) -> String { AccessibilityTreeText.quoted(text) }
}
