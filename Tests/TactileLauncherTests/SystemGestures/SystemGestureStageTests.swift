import TactilePlatform
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore
@testable import TactileLauncher

/// `SystemGestureStage` first in a touch pipeline, the application's dispatcher after it: the
/// launcher of docs/gesture-arbitration.md above the foreground app. Every expected value is worked out from the
/// synthetic finger positions and the documented defaults of `SystemGestureSettings` (swipes
/// 50 pt, each finger 25 pt, off-axis at most half; pinch hysteresis 15 pt of spread, home below
/// scale 0.75 or faster than −1.5 /s; tap of 10 landing within 0.5 s, lifted within 1 s, moving
/// at most 45 pt).
@Suite struct SystemGestureSwipeTests {
    let row: [(Double, Double)] = [(100, 300), (200, 300), (300, 300)]

    @Test func threeFingerSwipeUpClaimsTheSequenceAndReportsOnce() {
        let h = SystemGestureHarness()
        h.down([1, 2, 3], t: 0, row)
        // 30 pt up: the centroid has not gone 50 pt, nothing happens.
        h.move([1, 2, 3], t: 0.05, row.map { ($0.0, 270) })
        #expect(h.reports.isEmpty)
        #expect(h.view.log == ["began 1,2,3", "moved 1,2,3"])
        // 60 pt up, each finger too, straight: recognized; the view is cancelled in this moment.
        h.move([1, 2, 3], t: 0.1, row.map { ($0.0, 240) })
        #expect(h.reportText == ["swipe up"])
        #expect(h.reportTimes == [0.1])
        #expect(h.view.log == ["began 1,2,3", "moved 1,2,3", "cancelled 1,2,3"])
        #expect(h.stage.hasActiveTouches && h.pipeline.hasActiveTouches)
        h.move([1, 2, 3], t: 0.15, row.map { ($0.0, 150) })
        h.up([1, 2, 3], t: 0.2, row.map { ($0.0, 150) })
        #expect(h.reportText == ["swipe up"], "once per sequence")
        #expect(h.view.log == ["began 1,2,3", "moved 1,2,3", "cancelled 1,2,3"], "no lift after the cancel")
        #expect(!h.stage.hasActiveTouches && !h.pipeline.hasActiveTouches)
    }

    @Test(arguments: [(-60.0, "swipe left"), (60.0, "swipe right")])
    func threeFingerSwipesLeftAndRight(dx: Double, expected: String) {
        let h = SystemGestureHarness()
        let column: [(Double, Double)] = [(200, 100), (200, 200), (200, 300)]
        h.down([1, 2, 3], t: 0, column)
        // 60 pt sideways and 10 pt down: 10 ≤ 60 / 2, mostly straight.
        h.move([1, 2, 3], t: 0.1, column.map { ($0.0 + dx, $0.1 + 10) })
        #expect(h.reportText == [expected])
        #expect(h.view.log == ["began 1,2,3", "cancelled 1,2,3"])
    }

    @Test func aDiagonalMoveIsNoSwipe() {
        let h = SystemGestureHarness()
        h.down([1, 2, 3], t: 0, row)
        // (60, −40): up only 40 < 50; right 60 but 40 across > 60 / 2.
        h.move([1, 2, 3], t: 0.1, row.map { ($0.0 + 60, 260) })
        h.up([1, 2, 3], t: 0.2, row.map { ($0.0 + 60, 260) })
        #expect(h.reports.isEmpty)
        #expect(h.view.log == ["began 1,2,3", "moved 1,2,3", "ended 1,2,3"])
    }

    @Test func fingersThatDoNotAllMoveAreNoSwipe() {
        let h = SystemGestureHarness()
        h.down([1, 2, 3], t: 0, row)
        // Two fingers 90 pt up, one still: the centroid went (90 + 90 + 0) / 3 = 60 pt, but the
        // still finger moved less than 25 pt.
        h.move([1, 2, 3], t: 0.1, [(100, 210), (200, 210), (300, 300)])
        h.up([1, 2, 3], t: 0.2, [(100, 210), (200, 210), (300, 300)])
        #expect(h.reports.isEmpty)
        #expect(h.view.log == ["began 1,2,3", "moved 1,2,3", "ended 1,2,3"])
    }

