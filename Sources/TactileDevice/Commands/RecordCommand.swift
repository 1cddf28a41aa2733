import CTactileLinux
import Tactile
import TactileInput
import TactilePlatform
import TactileSystem

/// `tactile record FILE [--input auto|evdev:PATH|name:TEXT]`: writes an evemu recording (the
/// device description, then every event with times from 0) from one live device until SIGINT
/// or SIGTERM. Without `--input` it records the first touchscreen found; when no device matches
/// yet it waits for one to appear. A device that goes away ends the recording.
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
        // A device, directory, pipe or link named as the recording is refused before anything
        // is opened for writing (`tactile record /dev/full` must not touch it).
        do throws(FileError) { try FileBytes.checkReplaceable(path) } catch {
            Console.error("cannot write \(path): \(error.reason)")
            return 1
        }
        if setup.selections.contains(where: { if case .replay = $0 { return true } else { return false } }) {
            Console.error("record reads a live device; replay:FILE is already a recording")
            return 2
        }
        let manager: InputManager
        do throws(InputError) {
            manager = try InputManager(selections: setup.selections, screen: setup.screen)
        } catch {
            Console.error(error.message)
            return 1
        }
        if manager.devices.isEmpty, manager.monitor == nil {
            Console.error("no input device to record (try --input evdev:/dev/input/eventN)")
            return 1
        }
        // One device: the first touchscreen, else the first device; if none matches yet, the
        // first one that appears (hotplug), so a recording can be started before the device.
        var writer: EvemuWriter?
        var recorded: InputDevice?
        var failure: FileError?
        func attach() -> Bool {
            guard recorded == nil,
                let device = manager.devices.first(where: { $0.description.isTouchscreen }) ?? manager.devices.first
            else { return true }
            do throws(FileError) { writer = try EvemuWriter(path: path, description: device.description) } catch {
                failure = error
                return false
            }
            recorded = device
            device.rawEventObserver = { event in
                guard failure == nil, let writer else { return }
                do throws(FileError) { try writer.write(event) } catch { failure = error }
            }
            Console.error("recording \(device.path) \"\(device.description.name)\" to \(path); Ctrl-C stops")
            return true
        }
        if !attach() {
            Console.error(failure?.message ?? "cannot write \(path)")
            return 1
        }
        if recorded == nil { Console.error("waiting for an input device; Ctrl-C stops") }
        for message in manager.takeMessages() { Console.error(message) }
        let status = InputCommandLoop.run(manager: manager, stopWhenReplaysEnd: false) {
            _ = manager.tracker.takeRecords()
            _ = manager.tracker.takeKeyRecords()
            for message in manager.takeMessages() { Console.error(message) }
            if failure == nil { _ = attach() }
            if let recorded, !manager.devices.contains(where: { $0 === recorded }) {
                Console.error("\(recorded.path) went away; recording ends")
                raise(SIGTERM)
            }
        }
        // A recording whose writing failed leaves the file that was there before.
        if let writer, failure == nil {
            do throws(FileError) { try writer.finish() } catch { failure = error }
        }
        if let failure {
            Console.error(failure.message)
            return 1
        }
        return status
    }
}

/// `tactile play FILE [--input-description DESC]`: creates a uinput device from the recording's
/// description and plays its events in real time through the kernel, so any program reading
/// /dev/input sees the recorded device (the board test's virtual touchscreen). Needs a writable
/// /dev/uinput. Lives here with `record`, its counterpart.
enum PlayCommand {
    static let usage = "usage: tactile play FILE [--input-description DESC]"

    static func run(arguments: [String]) -> Int32 {
        var files: [String] = []
        var descriptionPath: String?
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--input-description", index + 1 < arguments.count {
                descriptionPath = arguments[index + 1]
                index += 2
                continue
            }
            if arguments[index].hasPrefix("-") {
                Console.error(usage)
                return 2
            }
            files.append(arguments[index])
            index += 1
        }
        guard files.count == 1 else {
            Console.error(usage)
            return 2
        }
        let recording: Recording
        do throws(RecordingError) {
            recording = try EvemuFormat.read(eventsPath: files[0], descriptionPath: descriptionPath)
        } catch {
            Console.error("\(files[0]): \(error.message)")
            return 1
        }
        guard let description = recording.description else {
            Console.error("\(files[0]): \(RecordingError.missingDescription.message)")
            return 1
        }
        do throws(InputError) {
            let device = try UInputDevice(description: description)
            Console.error("playing \(files[0]) on \(device.devicePath)")
            try device.play(recording.events)
            usleep(200_000)  // readers see the last events before the device goes away
        } catch {
            Console.error(error.message)
            return 1
        }
        return 0
    }
}
