import TactileRaster
import TactileTestSupport

@testable import TactileCore

/// A view with a given intrinsic content size (any length may be `View.noIntrinsicMetric`).
final class SizedView: View {
    var natural: Size {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: Double, _ height: Double) {
        natural = Size(width: width, height: height)
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: Size { natural }
}

/// A stack of `views` with the given frame, axis and spacing, laid out.
func makeStack(
    _ views: [View], axis: StackView.Axis, frame: Rect, spacing: Double = 0,
    alignment: StackView.Alignment = .fill,
    distribution: StackView.Distribution = .fill
) -> StackView {
    let stack = StackView(frame: frame)
    for view in views { stack.addArrangedSubview(view) }
    stack.axis = axis
    stack.spacing = spacing
    stack.alignment = alignment
    stack.distribution = distribution
    stack.layoutIfNeeded()
    return stack
}

/// The frames of `views`, for comparisons with hand-worked lists.
func frames(_ views: [View]) -> [Rect] { views.map { $0.frame } }

func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
