import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import TactileText

@testable import TactileCore

/// An 800 × 480 screen (scale 1) whose animator runs on a virtual-time run loop, a key window
/// covering it, and a dispatcher delivering hand-made touch records: for typing on the
/// on-screen keyboard by taps, with key repeat and caret blinking on the loop's timers.
final class TextInputHarness {
    let clock = VirtualClock()
    let loop: RunLoop
    let animator = Animator()
    let screen: Screen
    let window: Window
    let dispatcher: TouchDispatcher
    private var nextTouchID = 1

    init(width: Double = 800, height: Double = 480) {
        loop = try! RunLoop(clock: clock)
        animator.attach(to: loop)
        screen = Screen(width: width, height: height, scale: 1, animator: animator)
        window = Window(screen: screen)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        dispatcher = TouchDispatcher(screen: screen, animator: animator)
        dispatcher.runLoop = loop
    }

    deinit { animator.detach() }

    /// Runs the loop (timers, animation frames) up to `t` seconds.
    func advance(to t: Double) {
        let end = Instant(seconds: t)
        loop.run(until: end)
        while let deadline = loop.nextDeadline, deadline <= end { _ = loop.step() }
    }

    /// Puts a finger down at `point` (screen points) at `t`; returns its id.
    @discardableResult
    func touchDown(_ point: Point, at t: Double, tapCount: Int = 1) -> Int {
        let id = nextTouchID
        nextTouchID += 1
        advance(to: t)
        dispatcher.dispatch([record(id, .began, t: t, point.x, point.y, tapCount: tapCount)])
        return id
    }

    /// Lifts finger `id` at `point` at `t`.
    func touchUp(_ id: Int, _ point: Point, at t: Double, tapCount: Int = 1) {
        advance(to: t)
        dispatcher.dispatch([record(id, .ended, t: t, point.x, point.y, tapCount: tapCount)])
    }

    /// A tap at `point`: down at `t`, up 0.05 s later.
    func tap(_ point: Point, at t: Double, tapCount: Int = 1) {
        let id = touchDown(point, at: t, tapCount: tapCount)
        touchUp(id, point, at: t + 0.05, tapCount: tapCount)
    }

    /// The centre of `view` in screen points.
    func center(of view: View) -> Point {
        let local = Point(x: view.bounds.midX, y: view.bounds.midY)
        let inWindow = view.convert(local, to: nil)
        guard let window = view.window else { return inWindow }
        return Point(
            x: inWindow.x + window.frame.minX - window.bounds.minX,
            y: inWindow.y + window.frame.minY - window.bounds.minY)
    }

    var keyboard: Keyboard { screen.textInput.keyboard! }

    /// The centre of the keyboard's key doing `action`, in screen points.
    func keyCenter(_ action: KeyboardKey.Action) -> Point {
        let frame = keyboard.frame(of: action)!
        let inWindow = keyboard.convert(Point(x: frame.midX, y: frame.midY), to: nil)
        let window = keyboard.window!
        return Point(x: inWindow.x + window.frame.minX, y: inWindow.y + window.frame.minY)
    }

    /// Taps the key doing `action` at `t`.
    func tapKey(_ action: KeyboardKey.Action, at t: Double) {
        tap(keyCenter(action), at: t)
    }

    /// Taps the keys typing `text` on the letters or numbers layout shown, one every 0.2 s from
    /// `t`; returns the time after the last.
    @discardableResult
    func typeKeys(_ text: String, from t: Double) -> Double {
        var time = t
        for scalar in text.unicodeScalars {
            var title = ""
            title.unicodeScalars.append(scalar)
            tapKey(scalar == " " ? .space : .text(title), at: time)
            time += 0.2
        }
        return time
    }
}

/// The built-in bitmap font at 12 pt: 7 px advance per character, no kerning, 14 px lines.
func textTestFont() -> Font {
    Font.builtin(size: 12, library: try! FontLibrary())
}

/// A key record of evdev key `code` (pressed, released or repeating) at `t`.
func keyRecord(_ code: UInt16, _ state: KeyState, t: Double) -> KeyRecord {
    KeyRecord(
        timestamp: Instant(seconds: t), key: HardwareKey(code: code)!, isPressed: state != .up,
        isRepeat: state == .repeating)
}

enum KeyState { case down, up, repeating }