    @Test func aStillThreeFingerTouchIsNeverClaimed() {
        let h = SystemGestureHarness()
        h.down([1, 2, 3], t: 0, row)
        h.up([1, 2, 3], t: 0.5, row)
        #expect(h.reports.isEmpty)
        #expect(h.view.log == ["began 1,2,3", "ended 1,2,3"])
    }

    @Test func aFingerLiftedBeforeRecognitionEndsItForTheSequence() {
        let h = SystemGestureHarness()
        h.down([1, 2, 3, 4], t: 0, row + [(350, 300)])
        h.up([4], t: 0.05, [(350, 300)])
        // Three fingers left, 60 pt up: a swipe had they been the sequence, but one lifted.
        h.move([1, 2, 3], t: 0.1, row.map { ($0.0, 240) })
        h.up([1, 2, 3], t: 0.2, row.map { ($0.0, 240) })
        #expect(h.reports.isEmpty)
        #expect(h.view.log == ["began 1,2,3,4", "ended 4", "moved 1,2,3", "ended 1,2,3"])
    }

    @Test func accessibilityModeSwipesWithFourFingersNotThree() {
        let h = SystemGestureHarness(accessibilityMode: true)
        h.down([1, 2, 3], t: 0, row)
        h.move([1, 2, 3], t: 0.1, row.map { ($0.0, 240) })
        h.up([1, 2, 3], t: 0.2, row.map { ($0.0, 240) })
        #expect(h.reports.isEmpty, "three fingers moving together: no swipe, and no pinch (the spread is unchanged)")
        #expect(h.view.log == ["began 1,2,3", "moved 1,2,3", "ended 1,2,3"])

        let four = row + [(350, 300)]
        h.down([1, 2, 3, 4], t: 1, four)
        h.move([1, 2, 3, 4], t: 1.1, four.map { ($0.0, 240) })
        #expect(h.reportText == ["swipe up"])
        #expect(h.view.log.suffix(2) == ["began 1,2,3,4", "cancelled 1,2,3,4"])
    }

    @Test func aModeChangeDuringASequenceAppliesFromTheNextOne() {
        let h = SystemGestureHarness()
        h.down([1, 2, 3], t: 0, row)
        h.stage.accessibilityMode = true
        h.move([1, 2, 3], t: 0.1, row.map { ($0.0, 240) })
        #expect(h.reportText == ["swipe up"], "the sequence began in the normal mode")
        h.up([1, 2, 3], t: 0.2, row.map { ($0.0, 240) })

        h.down([1, 2, 3], t: 1, row)
        h.move([1, 2, 3], t: 1.1, row.map { ($0.0, 240) })
        h.up([1, 2, 3], t: 1.2, row.map { ($0.0, 240) })
        #expect(h.reportText == ["swipe up"], "now three fingers are not the swipes'")
    }

    @Test func oneAndTwoFingerSequencesStayWithTheApp() {
        let h = SystemGestureHarness()
        // A tap: the launcher does nothing, the view gets began and ended.
        h.down([1], t: 0, [(200, 200)])
        h.up([1], t: 0.1, [(200, 200)])
        #expect(h.view.log == ["began 1", "ended 1"])
        // A long one-finger drag up.
        h.down([1], t: 1, [(200, 350)])
        h.move([1], t: 1.1, [(200, 150)])
        h.up([1], t: 1.2, [(200, 150)])
        // A two-finger pinch from 200 pt apart to 40 pt.
        h.down([1, 2], t: 2, [(100, 200), (300, 200)])
        h.move([1, 2], t: 2.1, [(180, 200), (220, 200)])
        h.up([1, 2], t: 2.2, [(180, 200), (220, 200)])
        #expect(h.reports.isEmpty)
        #expect(
            h.view.log == [
                "began 1", "ended 1", "began 1", "moved 1", "ended 1",
                "began 1,2", "moved 1,2", "ended 1,2"
            ])
    }
}

@Suite struct SystemGesturePinchTests {
    let fingers = [1, 2, 3, 4, 5]

