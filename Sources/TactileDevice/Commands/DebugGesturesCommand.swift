import Tactile
import TactileInput
import TactileLauncher
import TactileSystem

/// `tactile debug-gestures [--input SOURCE]... [--input-description DESC] [--size WxH]
/// [--rotate 0|90|180|270] [--input-config PATH] [--display headless|fbdev[:PATH]|x11]`: one
/// full-screen view with a set of gesture recognizers (`GestureSampler`), printing one line per
/// state change:
/// `t=<seconds> gesture=<name> state=<began|changed|ended|recognized|cancelled|failed> x=<pt>
/// y=<pt> touches=<n>`, followed for pan and edge pan by `translation=<dx>,<dy>
/// velocity=<vx>,<vy>`, for pinch by `scale=<s> velocity=<v>`, for rotation by
/// `rotation=<radians> velocity=<v>`.
///
/// With `--system` the launcher's `SystemGestureStage` runs first in the touch pipeline (in its
/// accessibility mode with `--accessibility-mode`) and each of its reports adds a line:
/// `t=<seconds> system=swipe direction=<up|left|right>`, `t=<seconds> system=pinch state=began`,
/// `t=<seconds> system=pinch state=changed scale=<s> x=<pt> y=<pt>`,
/// `t=<seconds> system=pinch state=ended scale=<s> velocity=<v> home=<yes|no>`,
/// `t=<seconds> system=tap touches=<n>`. A sequence it takes cancels the view's recognizers.
///
/// Replays run in virtual time (times are the recording's own, as `debug-touches` prints them)
/// and the command exits once they have ended and every recognizer has settled, pending timers
/// included. Live devices (every touchscreen when no `--input` is given) are read until SIGINT
/// or SIGTERM; with `--display x11` the desktop window's mouse is the finger (Ctrl, Shift, 3,
/// 4, 5 for more fingers).
enum DebugGesturesCommand {
    static func run(arguments: [String]) -> Int32 {
        let app: Application
        switch InspectorSetup.application(arguments: arguments, options: options, usage: usage) {
        case .success(let made): app = made
        case .failure(let status): return status.code
        }
        let sampler = GestureSampler(frame: app.window.bounds)
        app.window.addSubview(sampler)
        for recognizer in sampler.gestureRecognizers {
            recognizer.stateDidChange = { recognizer in
                Console.info(describe(recognizer, at: InspectorSetup.recordingTime(recognizer.now, in: app), in: sampler))
            }
        }
        if app.isSet("--system") {
            let stage = SystemGestureStage()
            stage.accessibilityMode = app.isSet("--accessibility-mode")
            stage.onGesture = Unowned(stage).callback { stage, gesture in
                Console.info(describe(gesture, at: InspectorSetup.recordingTime(stage.timestamp, in: app)))
            }
            app.touchPipeline.add(stage, at: 0)
        }
        return app.runUntilStopped()
    }

    static let options: [ApplicationOption] = [
        .flag("--system", help: "also runs the launcher's system gestures first and prints their reports"),
        .flag("--accessibility-mode", help: "with --system: the accessibility mode's finger counts")
    ]

    static let usage = """
        usage: tactile debug-gestures [--input auto|evdev:PATH|name:TEXT|replay:FILE]... [--input-description DESC]
                                      [--size WxH] [--rotate 0|90|180|270] [--input-config PATH]
                                      [--display headless|fbdev[:PATH]|x11] [--system [--accessibility-mode]]
        """

    /// The line for `recognizer`'s new state at `time`.
    static func describe(_ recognizer: GestureRecognizer, at time: Instant, in view: View) -> String {
        let location = recognizer.location(in: view)
        var line =
            "t=\(time.secondsText) gesture=\(recognizer.name) state=\(recognizer.state.name(discrete: recognizer.isDiscrete)) "
            + "x=\(fixed(location.x, 2)) y=\(fixed(location.y, 2)) touches=\(recognizer.numberOfTouches)"
        if let pan = recognizer as? PanGestureRecognizer {
            let translation = pan.translation(in: view), velocity = pan.velocity(in: view)
            line +=
                " translation=\(fixed(translation.x, 2)),\(fixed(translation.y, 2))"
                + " velocity=\(fixed(velocity.x, 2)),\(fixed(velocity.y, 2))"
        } else if let pinch = recognizer as? PinchGestureRecognizer {
            line += " scale=\(fixed(pinch.scale, 4)) velocity=\(fixed(pinch.velocity, 4))"
        } else if let rotation = recognizer as? RotationGestureRecognizer {
            line += " rotation=\(fixed(rotation.rotation, 4)) velocity=\(fixed(rotation.velocity, 4))"
        }
        return line
    }

    /// The line for the system gesture report `gesture` at `time`.
    static func describe(_ gesture: SystemGesture, at time: Instant) -> String {
        let prefix = "t=\(time.secondsText) system="
        switch gesture {
        case .swipe(let direction):
            let name = direction == .up ? "up" : (direction == .left ? "left" : "right")
            return prefix + "swipe direction=" + name
        case .pinchBegan:
            return prefix + "pinch state=began"
        case .pinchChanged(let scale, let centroid):
            return prefix + "pinch state=changed scale=\(fixed(scale, 4)) x=\(fixed(centroid.x, 2)) y=\(fixed(centroid.y, 2))"
        case .pinchEnded(let scale, let velocity, let goesHome):
            return prefix + "pinch state=ended scale=\(fixed(scale, 4)) velocity=\(fixed(velocity, 4)) home=\(goesHome ? "yes" : "no")"
        case .tap(let fingers):
            return prefix + "tap touches=\(fingers)"
        }
    }

    private static func fixed(_ value: Double, _ decimals: Int) -> String {
        TextScanner.fixed(value, decimals: decimals)
    }
}
