import TactileCore
import TactilePlatform
import TactileRaster
import TactileSystem

extension Application {
    /// The reader's tree of the screen shown (`AccessibilityTreeText`), the screen reader on.
    public func accessibilityTreeLines() -> [String] {
        if accessibilityMode == .off { accessibilityMode = .containers }
        guard let reader = screenReader else { return [] }
        reader.refresh()
        return AccessibilityTreeText.lines(of: reader.model, on: screen)
    }

    /// Audits the screen shown (`AccessibilityAudit`, contrast read from the headless picture)
    /// and, when `crawling`, each screen one activation away: every button and row is activated
    /// as the reader's double tap does, a screen that changed is audited and left with the
    /// reader's escape, and one that cannot be left so is a finding. The screen reader is
    /// turned on. Each screen comes with its name, the titles of its top-level containers.
    public func auditAccessibility(crawling: Bool) -> [(screen: String, findings: [AccessibilityAudit.Finding])] {
        if accessibilityMode == .off { accessibilityMode = .containers }
        guard let reader = screenReader else { return [] }
        return AccessibilityAuditor(app: self, reader: reader).auditReachableScreens(crawling: crawling)
    }

    /// Runs the inspection asked for on the command line once the first screen is idle, prints
    /// it and stops the application (status 1 for an audit with problems).
    func runAccessibilityInspection(_ inspection: AccessibilityInspection) {
        switch inspection {
        case .tree:
            for line in accessibilityTreeLines() { Console.info(line) }
            stop()
        case .audit:
            let (screens, problems) = printAccessibilityAudit(crawling: true)
            Console.info(Self.accessibilityAuditSummary(screens: screens, problems: problems))
            stop(status: problems == 0 ? 0 : 1)
        }
    }

    /// Audits (`auditAccessibility(crawling:)`) and prints one line per finding,
    /// `<screen>: <kind>: container="…" item="…" <detail>`; returns how many screens and problems.
    package func printAccessibilityAudit(crawling: Bool) -> (screens: Int, problems: Int) {
        let results = auditAccessibility(crawling: crawling)
        var problems = 0
        for (screen, findings) in results {
            for finding in findings { Console.info("\(screen): \(finding.line)") }
            problems += findings.count
        }
        return (results.count, problems)
    }

    /// The audit's last line: `accessibility-audit: N screens, N problems`.
    package static func accessibilityAuditSummary(screens: Int, problems: Int) -> String {
        "accessibility-audit: \(screens) screens, \(problems) problems"
    }
}

/// Audits the screen on show and those one activation away.
private struct AccessibilityAuditor {
    let app: Application
    let reader: ScreenReader

    /// The screen's name: the titles of its top-level containers.
    func screenName() -> String {
        reader.refresh()
        let navigator = reader.model.navigator
        let titles = navigator.containers.filter { $0.parent == nil }.map { $0.title }
        return titles.joined(separator: " | ")
    }

    func audit() -> [AccessibilityAudit.Finding] {
        reader.refresh()
        let scale = app.screen.scale
        let picture = (app.display as? HeadlessDisplay)?.screen
        // The picture is the panel's: turned as the display is mounted (`--rotate`).
        let rotation = app.display.rotation
        let pixel: ((Int, Int) -> Color)? = picture.map { bitmap in
            { x, y in
                let (width, height) = rotation.logicalSize(deviceWidth: bitmap.width, deviceHeight: bitmap.height)
                let device = rotation.devicePoint(
                    x: min(max(x, 0), width - 1), y: min(max(y, 0), height - 1),
                    deviceWidth: bitmap.width, deviceHeight: bitmap.height)
                let value = bitmap.pixel(x: device.x, y: device.y)
                return Color(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
            }
        }
        return AccessibilityAudit().findings(in: reader.model, labels: shownLabels(), pixel: pixel, scale: scale)
    }

    /// The labels with text the reader would read, on the windows it reads.
    func shownLabels() -> [Label] {
        var labels: [Label] = []
        // `visible`: what the clipping views above leave of the screen.
        func walk(_ view: View, _ visible: Rect) {
            guard !view.isHidden, view.alpha > 0 else { return }
            let frame = view.accessibilityFrame
            // Text a clip shows less than half of (a picker's edge rows, a list row scrolled
            // under a bar) is not read as text.
            if let label = view as? Label, !label.text.isEmpty,
                visible.intersection(frame).height * 2 >= frame.height, frame.intersects(visible)
            {
                labels.append(label)
            }
            let inside = view.clipsToBounds ? visible.intersection(frame) : visible
            guard !inside.isEmpty else { return }
            // A modal view hides its siblings, for the reader as for the audit.
            if let modal = view.subviews.lastIndex(where: { !$0.isHidden && $0.accessibilityViewIsModal }) {
                walk(view.subviews[modal], inside)
            } else {
                for subview in view.subviews { walk(subview, inside) }
            }
        }
        for window in app.screen.windows.reversed() where !window.isHidden {
            walk(window, app.screen.bounds)
            if window.accessibilityViewIsModal { break }
        }
        return labels
    }

    /// Runs the application until nothing moves.
    func settle() {
        var rounds = 0
        while !app.isIdle && rounds < 2000 {
            app.runLoop.run(for: .milliseconds(16))
            rounds += 1
        }
        // Transitions that start on the next layout pass: give them time, then wait again.
        app.runLoop.run(for: .milliseconds(500))
        rounds = 0
        while !app.isIdle && rounds < 2000 {
            app.runLoop.run(for: .milliseconds(16))
            rounds += 1
        }
    }

    func auditReachableScreens(crawling: Bool) -> [(screen: String, findings: [AccessibilityAudit.Finding])] {
        settle()
        let home = screenName()
        var results: [(screen: String, findings: [AccessibilityAudit.Finding])] = [(home, audit())]
        guard crawling else { return results }
        var done: Set<String> = [home]
        let count = reader.model.navigator.steps.count
        for step in 0..<count {
            reader.refresh()
            guard step < reader.model.navigator.steps.count,
                case let .item(item, _) = reader.model.navigator.steps[step],
                item.traits.contains(.button) || item.source.map(isRow) == true
            else { continue }
            let changes = reader.screenChanges
            reader.focus(step: step)
            reader.activateCurrentItem()
            settle()
            // The same screen with new content (a month turned, a switch toggled) is no new screen.
            guard reader.screenChanges != changes else { continue }
            let name = screenName()
            guard name != home else { continue }
            let findings = done.contains(name) ? [] : audit()
            reader.escape()
            settle()
            // A screen the reader cannot leave by its escape gesture is a finding of its own; the
            // crawl stops there rather than audit from a screen it did not mean to be on.
            guard screenName() == home else {
                let stuck = AccessibilityAudit.Finding(kind: .noEscape, container: name, item: item.label, detail: "")
                results.append((name, findings + [stuck]))
                break
            }
            if !done.contains(name) {
                done.insert(name)
                results.append((name, findings))
            }
        }
        return results
    }

    private func isRow(_ source: AccessibilityItem.Source) -> Bool {
        if case .view(let view) = source { return view is ListCell }
        return false
    }
}