    @Test func fivesFingersReleasedAtASmallScaleGoHome() {
        let h = SystemGestureHarness()
        h.down(fingers, t: 0, spread(fiveFingerOffsets, by: 1))
        // Spread 80 → 64 pt: changed 16 > 15, recognized at scale 64 / 80 = 0.8.
        h.move(fingers, t: 0.1, spread(fiveFingerOffsets, by: 0.8))
        #expect(h.reportText == ["pinch began", "pinch changed 0.8000 at 200.0000,200.0000"])
        #expect(h.view.log == ["began 1,2,3,4,5", "cancelled 1,2,3,4,5"])
        h.move(fingers, t: 0.3, spread(fiveFingerOffsets, by: 0.7))
        // Held still 0.3 s before lifting: no speed; 0.7 < 0.75 goes home.
        h.up(fingers, t: 0.6, spread(fiveFingerOffsets, by: 0.7))
        #expect(
            h.reportText == [
                "pinch began", "pinch changed 0.8000 at 200.0000,200.0000",
                "pinch changed 0.7000 at 200.0000,200.0000", "pinch ended 0.7000 v 0.0000 home"
            ])
        #expect(h.view.log == ["began 1,2,3,4,5", "cancelled 1,2,3,4,5"])
    }

    @Test func releasedNearFullScaleGoesBackToTheApp() {
        let h = SystemGestureHarness()
        h.down(fingers, t: 0, spread(fiveFingerOffsets, by: 1))
        h.move(fingers, t: 0.1, spread(fiveFingerOffsets, by: 0.8))
        h.move(fingers, t: 0.3, spread(fiveFingerOffsets, by: 0.95))
        h.up(fingers, t: 0.6, spread(fiveFingerOffsets, by: 0.95))
        #expect(h.reportText.last == "pinch ended 0.9500 v 0.0000 app")
        #expect(h.reportText.count == 4)
    }

    @Test func fastShrinkingGoesHomeAboveTheScaleThreshold() {
        let h = SystemGestureHarness()
        h.down(fingers, t: 0, spread(fiveFingerOffsets, by: 1))
        // −0.05 every 20 ms: −2.5 /s in every sample, so the blended estimate is −2.5 /s.
        // Spread changes 4, 8, 12 pt: recognized at the fourth step (16 pt), scale 0.8.
        for (step, k) in [0.95, 0.9, 0.85, 0.8].enumerated() {
            h.move(fingers, t: 0.02 * Double(step + 1), spread(fiveFingerOffsets, by: k))
        }
        #expect(h.reportTimes == [0.08, 0.08])
        #expect(
            h.view.log == [
                "began 1,2,3,4,5", "moved 1,2,3,4,5", "moved 1,2,3,4,5", "moved 1,2,3,4,5",
                "cancelled 1,2,3,4,5"
            ])
        // Lifted 10 ms later where they were: 0.8 ≥ 0.75, but −2.5 < −1.5 /s.
        h.up(fingers, t: 0.09, spread(fiveFingerOffsets, by: 0.8))
        #expect(
            h.reportText == [
                "pinch began", "pinch changed 0.8000 at 200.0000,200.0000",
                "pinch ended 0.8000 v -2.5000 home"
            ])
    }

    @Test func aDepinchNeverGoesHomeEvenShrinkingFast() {
        let h = SystemGestureHarness()
        h.down(fingers, t: 0, spread(fiveFingerOffsets, by: 1))
        // After a gap over 100 ms the estimate restarts: 0.5 / 0.3 = 1.6667 /s.
        h.move(fingers, t: 0.3, spread(fiveFingerOffsets, by: 1.5))
        // Then −0.1 per 20 ms (−5 /s) blended 0.2 · new + 0.8 · previous:
        // 0.3333, −0.7333, −1.5867 /s.
        h.move(fingers, t: 0.32, spread(fiveFingerOffsets, by: 1.4))
        h.move(fingers, t: 0.34, spread(fiveFingerOffsets, by: 1.3))
        h.move(fingers, t: 0.36, spread(fiveFingerOffsets, by: 1.2))
        h.up(fingers, t: 0.37, spread(fiveFingerOffsets, by: 1.2))
        #expect(h.reportText.first == "pinch began")
        #expect(h.reportText.last == "pinch ended 1.2000 v -1.5867 app")
    }

    @Test func theCentroidFollowsTheFingers() {
        let h = SystemGestureHarness()
        h.down(fingers, t: 0, spread(fiveFingerOffsets, by: 1))
        h.move(fingers, t: 0.1, spread(fiveFingerOffsets, by: 0.8, about: (230, 180)))
        #expect(h.reportText == ["pinch began", "pinch changed 0.8000 at 230.0000,180.0000"])
    }

    @Test func fourFingersPinchInTheNormalModeOnly() {
        let normal = SystemGestureHarness()
        normal.down([1, 2, 3, 4], t: 0, spread(fourFingerOffsets, by: 1))
        // Spread 100 → 80: changed 20 > 15, scale 0.8; lifted 0.1 s after the only sample
        // (−0.2 / 0.1 s = −2 /s), so fast enough to go home.
        normal.move([1, 2, 3, 4], t: 0.1, spread(fourFingerOffsets, by: 0.8))
        normal.up([1, 2, 3, 4], t: 0.2, spread(fourFingerOffsets, by: 0.8))
        #expect(
            normal.reportText == [
                "pinch began", "pinch changed 0.8000 at 200.0000,200.0000",
                "pinch ended 0.8000 v -2.0000 home"
            ])

        let accessible = SystemGestureHarness(accessibilityMode: true)
        accessible.down([1, 2, 3, 4], t: 0, spread(fourFingerOffsets, by: 1))
        accessible.move([1, 2, 3, 4], t: 0.1, spread(fourFingerOffsets, by: 0.8))
        accessible.up([1, 2, 3, 4], t: 0.2, spread(fourFingerOffsets, by: 0.8))
        #expect(accessible.reports.isEmpty, "four fingers are the swipes' in accessibility mode")
        #expect(accessible.view.log == ["began 1,2,3,4", "moved 1,2,3,4", "ended 1,2,3,4"])
    }

    @Test func threeFingersPinchInAccessibilityModeOnly() {
        let accessible = SystemGestureHarness(accessibilityMode: true)
        accessible.down([1, 2, 3], t: 0, spread(threeFingerOffsets, by: 1))
        // Spread 66.67 → 46.67: changed 20 > 15, scale 0.7.
        accessible.move([1, 2, 3], t: 0.1, spread(threeFingerOffsets, by: 0.7))
        #expect(accessible.reportText == ["pinch began", "pinch changed 0.7000 at 200.0000,200.0000"])
        #expect(accessible.view.log == ["began 1,2,3", "cancelled 1,2,3"])

        let normal = SystemGestureHarness()
        normal.down([1, 2, 3], t: 0, spread(threeFingerOffsets, by: 1))
        normal.move([1, 2, 3], t: 0.1, spread(threeFingerOffsets, by: 0.7))
        normal.up([1, 2, 3], t: 0.2, spread(threeFingerOffsets, by: 0.7))
        #expect(normal.reports.isEmpty, "three fingers are the swipes' in the normal mode")
    }

    @Test func thePinchCountsFollowTheSwipesAndTheTap() {
        let settings = SystemGestureSettings()
        #expect(settings.pinchFingers(accessibilityMode: false) == [5, 4])
        #expect(settings.pinchFingers(accessibilityMode: true) == [5, 3])
        var other = SystemGestureSettings()
        other.pinchFingerCounts = [10, 5, 2]
        #expect(other.pinchFingers(accessibilityMode: false) == [5], "10 is the tap's, 2 fingers stay with the app")
    }

    @Test func aPinchTakenByAnEarlierStageEndsWithoutGoingHome() {
        let claimer = RecordingStage()
        claimer.onHandle = { stage, count in if count == 3 { stage.claim(touchIDs: [1, 2, 3, 4, 5]) } }
        let h = SystemGestureHarness(before: claimer)
        h.down(fingers, t: 0, spread(fiveFingerOffsets, by: 1))
        h.move(fingers, t: 0.1, spread(fiveFingerOffsets, by: 0.8))
        // The earlier stage takes the fingers at 0.2 s: at scale 0.8 and −2 /s the release would
        // go home, a cancel does not.
        h.move(fingers, t: 0.2, spread(fiveFingerOffsets, by: 0.7))
        #expect(
            h.reportText == [
                "pinch began", "pinch changed 0.8000 at 200.0000,200.0000",
                "pinch ended 0.8000 v -2.0000 app"
            ])
        #expect(h.reportTimes.last == 0.2)
        #expect(!h.stage.hasActiveTouches)
        h.up(fingers, t: 0.3, spread(fiveFingerOffsets, by: 0.7))
        #expect(h.reports.count == 3)
    }
}

