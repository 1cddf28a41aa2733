import TactilePlatform
import TactileSystem

/// One finger on the screen, delivered to the view it began in for its whole life (UIKit's
/// `UITouch`). The dispatcher updates the same object at every moment of the touch.
public final class Touch {
    /// The touch's identity for its life (`TouchRecord.id`).
    public let id: Int
    /// The view the touch began in; it receives every record of the touch.
    public let view: View
    /// The window of `view` when the touch began.
    public let window: Window
    /// Whether this is the first touch `view` has ever received.
    public let isFirstTouchForView: Bool
    /// The latest record (screen points), with `isFirstTouchForView` filled in.
    public internal(set) var record: TouchRecord {
        didSet { identity.isOver = record.phase == .ended || record.phase == .cancelled }
    }
    /// Stands for this touch without keeping it (see `Identity`).
    public let identity = Identity()

    /// The gesture recognizers that receive this touch (those of the views it involves, see
    /// `TouchDispatcher.gestureDeliveryPolicy`), in the order they receive it.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// What the touch's view sees of it while recognizers decide (`TouchDispatcher`).
    var viewDelivery = ViewDelivery.delivering
    /// Records held back from the view: every record while `heldFromBegin`, the end while
    /// `heldEnd`.
    var heldRecords: [TouchRecord] = []

    /// How a touch's records reach its view.
    enum ViewDelivery: Equatable {
        /// Each record goes to the view as it comes.
        case delivering
        /// The view has seen nothing yet: a recognizer delays the touch's beginning.
        case heldFromBegin
        /// The touch lifted; its end waits for recognizers to decide.
        case heldEnd
        /// The view got (or never needed) its last word: nothing more goes to it.
        case cancelled
    }

    /// A token for one touch that refers to nothing: a view that follows a touch across events
    /// keeps this rather than the touch, which refers to the view and its window, so a touch
    /// that ended unheard (its view removed meanwhile) cannot keep them all alive in a cycle.
    public final class Identity {
        /// Whether the touch has ended or been cancelled.
        public internal(set) var isOver = false
    }

    init(record: TouchRecord, view: View, window: Window, isFirstTouchForView: Bool) {
        id = record.id
        self.view = view
        self.window = window
        self.isFirstTouchForView = isFirstTouchForView
        self.record = record
        self.record.isFirstTouchForView = isFirstTouchForView
    }

    /// The phase of the latest record.
    public var phase: TouchPhase { record.phase }
    /// When the latest record happened, on the run loop's clock (kernel event time).
    public var timestamp: Instant { record.timestamp }
    /// Taps in quick succession at this place, counting this one.
    public var tapCount: Int { record.tapCount }
    /// The swipe bits (`info`): up 1, down 2, left 4, right 8.
    public var swipe: SwipeDirections { record.swipe }

    /// The location in `view`'s bounds coordinates (the touch window's when nil).
    public func location(in view: View?) -> Point {
        convert(Point(record.location), to: view)
    }

    /// The location of the previous record in `view`'s coordinates (the window's when nil).
    public func previousLocation(in view: View?) -> Point {
        convert(Point(record.previousLocation), to: view)
    }

    /// A screen point in `view`'s coordinates (model geometry), through the window `view` is
    /// in; a view outside any shown window is converted as if its root stood where the touch's
    /// window is.
    private func convert(_ screenPoint: Point, to view: View?) -> Point {
        var reference: View = window
        if let root = view?.window, root.screen != nil { reference = root }
        let fromScreen = reference.modelPresentation.transformToSuperview.inverted ?? .identity
        let inWindow = fromScreen.apply(to: screenPoint)
        guard let view, let fromRoot = view.transformToRoot.inverted else { return inWindow }
        return fromRoot.apply(to: inWindow)
    }
}
