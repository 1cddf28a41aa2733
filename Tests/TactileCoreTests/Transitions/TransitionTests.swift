import Foundation
import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

@Suite struct TransitionTests {
    /// A 100 × 60 screen (black, the window clear) with a red 40 × 20 container at (20, 20).
    func scene(scale: Double = 1) -> (Screen, Window, View, Bitmap) {
        let (screen, window, target) = makeScreen(width: 100, height: 60, scale: scale)
        let container = View(frame: Rect(x: 20, y: 20, width: 40, height: 20))
        container.backgroundColor = .red
        window.addSubview(container)
        screen.render(into: target)
        return (screen, window, container, target)
    }

    /// Ticks the animator at `milliseconds`, renders, and checks incremental equals full redraw.
    func frame(_ screen: Screen, _ window: Window, _ target: Bitmap, at milliseconds: Int) {
        screen.animator.tick(now: transitionTime(milliseconds))
        screen.render(into: target)
        let full = freshRender(of: window, like: screen)
        if let difference = firstDifference(target, full) {
            Issue.record("t = \(milliseconds) ms: incremental differs from full redraw at \(difference)")
        }
    }

    func linear(_ style: TransitionStyle) -> TransitionOptions { TransitionOptions(style, curve: .linear) }

    // MARK: Cross-dissolve

    @Test(arguments: [1.0, 2.0])
    func crossDissolveBlendsOldAndNewLinearly(scale: Double) {
        let (screen, window, container, target) = scene(scale: scale)
        let log = CompletionLog()
        View.transition(
            with: container, duration: .milliseconds(400), options: linear(.crossDissolve),
            animations: { container.backgroundColor = .blue }, completion: log.handler)
        #expect(container.backgroundColor == .blue)  // the model changes at once
        let s = Int(scale)
        for (time, f) in [(0, 0.0), (100, 0.25), (200, 0.5), (300, 0.75)] {
            frame(screen, window, target, at: 1000 + time)
            // (1 − f)·red + f·blue, inside the container; black outside.
            #expect(pixel(target.pixel(x: 21 * s, y: 21 * s), isNear: (255 * (1 - f), 0, 255 * f)), "t = \(time)")
            #expect(pixel(target.pixel(x: 59 * s, y: 39 * s), isNear: (255 * (1 - f), 0, 255 * f)), "t = \(time)")
            #expect(target.pixel(x: 19 * s, y: 21 * s) == 0xFF00_0000 && target.pixel(x: 60 * s, y: 39 * s) == 0xFF00_0000)
            #expect(log.calls.isEmpty)
        }
        frame(screen, window, target, at: 1400)
        #expect(target.pixel(x: 21 * s, y: 21 * s) == 0xFF00_00FF)
        #expect(log.calls == [true])
        // Back to normal: no overlay, the container shown from its model.
        #expect(window.subviews.count == 1 && window.subviews[0] === container)
        #expect(!container.hasPresentationOverride)
        #expect(!screen.animator.isRunning)
        frame(screen, window, target, at: 1500)
        #expect(log.calls == [true])
    }

    @Test func crossDissolveOfTranslucentContentFadesBothOverTheBackground() {
        let (screen, window, container, target) = scene()
        window.backgroundColor = .white
        container.backgroundColor = nil
        let old = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        old.backgroundColor = .red
        container.addSubview(old)
        screen.render(into: target)
        let new = View(frame: Rect(x: 20, y: 0, width: 20, height: 20))
        new.backgroundColor = .blue
        View.transition(
            with: container, duration: .milliseconds(200), options: linear(.crossDissolve),
            animations: {
                old.removeFromSuperview(); container.addSubview(new)
            })
        frame(screen, window, target, at: 0)
        frame(screen, window, target, at: 50)
        // A quarter of the way: red at 3/4 over white, blue at 1/4 over white.
        #expect(pixel(target.pixel(x: 25, y: 25), isNear: (255, 255 * 0.25, 255 * 0.25)))
        #expect(pixel(target.pixel(x: 45, y: 25), isNear: (255 * 0.75, 255 * 0.75, 255)))
    }

    // MARK: Push

