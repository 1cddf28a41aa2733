import TactileCore
import TactilePlatform
import TactileSystem

/// `--screenshot PATH [--screenshot-after MOMENT]`: the run saves one picture of the screen and
/// ends. The moment is the first time the program settles (the default), a number of presented
/// frames, or a time on the run loop's clock. A headless run takes it in virtual time
/// (`Application.init(runtimeOptions:clock:)`), so the picture does not depend on the
/// machine's speed.
final class ScreenshotMode {
    /// Where the picture goes (PNG, or PPM for `*.ppm`).
    let path: String
    let moment: ScreenshotMoment
    /// Whether the picture was taken (written or not).
    private(set) var isTaken = false
    /// Whether writing it failed (the program then ends with status 1).
    private(set) var writeFailed = false
    private let display: Display
    @Unowned private var runLoop: RunLoop
    private let status: (String) -> Void

    /// The mode `options` ask for, nil without `--screenshot`. `status` prints a status line.
    init?(options: RuntimeOptions, display: Display, runLoop: RunLoop, status: @escaping (String) -> Void) {
        guard let path = options.screenshotPath else { return nil }
        self.path = path
        moment = options.screenshotMoment
        self.display = display
        self.runLoop = runLoop
        self.status = status
    }

    /// At the start of the run: arms the timer of a timed moment.
    func start() {
        guard case .time(let interval) = moment else { return }
        runLoop.addTimer(at: runLoop.clock.now() + interval) { [owner = Unowned(self)] in owner.object.take() }
    }

    /// After each presented frame: frame `count` of `--screenshot-after Nf` is the moment.
    func framePresented(count: Int) {
        if case .frames(let wanted) = moment, count == wanted { take() }
    }

    /// The first time the program settles: the default moment, or the last chance of a frame
    /// count that will not be reached (nothing changes any more: the picture is what frame N
    /// would show, said on standard error since it is not what was asked for).
    func settled(framesPresented: Int) {
        if case .frames(let wanted) = moment, framesPresented < wanted {
            Console.error(
                "idle after \(framesPresented) frames, before frame \(wanted): "
                    + "taking the screenshot now (it shows the last frame)")
            take()
        } else if moment == .idle {
            take()
        }
    }

    /// Saves what is on screen and ends the run.
    func take() {
        guard !isTaken else { return }
        isTaken = true
        let picture = (display as? HeadlessDisplay)?.screen ?? display.backBuffer
        do throws(ScreenshotError) {
            try Screenshot.write(picture, to: path)
            status("\(ProcessEnvironment.programName()): screenshot written to \(path)")
        } catch {
            Console.error(error.message)
            writeFailed = true
        }
        runLoop.stop()
    }
}
