import TactileCore

/// The print view of the talk: the 1403's paper, 132 print positions wide, wider than the
/// screen and dragged sideways (also while the machine prints), showing the last lines that fit
/// with the newest at the bottom. Check Reset tears the page off (`tearOff()`).
final class PrintView: ScrollView {
    let roll: PaperRoll

    /// `capacity`: lines kept; more than a screen shows.
    init(capacity: Int = 128) {
        roll = PaperRoll(capacity: capacity)
        super.init(frame: .zero)
        backgroundColor = PaperStyle.platen
        alwaysBounceVertical = false
        showsVerticalScrollIndicator = false
        addSubview(roll)
        isAccessibilityElement = true
        accessibilityLabel = "Printer"
        accessibilityTraits = .staticText
    }

    /// Prints the printer's bytes.
    func print(_ bytes: [UInt8]) {
        roll.print(bytes)
        let last = roll.lines.value.text(ofLine: roll.lines.value.lastPrintedLine)
        accessibilityValue = last.isEmpty ? "no lines" : String(decoding: last, as: UTF8.self)
    }

    /// Check Reset: the printed page curls up and away in about 0.8 s while printing goes on
    /// under it; the paper is blank and back at column 1.
    func tearOff() {
        var options = TransitionOptions(.curlUp)
        options.revealsLiveContent = true
        View.transition(
            with: self, duration: .milliseconds(800), options: options,
            animations: {
                self.roll.clear()
                self.contentOffset = .zero
                self.accessibilityValue = "no lines"
            })
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        contentSize = Size(width: PaperStyle.paperWidth, height: height)
        roll.frame = Rect(x: 0, y: 0, width: PaperStyle.paperWidth, height: height)
    }
}
