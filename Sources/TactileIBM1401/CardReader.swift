/// The card reader's hopper: a deck as text, one card per line (docs/ibm1401.md, "Cards"), read
/// as SimH reads it. Columns past 80 are ignored and a short line is padded with blanks; a last
/// line without its newline is not a card.
public struct CardReader {
    private var deck: [UInt8]
    private var position = 0

    /// A hopper holding the cards of `deck` (a text file's bytes).
    public init(deck: [UInt8] = []) { self.deck = deck }

    /// Puts the cards of `deck` behind those still in the hopper.
    public mutating func append(deck more: [UInt8]) {
        deck.removeFirst(position)
        position = 0
        deck += more
    }

    /// Whether the hopper holds a card (a line ended by its newline).
    public var hasCard: Bool { nextCard() != nil }

    /// Whether nothing at all follows the card last read (the 1401's last-card indicator).
    var isEmpty: Bool { position >= deck.count }

    /// The next card's 80 columns as BCD codes (past its text, blanks), nil when the hopper is
    /// empty: no bytes left, or a last line without its newline.
    public mutating func read() -> [UInt8]? {
        guard let (text, next) = nextCard() else { return nil }
        var columns = [UInt8](repeating: BCD.blank, count: 80)
        for column in 0..<min(80, text.count) { columns[column] = BCD.code(ascii: deck[text.lowerBound + column]) }
        position = next
        return columns
    }

    /// SimH reads a card as C's fgets does, into a buffer of 4224 bytes: a line longer than that
    /// is read as several cards.
    static let lineLimit = 4223

    /// The bytes of the next card and where the one after starts.
    private func nextCard() -> (Range<Int>, Int)? {
        let end = min(deck.count, position + Self.lineLimit)
        if let newline = deck[position..<end].firstIndex(of: 0x0A) { return (position..<newline, newline + 1) }
        // No newline: a full buffer is a card (fgets stopped before the end); a short last line
        // is not (fgets met the end of the file).
        return end - position == Self.lineLimit ? (position..<end, end) : nil
    }
}
