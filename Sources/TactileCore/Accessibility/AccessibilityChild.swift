/// One entry of `View.accessibilityElements`: a view (an item, a container or a view looked
/// through, as in the view tree) or an element the view draws itself.
///
/// UIKit's array holds either kind untyped; an enum says it in the type.
public enum AccessibilityChild {
    case view(View)
    case element(AccessibilityElement)
}
