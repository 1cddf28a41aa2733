/// The translations of one language for one domain: a GNU gettext catalog compiled by `msgfmt`
/// (a `.mo` file, either byte order, read whole and checked before use).
///
/// Messages are looked up by their original text (`msgid`), with an optional context
/// (`msgctxt`); plural messages by their singular and plural with a count, the form chosen by
/// the catalog's `Plural-Forms` (`PluralRule`). A message the catalog does not hold, or holds
/// untranslated (empty), is nil, so the caller shows the original.
///
/// ```swift
/// let german = try MessageCatalog(contentsOf: "po/de/settings.mo")
/// german.translation(of: "Appearance")                                    // "Erscheinungsbild"
/// german.translation(of: "%d photo", plural: "%d photos", count: 3)      // "%d Fotos"
/// ```
public struct MessageCatalog: Sendable {
    /// Each original (with its context and plural, as the file keys them) and its translation.
    private let messages: [String: [String]]
    /// The header's fields ("Content-Type", "Plural-Forms", "Language"), from the empty message.
    public let header: [(name: String, value: String)]
    /// How counts choose among plural forms: the header's `Plural-Forms`, else English's.
    public let pluralRule: PluralRule

    /// The most messages a catalog may hold.
    public static let maximumMessages = 100_000

    /// The catalog in `bytes` (a `.mo` file). Throws for anything that is not a whole, sound
    /// catalog: a wrong magic number or revision, a table or string outside the file, a string
    /// that is not UTF-8, an unreadable `Plural-Forms`.
    public init(bytes: [UInt8]) throws(CatalogError) {
        guard bytes.count >= 20 else { throw CatalogError("too short for a .mo file") }
        let bigEndian: Bool
        switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
        case (0xDE, 0x12, 0x04, 0x95): bigEndian = false
        case (0x95, 0x04, 0x12, 0xDE): bigEndian = true
        default: throw CatalogError("not a .mo file (its magic number is wrong)")
        }
        func word(at offset: Int) throws(CatalogError) -> Int {
            guard offset >= 0, offset <= bytes.count - 4 else { throw CatalogError("cut short at byte \(offset)") }
            let b = (UInt32(bytes[offset]), UInt32(bytes[offset + 1]), UInt32(bytes[offset + 2]), UInt32(bytes[offset + 3]))
            let value = bigEndian ? b.0 << 24 | b.1 << 16 | b.2 << 8 | b.3 : b.3 << 24 | b.2 << 16 | b.1 << 8 | b.0
            return Int(value)
        }
        // Major revisions 0 and 1 share the tables read here.
        guard try word(at: 4) >> 16 <= 1 else { throw CatalogError("a .mo revision this reader does not know") }
        let count = try word(at: 8), originals = try word(at: 12), translations = try word(at: 16)
        guard count <= MessageCatalog.maximumMessages, count <= bytes.count / 16 else {
            throw CatalogError("more messages (\(count)) than the file can hold")
        }
        func string(table: Int, index: Int) throws(CatalogError) -> [UInt8] {
            let entry = table + 8 * index
            let length = try word(at: entry), offset = try word(at: entry + 4)
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw CatalogError("message \(index) lies outside the file")
            }
            return Array(bytes[offset..<(offset + length)])
        }
        var messages: [String: [String]] = [:]
        messages.reserveCapacity(count)
        var headerText: [UInt8] = []
        for index in 0..<count {
            let original = try string(table: originals, index: index)
            let translation = try string(table: translations, index: index)
            guard let key = String(validating: original, as: UTF8.self),
                let text = String(validating: translation, as: UTF8.self)
            else { throw CatalogError("message \(index) is not UTF-8") }
            if original.isEmpty { headerText = translation }
            // "msgid\0msgid_plural" is looked up by its singular; the forms are "\0"-separated.
            let singular = key.utf8.split(separator: 0, omittingEmptySubsequences: false).first.map { String(decoding: $0, as: UTF8.self) } ?? key
            messages[singular] = text.utf8.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        }
        var header: [(name: String, value: String)] = []
        for line in headerText.split(separator: 0x0A) {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
            let value = String(decoding: line[(colon + 1)...].drop { $0 == 0x20 }, as: UTF8.self)
            header.append((name, value))
        }
        self.messages = messages
        self.header = header
        if let forms = header.first(where: { $0.name == "Plural-Forms" }) {
            pluralRule = try PluralRule(header: forms.value)
        } else {
            pluralRule = .germanic
        }
    }

    /// The catalog in the file at `path` (at most 4 MiB).
    public init(contentsOf path: String) throws(CatalogError) {
        let bytes: [UInt8]
        do throws(FileError) {
            bytes = try FileBytes.read(path, limit: FileLimit(bytes: 4 << 20, kind: "a message catalog"))
        } catch {
            throw CatalogError("\(path): \(error.reason)")
        }
        do throws(CatalogError) {
            try self.init(bytes: bytes)
        } catch {
            throw CatalogError("\(path): \(error.reason)")
        }
    }

    /// The value of header field `name` ("Language"); nil when the header has none.
    public func headerValue(_ name: String) -> String? {
        header.first { $0.name == name }?.value
    }

    /// How many messages the catalog holds, the header included.
    public var count: Int { messages.count }

    /// The translation of `message` (in `context` when given); nil when the catalog has none.
    public func translation(of message: String, context: String? = nil) -> String? {
        guard let forms = messages[key(message, context)], let first = forms.first, !first.isEmpty else { return nil }
        return first
    }

    /// The translation of a message with a plural: the form `count` takes by `pluralRule`; nil
    /// when the catalog has none (then the caller picks `singular` for 1 and `plural` otherwise,
    /// as gettext does).
    public func translation(of singular: String, plural: String, count: Int, context: String? = nil) -> String? {
        guard let forms = messages[key(singular, context)] else { return nil }
        let form = pluralRule.form(for: count)
        guard form < forms.count, !forms[form].isEmpty else { return nil }
        return forms[form]
    }

    /// The key the file uses: "context\u{4}message" with a context.
    private func key(_ message: String, _ context: String?) -> String {
        guard let context else { return message }
        return context + "\u{4}" + message
    }
}
