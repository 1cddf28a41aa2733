/// Where lines shorter than the layout's width sit.
public enum TextAlignment: Equatable, Sendable {
    /// Against the left edge (the leading edge of left-to-right text).
    case leading
    /// Centred.
    case center
    /// Against the right edge.
    case trailing
}

/// What happens to text that does not fit the width, after UIKit's `NSLineBreakMode`.
public enum LineBreakMode: Equatable, Sendable {
    /// Lines wrap at spaces; a word wider than the whole width breaks between characters. When
    /// `maximumLines` cuts the text short, the last line kept ends with an ellipsis.
    case byWordWrapping
    /// Each paragraph is one line; a line wider than the width ends with an ellipsis ("…").
    case byTruncatingTail
    /// Each paragraph is one line; what does not fit is cut off by the clip when drawn.
    case byClipping
}
