import CLinux
import Input

/// `tactile record FILE [--input auto|evdev:PATH|name:TEXT]`: writes an evemu recording (the
/// device description, then every event with times from 0) from one live device until SIGINT
/// or SIGTERM. Without `--input` it records the first touchscreen found.
enum RecordCommand {
    static let usage = "usage: tactile record FILE [--input auto|evdev:PATH|name:TEXT]"

    static func run(arguments: [String]) -> Int32 {
        let setup: InputCommandSetup
        do throws(InputCommandError) {
            setup = try InputCommandSetup(arguments: arguments, allowsPositional: true, readsConfiguration: false, usage: usage)
        } catch {
            Console.error(error.message)
            return 2
        }
        guard setup.positional.count == 1 else {
            Console.error(usage)
            return 2
        }
        let path = setup.positional[0]
        if setup.selections.contains(where: { if case .replay = $0 { return true } else { return false } }) {
            Console.error("record reads a live device; replay:FILE is already a recording")
            return 2
        }
        let manager: InputManager
        do throws(InputError) {
            manager = try InputManager(selections: setup.selections, screen: setup.screen, watchHotplug: false)
        } catch {
            Console.error(error.message)
            return 1
        }
        // One device: an explicit choice, else the first touchscreen, else the first device.
        guard let device = manager.devices.first(where: { $0.description.isTouchscreen }) ?? manager.devices.first else {
            Console.error("no input device to record (try --input evdev:/dev/input/eventN)")
            return 1
        }
        let writer: EvemuWriter
        do throws(InputFileError) { writer = try EvemuWriter(path: path, description: device.description) } catch {
            Console.error(error.message)
            return 1
        }
        var failure: InputFileError?
        device.rawEventObserver = { event in
            guard failure == nil else { return }
            do throws(InputFileError) { try writer.write(event) } catch { failure = error }
        }
        for other in manager.devices where other !== device { other.rawEventObserver = nil }
        Console.error("recording \(device.path) \"\(device.description.name)\" to \(path); Ctrl-C stops")
        let status = InputCommandLoop.run(manager: manager, stopWhenReplaysEnd: false) {
            _ = manager.tracker.takeRecords()
            _ = manager.tracker.takeKeyRecords()
        }
        do throws(InputFileError) { try writer.flush() } catch { failure = failure ?? error }
        if let failure {
            Console.error(failure.message)
            return 1
        }
        return status
    }
}
