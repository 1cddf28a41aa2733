/// One entry of `View.accessibilityElements`: a view (an item, a container or a view looked
/// through, as in the view tree) or an element the view draws itself.
///
/// UIKit's array holds either kind untyped; an enum says it in the type.
public enum AccessibilityChild {
    /// A view: an item, a container or a view looked through.
    case view(View)
    /// An element the view draws itself.
    case element(AccessibilityElement)
}
