/// A row of a list: its section and its row in that section (UIKit's `IndexPath` for tables).
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within the section, from 0.
    public var row: Int

    /// Creates the path of `row` in `section`.
    public init(row: Int, section: Int = 0) {
        self.row = row
        self.section = section
    }

    /// Whether `a` comes before `b`: by section, then by row.
    public static func < (a: IndexPath, b: IndexPath) -> Bool {
        a.section != b.section ? a.section < b.section : a.row < b.row
    }

    /// "section.row", such as "0.3".
    public var description: String { "\(section).\(row)" }
}
