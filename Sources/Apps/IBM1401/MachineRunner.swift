import TactileCore
import TactileIBM1401

/// Runs the IBM 1401 at its own speed in steps on the run loop: a common-mode timer at the frame
/// rate executes the instructions whose simulated time has come (so the machine keeps printing
/// while the paper is dragged), and nothing is scheduled while the machine is stopped: no
/// wakeups.
///
/// Why on the run loop and not a thread: at the 1401's speed a frame's worth of instructions
/// takes microseconds here (the emulator runs millions a second), so a thread would add locking
/// and hand-offs to save nothing; on the run loop the lights and the paper read the machine
/// directly, between instructions, on the thread that draws them.
///
/// The pace: each instruction takes its characters' memory cycles (11.5 µs each, the 1401's
/// cycle; its length plus four for the data, an average), and each printed line 100 ms (the
/// 1403 printed 600 lines a minute), so the paper moves as the real printer's did.
final class MachineRunner {
    enum State: Equatable {
        case stopped
        case running
        /// The machine stopped by itself: a halt, an error, an empty reader, the stop address.
        case ended(String)
    }

    private(set) var machine = Machine()
    private(set) var state = State.stopped
    var mode = RunMode.run
    /// The address Stop at Address stops before.
    var stopAddress = 0
    /// The printer's bytes since the last call, then the lights: after each step of the timer.
    var onPrint: (([UInt8]) -> Void)?
    var onChange: (() -> Void)?

    static let memoryCycle = 11.5e-6
    static let lineTime = 0.1
    private static let tick = Interval.period(hertz: 60)

    private var timer: Timer?
    /// The session whose timers run the machine; nil: it runs only when stepped by hand (tests).
    @Unowned private var session: ScreenSession?
    /// Simulated seconds the machine may still run before it is ahead of real time.
    private var credit = 0.0
    private var isPaused = false
    /// Whether the next instruction is the first since Start (not checked against the stop
    /// address, or Start would never leave it).
    private var startsAtStopAddress = false

    /// Loads `deck` into the reader and presses LOAD.
    init(deck: [UInt8], session: ScreenSession? = nil) {
        self.session = session
        machine.reader = CardReader(deck: deck)
        machine.load()
    }

    /// Start: runs as the mode says (single cycle: one instruction now).
    func start() {
        // After an error Start executes the failing instruction again, and stops again, as
        // the real machine did until its check was dealt with.
        if mode == .singleCycle {
            state = .stopped
            cancelTimer()
            stepOnce()
            report()
            return
        }
        state = .running
        credit = 0
        // Started at the stop address, the machine executes that instruction before it checks.
        startsAtStopAddress = true
        scheduleIfNeeded()
        report()
    }

    /// Stop: the machine stops after the instruction in hand.
    func stop() {
        guard state == .running else { return }
        state = .stopped
        cancelTimer()
        report()
    }

    /// The app went to the background: the machine waits (nothing runs, nothing wakes) and
    /// goes on where it was when the app returns.
    func pause() {
        isPaused = true
        cancelTimer()
    }

    func resume() {
        isPaused = false
        credit = 0
        scheduleIfNeeded()
    }

    static let stopAddressMessage = "Stopped at the address set"

    /// Executes the instructions whose time has come in `interval` of real time.
    func run(for interval: Double) {
        credit = min(credit + interval, interval)
        while state == .running, credit > 0 {
            if mode == .stopAtAddress, !startsAtStopAddress, machine.instructionAddress == stopAddress {
                end(Self.stopAddressMessage)
                break
            }
            startsAtStopAddress = false
            stepOnce()
        }
        report()
    }

    private func stepOnce() {
        let lines = machine.printer.lineCount
        if let reason = machine.step() {
            end(reason.message)
            return
        }
        credit -= Double(machine.instructionLength + 4) * Self.memoryCycle
        if machine.printer.lineCount != lines { credit -= Self.lineTime }
    }

    private func end(_ reason: String) {
        state = .ended(reason)
        cancelTimer()
    }

    private func report() {
        let printed = machine.printer.takeOutput()
        if !printed.isEmpty { onPrint?(printed) }
        onChange?()
    }

    private func scheduleIfNeeded() {
        guard state == .running, !isPaused, timer == nil, let session else { return }
        let seconds = Double(Self.tick.nanoseconds) / 1e9
        timer = session.scheduledTimer(after: Self.tick, repeating: Self.tick, mode: .common) { [owner = Unowned(self)] _ in
            owner.object.run(for: seconds)
        }
    }

    private func cancelTimer() {
        timer?.invalidate()
        timer = nil
    }

    deinit { timer?.invalidate() }
}
