import CTactileLinux
import Tactile
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem

/// `tactile calibrate [--input SOURCE]... [--display headless|fbdev[:PATH]|drm[:PATH]] [--size WxH]
/// [--rotate 0|90|180|270] [--input-config PATH]`: shows five targets one after the other, takes one
/// touch on each, solves the calibration matrix by least squares and writes it to the
/// configuration file (default /etc/tactile-input.conf) that the runtime reads at start.
///
/// The device is read with the identity calibration during the procedure. Without a display
/// (`--display headless`, or no framebuffer) the targets' positions are printed instead. With
/// `--input replay:FILE` the recording is played under the virtual clock.
enum CalibrateCommand {
    static let usage = """
        usage: tactile calibrate [--input auto|evdev:PATH|name:TEXT|replay:FILE]... [--input-description DESC]
                                 [--display headless|fbdev[:PATH]|drm[:PATH]] [--size WxH] [--rotate 0|90|180|270] [--input-config PATH]
        """
    static let defaultConfigurationPath = "/etc/tactile-input.conf"

    static func run(arguments: [String]) -> Int32 {
        // --display is this command's own; the rest is shared with the other input commands.
        var display = DisplayChoice.automatic
        var remaining: [String] = []
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--display", index + 1 < arguments.count {
                do throws(OptionsError) { display = try RuntimeOptions.parseDisplay(arguments[index + 1]) } catch {
                    Console.error(error.message)
                    return 2
                }
                index += 2
                continue
            }
            remaining.append(arguments[index])
            index += 1
        }
        var setup: InputCommandSetup
        do throws(InputCommandError) {
            setup = try InputCommandSetup(arguments: remaining, readsConfiguration: false, usage: usage)
        } catch {
            Console.error(error.message)
            return 2
        }
        // The panel the targets are shown on: the framebuffer, or a DRM output.
        var panel: Display?
        do throws(DisplayError) {
            switch display {
            case .headless: break
            case .framebuffer(let path): panel = try FramebufferDisplay(path: path)
            case .drm(let path): panel = try DRMDisplay(path: path)
            case .automatic:
                // As the launcher chooses: the framebuffer, else DRM, else targets printed.
                panel = try? FramebufferDisplay(path: "/dev/fb0")
                if panel == nil { panel = try? DRMDisplay(path: "/dev/dri/card0") }
            case .window:
                // Calibration maps a panel onto the screen in front of it, not onto a desktop window.
                Console.error("calibrate shows its targets on a framebuffer or DRM output (or prints them headless), not in a window")
                return 2
            }
        } catch {
            Console.error(error.message)
            return 1
        }
        var present: ((Bitmap) -> Void)?
        var console: GraphicsConsole?
        if let panel {
            console = GraphicsConsole()
            setup.screen = (Double(panel.width), Double(panel.height))
            present = { frame in
                Canvas(panel.backBuffer).convert(frame)
                panel.presentAll()
            }
        }
        defer { console?.restore() }
        return run(setup: setup, present: present)
    }

    /// Runs the procedure with `setup`'s inputs; `present` shows a frame (nil: print targets).
    /// The frame is `setup.screen` in pixels (one point per pixel).
    static func run(setup: InputCommandSetup, present: ((Bitmap) -> Void)?) -> Int32 {
        let manager: InputManager
        do throws(InputError) {
            manager = try InputManager(
                selections: setup.selections, screen: setup.screen,
                calibration: .identity, rotation: setup.rotation)
        } catch {
            Console.error(error.message)
            return 1
        }
        var procedure = CalibrationProcedure(width: setup.screen.width, height: setup.screen.height, rotation: setup.rotation)
        let frame = Bitmap(width: Int(setup.screen.width), height: Int(setup.screen.height), format: .xrgb8888)
        var shown: CalibrationProcedure.State?
        func show() {
            guard shown != procedure.state else { return }
            shown = procedure.state
            if let present {
                draw(procedure, into: frame)
                present(frame)
            } else if let target = procedure.currentTarget, case .waiting(let index) = procedure.state {
                Console.info("calibrate: touch target \(index + 1) of \(procedure.targets.count) at x=\(Int(target.x)) y=\(Int(target.y))")
            }
        }
        func feed() {
            for message in manager.takeMessages() { Console.error(message) }
            for record in manager.tracker.takeRecords() { procedure.handle(record) }
            _ = manager.tracker.takeKeyRecords()
            show()
        }
        show()
        let onlyReplays = setup.selections.allSatisfy { if case .replay = $0 { return true } else { return false } }
        if onlyReplays {
            manager.replayAllToEnd()
            feed()
        } else {
            if manager.devices.isEmpty, manager.monitor == nil {
                Console.error("no touchscreen found (try --input evdev:/dev/input/eventN)")
                return 1
            }
            // The loop ends on a signal; stop it early by raising SIGTERM once the procedure ends.
            _ = InputCommandLoop.run(manager: manager, stopWhenReplaysEnd: false) {
                feed()
                switch procedure.state {
                case .finished, .failed: raise(SIGTERM)
                default: break
                }
            }
        }
        switch procedure.state {
        case .finished(let matrix):
            let path = setup.configurationPath ?? defaultConfigurationPath
            var configuration: InputConfiguration
            do throws(RecordingError) { configuration = try InputConfiguration.read(path: path) } catch {
                configuration = InputConfiguration()
            }
            configuration.calibration = matrix
            do throws(FileError) { try configuration.write(path: path) } catch {
                Console.error(error.message)
                return 1
            }
            Console.info("calibration = " + matrix.values.map { "\($0)" }.joined(separator: " "))
            Console.info("written to \(path)")
            return 0
        case .failed(let reason):
            Console.error("calibration failed: \(reason)")
            return 1
        case .waiting, .touching:
            Console.error("calibration stopped before every target was touched")
            return 1
        }
    }

    /// Draws the procedure's screen: a crosshair on the current target and one progress square
    /// per target along the bottom (filled once touched).
    static func draw(_ procedure: CalibrationProcedure, into bitmap: Bitmap) {
        let canvas = Canvas(bitmap)
        canvas.fill(bitmap.bounds, color: Color(red: 24, green: 24, blue: 28))
        let done: Int
        switch procedure.state {
        case .waiting(let index): done = index
        case .touching(let index): done = index
        case .finished, .failed: done = procedure.targets.count
        }
        if let target = procedure.currentTarget {
            let x = Int(target.x.rounded(.down)), y = Int(target.y.rounded(.down))
            let touching: Bool
            if case .touching = procedure.state { touching = true } else { touching = false }
            let color = touching ? Color(red: 80, green: 220, blue: 120) : Color.white
            canvas.fill(PixelRect(x: x - 20, y: y - 1, width: 41, height: 3), color: color)
            canvas.fill(PixelRect(x: x - 1, y: y - 20, width: 3, height: 41), color: color)
            // A square ring around the centre.
            canvas.fill(PixelRect(x: x - 10, y: y - 10, width: 21, height: 2), color: color)
            canvas.fill(PixelRect(x: x - 10, y: y + 9, width: 21, height: 2), color: color)
            canvas.fill(PixelRect(x: x - 10, y: y - 10, width: 2, height: 21), color: color)
            canvas.fill(PixelRect(x: x + 9, y: y - 10, width: 2, height: 21), color: color)
        }
        let count = procedure.targets.count
        let left = bitmap.width / 2 - (count * 20) / 2
        for index in 0..<count {
            let box = PixelRect(x: left + index * 20, y: bitmap.height - 30, width: 12, height: 12)
            canvas.fill(box, color: Color(red: 90, green: 90, blue: 96))
            if index < done {
                canvas.fill(box, color: Color(red: 80, green: 220, blue: 120))
            }
        }
    }
}
