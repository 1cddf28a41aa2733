/// Where lines shorter than the layout's width sit.
///
/// `leading` is UIKit's `natural`: the edge a paragraph starts from, left for left-to-right
/// text and right for right-to-left text.
public enum TextAlignment: Equatable, Sendable {
    /// Against the edge the paragraph starts from (left, or right for right-to-left text).
    case leading
    /// Centred.
    case center
    /// Against the edge the paragraph ends at (right, or left for right-to-left text).
    case trailing
    /// Against the left edge, whatever the direction.
    case left
    /// Against the right edge, whatever the direction.
    case right
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
