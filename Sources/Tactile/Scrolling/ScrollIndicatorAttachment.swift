/// What a scroll view's indicators run along (the seed's scroll indicator call: attached to the
/// scroll region's edge or to the content's).
public enum ScrollIndicatorAttachment: Sendable {
    /// The scroll view's own edges, wherever the content is.
    case viewEdges
    /// The edges of the part of the content in view: beside content narrower than the view, and
    /// off the room `contentInset` leaves around the content.
    case contentEdges
}
