import TactileRaster
import TactileSystem
import TactileText

/// A modal message with buttons, UIKit's `UIAlertController`: an alert in the middle of the
/// screen or an action sheet from the bottom.
///
/// ```swift
/// let alert = Alert(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in deletePhoto() })
/// alert.present(on: app.screen)
/// ```
///
/// Presenting shows a window of its own at the `.alert` level, covering the screen: what is
/// behind fades under `palette.dimming` and takes no touches meanwhile. An alert (270 pt wide)
/// scales from 1.2 to 1 as it fades in; two actions stand side by side (the cancel action on
/// the left), one or more than two are stacked with the cancel action last; rows are 44 pt. An
/// action sheet slides up from the bottom: its actions stacked in one group (57 pt rows) and
/// the cancel action in a group of its own below; a tap on the dimmed area dismisses it,
/// running the cancel action's handler if there is one. Tapping an action runs its handler,
/// then the alert fades out and its window goes. Text is in the system font: the alert's title
/// 17 pt bold and message 13 pt, action titles 17 pt (20 pt in a sheet), the cancel action's
/// bold. An alert taller than the screen is not scrolled.
///
/// The alert keeps itself alive while presented (its buttons' actions hold it), so the
/// application may drop it after `present(on:)`.
open class Alert {
    /// Alert or action sheet (UIKit's `UIAlertController.Style`).
    public enum Style: Sendable {
        /// A box in the middle of the screen.
        case alert
        /// A list of actions rising from the bottom.
        case actionSheet
    }

    // MARK: Metrics

    /// An alert's width.
    public static let alertWidth = 270.0
    /// The height of an alert's action row.
    public static let alertRowHeight = 44.0
    /// The height of an action sheet's row.
    public static let sheetRowHeight = 57.0
    /// The margin of an action sheet to the screen's sides and bottom, and between its groups.
    public static let sheetMargin = 8.0
    /// The widest an action sheet gets.
    public static let sheetMaximumWidth = 400.0
    /// How long presenting takes.
    public static let presentDuration: Interval = .milliseconds(250)
    /// How long dismissing takes.
    public static let dismissDuration: Interval = .milliseconds(200)

    // MARK: Content

    /// The title, in bold above the message.
    public var title: String?
    /// The message below the title.
    public var message: String?
    /// Alert or action sheet.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []

    /// The window showing the alert while it is presented; nil otherwise.
    public private(set) var window: Window?
    /// The box of an alert, or the group of actions of a sheet (with its header), while presented.
    public private(set) var contentView: View?
    /// An action sheet's separate cancel group while presented (nil for an alert or a sheet
    /// without a cancel action).
    public private(set) var cancelView: View?
    /// What dims the screen while presented.
    public private(set) var dimmingView: View?
    /// The view an action sheet slides in (holding `contentView` and `cancelView`); the alert's
    /// `contentView` for an alert.
    public private(set) var sheetView: View?
    /// The label of the title while presented (nil when there is none).
    public private(set) var titleLabel: Label?
    /// The label of the message while presented (nil when there is none).
    public private(set) var messageLabel: Label?
    /// The buttons of the actions while presented, in the order they are shown (top to
    /// bottom, left to right), with their actions.
    public private(set) var actionButtons: [(button: Button, action: AlertAction)] = []
    /// Whether it is on a screen (from `present` until the dismissal has finished).
    public var isPresented: Bool { window != nil }
    /// Whether a dismissal is under way.
    public private(set) var isDismissing = false

