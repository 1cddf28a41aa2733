import TactileSystem

/// The bitmaps views keep so that moving, fading or turning them never draws them again: drawn
/// contents (`View.contents`) and border images (`BorderImage`), counted against a budget in
/// bytes. One per screen; the compositor registers every view whose bitmaps it uses.
///
/// When the bitmaps of the registered views hold more than the budget after a frame, whole
/// views' bitmaps are dropped until they fit: first those of views not on screen (hidden,
/// removed from the tree, clipped out, scrolled away or wholly outside the screen), then those
/// on screen, each group least recently used first. Dropping shows nowhere: the compositor
/// draws a dropped view again, whole, when it next paints it, and drawing is deterministic.
/// Contents of views that do not clear before drawing (`clearsContextBeforeDrawing` off) are
/// the sum of every draw so far and are never dropped.
final class ContentsCache {
    /// The most bytes the bitmaps may hold after a frame.
    var budget: Int
    /// The bytes the registered views' bitmaps hold.
    private(set) var bytes = 0
    /// The registered views; each knows its index (`View.renderState.contentsCacheIndex`). Unowned: a view
    /// leaves the list in its deinit.
    private var entries: [Entry] = []
    /// Counts frames, to tell which views were used least recently.
    private var clock: UInt64 = 0

    private struct Entry {
        @Unowned private(set) var view: View
    }

    /// This cache's handler with `MemoryRelief`: an allocation over the memory budget drops
    /// every bitmap that can be drawn again before it is refused.
    private var relief: MemoryRelief.Registration?

    init(budget: Int) {
        self.budget = budget
        // Unowned: the handler is removed in deinit, so it never runs after the cache is gone.
        relief = MemoryRelief.register { [owner = Unowned(self)] in owner.object.trim(to: 0) }
    }

    deinit {
        if let relief { MemoryRelief.unregister(relief) }
        for entry in entries {
            entry.view.renderState.contentsCache = nil
            entry.view.renderState.contentsCacheIndex = -1
        }
    }

    /// How many views hold bitmaps.
    var count: Int { entries.count }

    /// Starts a frame: views used from now on count as used more recently than before.
    func beginFrame() {
        clock += 1
    }

    /// Records that `view` uses its bitmaps now, registering it (and leaving any other cache) the
    /// first time, and counts their current size.
    func use(_ view: View) {
        if view.renderState.contentsCache !== self {
            view.renderState.contentsCache?.remove(view)
            guard view.heldBitmapBytes > 0 else { return }
            view.renderState.contentsCache = self
            view.renderState.contentsCacheIndex = entries.count
            view.renderState.countedBitmapBytes = 0
            entries.append(Entry(view: view))
        }
        view.renderState.contentsLastUsed = clock
        let held = view.heldBitmapBytes
        bytes += held - view.renderState.countedBitmapBytes
        view.renderState.countedBitmapBytes = held
    }

    /// Forgets `view` (it is going away).
    func remove(_ view: View) {
        let index = view.renderState.contentsCacheIndex
        guard view.renderState.contentsCache === self, index >= 0, index < entries.count else { return }
        bytes -= view.renderState.countedBitmapBytes
        let last = entries.removeLast()
        if index < entries.count {
            entries[index] = last
            last.view.renderState.contentsCacheIndex = index
        }
        view.renderState.contentsCache = nil
        view.renderState.contentsCacheIndex = -1
        view.renderState.countedBitmapBytes = 0
    }

    /// Drops bitmaps until they hold at most the budget (see the type's description).
    func trim() {
        trim(to: budget)
    }

    /// Drops bitmaps until they hold at most `limit` bytes, in the order `trim()` drops them
    /// (0: every bitmap that can be drawn again, when the memory budget runs out).
    func trim(to limit: Int) {
        let budget = limit
        guard bytes > budget else { return }
        // Off screen before on screen, then least recently used first.
        var order: [(onScreen: Bool, used: UInt64, view: View)] = []
        order.reserveCapacity(entries.count)
        for entry in entries {
            order.append((!entry.view.renderState.lastArea.isEmpty, entry.view.renderState.contentsLastUsed, entry.view))
        }
        order.sort { a, b in a.onScreen != b.onScreen ? !a.onScreen : a.used < b.used }
        for candidate in order {
            guard bytes > budget else { return }
            let view = candidate.view
            view.dropCachedBitmaps()
            let held = view.heldBitmapBytes
            bytes += held - view.renderState.countedBitmapBytes
            view.renderState.countedBitmapBytes = held
            if held == 0 { remove(view) }
        }
    }
}
