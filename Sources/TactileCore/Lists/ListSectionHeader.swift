/// A section's title bar, stuck to the top of the list while its section scrolls under it
/// (UIKit's `UITableViewHeaderFooterView`). The list makes and reuses them; style one in the
/// delegate's `listView(_:willDisplayHeaderView:forSection:)` (its `backgroundColor`,
/// `textLabel`'s font and colour), which runs each time a header is given a section.
public final class ListSectionHeader: View {
    /// The section's title: 13 pt bold, grey, 16 pt from the leading edge.
    public let textLabel = Label(font: .system(size: 13, weight: .bold))

    init() {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        textLabel.textColor = .detailText
        addSubview(textLabel)
    }

    public override func layoutSubviews() {
        textLabel.frame = Rect(x: 16, y: 0, width: Swift.max(0, bounds.width - 32), height: bounds.height)
    }
}

/// The words above a list's first row while it is pulled down: "Pull to refresh", "Release to
/// refresh", "Refreshing…".
final class ListRefreshIndicator: View {
    let label = Label(font: .system(size: 13))
    var isRefreshing = false

    init() {
        super.init(frame: .zero)
        isHidden = true
        isUserInteractionEnabled = false
        label.textAlignment = .center
        label.textColor = .detailText
        addSubview(label)
    }

    /// Above the rows of `list`, with the words for how far it is pulled.
    func place(in list: ListView) {
        guard !isHidden else { return }
        let height = list.refreshThreshold
        let top = list.isRefreshing ? -list.adjustedContentInset.top : -list.adjustedContentInset.top - height
        frame = Rect(x: 0, y: top, width: list.bounds.width, height: height)
        label.frame = bounds
        let pull = -list.adjustedContentInset.top - list.contentOffset.y
        label.text = isRefreshing ? "Refreshing…" : (pull > height ? "Release to refresh" : "Pull to refresh")
    }
}