    /// An alert with a title, a message and a style.
    public init(title: String?, message: String?, preferredStyle: Style = .alert) {
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds `action` after the others.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// The cancel action: the first action of style `.cancel`.
    public var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// Whether the actions stand side by side: an alert of exactly two short enough to share
    /// the row (each title at most 12 characters).
    public var actionsAreSideBySide: Bool {
        preferredStyle == .alert && actions.count == 2 && actions.allSatisfy { $0.title.count <= 12 }
    }

    /// The actions in the order they are shown: side by side, the cancel action first (left);
    /// stacked, the cancel action last.
    public var orderedActions: [AlertAction] {
        guard let cancel = cancelAction else { return actions }
        let others = actions.filter { $0 !== cancel }
        return actionsAreSideBySide ? [cancel] + others : others + [cancel]
    }

    // MARK: Presenting

    /// Shows the alert on `screen` in a window of its own at the `.alert` level (key), animated
    /// on the screen's animator unless `animated` is false; `completion` runs when it is in
    /// place. Does nothing while it is already presented.
    public func present(on screen: Screen, animated: Bool = true, completion: (() -> Void)? = nil) {
        guard window == nil else { return }
        let window = AlertWindow(screen: screen)
        window.windowLevel = .alert
        // For the screen reader a modal container: navigation stays inside it, the two-finger
        // scrub cancels it.
        window.accessibilityViewIsModal = true
        window.accessibilityContainerTitle = title ?? message ?? "Alert"
        window.escape = Unowned(self).callback { owner in
            guard let cancel = owner.cancelAction else { return false }
            owner.choose(cancel)
            return true
        }
        self.window = window
        isDismissing = false
        build(in: window)
        layout(in: window, screen: screen)
        applyColors()
        window.makeKeyAndVisible()
        Accessibility.post(.screenChanged(focus: nil))
        guard let dimmingView, let sheetView else { return }
        let shown = {
            dimmingView.alpha = 1
            sheetView.alpha = 1
            sheetView.transform = .identity
        }
        dimmingView.alpha = 0
        if preferredStyle == .alert {
            sheetView.alpha = 0
            sheetView.transform = AffineTransform(scaleX: 1.2, y: 1.2)
        } else {
            sheetView.transform = AffineTransform(translationX: 0, y: screen.size.height - sheetView.frame.minY)
        }
        if animated {
            screen.animator.animate(withDuration: Alert.presentDuration, curve: .easeOut, changes: shown) { _ in completion?() }
        } else {
            shown()
            completion?()
        }
    }

    /// Takes the alert off the screen: it fades out (a sheet slides down) and its window goes;
    /// `completion` runs then. Does nothing when it is not presented or already going.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        guard let window, !isDismissing else { return }
        isDismissing = true
        // No second choice while it fades.
        window.isUserInteractionEnabled = false
        let finish = { [self] in
            window.removeFromScreen()
            self.window = nil
            self.tearDown()
            Accessibility.post(.screenChanged(focus: nil))
            isDismissing = false
            completion?()
        }
        guard animated, let animator = window.animator, let dimmingView, let sheetView else {
            finish()
            return
        }
        animator.animate(
            withDuration: Alert.dismissDuration, curve: .easeIn,
            changes: {
                dimmingView.alpha = 0
                if preferredStyle == .alert {
                    sheetView.alpha = 0
                } else {
                    sheetView.transform = AffineTransform(translationX: 0, y: window.bounds.height - sheetView.frame.minY)
                }
            }, completion: { _ in finish() })
    }

    /// Chooses `action`, as a tap on its button does: runs its handler, then dismisses.
    private final func choose(_ action: AlertAction) {
        guard !isDismissing, action.isEnabled else { return }
        action.handler?(action)
        dismiss()
    }

    /// A tap on the dimmed area: an action sheet is dismissed as cancelled.
    private final func dimmingTapped() {
        guard preferredStyle == .actionSheet, !isDismissing else { return }
        if let cancel = cancelAction {
            choose(cancel)
        } else {
            dismiss()
        }
    }

    // MARK: Building

