import TactilePlatform

/// A scroll view's helper recognizer (UIKit has one too): it holds a touch from the content
/// until it is clear whether the touch drags (`ScrollView.delaysContentTouches`), stops moving
/// content when a touch lands on it, and keeps such a catching touch from being a tap on the
/// content.
///
/// It never acts. It fails after `contentTouchDelayDuration` still (the content then sees the
/// touch begin, late) or at the lift (the content sees the whole tap, late), or is stopped when
/// the scroll view's pan begins (the content then never sees the touch). A touch that caught
/// moving content is recognized instead of failing: the content never sees it, and the
/// content's own recognizers (a tap on a cell) fail.
final class ContentTouchDelayRecognizer: GestureRecognizer {
    @Unowned var scrollView: ScrollView?
    private var caught = false

    override var isDiscrete: Bool { true }
    override var definitionDescription: String { "scroll-delay" }

    override init(name: String? = nil) {
        super.init(name: name)
        delaysTouchesUntilDecided = true
        cancelsTouchesInView = false
        delaysTouchesEnded = false
        // Recognizing a catch must not stop the scroll view's own pan.
        isExclusive = false
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard let scrollView else { return }
        if numberOfTouches == touches.count {
            caught = scrollView.touchDidBegin()
            // Intercepting everything: the content never sees a touch, as if caught.
            if scrollView.eventMode == .intercept { caught = true }
            if scrollView.eventMode == .pass && !caught {
                setState(.failed)
                return
            }
        }
        if !scrollView.delaysContentTouches && !caught {
            setState(.failed)
            return
        }
        setTimer(after: .seconds(scrollView.contentTouchDelayDuration))
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard currentTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) else { return }
        decide()
    }

    override func timerFired() {
        decide()
    }

    private func decide() {
        cancelTimer()
        guard state == .possible else { return }
        setState(caught ? .recognized : .failed)
    }

    override func reset() {
        super.reset()
        caught = false
        scrollView?.touchesDidEnd()
    }
}
