/// A row of a list: its section and its row in that section (UIKit's `IndexPath` for tables).
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(row: Int, section: Int = 0) {
        self.row = row
        self.section = section
    }

    public static func < (a: IndexPath, b: IndexPath) -> Bool {
        a.section != b.section ? a.section < b.section : a.row < b.row
    }

    public var description: String { "\(section).\(row)" }
}
