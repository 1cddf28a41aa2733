import TactileCore

/// The Calendar app (the example of the accessibility patent (US 8386965), docs/accessibility.md): a month grid with today marked
/// and the selected day's events beside it, read from an events file (`CalendarEventsFile`).
/// The device program registers it with its launcher (Sources/Apps/BundledApps/BundledApps.swift).
public enum CalendarApp {
    /// The name under its icon.
    public static let name = "Calendar"

    /// Builds the calendar in `window`, showing the month of `today` with `today` selected and the
    /// events of the file at `eventsPath` (a missing file: none); returns what keeps it alive.
    @export(interface)
    public static func start(in window: Window, today: CivilDate, eventsPath: String) -> AnyObject {
        let controller = CalendarViewController(today: today, events: CalendarEventsFile.load(eventsPath))
        let navigation = NavigationController(rootViewController: controller)
        window.rootViewController = navigation
        return navigation
    }
}

/// The calendar's screen in its navigation stack: the bar titled Calendar with a Today button
/// that brings back today's month with today selected.
final class CalendarViewController: ViewController {
    let calendarView: CalendarView

    init(today: CivilDate, events: [CalendarEvent]) {
        calendarView = CalendarView(today: today, events: events)
        super.init()
        title = CalendarApp.name
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Today") { [view = Unowned(calendarView)] _ in
            view.object.showToday()
        }
    }

    override func loadView() {
        view = calendarView
    }
}
