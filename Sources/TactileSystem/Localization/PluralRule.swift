/// Which plural form a count takes in a language: a gettext catalog's `Plural-Forms` header,
/// `nplurals=N; plural=EXPRESSION;`, where the expression is C over the unsigned count `n`
/// (`?:`, `||`, `&&`, `==`, `!=`, `<`, `>`, `<=`, `>=`, `+`, `-`, `*`, `/`, `%`, `!`, parentheses,
/// decimal numbers), evaluated as GNU gettext does, in unsigned 64-bit arithmetic. A form past
/// the last (or a division by zero) gives form 0, as gettext falls back.
///
/// ```swift
/// let arabic = try PluralRule(header: "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : "
///     + "n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;")
/// arabic.form(for: 11)  // 4
/// ```
public struct PluralRule: Sendable {
    /// How many forms the language has.
    public let count: Int
    private let nodes: [Node]
    private let root: Int

    /// English's: one form for 1, another for every other count.
    public static let germanic = PluralRule(count: 2, nodes: [.count, .constant(1), .binary(.notEqual, 0, 1)], root: 2)

    private init(count: Int, nodes: [Node], root: Int) {
        self.count = count
        self.nodes = nodes
        self.root = root
    }

    /// The rule of a `Plural-Forms` value ("nplurals=2; plural=(n != 1);"). Throws for a missing
    /// or unreadable part, a count of forms outside 1...100, or an expression nested deeper than
    /// 100 levels.
    public init(header: String) throws(CatalogError) {
        var count: Int?
        var formula: [UInt8]?
        for part in header.utf8.split(separator: UInt8(ascii: ";")) {
            let field = Array(part).trimmingSpaces()
            guard let equals = field.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = Array(field[..<equals]).trimmingSpaces()
            let value = Array(field[(equals + 1)...]).trimmingSpaces()
            if name.elementsEqual("nplurals".utf8) {
                guard let number = PluralRule.decimal(value), number >= 1, number <= 100 else {
                    throw CatalogError("nplurals must be a whole number from 1 to 100")
                }
                count = Int(number)
            } else if name.elementsEqual("plural".utf8) {
                formula = value
            }
        }
        guard let count else { throw CatalogError("Plural-Forms has no nplurals") }
        guard let formula else { throw CatalogError("Plural-Forms has no plural expression") }
        var parser = Parser(text: formula)
        let root = try parser.parseExpression(depth: 0)
        parser.skipSpaces()
        guard parser.position == formula.count else {
            throw CatalogError("the plural expression has something unexpected at character \(parser.position + 1)")
        }
        self.init(count: count, nodes: parser.nodes, root: root)
    }

    /// The form `n` takes: 0 to `count` − 1.
    public func form(for n: UInt64) -> Int {
        guard let value = evaluate(root, n), value < UInt64(count) else { return 0 }
        return Int(value)
    }

    /// The form a count takes; a negative count takes the form of its magnitude.
    public func form(for n: Int) -> Int { form(for: n.magnitude.toUInt64) }

    private func evaluate(_ index: Int, _ n: UInt64) -> UInt64? {
        switch nodes[index] {
        case .count: return n
        case .constant(let value): return value
        case .not(let operand):
            guard let value = evaluate(operand, n) else { return nil }
            return value == 0 ? 1 : 0
        case .conditional(let condition, let then, let otherwise):
            guard let value = evaluate(condition, n) else { return nil }
            return evaluate(value != 0 ? then : otherwise, n)
        case .binary(let op, let left, let right):
            guard let a = evaluate(left, n) else { return nil }
            // Both logical operators short-circuit, as in C.
            if op == .or && a != 0 { return 1 }
            if op == .and && a == 0 { return 0 }
            guard let b = evaluate(right, n) else { return nil }
            switch op {
            case .or, .and: return b != 0 ? 1 : 0
            case .equal: return a == b ? 1 : 0
            case .notEqual: return a != b ? 1 : 0
            case .less: return a < b ? 1 : 0
            case .greater: return a > b ? 1 : 0
            case .lessOrEqual: return a <= b ? 1 : 0
            case .greaterOrEqual: return a >= b ? 1 : 0
            case .plus: return a &+ b
            case .minus: return a &- b
            case .times: return a &* b
            case .divide: return b == 0 ? nil : a / b
            case .remainder: return b == 0 ? nil : a % b
            }
        }
    }

    // MARK: Parsing

    fileprivate enum Operator: Sendable {
        case or, and, equal, notEqual, less, greater, lessOrEqual, greaterOrEqual, plus, minus, times, divide, remainder
    }

