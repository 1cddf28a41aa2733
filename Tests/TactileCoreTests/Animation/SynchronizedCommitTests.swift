import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Synchronized commits on real views: nothing of a participant's changes reaches the screen
/// until the last participant commits, and then all of them together.
@Suite struct SynchronizedCommitTests {
    let screen: Screen
    let window: Window
    let target: Bitmap
    let left = View(frame: Rect(x: 0, y: 0, width: 100, height: 10))
    let right = View(frame: Rect(x: 100, y: 0, width: 100, height: 10))
    var animator: Animator { screen.animator }
    let id = SynchronizationID(1)

    init() {
        (screen, window, target) = makeScreen(width: 200, height: 10)
        window.backgroundColor = .white
        left.backgroundColor = .red
        right.backgroundColor = .blue
        window.addSubview(left)
        window.addSubview(right)
        screen.render(into: target)
    }

    /// The columns of row 5 as letters: r(ed), b(lue), w(hite), ? (anything else).
    var row: String {
        String(
            (0..<target.width).map { x -> Character in
                switch target.pixel(x: x, y: 5) {
                case 0xFFFF_0000: return "r"
                case 0xFF00_00FF: return "b"
                case 0xFFFF_FFFF: return "w"
                default: return "?"
                }
            })
    }

    func columns(red: Int, blue: Int, white: Int = 0) -> String {
        String(repeating: "r", count: red) + String(repeating: "b", count: blue) + String(repeating: "w", count: white)
    }

    @Test func changesWithoutAnimationWaitForTheLastParticipant() {
        animator.begin()
        left.frame.size.width = 150
        animator.commit(synchronizing: id, participants: 2)
        // The first participant's change is in the model, not on the screen.
        #expect(screen.render(into: target).isEmpty)
        #expect(row == columns(red: 100, blue: 100))
        animator.begin()
        right.frame = Rect(x: 150, y: 0, width: 50, height: 10)
        right.backgroundColor = .green
        animator.commit(synchronizing: id, participants: 2)
        #expect(!screen.render(into: target).isEmpty)
        #expect(row == String(repeating: "r", count: 150) + String(repeating: "?", count: 50))
        #expect(target.pixel(x: 199, y: 5) == 0xFF00_FF00)
    }

    @Test func aSynchronizedResizeKeepsTheSumOfTheWidthsInEveryFrame() {
        let parameters = AnimationParameters(duration: .milliseconds(1000), timing: .curve(.easeInEaseOut))
        animator.begin(parameters)
        left.frame.size.width = 160
        animator.commit(synchronizing: id, participants: 2)
        // A frame while the second participant has not committed yet shows nothing new.
        animator.tick(now: ms(0))
        #expect(screen.render(into: target).isEmpty)
        animator.begin(parameters)
        right.frame = Rect(x: 160, y: 0, width: 40, height: 10)
        animator.commit(synchronizing: id, participants: 2)
        // Both start at the first frame after the last commit, together.
        animator.tick(now: ms(100))
        #expect(animator.animation(for: AnimationKey(left, .bounds))?.beginTime == ms(100))
        #expect(animator.animation(for: AnimationKey(right, .center))?.beginTime == ms(100))
        for time in stride(from: 200, through: 1100, by: 100) {
            animator.tick(now: ms(time))
            screen.render(into: target)
            // Both started in the same frame: the boundary moves, with no gap and no overlap.
            let width = left.presentation.frame.size.width
            #expect(abs(width + right.presentation.frame.size.width - 200) < 1e-9)
            #expect(abs(right.presentation.frame.origin.x - width) < 1e-9)
            let boundary = Int(width.rounded(.down))
            if width == width.rounded(.down) {
                #expect(row == columns(red: boundary, blue: 200 - boundary))
            }
            #expect(!row.contains("w"))
        }
        #expect(row == columns(red: 160, blue: 40))
    }
}