    @Test(arguments: [TransitionStyle.pushFromLeft, .pushFromRight, .pushFromTop, .pushFromBottom])
    func pushMovesOldAndNewTogether(style: TransitionStyle) {
        let (screen, window, container, target) = scene()
        View.transition(
            with: container, duration: .milliseconds(400), options: linear(style),
            animations: { container.backgroundColor = .blue })
        frame(screen, window, target, at: 0)
        frame(screen, window, target, at: 100)
        // f = 1/4: the new picture has come a quarter of the container's size in from its side.
        let horizontal = style == .pushFromLeft || style == .pushFromRight
        let split: Int  // the first screen pixel (x or y) of the second picture
        switch style {
        case .pushFromLeft: split = 20 + 10  // new [−10, 30) ∩ [20, 60), old [30, 70)
        case .pushFromRight: split = 60 - 10  // old [10, 50), new [50, 90)
        case .pushFromTop: split = 20 + 5  // new [5, 25), old [25, 45)
        default: split = 40 - 5  // old [15, 35), new [35, 55)
        }
        let first: UInt32 = (style == .pushFromLeft || style == .pushFromTop) ? 0xFF00_00FF : 0xFFFF_0000
        let second: UInt32 = first == 0xFF00_00FF ? 0xFFFF_0000 : 0xFF00_00FF
        func at(_ along: Int) -> UInt32 { horizontal ? target.pixel(x: along, y: 30) : target.pixel(x: 40, y: along) }
        let start = 20, end = horizontal ? 60 : 40
        #expect(at(start) == first)
        #expect(at(split - 1) == first)
        #expect(at(split) == second)
        #expect(at(end - 1) == second)
        // Clipped to the container.
        #expect(at(start - 1) == 0xFF00_0000 && at(end) == 0xFF00_0000)
        frame(screen, window, target, at: 300)
        frame(screen, window, target, at: 400)
        #expect(at(start) == 0xFF00_00FF && at(end - 1) == 0xFF00_00FF)
        #expect(window.subviews.count == 1)
    }

    @Test func pushPositionsFollowTheFormulaAtAnyFraction() {
        let size = Size(width: 40, height: 20)
        for f in [0.0, 0.1, 0.37, 0.5, 0.9, 1.0] {
            func near(_ p: Point?, _ x: Double, _ y: Double) -> Bool {
                guard let p else { return false }
                return abs(p.x - x) < 1e-12 && abs(p.y - y) < 1e-12
            }
            let left = TransitionGeometry.pushOffsets(.pushFromLeft, fraction: f, size: size)
            #expect(near(left?.old, 40 * f, 0) && near(left?.new, 40 * f - 40, 0))
            let right = TransitionGeometry.pushOffsets(.pushFromRight, fraction: f, size: size)
            #expect(near(right?.old, -40 * f, 0) && near(right?.new, 40 - 40 * f, 0))
            let top = TransitionGeometry.pushOffsets(.pushFromTop, fraction: f, size: size)
            #expect(near(top?.old, 0, 20 * f) && near(top?.new, 0, 20 * f - 20))
            let bottom = TransitionGeometry.pushOffsets(.pushFromBottom, fraction: f, size: size)
            #expect(near(bottom?.old, 0, -20 * f) && near(bottom?.new, 0, 20 - 20 * f))
        }
        #expect(TransitionGeometry.pushOffsets(.crossDissolve, fraction: 0.5, size: size) == nil)
    }

    // MARK: Flip

