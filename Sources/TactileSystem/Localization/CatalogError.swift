/// Why a message catalog (`MessageCatalog`) or its plural rule (`PluralRule`) could not be used.
public struct CatalogError: Error, Equatable, Sendable {
    /// What is wrong, in a few words ("not a .mo file").
    public let reason: String

    /// An error for `reason`.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// One line for a person: "a message catalog: " and the reason.
    public var message: String { "a message catalog: " + reason }
}
