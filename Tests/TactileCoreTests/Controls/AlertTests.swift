import TactilePlatform
import TactileRaster
import TactileTestSupport
import TactileText
import Testing

@testable import TactileCore

/// Alerts on a 400 × 400 screen (scale 1), touches through the dispatcher, animations on the
/// virtual clock. One-line labels are as tall as their font's line, rounded up to a pixel.
@Suite struct AlertTests {
    let titleHeight = Font.system(size: 17, weight: .bold).lineHeight.rounded(.up)
    let messageHeight = Font.system(size: 13).lineHeight.rounded(.up)

    func present(_ alert: Alert, on c: ControlScreenHarness) {
        alert.present(on: c.screen)
        c.advance(to: c.now + 0.5)
    }

    /// Title, message, two actions: header 20 + title + 4 + message + 20; one 44 pt row of two
    /// 135 pt halves, cancel on the left; the box 270 wide, centred.
    @Test func twoActionsSideBySide() {
        let c = ControlScreenHarness()
        var chosen: [String] = []
        let alert = Alert(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK") { chosen.append($0.title) })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title) })
        present(alert, on: c)
        let header = 20 + titleHeight + 4 + messageHeight + 20
        let height = header + 44
        let top = ((400 - height) / 2).rounded(.down)
        #expect(alert.contentView?.frame == Rect(x: 65, y: top, width: 270, height: height))
        #expect(alert.titleLabel?.frame == Rect(x: 16, y: 20, width: 238, height: titleHeight))
        #expect(alert.messageLabel?.frame == Rect(x: 16, y: 20 + titleHeight + 4, width: 238, height: messageHeight))
        #expect(alert.actionButtons.map { $0.action.title } == ["Cancel", "OK"])
        #expect(alert.actionButtons[0].button.frame == Rect(x: 0, y: header, width: 135, height: 44))
        #expect(alert.actionButtons[1].button.frame == Rect(x: 135, y: header, width: 135, height: 44))
        // The cancel title is bold, the other regular, both in the tint.
        #expect(alert.actionButtons[0].button.titleLabel.font.systemWeight == .bold)
        #expect(alert.actionButtons[1].button.titleLabel.font.systemWeight == .regular)
        #expect(alert.actionButtons[1].button.currentTitleColor == Palette.light.accent)
        // Its own window, in front at the alert level, key.
        let window = alert.window!
        #expect(window.windowLevel == .alert && window.isKeyWindow && c.screen.windows.last === window)

        // A tap on OK (screen centre of its half) runs its handler once and dismisses.
        c.tap(1, at: c.now + 0.1, 65 + 135 + 67, top + header + 22)
        #expect(chosen == ["OK"])
        #expect(alert.isDismissing)
        c.advance(to: c.now + 0.5)
        #expect(!alert.isPresented && !c.screen.windows.contains { $0 === window })
        #expect(c.window.isKeyWindow)
        // The screen is the app's again: touches reach its window.
        c.tap(2, at: c.now + 0.1, 200, 200)
        #expect(c.window.log.count == 2)
    }

    /// One or three actions are stacked, 44 pt each, the cancel action last wherever it was added.
    @Test func moreActionsAreStackedWithCancelLast() {
        let c = ControlScreenHarness()
        let alert = Alert(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "One"))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        present(alert, on: c)
        let header = 20 + titleHeight + 20
        #expect(alert.messageLabel == nil)
        #expect(alert.actionButtons.map { $0.action.title } == ["One", "Delete", "Cancel"])
        for (index, entry) in alert.actionButtons.enumerated() {
            #expect(entry.button.frame == Rect(x: 0, y: header + 44 * Double(index), width: 270, height: 44))
        }
        let height = header + 132
        #expect(alert.contentView?.frame == Rect(x: 65, y: ((400 - height) / 2).rounded(.down), width: 270, height: height))
        #expect(alert.actionButtons[1].button.currentTitleColor == Palette.light.destructive)
    }

