import Tactile
import TactileBundledApps
import TactileInput
import TactileSystem

/// The application the inspecting commands (`debug-gestures`, `debug-scroll`) run on: the
/// runtime's options plus the command's own, headless unless a display is asked for, every
/// touchscreen when no input is given, and virtual time (the recording's own) for replays, so
/// the command ends once the replay has ended and everything has settled.
enum InspectorSetup {
    /// The application, or the exit status to end with after a message.
    /// `withoutInput`: no input device at all and virtual time (a tool that drives the
    /// application itself: `accessibility-audit`).
    static func application(
        arguments: [String], options: [ApplicationOption] = [],
        usage: String, withoutInput: Bool = false
    ) -> Result<Application, ExitStatus> {
        var runtime: RuntimeOptions
        do throws(OptionsError) {
            runtime = try RuntimeOptions(arguments: arguments, applicationOptions: options)
        } catch {
            if error.isHelp {
                Console.info(usage)
                return .failure(ExitStatus(code: 0))
            }
            Console.error(error.message + "\n" + usage)
            return .failure(ExitStatus(code: 2))
        }
        // A command running the launcher takes its settings' scale, as the program does.
        if options.contains(where: { $0.name == "--settings" }) { BundledApps.applySettingsScale(to: &runtime) }
        // Headless unless a display was asked for: the lines are the output.
        if !arguments.contains("--display") && ProcessEnvironment.value(of: "TACTILE_DISPLAY") == nil {
            runtime.display = .headless
        }
        let onlyReplays = playsOnlyReplays(runtime.inputs)
        if runtime.inputs.isEmpty && runtime.display != .window && !withoutInput { runtime.inputs = [.automatic] }
        let virtualTime = (onlyReplays || withoutInput) && runtime.display == .headless
        let clock: Clock = virtualTime ? VirtualClock() : MonotonicClock()
        do throws(ApplicationError) {
            let app = try Application(runtimeOptions: runtime, clock: clock)
            app.printsStatus = false
            return .success(app)
        } catch {
            Console.error(error.message)
            return .failure(ExitStatus(code: 1))
        }
    }

    /// Whether `inputs` are replays only (and at least one): the run then ends with them.
    static func playsOnlyReplays(_ inputs: [InputSelection]) -> Bool {
        !inputs.isEmpty
            && inputs.allSatisfy { selection in
                if case .replay = selection { return true } else { return false }
            }
    }

    /// `time` as the recording's own time (live devices: the clock's).
    static func recordingTime(_ time: Instant, in app: Application) -> Instant {
        time + app.replayTimeOffset
    }
}

/// A command's exit status, as an error for `Result`.
struct ExitStatus: Error {
    let code: Int32
}
