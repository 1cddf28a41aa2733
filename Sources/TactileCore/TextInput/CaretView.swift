import TactilePlatform
import TactileSystem

/// The insertion point of a text field or text view: a thin bar that blinks while its view is
/// first responder. It blinks on a repeating timer of the screen's run loop, set only while it
/// blinks: a screen without a focused field has no timer and the loop sleeps.
final class CaretView: View {
    /// Half a period: shown this long, then hidden as long.
    static let blinkInterval: Interval = .milliseconds(500)
    /// The width of the bar, in points.
    static let width = 2.0

    private var timer: TimerID?
    @Unowned private var timerLoop: RunLoop?

    override init(frame: Rect) {
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
    }

    deinit {
        if let timer, let timerLoop { timerLoop.cancelTimer(timer) }
    }

    /// Whether the caret blinks (its timer is set).
    var isBlinking: Bool { timer != nil }

    /// Shows the caret and blinks it from now: after each edit or move the caret stays solid
    /// for a whole interval, as on a phone.
    func startBlinking() {
        stopBlinking()
        isHidden = false
        guard let loop = animator?.runLoop else { return }
        timerLoop = loop
        timer = loop.addTimer(after: CaretView.blinkInterval, repeating: CaretView.blinkInterval) { [owner = Unowned(self)] in
            owner.object.isHidden.toggle()
        }
    }

    /// Out of its window the caret stops blinking (Lifetimes/View+WindowLifetime.swift).
    override func stopWindowActivity() { stopBlinking() }

    /// Hides the caret and drops its timer.
    func stopBlinking() {
        if let timer, let timerLoop { timerLoop.cancelTimer(timer) }
        timer = nil
        timerLoop = nil
        isHidden = true
    }
}
