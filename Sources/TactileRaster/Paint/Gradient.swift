/// A paint whose colour varies over the shape it fills.
///
/// Colours are interpolated between stops in premultiplied form (so a stop fading to clear
/// does not darken), evaluated at pixel centres, and padded with the end stops' colours outside
/// the stops. Stop locations are clamped to 0...1 and to at least the previous stop's location.
public enum Gradient: Equatable, Hashable, Sendable {
    /// Colours along a line.
    case linear(LinearGradient)
    /// Colours by the distance from a centre.
    case radial(RadialGradient)
}
