import TactileLauncher
import TactileSystem

/// The order in which the app soak (`--apps`) visits the launcher's registered apps: each in
/// turn for `visitLength`, round and round, until every one has had `timePerApp`. Between two
/// visits the driver rests (every app closed, the home screen settled) to sample memory and views.
struct SoakAppTour {
    /// The apps to visit, in the launcher's order (the bundled apps, then Settings).
    let names: [String]
    let timePerApp: Interval
    /// One visit: short enough for a few rounds (memory sampled between visits of every app),
    /// long enough for an app's screens to be reached.
    let visitLength: Interval
    private var visits = 0

    /// Visits of 20 s, shorter when `timePerApp` is under a minute: at least three an app, for
    /// enough samples to draw a trend through.
    init(names: [String], timePerApp: Interval) {
        self.names = names
        self.timePerApp = timePerApp
        visitLength = Interval(nanoseconds: max(1, min(Interval.seconds(20).nanoseconds, timePerApp.nanoseconds / 3)))
    }

    /// Visits needed for every app to get its time.
    var totalVisits: Int {
        guard !names.isEmpty else { return 0 }
        let perApp = (timePerApp.nanoseconds + visitLength.nanoseconds - 1) / visitLength.nanoseconds
        return Int(perApp) * names.count
    }

    /// The app of the next visit and the one visited before it (kept open behind it, so that
    /// switching apps has somewhere to go); nil when the tour is over.
    mutating func next() -> (app: String, previous: String?)? {
        guard visits < totalVisits else { return nil }
        defer { visits += 1 }
        let index = visits % names.count
        return (names[index], visits > 0 ? names[(index + names.count - 1) % names.count] : nil)
    }
}
