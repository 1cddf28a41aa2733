import TactileCore

/// The world clocks: a list of cities, each with its day and how far it is from here ("Yesterday,
/// −5 h") under its name, and its time of day on the right, the times aligned in one column.
/// Offsets are standard time from UTC: the device carries no time-zone database, so summer time
/// is not applied.
final class WorldClockList: ListView, ListViewDataSource {
    static let cities: [(name: String, utcOffset: Int)] = [
        ("Honolulu", -10 * 3600), ("Cupertino", -8 * 3600), ("New York", -5 * 3600), ("London", 0),
        ("Paris", 3600), ("Cairo", 2 * 3600), ("Mumbai", 5 * 3600 + 1800), ("Shanghai", 8 * 3600),
        ("Tokyo", 9 * 3600), ("Sydney", 10 * 3600)
    ]
    /// The local zone's offset from UTC, in seconds.
    let localOffset: Int
    /// The local time in minutes since midnight.
    var localMinutes = -1 {
        didSet { if localMinutes != oldValue { reloadData() } }
    }

    init(localOffset: Int) {
        self.localOffset = localOffset
        super.init(frame: .zero)
        rowHeight = 60
        register("city") {
            let cell = ListCell(style: .subtitle, reuseIdentifier: "city")
            let time = Label(frame: Rect(x: 0, y: 0, width: 96, height: 40), font: .system(size: 28))
            time.textAlignment = .trailing
            cell.accessoryView = time
            return cell
        }
        dataSource = self
    }

    /// "HH:MM" in `city` when it is `localMinutes` here.
    func time(in city: Int) -> String {
        let difference = Self.cities[city].utcOffset - localOffset
        let minutes = ((localMinutes + difference / 60) % 1440 + 1440) % 1440
        return ClockFormat.twoDigits(minutes / 60) + ":" + ClockFormat.twoDigits(minutes % 60)
    }

    /// "Today", "Yesterday" or "Tomorrow" in `city` when it is `localMinutes` here.
    func day(in city: Int) -> String {
        let difference = Self.cities[city].utcOffset - localOffset
        let minutes = localMinutes + difference / 60
        return minutes < 0 ? "Yesterday" : minutes >= 1440 ? "Tomorrow" : "Today"
    }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { Self.cities.count }

    func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "city")
        let city = Self.cities[indexPath.row]
        cell.textLabel.text = city.name
        cell.detailTextLabel.text = day(in: indexPath.row) + ", " + ClockFormat.offset(city.utcOffset - localOffset)
        (cell.accessoryView as? Label)?.text = time(in: indexPath.row)
        return cell
    }
}
