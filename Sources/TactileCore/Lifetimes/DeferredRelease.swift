/// What was removed during the run loop's current turn, kept alive until the turn ends (UIKit's
/// autorelease pool, for the one thing Tactile needs it for).
///
/// A view removed inside an event, a frame or a callback may still be on the stack: the scroll
/// view whose delegate just closed the screen it is on goes on with its own `endDragging` after
/// the delegate returns. Without `weak` nothing would tell it that its owner was freed, so the
/// kit keeps what it removed until the turn is over: the screen drains this when it starts its
/// next frame, the last step of a run loop pass (`Screen.endTurn()`).
final class DeferredRelease {
    private var objects = ContiguousArray<AnyObject>()

    /// Keeps `object` alive until `drain()`.
    func keep(_ object: AnyObject) {
        objects.append(object)
    }

    /// How many objects wait for the end of the turn.
    var count: Int { objects.count }

    /// Lets go of everything kept. Objects freed now may remove others from their own deinit: those
    /// wait for the next drain (they are kept in the list emptied first, never in the one being
    /// released).
    func drain() {
        guard !objects.isEmpty else { return }
        var released = ContiguousArray<AnyObject>()
        swap(&released, &objects)
        released.removeAll()
    }
}