    @Test func flipSqueezesTheOldPictureThenWidensTheNewOne() {
        let (screen, window, container, target) = scene()
        View.transition(
            with: container, duration: .milliseconds(400), options: linear(.flipFromLeft),
            animations: { container.backgroundColor = .blue })
        frame(screen, window, target, at: 0)
        #expect(target.pixel(x: 20, y: 20) == 0xFFFF_0000 && target.pixel(x: 59, y: 39) == 0xFFFF_0000)
        frame(screen, window, target, at: 100)
        // θ = 45°: width 40·cos 45° = 28.28; height 20·(1 + 0.1·sin 45°) = 21.41 about y = 30;
        // leaning left by 0.1·sin 45°·cos 45°·20 = 1: x in [24.86, 53.14], y in [19.29, 40.71].
        #expect(target.pixel(x: 26, y: 30) == 0xFFFF_0000 && target.pixel(x: 52, y: 30) == 0xFFFF_0000)
        #expect(target.pixel(x: 23, y: 30) == 0xFF00_0000 && target.pixel(x: 54, y: 30) == 0xFF00_0000)
        #expect(target.pixel(x: 40, y: 20) == 0xFFFF_0000 && target.pixel(x: 40, y: 39) == 0xFFFF_0000)
        #expect(target.pixel(x: 40, y: 18) == 0xFF00_0000 && target.pixel(x: 40, y: 41) == 0xFF00_0000)
        // The partly covered columns: 14 % of pixel 53 and 14 % of pixel 24 (and no blue).
        let (r53, _, b53) = channels(target.pixel(x: 53, y: 30))
        #expect(r53 > 10 && r53 < 70 && b53 == 0)
        frame(screen, window, target, at: 200)
        frame(screen, window, target, at: 300)
        // Past half the new picture shows, leaning right now: x in [26.86, 55.14].
        #expect(target.pixel(x: 28, y: 30) == 0xFF00_00FF && target.pixel(x: 54, y: 30) == 0xFF00_00FF)
        #expect(target.pixel(x: 25, y: 30) == 0xFF00_0000 && target.pixel(x: 56, y: 30) == 0xFF00_0000)
        frame(screen, window, target, at: 400)
        #expect(target.pixel(x: 20, y: 20) == 0xFF00_00FF && target.pixel(x: 59, y: 39) == 0xFF00_00FF)
        #expect(target.pixel(x: 40, y: 19) == 0xFF00_0000 && target.pixel(x: 40, y: 40) == 0xFF00_0000)
        #expect(window.subviews.count == 1 && !container.hasPresentationOverride)
    }

    @Test func flipGeometryFollowsTheFormula() {
        for f in [0.0, 0.1, 0.25, 0.4, 0.6, 0.75, 1.0] {
            let angle = Double.pi * f
            let squeeze = abs(cos(angle)), depth = 0.1 * sin(angle)
            for style in [TransitionStyle.flipFromLeft, .flipFromRight] {
                guard let flip = TransitionGeometry.flip(style, fraction: f, width: 40) else {
                    Issue.record("no flip geometry"); continue
                }
                #expect(flip.showsNew == (f >= 0.5))
                // The side coming forward: the left one first for a flip from the left.
                let lean = (style == .flipFromLeft) == (f < 0.5) ? -1.0 : 1.0
                let t = flip.transform
                #expect(abs(t.a - squeeze) < 1e-12 && t.b == 0 && t.c == 0 && abs(t.d - (1 + depth)) < 1e-12)
                #expect(abs(t.tx - lean * depth * squeeze * 20) < 1e-12 && t.ty == 0)
            }
        }
    }

    @Test func flipFromRightLeansTheOtherWay() {
        let (screen, window, container, target) = scene()
        View.transition(
            with: container, duration: .milliseconds(400), options: linear(.flipFromRight),
            animations: { container.backgroundColor = .blue })
        frame(screen, window, target, at: 0)
        frame(screen, window, target, at: 100)
        // x in [26.86, 55.14] for the old picture.
        #expect(target.pixel(x: 28, y: 30) == 0xFFFF_0000 && target.pixel(x: 54, y: 30) == 0xFFFF_0000)
        #expect(target.pixel(x: 25, y: 30) == 0xFF00_0000 && target.pixel(x: 56, y: 30) == 0xFF00_0000)
    }

    // MARK: Page curl

    /// The back of the page: each channel three quarters of the way to white.
    func back(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        (r + (255 - r) * 0.75, g + (255 - g) * 0.75, b + (255 - b) * 0.75)
    }

    @Test(arguments: [1.0, 2.0])
    func curlUpFoldsTheOldPageUpAndAway(scale: Double) {
        let (screen, window, container, target) = scene(scale: scale)
        let log = CompletionLog()
        View.transition(
            with: container, duration: .milliseconds(400), options: linear(.curlUp),
            animations: { container.backgroundColor = .blue }, completion: log.handler)
        let s = Int(scale)
        func at(_ y: Int) -> UInt32 { target.pixel(x: 30 * s, y: y) }
        frame(screen, window, target, at: 0)
        #expect(at(20 * s) == 0xFFFF_0000 && at(40 * s - 1) == 0xFFFF_0000)
        frame(screen, window, target, at: 100)
        // A quarter: the fold at 15 points from the top (screen y 35); the bottom 5 points of the
        // page turned up over rows 30…35; red front above, blue below the fold.
        #expect(at(20 * s) == 0xFFFF_0000 && at(30 * s - 1) == 0xFFFF_0000)
        #expect(pixel(at(30 * s), isNear: back(255, 0, 0)) && pixel(at(35 * s - 1), isNear: back(255, 0, 0)))
        #expect(at(35 * s) == 0xFF00_00FF && at(40 * s - 1) == 0xFF00_00FF)
        #expect(at(40 * s) == 0xFF00_0000 && at(20 * s - 1) == 0xFF00_0000)
        frame(screen, window, target, at: 300)
        // Three quarters: the fold at 5 points; the turned-up part covers everything above it.
        #expect(pixel(at(20 * s), isNear: back(255, 0, 0)) && pixel(at(25 * s - 1), isNear: back(255, 0, 0)))
        #expect(at(25 * s) == 0xFF00_00FF)
        frame(screen, window, target, at: 400)
        #expect(at(20 * s) == 0xFF00_00FF && log.calls == [true] && window.subviews.count == 1)
    }

