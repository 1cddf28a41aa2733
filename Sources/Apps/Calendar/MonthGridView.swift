import TactileCore

/// A month as a grid of days, a week per row from Sunday, six rows: each day's number, a ring
/// around today, a filled square behind the selected day and a bar per event (up to three).
///
/// For the screen reader the grid is one container titled with the month and year ("September
/// 2009") whose items are its days in order, each a container titled with its date ("September
/// 2") holding that day's events in time order (docs/accessibility.md, "Containers": a day in a
/// calendar is a container within the month's). The days are drawn content, so they are
/// `AccessibilityElement`s, not views.
final class MonthGridView: View {
    /// The first day of the month shown.
    private(set) var month: CivilDate
    /// The day marked as today.
    let today: CivilDate
    /// The selected day (its events are listed), in the month shown or not.
    var selectedDay: CivilDate {
        didSet { if selectedDay != oldValue { setNeedsLayout() } }
    }
    /// Called when a day is tapped.
    var onSelect: ((CivilDate) -> Void)?

    private var events: [CalendarEvent]
    private var numberLabels: [Label] = []
    private let todayRing = View(frame: .zero)
    private let selection = View(frame: .zero)
    private var eventBars: [View] = []
    private var dayElements: [AccessibilityElement] = []

    /// The most event bars a day shows.
    static let barsPerDay = 3

    init(month: CivilDate, today: CivilDate, events: [CalendarEvent]) {
        self.month = month
        self.today = today
        self.events = events
        selectedDay = today
        super.init(frame: .zero)
        selection.backgroundColor = Color.systemBlue.withAlpha(46)
        selection.cornerRadius = 6
        selection.isUserInteractionEnabled = false
        addSubview(selection)
        todayRing.borderColor = .systemRed
        todayRing.borderWidth = 2
        todayRing.isUserInteractionEnabled = false
        addSubview(todayRing)
        for _ in 0..<31 {
            let label = Label(frame: .zero, font: .system(size: 16))
            label.textAlignment = .center
            label.textColor = .label
            label.isUserInteractionEnabled = false
            addSubview(label)
            numberLabels.append(label)
        }
        isAccessibilityContainer = true
        addGestureRecognizer(
            TapGestureRecognizer(name: "calendar-day", target: self) { owner, tap in
                guard let day = owner.day(at: tap.location(in: owner)) else { return }
                owner.onSelect?(day)
            })
        show(month: month)
    }

    /// Shows the month of `date` (its first day).
    func show(month date: CivilDate) {
        month = CivilDate(year: date.year, month: date.month, day: 1) ?? date
        accessibilityContainerTitle = CivilDate.monthNames[month.month - 1] + " " + String(month.year)
        let days = CivilDate.numberOfDays(inMonth: month.month, year: month.year)
        for (index, label) in numberLabels.enumerated() {
            label.text = String(index + 1)
            label.isHidden = index >= days
        }
        rebuildElements()
        setNeedsLayout()
    }

    /// The events of the calendar (all days).
    func setEvents(_ events: [CalendarEvent]) {
        self.events = events
        rebuildElements()
        setNeedsLayout()
    }

    /// The events of `day`, in time order.
    func events(on day: CivilDate) -> [CalendarEvent] {
        events.filter { $0.date == day }
    }

    private var numberOfDays: Int { CivilDate.numberOfDays(inMonth: month.month, year: month.year) }

    /// The cell of day `day` (1-based) of the month shown, in this view's coordinates.
    func cellFrame(ofDay day: Int) -> Rect {
        let cell = (month.weekday + day - 1)
        let width = bounds.width / 7, height = bounds.height / 6
        return Rect(x: Double(cell % 7) * width, y: Double(cell / 7) * height, width: width, height: height)
    }

    /// The day whose cell holds `point`, nil for the blank cells.
    func day(at point: Point) -> CivilDate? {
        guard bounds.width > 0, bounds.height > 0, bounds.contains(point) else { return nil }
        let column = min(6, Int(point.x / (bounds.width / 7))), row = min(5, Int(point.y / (bounds.height / 6)))
        let day = row * 7 + column - month.weekday + 1
        guard day >= 1, day <= numberOfDays else { return nil }
        return CivilDate(year: month.year, month: month.month, day: day)
    }

    private func rebuildElements() {
        dayElements = (1...numberOfDays).map { day in
            let date = CivilDate(year: month.year, month: month.month, day: day)!
            let element = AccessibilityElement(container: self)
            element.isAccessibilityContainer = true
            element.accessibilityContainerTitle = CivilDate.monthNames[month.month - 1] + " " + String(day)
            element.children = events(on: date).map { event in
                let item = AccessibilityElement(container: self)
                item.accessibilityLabel = event.title
                item.accessibilityValue = event.timeText
                return .element(item)
            }
            return element
        }
        accessibilityElements = dayElements.map { .element($0) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for bar in eventBars { bar.removeFromSuperview() }
        eventBars.removeAll()
        let days = numberOfDays
        // Low rows (a small panel's weeks) bring the number and the bars closer, inside the cell.
        let low = bounds.height / 6 < 44
        let numberTop = low ? 1.0 : 4.0
        let barTop = low ? 24.0 : 30.0, barStep = low ? 3.5 : 7.0, barHeight = low ? 2.5 : 4.0
        for day in 1...days {
            let cell = cellFrame(ofDay: day)
            let label = numberLabels[day - 1]
            label.frame = Rect(x: cell.minX, y: cell.minY + numberTop, width: cell.width, height: 22)
            let date = CivilDate(year: month.year, month: month.month, day: day)!
            // The day's frame and its events' bars, for the reader and the eye.
            let element = dayElements[day - 1]
            element.accessibilityFrameInContainerSpace = cell
            let dayEvents = events(on: date)
            for index in dayEvents.indices {
                let slot = min(index, Self.barsPerDay - 1)
                let bar = Rect(
                    x: cell.minX + 6, y: cell.minY + barTop + Double(slot) * barStep,
                    width: max(1, cell.width - 12), height: barHeight)
                if case .element(let item) = element.children[index] {
                    // The bar and half the gap either side: neighbouring bars' areas touch.
                    item.accessibilityFrameInContainerSpace = bar.insetBy(dx: 0, dy: -(barStep - barHeight) / 2)
                }
                if index < Self.barsPerDay {
                    let view = View(frame: bar)
                    view.backgroundColor = .systemBlue
                    view.cornerRadius = 2
                    view.isUserInteractionEnabled = false
                    addSubview(view)
                    eventBars.append(view)
                }
            }
        }
        let todayShown = today.year == month.year && today.month == month.month
        todayRing.isHidden = !todayShown
        if todayShown {
            let cell = cellFrame(ofDay: today.day)
            let side = min(cell.width, low ? 24.0 : 30.0)
            let middle = cell.minY + numberTop + 11
            todayRing.frame = Rect(x: cell.midX - side / 2, y: middle - side / 2, width: side, height: side)
            todayRing.cornerRadius = side / 2
        }
        let selectedShown = selectedDay.year == month.year && selectedDay.month == month.month
        selection.isHidden = !selectedShown
        if selectedShown { selection.frame = cellFrame(ofDay: selectedDay.day).insetBy(dx: 2, dy: 2) }
    }
}