@Suite struct SystemGestureTapTests {
    let ids = Array(1...10)
    var points: [(Double, Double)] { (0..<10).map { (20 + 40 * Double($0), 200) } }

    @Test func tenFingerTapClaimsAtTheTenthFingerAndReportsAtTheLastLift() {
        let h = SystemGestureHarness()
        h.down(Array(ids[0..<5]), t: 0, Array(points[0..<5]))
        #expect(h.view.log == ["began 1,2,3,4,5"])
        // The tenth finger 0.1 s after the first (within 0.5 s): the sequence is taken; fingers
        // 6 to 10 never reach the app.
        h.down(Array(ids[5..<10]), t: 0.1, Array(points[5..<10]))
        #expect(h.view.log == ["began 1,2,3,4,5", "cancelled 1,2,3,4,5"])
        #expect(h.reports.isEmpty, "reported at the lift")
        h.up(Array(ids[0..<4]), t: 0.25, Array(points[0..<4]))
        #expect(h.reports.isEmpty)
        h.up(Array(ids[4..<10]), t: 0.3, Array(points[4..<10]))
        #expect(h.reportText == ["tap 10"])
        #expect(h.reportTimes == [0.3])
        #expect(h.view.log == ["began 1,2,3,4,5", "cancelled 1,2,3,4,5"])
    }