    /// The 1401's tear-off: under a page curling up, the container itself shows, changing as it
    /// changes (the printer goes on printing), not a snapshot of its look when the page started.
    @Test func curlUpOverLiveContentShowsTheContainerChangingBeneath() {
        let (screen, window, container, target) = scene()
        let log = CompletionLog()
        var options = linear(.curlUp)
        options.revealsLiveContent = true
        View.transition(
            with: container, duration: .milliseconds(400), options: options,
            animations: { container.backgroundColor = .blue }, completion: log.handler)
        func at(_ y: Int) -> UInt32 { target.pixel(x: 30, y: y) }
        frame(screen, window, target, at: 0)
        #expect(at(20) == 0xFFFF_0000 && at(39) == 0xFFFF_0000)
        frame(screen, window, target, at: 100)
        // The fold at 15 points (screen y 35): the old red page above, the live blue container below.
        #expect(at(20) == 0xFFFF_0000 && pixel(at(30), isNear: back(255, 0, 0)) && at(35) == 0xFF00_00FF)
        container.backgroundColor = .green
        frame(screen, window, target, at: 200)
        // Changed meanwhile: the part beneath the page (the fold now at 10 points) is green.
        #expect(at(30) == 0xFF00_FF00 && at(39) == 0xFF00_FF00 && pixel(at(20), isNear: back(255, 0, 0)))
        frame(screen, window, target, at: 400)
        #expect(at(20) == 0xFF00_FF00 && log.calls == [true] && window.subviews.count == 1)
    }

    @Test func curlDownUnfoldsTheNewPageOverTheOldOne() {
        let (screen, window, container, target) = scene()
        View.transition(
            with: container, duration: .milliseconds(400), options: linear(.curlDown),
            animations: { container.backgroundColor = .blue })
        func at(_ y: Int) -> UInt32 { target.pixel(x: 30, y: y) }
        frame(screen, window, target, at: 0)
        #expect(at(20) == 0xFFFF_0000 && at(39) == 0xFFFF_0000)
        frame(screen, window, target, at: 100)
        // The fold at 5 points: the new page's back over rows 0…5, the old page below.
        #expect(pixel(at(20), isNear: back(0, 0, 255)) && pixel(at(24), isNear: back(0, 0, 255)))
        #expect(at(25) == 0xFFFF_0000)
        frame(screen, window, target, at: 300)
        // The fold at 15: front of the new page above 10, its back over 10…15, old below.
        #expect(at(29) == 0xFF00_00FF && pixel(at(30), isNear: back(0, 0, 255)) && at(35) == 0xFFFF_0000)
        frame(screen, window, target, at: 400)
        #expect(at(20) == 0xFF00_00FF && at(39) == 0xFF00_00FF)
    }

    @Test func curlFoldFollowsTheFormula() {
        for f in [0.0, 0.2, 0.5, 0.8, 1.0] {
            let up = TransitionGeometry.curlFold(.curlUp, fraction: f, height: 30)
            #expect(up.map { abs($0.fold - 30 * (1 - f)) < 1e-12 && !$0.pageIsNew } ?? false)
            let down = TransitionGeometry.curlFold(.curlDown, fraction: f, height: 30)
            #expect(down.map { abs($0.fold - 30 * f) < 1e-12 && $0.pageIsNew } ?? false)
        }
        #expect(TransitionGeometry.curlFold(.flipFromLeft, fraction: 0.5, height: 30) == nil)
    }

    // MARK: Completion and interruption

