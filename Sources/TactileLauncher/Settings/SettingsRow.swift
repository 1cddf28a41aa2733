import TactileCore

/// One row of a Settings page: a title, an optional second line, an optional control at the
/// trailing edge (a switch, a segmented control, a slider) and an optional action when the row
/// is tapped (then it shows a disclosure chevron unless it has a control).
public struct SettingsRow {
    /// The main line.
    public var title: String
    /// A smaller second line (a value, an explanation); nil for none.
    public var detail: String?
    /// The control at the trailing edge, laid out at its own size.
    public var accessory: View?
    /// What a tap on the row does; nil for rows that only show or hold a control.
    public var action: (() -> Void)?

    /// A row titled `title`.
    public init(title: String, detail: String? = nil, accessory: View? = nil, action: (() -> Void)? = nil) {
        self.title = title
        self.detail = detail
        self.accessory = accessory
        self.action = action
    }
}