    @Test func fingersLandingTooSlowlyStayWithTheApp() {
        let h = SystemGestureHarness()
        h.down(Array(ids[0..<5]), t: 0, Array(points[0..<5]))
        h.down(Array(ids[5..<10]), t: 0.6, Array(points[5..<10]))
        h.up(ids, t: 0.7, points)
        #expect(h.reports.isEmpty)
        #expect(h.view.log == ["began 1,2,3,4,5", "began 6,7,8,9,10", "ended 1,2,3,4,5,6,7,8,9,10"])
    }

    @Test func aHeldOrMovedTenFingerTouchIsTakenButNoTap() {
        let held = SystemGestureHarness()
        held.down(ids, t: 0, points)
        held.up(ids, t: 1.2, points)  // lifted after 1.2 s > 1 s
        #expect(held.reports.isEmpty)
        #expect(held.view.log.isEmpty, "claimed in the moment all ten landed")

        let moved = SystemGestureHarness()
        moved.down(ids, t: 0, points)
        moved.move([1], t: 0.1, [(20, 250)])  // 50 pt > 45
        moved.up(ids, t: 0.2, [(20, 250)] + Array(points[1...]))
        #expect(moved.reports.isEmpty)
    }
}

@Suite struct SystemGestureHostileInputTests {
    @Test func hostileSettingsFallBackToTheDefaults() {
        var settings = SystemGestureSettings()
        settings.swipeMinimumDistance = .nan
        settings.swipeMinimumFingerDistance = -5
        settings.pinchHysteresis = -.infinity
        settings.tapLandingWindow = Interval(nanoseconds: -1)
        let sanitized = settings.sanitized()
        #expect(sanitized == SystemGestureSettings())

        let h = SystemGestureHarness(settings: settings)
        let row: [(Double, Double)] = [(100, 300), (200, 300), (300, 300)]
        h.down([1, 2, 3], t: 0, row)
        h.move([1, 2, 3], t: 0.1, row.map { ($0.0, 290) })  // 10 pt < the default 50
        h.up([1, 2, 3], t: 0.2, row.map { ($0.0, 290) })
        #expect(h.reports.isEmpty)
    }

    @Test func locationsThatAreNotFiniteAreIgnored() {
        let h = SystemGestureHarness()
        let fingers = [1, 2, 3, 4, 5]
        h.down(fingers, t: 0, spread(fiveFingerOffsets, by: 1))
        h.move(fingers, t: 0.1, [(.nan, 200), (.infinity, 200), (200, -.infinity), (200, .nan), (.nan, .nan)])
        #expect(h.reports.isEmpty)
        h.move(fingers, t: 0.2, spread(fiveFingerOffsets, by: 0.8))
        h.up(fingers, t: 0.3, spread(fiveFingerOffsets, by: 0.8))
        // The last finite sample before 0.2 s is the landing (0 s): 0.2 s > 100 ms restarts the
        // estimate at −0.2 / 0.2 s = −1 /s; scale 0.8 and −1 /s: back to the app.
        #expect(
            h.reportText == [
                "pinch began", "pinch changed 0.8000 at 200.0000,200.0000",
                "pinch ended 0.8000 v -1.0000 app"
            ])
    }
}
