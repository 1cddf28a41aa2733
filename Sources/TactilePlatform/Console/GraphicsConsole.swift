import CTactileLinux
import TactileSystem

/// Keeps the active virtual console in graphics mode (`KD_GRAPHICS`) while the program draws on
/// the framebuffer, so the kernel's text console (and its blinking cursor) stays off the picture.
///
/// Text mode comes back on every way out (text, not the mode found at start: a program that
/// crashed without restoring may have left graphics mode behind): `restore()` (also called on deinit), `exit()`,
/// crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP: an async-signal-safe C
/// handler restores the mode and re-raises the signal), and SIGINT/SIGTERM/SIGHUP/SIGQUIT
/// arriving while they are not handled by a run loop (a run loop's `onSignal` handler should
/// call `stop()`, after which the program restores normally).
///
/// Only one console can be held at a time in a process.
public final class GraphicsConsole {
    /// The terminal device in graphics mode, nil when none could be used.
    public let path: String?
    /// Why no console could be switched, when it could not (not fatal: report it once).
    public let problem: String?
    private var fd: Int32 = -1
    /// Whether terminal switches go through `handleSwitches(in:release:acquire:)`.
    private var switchesHandled = false

    /// Switches the first console among `candidates` that is a virtual terminal to graphics mode.
    /// By default: the foreground console (`/dev/tty0`), then the process's own terminal.
    public init(candidates: [String] = ["/dev/tty0", "/dev/tty"]) {
        var reasons: [String] = []
        var chosen: String?
        for candidate in candidates {
            // O_NOCTTY: a session leader (started by init) must not adopt the console as its
            // terminal; O_NONBLOCK: a terminal's open may wait for its line (only ioctls follow).
            let descriptor = tl_open(candidate, O_RDWR | O_NOCTTY | O_NONBLOCK)
            guard descriptor >= 0 else {
                reasons.append("\(candidate): \(SystemErrorText.describe(tl_errno()))")
                continue
            }
            let mode = tl_kd_get_mode(descriptor)
            guard mode >= 0 else {
                reasons.append("\(candidate): not a virtual console")
                close(descriptor)
                continue
            }
            guard tl_kd_set_mode(descriptor, tl_kd_graphics()) == 0 else {
                reasons.append("\(candidate): cannot set graphics mode: \(SystemErrorText.describe(tl_errno()))")
                close(descriptor)
                continue
            }
            fd = descriptor
            chosen = candidate
            _ = tl_console_restore_install(descriptor, tl_kd_text())
            break
        }
        path = chosen
        if chosen == nil {
            var text = "console stays in text mode"
            if !reasons.isEmpty {
                text += " ("
                for (index, reason) in reasons.enumerated() { text += (index > 0 ? "; " : "") + reason }
                text += ")"
            }
            problem = text
        } else {
            problem = nil
        }
    }

    deinit { restore() }

    /// Whether the console is in graphics mode because of this object.
    public var isActive: Bool { fd >= 0 }

    /// Has the kernel ask before another virtual terminal is switched to (Ctrl+Alt+Fn, `chvt`):
    /// `release` runs in a pass of `runLoop` before the switch away (give the screen up: a DRM
    /// display drops master) and `acquire` when the terminal is back (take it again and redraw).
    /// SIGUSR1 and SIGUSR2 carry the two requests. False, changing nothing, without a console.
    @discardableResult
    public func handleSwitches(
        in runLoop: RunLoop, release: @escaping () -> Void,
        acquire: @escaping () -> Void
    ) -> Bool {
        guard fd >= 0 else { return false }
        do throws(RunLoopError) {
            try runLoop.onSignal(tl_signal_user1()) { [owner = Unowned(self)] _ in
                release()
                guard owner.object.fd >= 0 else { return }
                _ = tl_vt_release(owner.object.fd)
            }
            try runLoop.onSignal(tl_signal_user2()) { [owner = Unowned(self)] _ in
                guard owner.object.fd >= 0 else { return }
                _ = tl_vt_acknowledge(owner.object.fd)
                acquire()
            }
        } catch {
            return false
        }
        guard tl_vt_set_process_mode(fd, tl_signal_user1(), tl_signal_user2()) == 0 else { return false }
        switchesHandled = true
        return true
    }

    /// Puts the console back in text mode; later calls do nothing.
    public func restore() {
        guard fd >= 0 else { return }
        if switchesHandled { _ = tl_vt_set_auto_mode(fd) }
        tl_console_restore_clear()
        _ = tl_kd_set_mode(fd, tl_kd_text())
        close(fd)
        fd = -1
    }
}