    private final func build(in window: Window) {
        let dimming = AlertDimmingView(frame: window.bounds)
        // Strong, as the buttons' actions: the window's views keep the alert while it shows.
        dimming.onTap = { self.dimmingTapped() }
        dimming.onAppearanceChange = { self.applyColors() }
        window.addSubview(dimming)
        dimmingView = dimming

        let isSheet = preferredStyle == .actionSheet
        let content = View(frame: .zero)
        content.cornerRadius = isSheet ? 13 : 14
        content.clipsToBounds = true
        contentView = content

        let titleFont = Font.system(size: isSheet ? 13 : 17, weight: .bold)
        let messageFont = Font.system(size: 13)
        if let title, !title.isEmpty {
            let label = Label(frame: .zero, font: titleFont)
            label.text = title
            label.textAlignment = .center
            label.numberOfLines = 0
            content.addSubview(label)
            titleLabel = label
        }
        if let message, !message.isEmpty {
            let label = Label(frame: .zero, font: messageFont)
            label.text = message
            label.textAlignment = .center
            label.numberOfLines = 0
            content.addSubview(label)
            messageLabel = label
        }

        let actionSize = isSheet ? 20.0 : 17.0
        let cancel = cancelAction
        for action in orderedActions {
            let isCancel = action === cancel
            let button = Button(frame: .zero, font: .system(size: actionSize, weight: isCancel ? .bold : .regular))
            button.setTitle(action.title, for: .normal)
            button.isEnabled = action.isEnabled
            action.onEnabledChange = Unowned(button).callback { button, enabled in button.isEnabled = enabled }
            // The button holds the alert (and so the alert its window) while presented.
            button.addAction(for: .touchUpInside) { _ in self.choose(action) }
            actionButtons.append((button, action))
        }

        if isSheet {
            let sheet = View(frame: .zero)
            sheetView = sheet
            let mainButtons = actionButtons.filter { $0.action !== cancel }
            if titleLabel != nil || messageLabel != nil || !mainButtons.isEmpty {
                sheet.addSubview(content)
            } else {
                contentView = nil
            }
            for entry in mainButtons { content.addSubview(entry.button) }
            if let entry = actionButtons.first(where: { $0.action === cancel }) {
                let group = View(frame: .zero)
                group.cornerRadius = 13
                group.clipsToBounds = true
                group.addSubview(entry.button)
                sheet.addSubview(group)
                cancelView = group
            }
            window.addSubview(sheet)
        } else {
            for entry in actionButtons { content.addSubview(entry.button) }
            sheetView = content
            window.addSubview(content)
        }
    }

    /// Drops the views, and with them the buttons' hold on the alert.
    private final func tearDown() {
        for (_, action) in actionButtons { action.onEnabledChange = nil }
        actionButtons = []
        separators = []
        contentView = nil
        cancelView = nil
        dimmingView = nil
        sheetView = nil
        titleLabel = nil
        messageLabel = nil
    }

    private var separators: [View] = []

    /// A hairline separator (one pixel) at `rect`'s origin in `parent`.
    private final func addSeparator(_ rect: Rect, to parent: View) {
        let separator = View(frame: rect)
        separator.isUserInteractionEnabled = false
        parent.addSubview(separator)
        separators.append(separator)
    }

    // MARK: Layout

    /// The height of the title and message block of `width` with the paddings (0 when neither
    /// is shown); places the labels.
    private final func layoutHeader(width: Double, top: Double, gap: Double, bottom: Double, inset: Double) -> Double {
        guard titleLabel != nil || messageLabel != nil else { return 0 }
        var y = top
        let textWidth = width - 2 * inset
        if let titleLabel {
            let height = titleLabel.sizeThatFits(width: textWidth).height
            titleLabel.frame = Rect(x: inset, y: y, width: textWidth, height: height)
            y += height
        }
        if let messageLabel {
            if titleLabel != nil { y += gap }
            let height = messageLabel.sizeThatFits(width: textWidth).height
            messageLabel.frame = Rect(x: inset, y: y, width: textWidth, height: height)
            y += height
        }
        return y + bottom
    }

    /// Places `buttons` below `top` in `content`, `width` wide: side by side in one row
    /// (`.horizontal`, equal widths) or stacked one row each (`.vertical`), each `row` tall.
    /// Hairlines go above the first when there is a header (`top` > 0) and between neighbours,
    /// across the axis. Returns the bottom of the last row (`top` when there are none).
    private final func layoutButtons(
        _ buttons: [Button], along axis: StackView.Axis, top: Double, width: Double,
        row: Double, hairline: Double, in content: View
    ) -> Double {
        let cellWidth = axis == .horizontal ? width / Double(buttons.count) : width
        var x = 0.0, y = top
        for (index, button) in buttons.enumerated() {
            button.frame = Rect(x: x, y: y, width: cellWidth, height: row)
            if axis == .horizontal && index > 0 {
                addSeparator(Rect(x: x, y: y, width: hairline, height: row), to: content)
            } else if index > 0 || top > 0 {
                addSeparator(Rect(x: 0, y: y, width: width, height: hairline), to: content)
            }
            // Positions add up (top + row + row…) rather than top + index × row, which can round
            // differently.
            if axis == .horizontal { x += cellWidth } else { y += row }
        }
        return axis == .horizontal && !buttons.isEmpty ? y + row : y
    }

