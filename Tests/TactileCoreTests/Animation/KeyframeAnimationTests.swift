import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// Keyframe blocks and motion along a path (the WWDC 2009 talk “iPhone Views and Animations”), against values worked out by
/// hand: linear within each keyframe's slice, holding between slices; paced motion at
/// constant speed along lines and curves; the direction of travel as rotation.
@Suite struct KeyframeAnimationTests {
    let session: ScreenSession
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var animator: Animator { session.animator }

    init() throws {
        session = makeHeadlessSession(width: 400, height: 400)
        session.animator.detach()
        session.window.addSubview(view)
        view.center = Point(x: 10, y: 10)
    }

    func at(_ milliseconds: Int) -> Point {
        animator.tick(now: ms(milliseconds))
        return view.presentation.center
    }

    @Test func keyframesRunOverTheirSlicesAndHoldBetween() {
        defer { animator.removeAllAnimations() }
        var completions: [Bool] = []
        View.animateKeyframes(
            duration: .seconds(1),
            animations: {
                View.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { view.center = Point(x: 110, y: 10) }
                View.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { view.center = Point(x: 110, y: 210) }
                View.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.25) { view.alpha = 0 }
            }, completion: { completions.append($0) })
        #expect(view.center == Point(x: 110, y: 210) && view.alpha == 0)  // the model at once
        _ = at(0)
        #expect(at(250) == Point(x: 60, y: 10))
        #expect(view.presentation.alpha == 1)  // held until its slice starts at 0.5
        #expect(at(750) == Point(x: 110, y: 110))
        #expect(view.presentation.alpha == 0)
        _ = at(625)
        _ = at(1000)
        #expect(completions == [true])
    }

    @Test func pacedMotionGoesAtConstantSpeedAlongLinesAndCurves() {
        defer { animator.removeAllAnimations() }
        // 100 points right, then 300 down: 400 in all, the corner reached at a quarter.
        var path = AnimationPath(start: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 100, y: 0))
        path.addLine(to: Point(x: 100, y: 300))
        view.animate(along: path, duration: .seconds(1))
        #expect(view.center == Point(x: 100, y: 300))
        _ = at(0)
        #expect(at(125) == Point(x: 50, y: 0))
        #expect(at(625) == Point(x: 100, y: 150))
        animator.removeAllAnimations()
        // By key times: the corner at half time.
        view.animate(along: path, duration: .seconds(1), pacing: .keyTimes([0.5, 1]))
        _ = at(2000)
        #expect(at(2250) == Point(x: 50, y: 0))
        #expect(at(2750) == Point(x: 100, y: 150))
        animator.removeAllAnimations()
        // A curve whose parameter runs unevenly (x = 300(3t² − 2t³)): paced, a quarter of the
        // time is a quarter of the way (75), not the parameter's 46.875.
        var curve = AnimationPath(start: Point(x: 0, y: 50))
        curve.addCurve(to: Point(x: 300, y: 50), control1: Point(x: 0, y: 50), control2: Point(x: 300, y: 50))
        view.animate(along: curve, duration: .seconds(1))
        _ = at(4000)
        let quarter = at(4250)
        #expect(abs(quarter.x - 75) < 1e-9 && quarter.y == 50, "\(quarter)")
    }

    @Test func rotationFollowsTheDirectionOfTravel() {
        defer { animator.removeAllAnimations() }
        var path = AnimationPath(start: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 100, y: 0))
        path.addLine(to: Point(x: 100, y: 100))
        view.animate(along: path, duration: .seconds(1), rotatesAlongTangent: true)
        _ = at(0)
        _ = at(250)
        #expect(abs(view.presentation.transform.b) < 1e-9 && abs(view.presentation.transform.a - 1) < 1e-9)  // along +x
        _ = at(900)
        // Going down (+y): a quarter turn.
        #expect(abs(view.presentation.transform.b - 1) < 1e-9 && abs(view.presentation.transform.a) < 1e-9)
        #expect(view.transform == AffineTransform(rotationAngle: Trigonometry.pi / 2))
    }
}
