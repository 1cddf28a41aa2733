import TactileRaster
import TactileSystem

/// Checks a screen against what the reader needs (Sources/Tactile/Tactile.docc/TheScreenReader.md): every
/// interactive item has a label, labels are unique within a container, touch targets are at least
/// `minimumTarget` points after enlargement, enlarged areas do not overlap (beyond what the
/// frames themselves share, so frames that touch count), text has a contrast of at least
/// `minimumContrast` against what is drawn under it, no text is drawn over other text and no
/// label's text is cut short.
public struct AccessibilityAudit {
    /// One problem found.
    public struct Finding: Equatable, Sendable {
        /// What kind of problem.
        public enum Kind: String, Sendable {
            /// An interactive item without a label: the reader has nothing to say for it.
            case unlabeled = "no label"
            /// Two items of one container with the same label.
            case duplicateLabel = "duplicate label"
            /// An interactive item whose touch area, after enlargement, is under `minimumTarget` points on a side.
            case smallTarget = "small target"
            /// Two items of one container whose frames are apart but whose enlarged touch areas overlap.
            case overlappingAreas = "overlapping areas"
            /// Text whose contrast against what is drawn under it is under `minimumContrast` (or the large-text minimum).
            case lowContrast = "low contrast"
            /// A screen the reader's escape gesture does not leave.
            case noEscape = "no escape"
            /// A label whose text does not show whole: "…", or cut off by its bounds.
            case truncatedText = "text cut short"
            /// Two labels whose text is drawn over each other.
            case overlappingText = "text over text"
        }

        /// What kind of problem.
        public var kind: Kind
        /// The container the item is in.
        public var container: String
        /// The item's label (or its text for contrast).
        public var item: String
        /// Numbers and names behind the finding ("30x20 pt", "2.1:1").
        public var detail: String

        /// Creates a finding of `kind` about `item` in `container`, with the figures in `detail`.
        public init(kind: Kind, container: String, item: String, detail: String) {
            self.kind = kind
            self.container = container
            self.item = item
            self.detail = detail
        }

        /// `<kind>: container="…" item="…" <detail>`.
        public var line: String {
            "\(kind.rawValue): container=\"\(container)\" item=\"\(item)\"" + (detail.isEmpty ? "" : " " + detail)
        }
    }

    /// The smallest touch target, in points (Apple's and the WCAG's 44).
    public var minimumTarget = 44.0
    /// The least contrast ratio of text (WCAG AA for body text).
    public var minimumContrast = 4.5
    /// The least contrast ratio of large text: 18 pt, or 14 pt bold (WCAG AA).
    public var minimumLargeTextContrast = 3.0

    /// Creates an audit with the standard minimums: 44 pt targets, contrast 4.5:1, and 3:1 for large text.
    public init() {}

    /// The findings of `model`; `pixel` reads the screen's picture in points (for contrast, nil
    /// to skip it) and `labels` are the text views shown, each checked against the most common
    /// colour drawn in its frame.
    public func findings(
        in model: AccessibilityScreenModel, labels: [Label] = [],
        pixel: ((Int, Int) -> Color)? = nil, scale: Double = 1
    ) -> [Finding] {
        var findings: [Finding] = []
        let navigator = model.navigator
        var seen: [Int: [String]] = [:]
        for (index, step) in navigator.steps.enumerated() {
            guard case let .item(item, container) = step else { continue }
            let title = navigator.containers[container].title
            let interactive = item.isInteractive
            if item.label.isEmpty {
                if interactive { findings.append(Finding(kind: .unlabeled, container: title, item: "", detail: rect(item.frame))) }
                continue
            }
            if seen[container, default: []].contains(item.label) {
                findings.append(Finding(kind: .duplicateLabel, container: title, item: item.label, detail: ""))
            }
            seen[container, default: []].append(item.label)
            let area = model.hitAreas[index]
            // An item a scroll view shows only part of (its area, or its container, cut short of
            // its frame) is judged when scrolled into view, not here.
            func holds(_ outer: Rect, _ inner: Rect) -> Bool {
                outer.minX <= inner.minX + 1e-6 && outer.minY <= inner.minY + 1e-6
                    && outer.maxX >= inner.maxX - 1e-6 && outer.maxY >= inner.maxY - 1e-6
            }
            let whole = holds(area, item.frame) && holds(navigator.containers[container].frame, item.frame)
            if interactive, whole, area.width < minimumTarget - 1e-9 || area.height < minimumTarget - 1e-9 {
                findings.append(
                    Finding(
                        kind: .smallTarget, container: title, item: item.label,
                        detail: "\(number(area.width))x\(number(area.height)) pt"))
            }
            for other in navigator.steps.indices where other > index {
                guard case let .item(neighbour, otherContainer) = navigator.steps[other], otherContainer == container
                else { continue }
                // Areas grown into each other: their overlap is more than the frames' own (by more
                // than a rounding error: frames laid out by thirds of a point meet 1e-13 apart).
                let shared = area.intersection(model.hitAreas[other])
                let framesShared = item.frame.intersection(neighbour.frame)
                guard shared.width * shared.height - framesShared.width * framesShared.height > 1e-6 else { continue }
                findings.append(
                    Finding(
                        kind: .overlappingAreas, container: title, item: item.label,
                        detail: "with \"\(neighbour.label)\""))
            }
        }
        findings += textFindings(labels, model: model)
        if let pixel {
            for label in labels {
                let font = label.font
                let large = font.pointSize >= 18 || (font.pointSize >= 14 && font.systemWeight == .bold)
                guard let ratio = contrast(of: label, pixel: pixel, scale: scale),
                    ratio < (large ? minimumLargeTextContrast : minimumContrast)
                else { continue }
                let container = label.accessibilityFrame.center
                let holder = model.container(at: container).map { navigator.containers[$0].title } ?? ""
                findings.append(
                    Finding(
                        kind: .lowContrast, container: holder, item: label.text,
                        detail: "\(TextScanner.fixed(ratio, decimals: 2)):1"))
            }
        }
        return findings
    }

