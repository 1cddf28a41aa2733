import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import TactileCore

/// A delegate that records what a scroll view tells it (a scroll view does not retain it).
private final class ScrollLog: ScrollViewDelegate {
    var scrolls = 0
    var endedDecelerating = 0
    func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { endedDecelerating += 1 }
}

/// A container whose scroll view calls back into it, as Photos' viewer and page do.
private final class Owner: View, ScrollViewDelegate {
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    var scrolls = 0
    var removeOnEndDragging = false

    override init(frame: Rect) {
        super.init(frame: frame)
        scrollView.contentSize = Size(width: 400, height: 4000)
        scrollView.delegate = self
        addSubview(scrollView)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {
        // The owner closes itself in the middle of the scroll view's own release.
        if removeOnEndDragging { removeFromSuperview() }
    }
}

/// The lifetime rules of ARCHITECTURE.md ("Lifetimes"): what leaves a window stops being called
/// back, and what was removed lives until the turn ends.
@Suite struct LifetimeRuleTests {
    @Test func aViewRemovedMidDecelerationStopsAndIsFreedAtTheNextFrame() {
        let s = ScrollHarness(content: Size(width: 400, height: 100_000))
        weak var owner: Owner?
        do {
            let made = Owner(frame: Rect(x: 0, y: 0, width: 400, height: 400))
            owner = made
            s.h.window.addSubview(made)
        }
        // A fling on the owner's scroll view: it decelerates for seconds.
        s.drag(from: (200, 380), by: (0, -30), steps: 8)
        s.run(0.1)
        let scrollView = owner!.scrollView
        #expect(scrollView.isDecelerating)
        owner!.removeFromSuperview()
        #expect(!scrollView.isDecelerating, "the deceleration went on out of the window")
        let scrolled = owner!.scrolls, offset = scrollView.contentOffset
        #expect(owner != nil, "freed inside the turn that removed it")
        s.run(2)
        #expect(owner!.scrolls == scrolled && scrollView.contentOffset == offset, "the content moved on out of the window")
        s.h.screen.endTurn()
        #expect(owner == nil, "the removed owner was kept past the turn")
    }

    @Test func anOwnerRemovedByItsScrollViewsReleaseOutlivesTheRelease() {
        // Photos' crash: the page's delegate closes the viewer during endDragging, which goes on
        // into decelerate and the delegate again.
        let s = ScrollHarness(content: Size(width: 400, height: 4000))
        weak var owner: Owner?
        do {
            let made = Owner(frame: Rect(x: 0, y: 0, width: 400, height: 400))
            made.removeOnEndDragging = true
            owner = made
            s.h.window.addSubview(made)
        }
        s.drag(from: (200, 100), by: (0, 25), steps: 8)
        #expect(owner != nil && owner!.superview == nil, "the release did not remove the owner")
        #expect(!owner!.scrollView.isDecelerating)
        s.h.screen.endTurn()
        #expect(owner == nil)
    }

    @Test func aViewRemovedMidAnimationHasItsCompletionToldFalse() {
        let s = ScrollHarness()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        s.h.window.addSubview(view)
        var finished: [Bool] = []
        s.h.screen.animator.animate(
            withDuration: .seconds(1), changes: { view.frame.origin.x = 200 },
            completion: { finished.append($0) })
        s.run(0.3)
        view.removeFromSuperview()
        s.run(2)
        #expect(finished == [false])
    }

    @Test func aViewRemovedMidGestureHasItsRecognizerCancelledAndItsActionsStop() {
        let s = ScrollHarness()
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        s.h.window.addSubview(view)
        let pan = PanGestureRecognizer(name: "pan")
        var states: [String] = []
        pan.addAction(target: view) { _, pan in states.append(pan.state.name(discrete: false)) }
        view.addGestureRecognizer(pan)
        s.drag(from: (100, 100), by: (10, 0), steps: 5, lift: false)
        #expect(states.first == "began")
        view.removeFromSuperview()
        #expect(states.last == "cancelled")
        let seen = states.count
        s.h.send(at: s.t + 0.01, [record(s.nextID - 1, .moved, t: s.t + 0.01, 200, 100, from: (150, 100))])
        s.h.send(at: s.t + 0.02, [record(s.nextID - 1, .ended, t: s.t + 0.02, 200, 100)])
        #expect(states.count == seen, "the recognizer of a removed view went on: \(states)")
    }

