/// What changed in a view since the compositor last looked at it.
struct ViewChanges: OptionSet {
    var rawValue: UInt8

    /// The view's own pixels changed (colour, corner radius, border, contents).
    static let appearance = ViewChanges(rawValue: 1 << 0)
    /// The pixels of the whole subtree may have changed (alpha, hidden, clipping, order,
    /// insertion), even where their geometry did not.
    static let subtree = ViewChanges(rawValue: 1 << 1)
    /// Centre, bounds or transform changed: every descendant's screen position may have moved.
    static let geometry = ViewChanges(rawValue: 1 << 2)
}