    @Test func interruptedTransitionCompletesOnceWithFalseAndShowsTheNewState() {
        let (screen, window, container, target) = scene()
        let log = CompletionLog()
        View.transition(
            with: container, duration: .milliseconds(400), options: linear(.flipFromLeft),
            animations: { container.backgroundColor = .blue }, completion: log.handler)
        frame(screen, window, target, at: 0)
        frame(screen, window, target, at: 100)
        screen.animator.removeAllAnimations()
        #expect(log.calls == [false])
        #expect(window.subviews.count == 1 && !container.hasPresentationOverride)
        screen.render(into: target)
        #expect(target.pixel(x: 20, y: 20) == 0xFF00_00FF && target.pixel(x: 40, y: 40) == 0xFF00_0000)
        #expect(target.hasSamePixels(as: freshRender(of: window, like: screen)))
        frame(screen, window, target, at: 500)
        #expect(log.calls == [false])
    }

    @Test func aSecondTransitionInterruptsTheFirst() {
        let (screen, window, container, target) = scene()
        let first = CompletionLog(), second = CompletionLog()
        View.transition(
            with: container, duration: .milliseconds(400), options: linear(.pushFromLeft),
            animations: { container.backgroundColor = .blue }, completion: first.handler)
        frame(screen, window, target, at: 0)
        frame(screen, window, target, at: 100)
        View.transition(
            with: container, duration: .milliseconds(400), options: linear(.crossDissolve),
            animations: { container.backgroundColor = .green }, completion: second.handler)
        #expect(first.calls == [false] && second.calls.isEmpty)
        #expect(window.subviews.count == 2)  // the container and one overlay
        frame(screen, window, target, at: 200)
        // Starts from the first transition's new state (blue): at t = 0 of the second.
        #expect(target.pixel(x: 30, y: 30) == 0xFF00_00FF)
        frame(screen, window, target, at: 400)
        #expect(pixel(target.pixel(x: 30, y: 30), isNear: (0, 127.5, 127.5)))
        frame(screen, window, target, at: 600)
        #expect(first.calls == [false] && second.calls == [true])
        #expect(target.pixel(x: 30, y: 30) == 0xFF00_FF00 && window.subviews.count == 1)
    }

    @Test func withoutAScreenOrDurationTheChangeIsImmediate() {
        let container = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let parent = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        parent.addSubview(container)
        let log = CompletionLog()
        View.transition(
            with: container, duration: .milliseconds(300), options: .flipFromLeft,
            animations: { container.backgroundColor = .blue }, completion: log.handler)
        #expect(log.calls == [true] && container.backgroundColor == .blue && parent.subviews.count == 1)

        let (screen, window, onScreen, target) = scene()
        let zero = CompletionLog()
        View.transition(
            with: onScreen, duration: .zero, options: .crossDissolve,
            animations: { onScreen.backgroundColor = .green }, completion: zero.handler)
        #expect(zero.calls == [true] && window.subviews.count == 1 && !screen.animator.isRunning)
        screen.render(into: target)
        #expect(target.pixel(x: 20, y: 20) == 0xFF00_FF00)

        // A window has no superview to hold the overlay: at once too.
        let windowLog = CompletionLog()
        View.transition(
            with: window, duration: .milliseconds(300), options: .crossDissolve,
            animations: { window.backgroundColor = .white }, completion: windowLog.handler)
        #expect(windowLog.calls == [true] && window.backgroundColor == .white && !screen.animator.isRunning)
    }

    @Test func ignoringInteractionHoldsTheAnimatorsCounterForTheDuration() {
        let (screen, window, container, target) = scene()
        var options = linear(.crossDissolve)
        options.ignoresInteraction = true
        View.transition(
            with: container, duration: .milliseconds(200), options: options,
            animations: { container.backgroundColor = .blue })
        #expect(screen.animator.isIgnoringInteractionEvents)
        frame(screen, window, target, at: 0)
        frame(screen, window, target, at: 100)
        #expect(screen.animator.isIgnoringInteractionEvents)
        // Touches still reach the container, not the overlay.
        #expect(window.hitTest(Point(x: 30, y: 30)) === container)
        frame(screen, window, target, at: 200)
        #expect(!screen.animator.isIgnoringInteractionEvents)

        View.transition(
            with: container, duration: .milliseconds(200), options: linear(.crossDissolve),
            animations: { container.backgroundColor = .red })
        #expect(!screen.animator.isIgnoringInteractionEvents)
    }

    // MARK: transition(from:to:)