    @Test func aControlWhoseActionRemovesItsOwnerFinishesTheActionWithTheOwnerAlive() {
        let (screen, window) = makeScreen()
        weak var weakOwner: View?
        let button = Button(frame: Rect(x: 0, y: 0, width: 80, height: 30))
        var ran: [String] = []
        do {
            let owner = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
            weakOwner = owner
            owner.addSubview(button)
            window.addSubview(owner)
            button.addAction(for: .touchUpInside, target: owner) { owner, _ in
                owner.removeFromSuperview()
                ran.append("first")
            }
            // A later action of the same send still reaches the removed owner.
            button.addAction(for: .touchUpInside, target: owner) { owner, _ in
                ran.append(owner.superview == nil ? "second, removed" : "second, shown")
            }
        }
        button.sendActions(for: .touchUpInside)
        #expect(ran == ["first", "second, removed"])
        #expect(weakOwner != nil)
        screen.endTurn()
        #expect(weakOwner == nil)
    }

    @Test func aWindowTakenOffTheScreenWhileARecognizersTimerIsDueNeverFiresIt() {
        let h = GestureHarness()
        let window = Window(screen: h.screen)
        window.makeKeyAndVisible()
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        let doubleTap = TapGestureRecognizer(name: "double", taps: 2)
        var recognized = 0
        doubleTap.addAction(target: view) { _, _ in recognized += 1 }
        view.addGestureRecognizer(doubleTap)
        // One tap: the recognizer waits for the second with its timer set.
        h.tap(1, at: 1.0)
        #expect(h.loop.timerCount > 0)
        window.removeFromScreen()
        #expect(h.loop.timerCount == 0, "a timer of the closed window is still due")
        h.advance(to: 3)
        #expect(recognized == 0 && doubleTap.state == .possible)
    }

    @Test func aStepperHeldDownStopsRepeatingWhenItLeaves() {
        let s = ScrollHarness()
        let stepper = Stepper(frame: Rect(x: 0, y: 0, width: 94, height: 29))
        s.h.window.addSubview(stepper)
        s.drag(from: (70, 14), by: (0, 0), steps: 1, hold: 0.1, lift: false)
        s.run(1)
        let value = stepper.value
        stepper.removeFromSuperview()
        #expect(!stepper.isRepeating)
        s.run(2)
        #expect(stepper.value == value)
    }
}

/// The checked back reference (`Unowned`).
@Suite struct UnownedReferenceTests {
    final class Target {}
    final class Holder {
        @Unowned var target: Target?
        @Unowned var delegate: (any ScrollViewDelegate)?
    }

    @Test func aReferenceReadsItsObjectWithoutKeepingItAlive() {
        let holder = Holder()
        weak var weakTarget: Target?
        do {
            let target = Target()
            weakTarget = target
            holder.target = target
            #expect(holder.target === target)
            let log = ScrollLog()
            holder.delegate = log
            #expect(holder.delegate === log)
            holder.delegate = nil
            #expect(holder.delegate == nil)
        }
        #expect(weakTarget == nil, "the reference kept its object alive")
        holder.target = nil
        #expect(holder.target == nil)
    }

    @Test func aCallbackHandsItsOwnerToTheBody() {
        let owner = Target()
        let callback = Unowned(owner).callback { (target: Target, value: Int) in target === owner ? value * 2 : -1 }
        #expect(callback(21) == 42)
        #expect(Unowned(owner).isAlive)
    }

    @Test func readingAReferenceWhoseObjectWasFreedStopsTheProgramNamingBoth() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let holder = Holder()
            do {
                let target = Target()
                holder.target = target
            }
            _ = holder.target
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("a Holder reached its Target after that was freed"), "\(message)")
        }
    }

    @Test func aFreedOwnerOfACallbackStopsTheProgram() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var callback: () -> Void = {}
            do {
                let target = Target()
                callback = Unowned(target).callback { _ in }
            }
            callback()
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("reached its Target after that was freed"), "\(message)")
        }
    }
}
