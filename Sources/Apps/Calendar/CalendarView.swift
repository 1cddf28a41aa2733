import TactileCore

/// The Calendar app's screen, in the safe area under its navigation bar: a row with the month and
/// year between the buttons for the previous and next month, the weekday row, the month grid (`MonthGridView`) and the selected
/// day's events, in a list that scrolls: beside the month on a regular width, under it on a
/// compact width with a regular height (portrait), beside it under a bar across the screen when
/// both are compact (a small landscape panel).
///
/// For the reader: the title bar's buttons and title and the weekday row are items of the app's
/// own container, outside the month; the month is a container of days; the events beside it are
/// a container titled with the day ("Events, September 2").
final class CalendarView: View {
    let grid: MonthGridView
    let titleLabel = Label(frame: .zero, font: .system(size: 20, weight: .bold))
    let previousButton = Button(type: .system, font: .system(size: 22, weight: .bold))
    let nextButton = Button(type: .system, font: .system(size: 22, weight: .bold))
    let weekdayRow = View(frame: .zero)
    private var weekdayLabels: [Label] = []
    let eventList = ScrollView(frame: .zero)
    private var eventLabels: [Label] = []
    /// Above "No events" for a day without any.
    let emptyDayGlyph = EmptyDayGlyph(frame: .zero)

    static let titleBarHeight = 48.0
    static let weekdayRowHeight = 24.0

    init(today: CivilDate, events: [CalendarEvent]) {
        grid = MonthGridView(month: today, today: today, events: events)
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = [.staticText, .header]
        previousButton.setTitle("‹", for: .normal)
        previousButton.accessibilityLabel = "Previous month"
        nextButton.setTitle("›", for: .normal)
        nextButton.accessibilityLabel = "Next month"
        previousButton.addAction(for: .touchUpInside, target: self) { owner, _ in owner.showMonth(adding: -1) }
        nextButton.addAction(for: .touchUpInside, target: self) { owner, _ in owner.showMonth(adding: 1) }
        for name in CivilDate.weekdayNames {
            let label = Label(frame: .zero, font: .system(size: 12, weight: .bold))
            label.text = String(name.prefix(3))
            label.textAlignment = .center
            label.textColor = .secondaryLabel
            weekdayRow.addSubview(label)
            weekdayLabels.append(label)
        }
        // One item, not seven: the days say their dates.
        weekdayRow.isAccessibilityElement = true
        weekdayRow.accessibilityLabel = "Weeks from Sunday to Saturday"
        weekdayRow.accessibilityTraits = .staticText
        eventList.isAccessibilityContainer = true
        grid.onSelect = Unowned(self).callback { owner, day in owner.select(day) }
        for view in [titleLabel, previousButton, nextButton, weekdayRow, grid, eventList] { addSubview(view) }
        eventList.addSubview(emptyDayGlyph)
        updateTitle()
        updateEventList()
    }

    /// Selects `day`: its events are listed beside the grid.
    func select(_ day: CivilDate) {
        grid.selectedDay = day
        updateEventList()
        Accessibility.post(.layoutChanged(focus: nil))
    }

    /// Shows today's month with today selected (the bar's Today button).
    func showToday() {
        grid.show(month: grid.today)
        updateTitle()
        select(grid.today)
    }

    private func showMonth(adding months: Int) {
        guard let month = grid.month.firstOfMonth(adding: months) else { return }
        grid.show(month: month)
        updateTitle()
        Accessibility.post(.layoutChanged(focus: nil))
        Accessibility.post(.announcement(titleLabel.text))
    }

    private func updateTitle() {
        titleLabel.text = CivilDate.monthNames[grid.month.month - 1] + " " + String(grid.month.year)
    }

