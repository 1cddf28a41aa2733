import CTactileLinux
import Tactile
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem

/// `tactile debug-touches [--input SOURCE]... [--input-description DESC] [--size WxH]
/// [--rotate 0|90|180|270] [--input-config PATH] [--realtime]`: prints one line per touch record,
/// `t=<seconds> id=<n> phase=<phase> x=<pt> y=<pt> taps=<n> swipe=<bits>`, and one per hardware
/// key, `t=<seconds> key=<name> state=<down|up|repeat>`.
///
/// Replays run under the virtual clock to the end of the recording (touches still down end as
/// cancelled) unless `--realtime` is given; live devices are read until SIGINT or SIGTERM.
enum DebugTouchesCommand {
    static let usage = """
        usage: tactile debug-touches [--input auto|evdev:PATH|name:TEXT|replay:FILE]... [--input-description DESC]
                                     [--size WxH] [--rotate 0|90|180|270] [--input-config PATH] [--realtime]
        """

    static func run(arguments: [String]) -> Int32 {
        let setup: InputCommandSetup
        do throws(InputCommandError) {
            setup = try InputCommandSetup(arguments: arguments, extraFlags: ["--realtime"], usage: usage)
        } catch {
            Console.error(error.message)
            return 2
        }
        let manager: InputManager
        do throws(InputError) {
            manager = try InputManager(
                selections: setup.selections, screen: setup.screen,
                calibration: setup.configuration.calibration, rotation: setup.rotation)
        } catch {
            Console.error(error.message)
            return 1
        }
        let onlyReplays = setup.selections.allSatisfy { if case .replay = $0 { return true } else { return false } }
        if onlyReplays, !setup.flags.contains("--realtime") {
            manager.replayAllToEnd()
            printPending(manager)
            return 0
        }
        if manager.devices.isEmpty, manager.monitor == nil {
            Console.error("no input device found (try --input evdev:/dev/input/eventN)")
            return 1
        }
        printPending(manager)
        return InputCommandLoop.run(manager: manager, stopWhenReplaysEnd: onlyReplays) { printPending(manager) }
    }

    /// Records first, then the device notes: a replay's "finished" comes after its last records.
    static func printPending(_ manager: InputManager) {
        for record in manager.tracker.takeRecords() { Console.info(record.debugDescription) }
        for key in manager.tracker.takeKeyRecords() { Console.info(key.debugDescription) }
        for message in manager.takeMessages() { Console.error(message) }
    }
}

/// A command line problem of the input commands.
struct InputCommandError: Error {
    let message: String
}

/// The options the input commands share: `--input`, `--input-description`, `--size`,
/// `--rotate`, `--input-config`, plus per-command flags.
struct InputCommandSetup {
    var selections: [InputSelection]
    var screen: (width: Double, height: Double) = (800, 480)
    var rotation: DisplayRotation = .none
    var configuration = InputConfiguration()
    var configurationPath: String?
    var flags: [String] = []
    var positional: [String] = []

    init(
        arguments: [String], extraFlags: [String] = [], allowsPositional: Bool = false,
        readsConfiguration: Bool = true, usage: String
    ) throws(InputCommandError) {
        let parsed: (selections: [InputSelection], rest: [String])
        do throws(InputError) { parsed = try InputSelection.parse(arguments: arguments) } catch {
            throw InputCommandError(message: error.message + "\n" + usage)
        }
        selections = parsed.selections
        var rotationOption: DisplayRotation?
        let rest = parsed.rest
        var index = 0
        func value() throws(InputCommandError) -> String {
            index += 1
            guard index < rest.count else { throw InputCommandError(message: "\(rest[index - 1]) needs a value\n" + usage) }
            return rest[index]
        }
        while index < rest.count {
            let argument = rest[index]
            switch argument {
            case "--size":
                let text = try value()
                do throws(OptionsError) {
                    let (width, height) = try RuntimeOptions.parseSize(text)
                    screen = (Double(width), Double(height))
                } catch {
                    throw InputCommandError(message: error.message)
                }
            case "--rotate":
                let text = try value()
                guard let degrees = Int(text), let rotation = DisplayRotation(degrees: degrees) else {
                    throw InputCommandError(message: "--rotate must be 0, 90, 180 or 270, not \(text)")
                }
                rotationOption = rotation
            case "--input-config":
                configurationPath = try value()
            case "--help", "-h":
                throw InputCommandError(message: usage)
            default:
                if extraFlags.contains(argument) {
                    flags.append(argument)
                } else if allowsPositional, !argument.hasPrefix("-") {
                    positional.append(argument)
                } else {
                    throw InputCommandError(message: "unknown option \(argument)\n" + usage)
                }
            }
            index += 1
        }
        if readsConfiguration, let path = configurationPath {
            do throws(RecordingError) { configuration = try InputConfiguration.read(path: path) } catch {
                throw InputCommandError(message: error.message(about: path))
            }
        }
        rotation = rotationOption ?? configuration.rotation ?? .none
    }
}

/// The blocking loop of the input commands: poll() on the device descriptors, the hotplug
/// descriptor and a signal descriptor (SIGINT/SIGTERM end it), with a timeout for the next
/// replayed event when replays play in real time. (The program's run loop replaces this when
/// the runtime drives input.)
enum InputCommandLoop {
    static func run(manager: InputManager, stopWhenReplaysEnd: Bool, afterEachPass: () -> Void) -> Int32 {
        let signals = tl_signalfd_for_interrupts()
        defer { if signals >= 0 { close(signals) } }
        let start = tl_monotonic_ns() / 1000
        while true {
            var descriptors = manager.fileDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if signals >= 0 { descriptors.append(pollfd(fd: signals, events: Int16(POLLIN), revents: 0)) }
            var timeout: Int32 = -1
            if let offset = manager.nextReplayOffset {
                let due = start + offset - tl_monotonic_ns() / 1000
                timeout = Int32(clamping: max(0, (due + 999) / 1000))
            } else if stopWhenReplaysEnd, !manager.hasReplays {
                return 0
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0, tl_errno() != EINTR {
                Console.error("poll failed: errno \(tl_errno())")
                return 1
            }
            for descriptor in descriptors where descriptor.revents != 0 {
                if descriptor.fd == signals { return 0 }
                manager.handleReadable(fileDescriptor: descriptor.fd)
            }
            if manager.hasReplays { manager.advanceReplays(elapsed: tl_monotonic_ns() / 1000 - start) }
            afterEachPass()
        }
    }
}
