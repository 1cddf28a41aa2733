extension ListCell {
    /// How a cell places its text (UIKit's `UITableViewCell.CellStyle`).
    public enum Style: Sendable {
        /// The title alone (`detailTextLabel` is not shown).
        case `default`
        /// The title with the detail line under it, smaller and grey (shown when not empty).
        case subtitle
        /// The title at the leading edge and the detail as a value at the trailing edge, grey, on
        /// the same line (a settings row: "Wi-Fi … Home").
        case value1
    }

    /// The standard mark at a cell's trailing edge (UIKit's `UITableViewCell.AccessoryType`),
    /// shown when there is no `accessoryView`.
    public enum AccessoryType: Sendable {
        /// No mark.
        case none
        /// A grey chevron: tapping the row opens more.
        case disclosureIndicator
        /// A checkmark in the tint colour: the row is the chosen one.
        case checkmark
    }
}
