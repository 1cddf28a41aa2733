import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// `TouchPipeline`: every stage sees touches begin; a claim by an earlier stage cancels the
/// touches in later stages at that moment and keeps their later records (and new touches of a
/// claimed sequence) from them, until every finger has lifted.
@Suite struct TouchPipelineTests {
    let screen: Screen
    let window: RecordingWindow
    let pipeline = TouchPipeline()
    let system = RecordingStage()
    let dispatcher: TouchDispatcher

    init() {
        (screen, window) = makeScreen()
        dispatcher = TouchDispatcher(screen: screen, animator: nil)
        pipeline.add(system)
        pipeline.add(dispatcher)
    }

    @Test func stagesAreInTheOrderAdded() {
        #expect(pipeline.stages.count == 2)
        #expect(pipeline.stages[0] === system && pipeline.stages[1] === dispatcher)
        #expect(system.pipeline === pipeline && dispatcher.pipeline === pipeline)
    }

    @Test func aClaimFromATimerCancelsAtTheClocksTimeNotTheLastMoments() {
        let clock = VirtualClock()
        let later = TouchPipeline()  // a recording stage after the claimer
        let claimer = RecordingStage(), follower = RecordingStage()
        later.clock = clock
        later.add(claimer)
        later.add(follower)
        later.dispatch([record(1, .began, t: 0.1, 10, 10)])
        // A long press decided by a timer half a second after the last moment.
        clock.advance(to: Instant(nanoseconds: 600_000_000))
        claimer.claim(touchIDs: [1])
        #expect(follower.cancels == ["[1] t=600"])
        later.dispatch([record(1, .ended, t: 0.7, 10, 10)])
        #expect(follower.moments == ["t=100 1b"], "nothing more of a claimed touch")
    }

    @Test func claimingTheSequenceMidDragCancelsTheViewAndKeepsLaterTouchesFromIt() {
        let view = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        system.onHandle = { stage, count in if count == 3 { stage.claimSequence() } }

        pipeline.dispatch([record(1, .began, t: 0, 50, 50)])
        pipeline.dispatch([record(1, .moved, t: 0.1, 50, 60, from: (50, 50))])
        #expect(view.log == ["began 1", "moved 1"])
        // The third moment: the system stage claims; the view is cancelled at that moment's time.
        pipeline.dispatch([record(1, .moved, t: 0.2, 50, 70, from: (50, 60))])
        #expect(view.log == ["began 1", "moved 1", "cancelled 1"])
        #expect(view.events.last?.timestamp == Instant(seconds: 0.2))
        #expect(dispatcher.activeTouches.isEmpty)
        #expect(pipeline.hasActiveTouches, "finger 1 is still down")

        // A second finger in the claimed sequence goes to the claimer only, even over the view.
        pipeline.dispatch([record(2, .began, t: 0.3, 60, 60)])
        pipeline.dispatch([record(1, .moved, t: 0.4, 50, 80, from: (50, 70))])
        pipeline.dispatch([record(1, .ended, t: 0.5, 50, 80), record(2, .ended, t: 0.5, 60, 60)])
        #expect(view.log == ["began 1", "moved 1", "cancelled 1"], "no ended after the cancel, nothing of touch 2")
        #expect(dispatcher.activeTouches.isEmpty && dispatcher.ignoredTouchIDs.isEmpty)
        #expect(system.moments == ["t=0 1b", "t=100 1m", "t=200 1m", "t=300 2b", "t=400 1m", "t=500 1e 2e"])
        #expect(system.cancels.isEmpty, "the claimer itself is not cancelled")
        #expect(!pipeline.hasActiveTouches)

        // All lifted: the next sequence reaches both stages again.
        pipeline.dispatch([record(3, .began, t: 1.0, 50, 50)])
        pipeline.dispatch([record(3, .ended, t: 1.1, 50, 50)])
        #expect(view.log == ["began 1", "moved 1", "cancelled 1", "began 3", "ended 3"])
        #expect(system.moments.suffix(2) == ["t=1000 3b", "t=1100 3e"])
    }

    @Test func claimingOneOfTwoTouchesCancelsOnlyThatOne() {
        let left = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 400))
        let right = RecordingView(frame: Rect(x: 200, y: 0, width: 200, height: 400))
        window.addSubview(left)
        window.addSubview(right)
        system.onHandle = { stage, count in if count == 2 { stage.claim(touchIDs: [1]) } }

        pipeline.dispatch([record(1, .began, t: 0, 50, 50), record(2, .began, t: 0, 250, 50)])
        pipeline.dispatch([
            record(1, .moved, t: 0.1, 50, 60, from: (50, 50)),
            record(2, .moved, t: 0.1, 250, 60, from: (250, 50))
        ])
        pipeline.dispatch([record(1, .ended, t: 0.2, 50, 60), record(2, .ended, t: 0.2, 250, 60)])

        #expect(left.log == ["began 1", "cancelled 1"])
        #expect(left.events.last?.timestamp == Instant(seconds: 0.1))
        #expect(right.log == ["began 2", "moved 2", "ended 2"])
        #expect(system.moments == ["t=0 1b 2b", "t=100 1m 2m", "t=200 1e 2e"])
        #expect(!pipeline.hasActiveTouches)
    }

    @Test func aTouchClaimedInTheMomentItBeginsNeverReachesLaterStages() {
        let view = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        system.onHandle = { stage, count in if count == 1 { stage.claimSequence() } }

        pipeline.dispatch([record(1, .began, t: 0, 50, 50)])
        pipeline.dispatch([record(1, .ended, t: 0.1, 50, 50)])
        #expect(view.log.isEmpty)
        #expect(view.events.isEmpty, "not even a lone cancel")
        #expect(system.moments == ["t=0 1b", "t=100 1e"])
    }

    @Test func aTapWithoutAClaimReachesTheAppAndTheSystemStageChangesNothing() throws {
        let button = Button(frame: Rect(x: 20, y: 20, width: 100, height: 40), font: try buttonTestFont())
        window.addSubview(button)
        let log = ControlEventLog(button)

        pipeline.dispatch([record(1, .began, t: 0, 50, 40)])
        #expect(button.isHighlighted)
        pipeline.dispatch([record(1, .ended, t: 0.1, 50, 40)])

        #expect(log.events == ["down", "upInside", "primary"])
        #expect(!button.isHighlighted)
        #expect(system.moments == ["t=0 1b", "t=100 1e"])
        #expect(window.log.isEmpty, "the button handles its touch")
        #expect(!pipeline.hasActiveTouches)
    }
}
