import TactileSystem

extension Font {
    /// Where each of `scalars` starts and where the last ends (`count + 1` values), in pixels
    /// from the start, as `TextLayout` places them on one unbroken line: advances of this font
    /// or its fallbacks, kerning within one font (a character starts after its kerning with the
    /// one before), a tab the room of a space, other control characters none. Text editing places its caret at these offsets, so the caret sits exactly
    /// between the glyphs a `TextLayout` of the same text draws.
    public func characterOffsets<Scalars: Collection>(of scalars: Scalars) -> [Double]
    where Scalars.Element == Unicode.Scalar {
        library.lock.lock()
        defer { library.lock.unlock() }
        let builder = LineBuilder(fonts: fallbackChain, limit64: nil, mode: .byClipping)
        var offsets: [Double] = []
        offsets.reserveCapacity(scalars.count + 1)
        var pen = 0
        var previous: ShapedCharacter?
        for original in scalars {
            var scalar = original
            if scalar == "\t" { scalar = " " }
            if scalar.value < 0x20 || scalar.value == 0x7F {
                offsets.append(Double(pen) / 64)
                continue
            }
            let character = builder.shape(scalar)
            // A character starts where kerning with the one before puts it.
            if let previous { pen += Int(builder.kern(previous, character)) }
            offsets.append(Double(pen) / 64)
            pen += Int(character.advance64)
            previous = character
        }
        offsets.append(Double(pen) / 64)
        return offsets
    }
}
