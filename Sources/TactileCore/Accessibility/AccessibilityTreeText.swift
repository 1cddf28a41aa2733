import TactileSystem

/// The screen reader's tree as text (`tactile debug-accessibility --tree`, an application's
/// `--accessibility-tree`): first `screen <w>x<h> points scale <s>`, then one line per container
/// and per item in navigation order:
/// `container "<title>" frame=<x>,<y>,<w>,<h> items=<n> depth=<d>` and
/// `item "<label>" frame=<x>,<y>,<w>,<h> hit=<x>,<y>,<w>,<h> container="<title>"` (screen points;
/// `hit` the enlarged touch area; `depth` 0 for a top-level container). Quotes and backslashes
/// inside a quoted text are escaped with a backslash.
public enum AccessibilityTreeText {
    /// The lines of `model` on `screen`.
    public static func lines(of model: AccessibilityScreenModel, on screen: Screen) -> [String] {
        let navigator = model.navigator
        var lines = ["screen \(number(screen.size.width))x\(number(screen.size.height)) points scale \(number(screen.scale))"]
        var printed = Array(repeating: false, count: navigator.containers.count)
        for (index, step) in navigator.steps.enumerated() {
            for (container, info) in navigator.containers.enumerated() where !printed[container] {
                guard (info.titleStep ?? info.steps.lowerBound) == index else { continue }
                printed[container] = true
                var depth = 0
                var parent = info.parent
                while let above = parent {
                    depth += 1
                    parent = navigator.containers[above].parent
                }
                lines.append("container \(quoted(info.title)) frame=\(rect(info.frame)) items=\(info.childCount) depth=\(depth)")
            }
            if case let .item(item, container) = step {
                lines.append(
                    "item \(quoted(item.label)) frame=\(rect(item.frame)) hit=\(rect(model.hitAreas[index])) "
                        + "container=\(quoted(navigator.containers[container].title))")
            }
        }
        return lines
    }

    /// "x,y,w,h" in points: whole numbers as such, others with up to two decimals.
    public static func rect(_ rect: Rect) -> String {
        "\(number(rect.x)),\(number(rect.y)),\(number(rect.width)),\(number(rect.height))"
    }

    /// `value` with up to two decimals, without trailing zeros.
    public static func number(_ value: Double) -> String {
        TextScanner.trimmed(value, decimals: 2)
    }

    /// `text` in double quotes, with `"` and `\` escaped by a backslash.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }
}