    private func updateEventList() {
        for label in eventLabels { label.removeFromSuperview() }
        let day = grid.selectedDay
        let dayName = CivilDate.monthNames[day.month - 1] + " " + String(day.day)
        eventList.accessibilityContainerTitle = "Events, " + dayName
        let events = grid.events(on: day)
        var labels: [Label] = []
        let heading = Label(frame: .zero, font: .system(size: 16, weight: .bold))
        heading.numberOfLines = 0
        heading.text = CivilDate.weekdayNames[day.weekday] + ", " + dayName
        heading.accessibilityTraits = [.staticText, .header]
        labels.append(heading)
        if events.isEmpty {
            let none = Label(frame: .zero, font: .system(size: 15))
            none.text = "No events"
            none.textColor = .secondaryLabel
            labels.append(none)
        }
        emptyDayGlyph.isHidden = !events.isEmpty
        for event in events {
            let label = Label(frame: .zero, font: .system(size: 15))
            label.numberOfLines = 0
            // The title is isolated (FSI … PDI): an Arabic or Hebrew title reads right to left
            // within the row, while the row keeps the interface's direction, its time first.
            label.text = event.timeText + "  \u{2068}" + event.title + "\u{2069}"
            label.accessibilityLabel = event.timeText + "  " + event.title
            labels.append(label)
        }
        eventLabels = labels
        for label in labels { eventList.addSubview(label) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Below the navigation bar: frames from the safe area's top.
        let area = safeAreaLayoutGuide.layoutFrame
        let width = area.width, height = area.maxY
        let traits = traitCollection
        let compactWidth = traits.horizontalSizeClass == .compact
        let stacked = compactWidth && traits.verticalSizeClass == .regular
        let gridWidth = stacked ? width : (width * 0.6).rounded()
        let barWidth = compactWidth ? width : gridWidth
        // On a compact height the month's row and the weekdays' are lower, leaving the weeks room.
        let compactHeight = traits.verticalSizeClass == .compact
        let rowHeight = compactHeight ? 44.0 : Self.titleBarHeight
        let weekdayHeight = compactHeight ? 18.0 : Self.weekdayRowHeight
        let barTop = area.minY
        let bar = barTop + rowHeight
        previousButton.frame = Rect(x: 8, y: barTop, width: 48, height: rowHeight)
        nextButton.frame = Rect(x: barWidth - 56, y: barTop, width: 48, height: rowHeight)
        titleLabel.frame = Rect(x: 64, y: barTop, width: max(0, barWidth - 128), height: rowHeight)
        weekdayRow.frame = Rect(x: 0, y: bar, width: gridWidth, height: weekdayHeight)
        let column = gridWidth / 7
        for (index, label) in weekdayLabels.enumerated() {
            label.frame = Rect(x: Double(index) * column, y: 0, width: column, height: weekdayHeight)
        }
        let gridTop = bar + weekdayHeight
        if stacked {
            // Six weeks of square-ish days, the rest for the day's events.
            let gridHeight = min((height - gridTop) * 0.6, (width / 7 * 6).rounded())
            grid.frame = Rect(x: 0, y: gridTop, width: gridWidth, height: max(0, gridHeight))
            let top = gridTop + gridHeight + 8
            eventList.frame = Rect(x: 16, y: top, width: max(0, width - 32), height: max(0, height - top))
        } else {
            grid.frame = Rect(x: 0, y: gridTop, width: gridWidth, height: max(0, height - gridTop - 8))
            let top = compactWidth ? gridTop : bar
            eventList.frame = Rect(
                x: gridWidth + 16, y: top, width: max(0, width - gridWidth - 32), height: max(0, height - top))
        }
        // Lines wrap rather than end in "…"; the list scrolls when they are more than it shows.
        var y = 8.0
        let lineWidth = eventList.bounds.width
        for (index, label) in eventLabels.enumerated() {
            if index == 1 && !emptyDayGlyph.isHidden {
                // The glyph of an empty day, then "No events" under it, both centred.
                emptyDayGlyph.frame = Rect(x: ((lineWidth - 44) / 2).rounded(), y: y + 16, width: 44, height: 44)
                y += 16 + 44 + 8
                label.textAlignment = .center
            }
            let lines = label.sizeThatFits(Size(width: lineWidth, height: .infinity)).height
            label.frame = Rect(x: 0, y: y, width: lineWidth, height: max(24, lines))
            y += max(24, lines) + 6
        }
        eventList.contentSize = Size(width: lineWidth, height: y + 8)
    }
}