    fileprivate enum Node: Sendable {
        case count
        case constant(UInt64)
        case not(Int)
        case binary(Operator, Int, Int)
        case conditional(Int, Int, Int)
    }

    /// A decimal number of at most 18 digits.
    fileprivate static func decimal(_ digits: [UInt8]) -> UInt64? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value: UInt64 = 0
        for digit in digits {
            guard digit >= 0x30, digit <= 0x39 else { return nil }
            value = value * 10 + UInt64(digit - 0x30)
        }
        return value
    }

    /// A recursive-descent parser by C's precedence, building `nodes`.
    private struct Parser {
        let text: [UInt8]
        var position = 0
        var nodes: [Node] = []
        static let maximumDepth = 100

        init(text: [UInt8]) { self.text = text }

        mutating func skipSpaces() {
            while position < text.count, text[position] == 0x20 || text[position] == 0x09 || text[position] == 0x0A || text[position] == 0x0D {
                position += 1
            }
        }

        mutating func take(_ token: String) -> Bool {
            skipSpaces()
            let bytes = Array(token.utf8)
            guard position + bytes.count <= text.count, text[position..<(position + bytes.count)].elementsEqual(bytes) else {
                return false
            }
            position += bytes.count
            return true
        }

        mutating func add(_ node: Node) -> Int {
            nodes.append(node)
            return nodes.count - 1
        }

        /// condition ? a : b (right associative), else a `||` chain.
        mutating func parseExpression(depth: Int) throws(CatalogError) -> Int {
            guard depth < Parser.maximumDepth else { throw CatalogError("the plural expression is nested too deeply") }
            let condition = try parseBinary(level: 0, depth: depth + 1)
            guard take("?") else { return condition }
            let then = try parseExpression(depth: depth + 1)
            guard take(":") else { throw CatalogError("the plural expression has a ? without its :") }
            let otherwise = try parseExpression(depth: depth + 1)
            return add(.conditional(condition, then, otherwise))
        }

        /// The binary operators, loosest first; each level left associative.
        static let levels: [[(String, Operator)]] = [
            [("||", .or)], [("&&", .and)], [("==", .equal), ("!=", .notEqual)],
            [("<=", .lessOrEqual), (">=", .greaterOrEqual), ("<", .less), (">", .greater)],
            [("+", .plus), ("-", .minus)], [("*", .times), ("/", .divide), ("%", .remainder)]
        ]

        mutating func parseBinary(level: Int, depth: Int) throws(CatalogError) -> Int {
            guard depth < Parser.maximumDepth else { throw CatalogError("the plural expression is nested too deeply") }
            guard level < Parser.levels.count else { return try parseUnary(depth: depth + 1) }
            var left = try parseBinary(level: level + 1, depth: depth + 1)
            while true {
                var matched: Operator?
                for (token, op) in Parser.levels[level] where take(token) {
                    matched = op
                    break
                }
                guard let op = matched else { return left }
                let right = try parseBinary(level: level + 1, depth: depth + 1)
                left = add(.binary(op, left, right))
            }
        }

        mutating func parseUnary(depth: Int) throws(CatalogError) -> Int {
            guard depth < Parser.maximumDepth else { throw CatalogError("the plural expression is nested too deeply") }
            // `!=` is a binary operator, not a `!` before `=`.
            skipSpaces()
            if position < text.count, text[position] == UInt8(ascii: "!"),
                position + 1 >= text.count || text[position + 1] != UInt8(ascii: "=")
            {
                position += 1
                return add(.not(try parseUnary(depth: depth + 1)))
            }
            if take("(") {
                let inner = try parseExpression(depth: depth + 1)
                guard take(")") else { throw CatalogError("the plural expression has a ( without its )") }
                return inner
            }
            if take("n") { return add(.count) }
            skipSpaces()
            let start = position
            while position < text.count, text[position] >= 0x30, text[position] <= 0x39 { position += 1 }
            guard position > start, let value = PluralRule.decimal(Array(text[start..<position])) else {
                throw CatalogError("the plural expression has something unexpected at character \(start + 1)")
            }
            return add(.constant(value))
        }
    }
}

extension [UInt8] {
    /// Without spaces and tabs at either end.
    fileprivate func trimmingSpaces() -> [UInt8] {
        var start = startIndex, end = endIndex
        while start < end, self[start] == 0x20 || self[start] == 0x09 || self[start] == 0x0A { start += 1 }
        while end > start, self[end - 1] == 0x20 || self[end - 1] == 0x09 || self[end - 1] == 0x0A { end -= 1 }
        return Array(self[start..<end])
    }
}

extension UInt {
    fileprivate var toUInt64: UInt64 { UInt64(self) }
}
