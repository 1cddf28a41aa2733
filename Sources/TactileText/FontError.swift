/// Why a font could not be loaded or used.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened or read; `reason` is the system's message.
    case cannotRead(path: String, reason: String)
    /// FreeType does not recognise the bytes as a font it can open.
    case notAFont(path: String, freeTypeError: Int32)
    /// The font opened but FreeType refused the requested size.
    case cannotSetSize(path: String, pixelsPerEm: Double, freeTypeError: Int32)
    /// FreeType itself could not start.
    case libraryUnavailable(freeTypeError: Int32)

    /// One line for a user: "cannot read FILE: no such file or directory",
    /// "FILE is not a font FreeType can read (error 0x02)".
    public var description: String {
        switch self {
        case .cannotRead(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .notAFont(let path, let code):
            return "\(path) is not a font FreeType can read (error \(FontError.hex(code)))"
        case .cannotSetSize(let path, let pixelsPerEm, let code):
            return "\(path) cannot be sized to \(pixelsPerEm) pixels per em (error \(FontError.hex(code)))"
        case .libraryUnavailable(let code):
            return "FreeType could not start (error \(FontError.hex(code)))"
        }
    }

    /// The same text as `description`.
    public var message: String { description }

    /// `0x02`-style hexadecimal, at least two digits (Embedded Swift has no String(format:)).
    static func hex(_ value: Int32) -> String {
        let digits = String(UInt32(bitPattern: value), radix: 16)
        return "0x" + (digits.count < 2 ? "0" + digits : digits)
    }
}