    /// Labels cut short, and labels whose text lies over another's (on the screen, in points).
    func textFindings(_ labels: [Label], model: AccessibilityScreenModel) -> [Finding] {
        var findings: [Finding] = []
        let navigator = model.navigator
        func holder(_ label: Label) -> String {
            model.container(at: label.accessibilityFrame.center).map { navigator.containers[$0].title } ?? ""
        }
        var texts: [(label: Label, rect: Rect)] = []
        for label in labels {
            if label.isTextTruncated {
                findings.append(
                    Finding(
                        kind: .truncatedText, container: holder(label), item: label.text,
                        detail: "\(number(label.bounds.width))x\(number(label.bounds.height)) pt"))
            }
            texts.append((label, label.convertToScreen(label.textRect)))
        }
        for (index, text) in texts.enumerated() {
            // Glyph boxes touch at the line height's edges: a point's margin is no overlap.
            let inner = text.rect.insetBy(dx: 1, dy: 1)
            for other in texts[(index + 1)...] where inner.intersects(other.rect.insetBy(dx: 1, dy: 1)) {
                findings.append(
                    Finding(
                        kind: .overlappingText, container: holder(text.label), item: text.label.text,
                        detail: "with \"\(other.label.text)\""))
            }
        }
        return findings
    }

    /// The contrast of `label`'s text colour against what is drawn behind its glyphs: the most
    /// common colour in its frame on the screen, colours grouped by 16 levels per channel and those
    /// near the text's own left out (the glyphs and their smoothed edges), averaged in its group.
    func contrast(of label: Label, pixel: (Int, Int) -> Color, scale: Double) -> Double? {
        let frame = label.accessibilityFrame
        guard !label.text.isEmpty, frame.width >= 1, frame.height >= 1 else { return nil }
        let text = label.textColor.resolvedColor(with: label.effectiveUserInterfaceStyle)
        var groups: [UInt32: (count: Int, red: Int, green: Int, blue: Int)] = [:]
        // In pixels, clipped to what any picture can hold: a frame far off screen (or not finite)
        // neither traps in the conversion nor makes the loop long.
        func pixelIndex(_ points: Double, _ rounding: FloatingPointRoundingRule) -> Int {
            let value = (points * scale).rounded(rounding)
            return value.isNaN ? 0 : Int(min(max(value, 0), Self.largestPicture))
        }
        let x0 = pixelIndex(frame.minX, .down), x1 = pixelIndex(frame.maxX, .up)
        let y0 = pixelIndex(frame.minY, .down), y1 = pixelIndex(frame.maxY, .up)
        for y in y0..<max(y0, y1) {
            for x in x0..<max(x0, x1) {
                let c = pixel(x, y)
                let near =
                    abs(Int(c.red) - Int(text.red)) < 40 && abs(Int(c.green) - Int(text.green)) < 40
                    && abs(Int(c.blue) - Int(text.blue)) < 40
                if near && text.alpha == 255 { continue }
                let key = UInt32(c.red >> 4) << 8 | UInt32(c.green >> 4) << 4 | UInt32(c.blue >> 4)
                var group = groups[key] ?? (0, 0, 0, 0)
                group.count += 1
                group.red += Int(c.red)
                group.green += Int(c.green)
                group.blue += Int(c.blue)
                groups[key] = group
            }
        }
        // Nothing but the text's colour: text invisible on its own colour.
        guard let (_, group) = groups.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }) else { return 1 }
        let n = Double(group.count)
        let background = (Double(group.red) / n, Double(group.green) / n, Double(group.blue) / n)
        // Translucent text shows blended with what is under it.
        let alpha = Double(text.alpha) / 255
        let shown = (
            Double(text.red) * alpha + background.0 * (1 - alpha), Double(text.green) * alpha + background.1 * (1 - alpha),
            Double(text.blue) * alpha + background.2 * (1 - alpha)
        )
        return Self.contrastRatio(shown, background)
    }

    /// The WCAG 2 contrast ratio of two sRGB colours (channels 0...255): (L1 + 0.05) / (L2 + 0.05).
    public static func contrastRatio(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        func luminance(_ c: (Double, Double, Double)) -> Double {
            func linear(_ v: Double) -> Double {
                let s = v / 255
                return s <= 0.04045 ? s / 12.92 : AnimationMath.exp(2.4 * AnimationMath.log((s + 0.055) / 1.055))
            }
            return 0.2126 * linear(c.0) + 0.7152 * linear(c.1) + 0.0722 * linear(c.2)
        }
        let (l1, l2) = (luminance(a), luminance(b))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// Pixels on a side of the largest picture the contrast check reads.
    static let largestPicture = 8192.0

    private func rect(_ r: Rect) -> String {
        "frame=\(number(r.x)),\(number(r.y)),\(number(r.width)),\(number(r.height))"
    }

    private func number(_ value: Double) -> String {
        TextScanner.trimmed(value, decimals: 1)
    }
}
