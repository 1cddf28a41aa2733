import Tactile
import TactileRaster

extension ScrollBench {
    /// Rows of an icon, a title and a detail line, as an app's data source would give them.
    /// With `preformatted` texts, the source hands out strings made beforehand (cycled), so
    /// that what a frame allocates is the list's and the renderer's, not the source's
    /// formatting of new strings.
    final class RowSource: ListViewDataSource {
        let count: Int
        let icons: [Bitmap]
        let preformatted: [(title: String, detail: String)]

        init(count: Int, icons: [Bitmap], preformatted: Int = 0) {
            self.count = count
            self.icons = icons
            self.preformatted = (0..<preformatted).map { Self.texts(row: $0) }
        }

        static func texts(row: Int) -> (title: String, detail: String) {
            ("Row \(row + 1)", "Message \(row * 7919 % 100_000) · \(row % 60 + 1) min ago")
        }

        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { count }

        func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell {
            let cell = listView.dequeueReusableCell(withIdentifier: "row")
            let row = indexPath.row
            cell.imageView.image = icons[row % icons.count]
            let texts = preformatted.isEmpty ? Self.texts(row: row) : preformatted[row % preformatted.count]
            cell.textLabel.text = texts.title
            cell.detailTextLabel.text = texts.detail
            return cell
        }
    }
}
