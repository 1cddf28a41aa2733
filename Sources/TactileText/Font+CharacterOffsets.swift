import TactileSystem

extension Font {
    /// Where the caret stands before each of `scalars` and after the last (`count + 1` values),
    /// in pixels from the left of the text laid out as one line by `TextLayout` (shaped, in
    /// visual order). Before a character of a left-to-right run is its glyph's left edge, before
    /// one of a right-to-left run its right edge; a character inside a cluster (a ligature)
    /// stands at its share of the cluster's width. Text editing places its caret at these
    /// offsets, so the caret sits exactly between the glyphs the layout draws.
    public func characterOffsets<Scalars: Collection>(of scalars: Scalars) -> [Double]
    where Scalars.Element == Unicode.Scalar {
        var text = ""
        var starts: [Int] = []
        starts.reserveCapacity(scalars.count + 1)
        for scalar in scalars {
            starts.append(text.utf8.count)
            text.unicodeScalars.append(scalar == "\n" || scalar == "\r" ? " " : scalar)
        }
        let end = text.utf8.count
        starts.append(end)
        let layout = TextLayout(text, font: self, lineBreakMode: .byClipping)
        guard let line = layout.lines.first else { return [Double](repeating: 0, count: starts.count) }
        // Each cluster's left and right edges, and whether its run goes right to left (its
        // glyphs come in falling cluster order).
        var left: [Int: Int] = [:], right: [Int: Int] = [:], backwards: [Int: Bool] = [:]
        var pen = 0
        for (index, glyph) in line.glyphs.enumerated() {
            let cluster = Int(glyph.cluster)
            left[cluster] = Swift.min(left[cluster] ?? pen, pen)
            right[cluster] = Swift.max(right[cluster] ?? pen, pen + Int(glyph.advance64))
            if index > 0, Int(line.glyphs[index - 1].cluster) > cluster { backwards[cluster] = true }
            if index + 1 < line.glyphs.count, Int(line.glyphs[index + 1].cluster) < cluster { backwards[cluster] = true }
            pen += Int(glyph.advance64)
        }
        let clusters = left.keys.sorted()
        var offsets: [Double] = []
        offsets.reserveCapacity(starts.count)
        for (index, start) in starts.enumerated() {
            // The cluster holding the character (the last one starting at or before it).
            var low = 0, high = clusters.count
            while low < high {
                let middle = (low + high) / 2
                if clusters[middle] <= start { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else {
                offsets.append(line.isRightToLeft ? Double(pen) / 64 : 0)
                continue
            }
            let cluster = clusters[low - 1]
            let clusterEnd = low < clusters.count ? clusters[low] : end
            let isBackwards = backwards[cluster] ?? false
            let l = Double(left[cluster]!) / 64, r = Double(right[cluster]!) / 64
            if index == starts.count - 1 || start >= clusterEnd {
                // After the last character: the far edge of the last cluster.
                offsets.append(isBackwards ? l : r)
                continue
            }
            let share = Double(start - cluster) / Double(Swift.max(1, clusterEnd - cluster))
            offsets.append(isBackwards ? r - (r - l) * share : l + (r - l) * share)
        }
        return offsets
    }
}