    /// The alert scales from 1.2 and fades in with the dimming over 0.25 s.
    @Test func presentingScalesAndFadesIn() {
        let c = ControlScreenHarness()
        let alert = Alert(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK"))
        c.advance(to: 1)
        var presented = false
        alert.present(on: c.screen) { presented = true }
        let box = alert.contentView!, dimming = alert.dimmingView!
        // Model values at once; the screen starts from the old ones.
        #expect(box.alpha == 1 && box.transform == .identity && dimming.alpha == 1)
        c.advance(to: 1.02)
        #expect(box.presentation.transform.a > 1.15 && box.presentation.transform.a <= 1.2)
        #expect(box.presentation.alpha < 0.2 && dimming.presentation.alpha < 0.2)
        c.advance(to: 1.3)
        #expect(presented)
        #expect(box.presentation.transform == .identity && box.presentation.alpha == 1)
        #expect(dimming.backgroundColor == Palette.light.dimming && dimming.frame == Rect(x: 0, y: 0, width: 400, height: 400))
        // An alert is not dismissed by a tap outside it.
        c.tap(1, at: 1.4, 20, 20)
        c.advance(to: 2)
        #expect(alert.isPresented && !alert.isDismissing)
        // Nor does that tap reach the app behind.
        #expect(c.window.log.isEmpty)
    }

    @Test func aDisabledActionCannotBeChosen() {
        let c = ControlScreenHarness()
        var chosen = 0
        let action = AlertAction(title: "OK") { _ in chosen += 1 }
        action.isEnabled = false
        let alert = Alert(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(action)
        present(alert, on: c)
        // No header: one row, the box 44 high, centred: y 178.
        #expect(alert.contentView?.frame == Rect(x: 65, y: 178, width: 270, height: 44))
        c.tap(1, at: c.now + 0.1, 200, 200)
        #expect(chosen == 0 && alert.isPresented)
        action.isEnabled = true
        c.tap(2, at: c.now + 0.2, 200, 200)
        #expect(chosen == 1 && alert.isDismissing)
    }

    /// A sheet 384 wide (8 pt margins), two 57 pt rows, then 8 pt and the cancel group; its
    /// bottom 8 pt above the screen's: 2 · 57 + 8 + 57 = 179 high at y 400 − 8 − 179 = 213.
    @Test func anActionSheetFromTheBottom() {
        let c = ControlScreenHarness()
        var chosen: [String] = []
        let sheet = Alert(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title) })
        sheet.addAction(AlertAction(title: "A") { chosen.append($0.title) })
        sheet.addAction(AlertAction(title: "B") { chosen.append($0.title) })
        c.advance(to: 1)
        sheet.present(on: c.screen)
        let slide = sheet.sheetView!
        #expect(slide.frame == Rect(x: 8, y: 213, width: 384, height: 179))
        #expect(sheet.contentView?.frame == Rect(x: 0, y: 0, width: 384, height: 114))
        #expect(sheet.cancelView?.frame == Rect(x: 0, y: 122, width: 384, height: 57))
        #expect(sheet.actionButtons.map { $0.action.title } == ["A", "B", "Cancel"])
        #expect(sheet.actionButtons[1].button.frame == Rect(x: 0, y: 57, width: 384, height: 57))
        // It starts below the screen (moved by 400 − 213) and slides up.
        c.advance(to: 1.001)
        #expect(nearly(slide.presentation.transform.ty, 187))
        c.advance(to: 1.5)
        #expect(slide.presentation.transform == .identity)
        // A tap on the dimmed area is the cancel action.
        c.tap(1, at: 1.6, 200, 100)
        #expect(chosen == ["Cancel"])
        c.advance(to: 2.5)
        #expect(!sheet.isPresented)
    }

    @Test func anActionSheetsActionRunsItsHandler() {
        let c = ControlScreenHarness()
        var chosen: [String] = []
        let sheet = Alert(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "A") { chosen.append($0.title) })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title) })
        present(sheet, on: c)
        // One row (57) + 8 + cancel (57) = 122 high at y 270: A is screen y 270…327.
        #expect(sheet.sheetView?.frame == Rect(x: 8, y: 270, width: 384, height: 122))
        c.tap(1, at: c.now + 0.1, 200, 300)
        #expect(chosen == ["A"])
        c.advance(to: c.now + 0.5)
        #expect(!sheet.isPresented)
    }

    @Test func aSheetWithoutCancelIsDismissedByATapOutside() {
        let c = ControlScreenHarness()
        let sheet = Alert(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Copy"))
        present(sheet, on: c)
        // Header 14 + title + 14, one row, no cancel group.
        let height = 14 + Font.system(size: 13, weight: .bold).lineHeight.rounded(.up) + 14 + 57
        #expect(sheet.sheetView?.frame == Rect(x: 8, y: 392 - height, width: 384, height: height))
        #expect(sheet.cancelView == nil)
        c.tap(1, at: c.now + 0.1, 200, 20)
        c.advance(to: c.now + 0.5)
        #expect(!sheet.isPresented)
    }

    @Test func theDarkStyleRecoloursIt() {
        let c = ControlScreenHarness()
        let alert = Alert(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK"))
        present(alert, on: c)
        #expect(alert.contentView?.backgroundColor == Palette.light.secondaryBackground)
        c.screen.userInterfaceStyle = .dark
        #expect(alert.contentView?.backgroundColor == Palette.dark.secondaryBackground)
        #expect(alert.titleLabel?.textColor == Palette.dark.label)
        #expect(alert.dimmingView?.backgroundColor == Palette.dark.dimming)
    }
}
