import Foundation

/// The console tables every part prints: padded columns and formatted figures ("—" for none).
enum Table {
    static func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return right ? fill + s : s + fill
    }

    static func format(_ value: Double?, decimals: Int) -> String {
        guard let value else { return "—" }
        return String(format: "%.\(decimals)f", value)
    }
}