    @Test func transitionFromToReplacesTheViewAndAnimatesTheSuperview() {
        let (screen, window, container, target) = scene()
        container.backgroundColor = nil
        let from = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        from.backgroundColor = .red
        container.addSubview(from)
        let behind = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        container.insertSubview(behind, at: 0)
        screen.render(into: target)
        let to = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        to.backgroundColor = .blue
        let log = CompletionLog()
        View.transition(
            from: from, to: to, duration: .milliseconds(400), options: linear(.pushFromRight),
            completion: log.handler)
        #expect(container.subviews.count == 2 && container.subviews[1] === to && from.superview == nil)
        frame(screen, window, target, at: 0)
        #expect(target.pixel(x: 30, y: 30) == 0xFFFF_0000)
        frame(screen, window, target, at: 200)
        // Half-way: old [0, 40) − 20 → container x [20, 40) red, new at [40, 60) blue.
        #expect(target.pixel(x: 39, y: 30) == 0xFFFF_0000 && target.pixel(x: 40, y: 30) == 0xFF00_00FF)
        frame(screen, window, target, at: 400)
        #expect(target.pixel(x: 30, y: 30) == 0xFF00_00FF && log.calls == [true])
    }

    @Test func transitionFromToCanShowAndHideInstead() {
        let (screen, window, container, target) = scene()
        let from = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        from.backgroundColor = .green
        let to = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        to.backgroundColor = .blue
        to.isHidden = true
        container.addSubview(from)
        container.addSubview(to)
        screen.render(into: target)
        var options = linear(.crossDissolve)
        options.showsHideTransitionViews = true
        View.transition(from: from, to: to, duration: .milliseconds(200), options: options)
        #expect(from.isHidden && !to.isHidden && container.subviews.count == 2)
        frame(screen, window, target, at: 0)
        frame(screen, window, target, at: 100)
        #expect(pixel(target.pixel(x: 30, y: 30), isNear: (0, 127.5, 127.5)))
        frame(screen, window, target, at: 200)
        #expect(target.pixel(x: 30, y: 30) == 0xFF00_00FF)
    }

    // MARK: Incremental rendering throughout

    /// Random scenes with a transition on a random view, random changes (inside the transition's
    /// animations and while it runs) and snapshots: every frame equals a full redraw.
    @Test(arguments: 1...80 as ClosedRange<UInt64>)
    func incrementalEqualsFullRedrawThroughoutTransitions(seed: UInt64) {
        var scene = IncrementalRenderPropertyTests.Scene(seed: seed)
        scene.build()
        scene.screen.render(into: scene.target)
        let styles: [TransitionStyle] = [
            .crossDissolve, .flipFromLeft, .flipFromRight, .pushFromLeft,
            .pushFromRight, .pushFromTop, .pushFromBottom, .curlUp, .curlDown
        ]
        var history: [String] = []
        var time = 0
        var completions = 0, started = 0
        for step in 0..<24 {
            if scene.chance(0.3), let container = scene.randomAttached() {
                let style = styles[scene.int(0...styles.count - 1)]
                var changes: [String] = []
                started += 1
                View.transition(
                    with: container, duration: .milliseconds(scene.int(50...300)),
                    options: TransitionOptions(style, curve: scene.chance(0.5) ? .linear : .easeInEaseOut),
                    animations: { for _ in 0..<scene.int(1...3) { changes.append(scene.change()) } },
                    completion: { _ in completions += 1 })
                history.append("transition \(style) \(changes)")
            }
            if scene.chance(0.5) { history.append(scene.change()) }
            if scene.chance(0.1) { scene.screen.animator.removeAllAnimations(); history.append("remove all") }
            time += scene.int(0...60)
            scene.screen.animator.tick(now: transitionTime(time))
            scene.screen.render(into: scene.target)
            let full = freshRender(of: scene.window, like: scene.screen)
            if let difference = firstDifference(scene.target, full) {
                Issue.record("seed \(seed) step \(step) after \(history.suffix(4)): first difference at \(difference)")
                return
            }
        }
        time += 1000
        scene.screen.animator.tick(now: transitionTime(time))
        #expect(completions == started)
        // Every overlay is gone and no container stays hidden.
        for view in scene.attached { #expect(!(view is TransitionSnapshotView) && !(view is TransitionOverlay) && !(view is TransitionCurlView)) }
        #expect(!scene.window.subviews.contains { $0 is TransitionOverlay })
    }
}
