import TactileCore
import TactileIBM1401

/// The console's lights as the talk shows them: the next instruction's address, the A and B
/// address registers (each five decimal digits, a column of lights per digit: the check bit C
/// and 8, 4, 2, 1 of its BCD code), the instruction length, and the op code's character with all
/// seven bits (C B A 8 4 2 1), each group titled. One view draws them all; a group whose value
/// changed marks only its own rectangle dirty.
final class LightPanelView: View {
    /// What the lights show.
    struct Registers: Equatable {
        var instructionAddress = 0
        var aAddress = 0
        var bAddress = 0
        var instructionLength = 0
        var operation: UInt8 = 0
    }

    var registers = Registers() {
        didSet {
            if registers.instructionAddress != oldValue.instructionAddress { setNeedsDisplay(groupRect(0)) }
            if registers.aAddress != oldValue.aAddress { setNeedsDisplay(groupRect(1)) }
            if registers.bAddress != oldValue.bAddress { setNeedsDisplay(groupRect(2)) }
            if registers.instructionLength != oldValue.instructionLength { setNeedsDisplay(groupRect(3)) }
            if registers.operation != oldValue.operation { setNeedsDisplay(groupRect(4)) }
            if registers != oldValue { updateAccessibilityValue() }
        }
    }

    /// The I-address is the 1401's name for the instruction address register.
    private static let titles = ["I-ADDRESS", "A-ADDRESS", "B-ADDRESS", "LENGTH", "OP CODE"]
    /// Digit columns in each group.
    private static let columnCounts = [5, 5, 5, 1, 1]
    /// Rows of lights: the op code's seven bits; digits use the C, 8, 4, 2, 1 rows.
    private static let rowNames = ["C", "B", "A", "8", "4", "2", "1"]
    private static let rowBits: [UInt8] = [0, 0o40, 0o20, 0o10, 0o4, 0o2, 0o1]
    static let columnWidth = 17.0
    static let rowHeight = 12.0
    static let titleHeight = 16.0
    static let labelWidth = 14.0
    static let groupGap = 16.0
    static let lightDiameter = 9.0

    static let background = Color(rgb: 0x26_2A31)
    static let lit = Color(rgb: 0xFF_C04A)
    static let unlit = Color(rgb: 0x48_4036)
    static let text = Color(rgb: 0xC9_CED6)

    /// The width the panel needs.
    static var naturalWidth: Double {
        var width = labelWidth + 4
        for group in columnCounts.indices { width += groupWidth(group) + groupGap }
        return width
    }

    /// A group's width: its columns, or its title's room for the one-column groups.
    private static func groupWidth(_ index: Int) -> Double {
        max(Double(columnCounts[index]) * columnWidth, columnCounts[index] == 1 ? 46 : 0)
    }
    /// The height it needs: titles, seven rows of lights, the characters under them.
    static var naturalHeight: Double { titleHeight + 7 * rowHeight + 18 + 6 }

    override init(frame: Rect) {
        super.init(frame: frame)
        isOpaque = true
        backgroundColor = Self.background
        isAccessibilityElement = true
        accessibilityLabel = "Console lights"
        accessibilityTraits = .staticText
        updateAccessibilityValue()
    }

    /// The rectangle of group `index`, title included, in bounds coordinates.
    private func groupRect(_ index: Int) -> Rect {
        var x = Self.labelWidth + 4
        for group in 0..<index { x += Self.groupWidth(group) + Self.groupGap }
        return Rect(x: x, y: 0, width: Self.groupWidth(index), height: bounds.height)
    }

    private func value(ofGroup index: Int) -> [UInt8] {
        func digits(_ address: Int) -> [UInt8] {
            guard Address.isValid(address) else { return [UInt8](repeating: 0, count: 5) }
            var digits: [UInt8] = []
            var rest = address
            for _ in 0..<5 {
                digits.insert(BCD.digit(rest % 10), at: 0)
                rest /= 10
            }
            return digits
        }
        switch index {
        case 0: return digits(registers.instructionAddress)
        case 1: return digits(registers.aAddress)
        case 2: return digits(registers.bAddress)
        case 3: return [registers.instructionLength > 0 ? BCD.digit(registers.instructionLength % 10) : 0]
        default: return [registers.operation & BCD.character]
        }
    }

    override func draw(_ rect: Rect, in context: Canvas) {
        let scale = contentScaleFactor
        let small = Font.system(size: 9, weight: .bold, scale: scale)
        let big = Font.system(size: 13, weight: .bold, scale: scale)
        let lightsTop = Self.titleHeight
        // The row names, left of the first group, only when the dirty rect reaches them.
        if rect.minX < Self.labelWidth {
            for (row, name) in Self.rowNames.enumerated() {
                context.drawText(
                    name, font: small, color: Self.text,
                    at: Point(x: 3 * scale, y: (lightsTop + Double(row) * Self.rowHeight) * scale))
            }
        }
        for group in 0..<Self.titles.count {
            let area = groupRect(group)
            guard area.intersects(rect) else { continue }
            context.drawText(
                Self.titles[group], font: small, color: Self.text,
                at: Point(x: area.minX * scale, y: 2 * scale))
            for (column, code) in value(ofGroup: group).enumerated() {
                let x = area.minX + Double(column) * Self.columnWidth
                for row in 0..<7 {
                    // Digits light C, 8, 4, 2, 1 only: their zone rows stay dark.
                    let isOn: Bool
                    if row == 0 {
                        isOn = code != 0 && BCD.checkBit(code)
                    } else {
                        isOn = code & Self.rowBits[row] != 0
                    }
                    let box = Rect(
                        x: (x + 2) * scale, y: (lightsTop + Double(row) * Self.rowHeight + 1) * scale,
                        width: Self.lightDiameter * scale, height: Self.lightDiameter * scale)
                    context.fillRoundedRect(
                        box, cornerRadii: CornerRadii(all: Self.lightDiameter / 2 * scale),
                        color: isOn ? Self.lit : Self.unlit)
                }
                let character = BCD.printable[Int(code & BCD.character)]
                context.drawText(
                    String(decoding: [character], as: UTF8.self), font: big, color: Self.text,
                    at: Point(x: (x + 3) * scale, y: (lightsTop + 7 * Self.rowHeight + 2) * scale))
            }
        }
    }

    private func updateAccessibilityValue() {
        let op = BCD.printable[Int(registers.operation & BCD.character)]
        func text(_ address: Int) -> String { Address.isValid(address) ? String(address) : "invalid" }
        accessibilityValue =
            "instruction address \(text(registers.instructionAddress)), A \(text(registers.aAddress)), "
            + "B \(text(registers.bAddress)), length \(registers.instructionLength), op code "
            + String(decoding: [op], as: UTF8.self)
    }
}
