/// What a scroll view's indicators run along (docs/scroll-physics.md, 'Scroll indicators'):
/// the scroll region's edges or the content's.
public enum ScrollIndicatorAttachment: Sendable {
    /// The scroll view's own edges, wherever the content is.
    case viewEdges
    /// The edges of the part of the content in view: beside content narrower than the view, and
    /// off the room `contentInset` leaves around the content.
    case contentEdges
}
