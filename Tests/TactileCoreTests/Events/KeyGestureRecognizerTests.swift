import TactileInput
import TactilePlatform
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// `KeyGestureRecognizer` on a virtual-time run loop: a press reports at its release unless the
/// key also has a double-press action (then 0.35 s after the release, if no second press came);
/// two presses within 0.35 s are one double press; a key held 0.5 s (from the down record's
/// timestamp) is a long press, reported while held, and its release reports nothing; auto-repeat
/// records change nothing.
@Suite struct KeyGestureRecognizerTests {
    let clock = VirtualClock()
    let loop: RunLoop
    let recognizer: KeyGestureRecognizer
    /// A box the handlers write into: "press@550" (the gesture and the clock in ms when reported).
    final class Log { var entries: [String] = [] }
    let log = Log()

    init() throws {
        loop = try RunLoop(clock: clock)
        recognizer = KeyGestureRecognizer(runLoop: loop)
    }

    func listen(_ gestures: [KeyGesture], key: HardwareKey = .home) {
        for gesture in gestures {
            recognizer.addAction(for: key, gesture: gesture) { [log, clock] reported in
                let name: String
                switch reported {
                case .press: name = "press"
                case .longPress: name = "long"
                case .doublePress: name = "double"
                }
                log.entries.append("\(name)@\(clock.now().nanoseconds / 1_000_000)")
            }
        }
    }

    /// Runs the loop up to `milliseconds`, then feeds a record stamped then.
    func key(_ isPressed: Bool, at milliseconds: Int, key: HardwareKey = .home, isRepeat: Bool = false) {
        loop.run(until: ms(milliseconds))
        recognizer.handle(KeyRecord(timestamp: ms(milliseconds), key: key, isPressed: isPressed, isRepeat: isRepeat))
    }

    @Test func aPressReportsAtItsReleaseWithoutADoublePressAction() {
        listen([.press, .longPress])
        key(true, at: 100)
        #expect(recognizer.isPending, "a key is down")
        key(false, at: 200)
        #expect(log.entries == ["press@200"])
        #expect(!recognizer.isPending)
        loop.run(until: ms(2000))
        #expect(log.entries == ["press@200"])
    }

    @Test func withADoublePressActionASinglePressWaits350Milliseconds() {
        listen([.press, .doublePress])
        key(true, at: 100)
        key(false, at: 200)
        #expect(log.entries.isEmpty)
        loop.run(until: ms(540))
        #expect(log.entries.isEmpty, "not at 0.34 s after the release")
        #expect(recognizer.isPending, "waiting for a second press")
        loop.run(until: ms(600))
        #expect(log.entries == ["press@550"])
        #expect(!recognizer.isPending)
    }

    @Test func twoPressesWithin350MillisecondsAreOneDoublePress() {
        listen([.press, .doublePress, .longPress])
        key(true, at: 100)
        key(false, at: 200)
        key(true, at: 540)  // 340 ms after the first release
        key(false, at: 600)
        #expect(log.entries == ["double@600"])
        loop.run(until: ms(3000))
        #expect(log.entries == ["double@600"], "no press afterwards")
        #expect(!recognizer.isPending)
    }

    @Test func aSecondPressAfter350MillisecondsIsTwoPresses() {
        listen([.press, .doublePress])
        key(true, at: 100)
        key(false, at: 200)
        key(true, at: 600)
        key(false, at: 700)
        loop.run(until: ms(3000))
        #expect(log.entries == ["press@550", "press@1050"])
    }

    @Test func holdingHalfASecondIsALongPressWhileHeld() {
        listen([.press, .doublePress, .longPress])
        key(true, at: 100)
        loop.run(until: ms(599))
        #expect(log.entries.isEmpty)
        loop.run(until: ms(601))
        #expect(log.entries == ["long@600"], "reported at exactly 0.5 s, the key still down")
        key(false, at: 900)
        loop.run(until: ms(3000))
        #expect(log.entries == ["long@600"], "the release sends nothing")
        #expect(!recognizer.isPending)
    }

    @Test func theLongPressCountsFromTheRecordsTimestampNotFromWhenItArrives() {
        listen([.press, .longPress])
        loop.run(until: ms(250))
        // A down stamped 100 ms handled late, at 250 ms.
        recognizer.handle(KeyRecord(timestamp: ms(100), key: .home, isPressed: true))
        loop.run(until: ms(1000))
        #expect(log.entries == ["long@600"])
    }

    @Test func autoRepeatRecordsAreIgnored() {
        listen([.press, .doublePress, .longPress])
        key(true, at: 100)
        key(true, at: 200, isRepeat: true)
        key(true, at: 300, isRepeat: true)
        key(false, at: 400)
        // A repeat arriving after the release is no second press either.
        key(true, at: 500, isRepeat: true)
        // Released after 300 ms: no long press, and the repeats were not second presses.
        loop.run(until: ms(740))
        #expect(log.entries.isEmpty)
        loop.run(until: ms(800))
        #expect(log.entries == ["press@750"])
    }

    @Test func keysAreRecognizedSeparately() {
        listen([.press], key: .back)
        listen([.press, .doublePress], key: .home)
        key(true, at: 100, key: .home)
        key(true, at: 150, key: .back)
        key(false, at: 200, key: .home)
        key(false, at: 250, key: .back)
        #expect(log.entries == ["press@250"], "back at its release; home still waiting")
        loop.run(until: ms(1000))
        #expect(log.entries == ["press@250", "press@550"])
    }
}