    /// Lays out either style by one path: the header and the rows of buttons in the content,
    /// then (action sheet) the separate Cancel group; an alert is centred, a sheet stands on the
    /// bottom margin.
    private final func layout(in window: Window, screen: Screen) {
        let hairline = 1 / screen.scale
        let size = window.bounds.size
        dimmingView?.frame = window.bounds
        guard let sheetView else { return }
        let isSheet = preferredStyle == .actionSheet
        let margin = Alert.sheetMargin
        let width = isSheet ? Swift.max(0, Swift.min(size.width - 2 * margin, Alert.sheetMaximumWidth)) : Alert.alertWidth
        let row = isSheet ? Alert.sheetRowHeight : Alert.alertRowHeight
        var total = 0.0
        if let content = contentView {
            let header =
                isSheet
                ? layoutHeader(width: width, top: 14, gap: 2, bottom: 14, inset: 16)
                : layoutHeader(width: width, top: 20, gap: 4, bottom: 20, inset: 16)
            // A sheet's Cancel goes in its own group below.
            let buttons = actionButtons.filter { !isSheet || $0.action !== cancelAction }.map { $0.button }
            let height = layoutButtons(
                buttons, along: actionsAreSideBySide ? .horizontal : .vertical, top: header,
                width: width, row: row, hairline: hairline, in: content)
            if content !== sheetView { content.frame = Rect(x: 0, y: 0, width: width, height: height) }
            total = height
        }
        if isSheet, let group = cancelView, let entry = actionButtons.first(where: { $0.action === cancelAction }) {
            if total > 0 { total += margin }
            group.frame = Rect(x: 0, y: total, width: width, height: row)
            entry.button.frame = Rect(x: 0, y: 0, width: width, height: row)
            total += row
        }
        let y = isSheet ? size.height - margin - total : ((size.height - total) / 2).rounded(.down)
        sheetView.frame = Rect(x: ((size.width - width) / 2).rounded(.down), y: y, width: width, height: total)
    }

    // MARK: Colours

    /// Colours everything from the palette and tint in effect in the alert's window.
    private final func applyColors() {
        guard let window else { return }
        let palette = window.palette
        let tint = window.tintColor!
        dimmingView?.backgroundColor = palette.dimming
        contentView?.backgroundColor = palette.secondaryBackground
        cancelView?.backgroundColor = palette.secondaryBackground
        let isSheet = preferredStyle == .actionSheet
        titleLabel?.textColor = isSheet ? palette.secondaryLabel : palette.label
        messageLabel?.textColor = isSheet ? palette.secondaryLabel : palette.label
        for separator in separators { separator.backgroundColor = palette.separator }
        for (button, action) in actionButtons {
            button.setTitleColor(action.style == .destructive ? palette.destructive : tint, for: .normal)
            button.setTitleColor(palette.secondaryLabel, for: .disabled)
            button.setBackgroundColor(palette.separator, for: .highlighted)
        }
    }
}

/// The dimmed area behind an alert: it takes every touch outside the alert, and reports taps.
final class AlertDimmingView: View {
    var onTap: () -> Void = {}
    var onAppearanceChange: () -> Void = {}

    override func touchesBegan(_ touches: [Touch], with event: Event) {}
    override func touchesMoved(_ touches: [Touch], with event: Event) {}
    override func touchesCancelled(_ touches: [Touch], with event: Event) {}
    override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let touch = touches.first, boundsContains(touch.location(in: self)) else { return }
        onTap()
    }

    override func userInterfaceStyleDidChange() { onAppearanceChange() }
    override func tintColorDidChange() { onAppearanceChange() }
}

/// An alert's window: the screen reader's escape (two-finger scrub) chooses the cancel action.
final class AlertWindow: Window {
    var escape: (() -> Bool)?

    override func accessibilityPerformEscape() -> Bool { escape?() ?? false }
}
