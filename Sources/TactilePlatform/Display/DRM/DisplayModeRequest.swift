/// A display mode asked for by size and, optionally, refresh rate: `--mode 1280x720@60`.
public struct DisplayModeRequest: Equatable, Sendable {
    /// The width asked for, in pixels.
    public var width: Int
    /// The height asked for, in pixels.
    public var height: Int
    /// The rate in hertz; nil for any.
    public var hertz: Double?

    /// Creates a request for a `width`×`height` mode, at `hertz` or at any rate when nil.
    public init(width: Int, height: Int, hertz: Double? = nil) {
        self.width = width
        self.height = height
        self.hertz = hertz
    }

    /// Reads "WxH" or "WxH@HZ" (HZ may have a fraction: "59.94"); nil for anything else, sizes
    /// outside 1...16384 and rates outside 1...1000 among them.
    public init?(parsing text: String) {
        var sizeText = Substring(text)
        var rate: Double?
        if let at = text.firstIndex(of: "@") {
            sizeText = text[..<at]
            guard let value = DisplayModeRequest.decimal(text[text.index(after: at)...]), value >= 1, value <= 1000 else {
                return nil
            }
            rate = value
        }
        let parts = sizeText.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...16384).contains(width), (1...16384).contains(height)
        else { return nil }
        self.init(width: width, height: height, hertz: rate)
    }

    /// A non-negative decimal of digits with at most one point, without Foundation.
    private static func decimal(_ text: Substring) -> Double? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let wholeText = parts.first, !wholeText.isEmpty, wholeText.count <= 4,
            wholeText.allSatisfy({ $0.isASCII && $0.isNumber }), let whole = Int(wholeText)
        else { return nil }
        var value = Double(whole)
        if parts.count == 2 {
            let fraction = parts[1]
            guard !fraction.isEmpty, fraction.count <= 3, fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
                let digits = Int(fraction)
            else { return nil }
            var scale = 1.0
            for _ in 0..<fraction.count { scale *= 10 }
            value += Double(digits) / scale
        }
        return value
    }

    /// "1280x720" or "1280x720@60".
    public var description: String {
        guard let hertz else { return "\(width)x\(height)" }
        return "\(width)x\(height)@\(HertzText.format(hertz))"
    }
}
