/// Rates as short text without Foundation's formatting: "60", "59.94".
enum HertzText {
    static func format(_ hertz: Double) -> String {
        let hundredths = Int((hertz * 100).rounded())
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return "\(whole)" }
        if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
        return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
