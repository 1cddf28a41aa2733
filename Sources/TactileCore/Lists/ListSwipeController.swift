/// Swiping a list's row to the left reveals the actions the delegate gives for it: past half of
/// them, or flicked, the row stays open; swiped across most of its width, the first action runs;
/// a tap on an action runs it, a tap elsewhere closes the row.
final class ListSwipeController {
    /// The pan: it begins only for a drag to the left, mostly horizontal, on a row with actions
    /// (a vertical drag is the list's).
    final class Recognizer: PanGestureRecognizer {
        @Unowned var controller: ListSwipeController?

        override func allowsBeginning(movement: Point) -> Bool {
            guard let controller, let list = controller.list, movement.x < 0, abs(movement.x) > abs(movement.y) else {
                return false
            }
            let start = location(in: list)
            guard let path = list.indexPathForRow(at: Point(x: start.x - movement.x, y: start.y - movement.y)) else {
                return false
            }
            return controller.isOpen || !(list.listDelegate?.listView(list, trailingSwipeActionsForRowAt: path).isEmpty ?? true)
        }
    }

    static let actionWidth = 80.0

    @Unowned var list: ListView?
    let recognizer = Recognizer(name: "list-swipe")
    private(set) var openPath: IndexPath?
    private var actions: [ListAction] = []
    private var buttons: [Button] = []
    private var startX = 0.0

    /// Whether a row shows its actions.
    var isOpen: Bool { openPath != nil }

    func attach(to list: ListView) {
        self.list = list
        recognizer.controller = self
        recognizer.addAction(target: self) { owner, pan in owner.panChanged(pan) }
        list.addGestureRecognizer(recognizer)
    }

    private var cell: ListCell? { openPath.flatMap { list?.cellForRow(at: $0) } }

    private func panChanged(_ pan: PanGestureRecognizer) {
        guard let list else { return }
        switch pan.state {
        case .began:
            let location = pan.location(in: list)
            let translation = pan.translation(in: list)
            guard let path = list.indexPathForRow(at: Point(x: location.x - translation.x - 10, y: location.y - translation.y))
            else { return }
            if openPath != path { close(animated: false) }
            if openPath == nil { open(path) }
            startX = cell.map { $0.content.frame.minX } ?? 0
            fallthrough
        case .changed:
            guard let cell else { return }
            let x = Swift.min(0, startX + pan.translation(in: list).x)
            cell.content.frame.origin.x = Swift.max(x, -cell.bounds.width)
        case .ended, .cancelled:
            guard let cell else { return }
            let shown = -cell.content.frame.minX
            let width = Self.actionWidth * Double(actions.count)
            let velocity = pan.velocity(in: list).x
            if shown > cell.bounds.width * 0.7, let first = actions.first, let path = openPath {
                run(first, at: path)
            } else if shown > width / 2 || velocity < -300 {
                slide(cell, to: -width)
            } else {
                close(animated: true)
            }
        default:
            break
        }
    }

    /// Puts the action buttons of `path` behind its content.
    private func open(_ path: IndexPath) {
        guard let list, let cell = list.cellForRow(at: path) else { return }
        actions = list.listDelegate?.listView(list, trailingSwipeActionsForRowAt: path) ?? []
        openPath = path
        var x = cell.bounds.width - Self.actionWidth * Double(actions.count)
        for (index, action) in actions.enumerated() {
            let button = Button(frame: Rect(x: x, y: 0, width: Self.actionWidth, height: cell.bounds.height))
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.setBackgroundColor(action.backgroundColor, for: .normal)
            button.addAction(for: .touchUpInside, target: self) { owner, _ in
                guard let path = owner.openPath, owner.actions.indices.contains(index) else { return }
                owner.run(owner.actions[index], at: path)
            }
            cell.insertSubview(button, at: 0)
            buttons.append(button)
            x += Self.actionWidth
        }
    }

    /// Runs `action` on the open row `path` while it is still open (a destructive action that
    /// deletes the row makes it slide out, `ListView.deleteRows(at:animated:)`), then closes the
    /// row if the action left it.
    private func run(_ action: ListAction, at path: IndexPath) {
        action.handler(path)
        close(animated: true)
    }

    private func slide(_ cell: ListCell, to x: Double) {
        View.animate(duration: .milliseconds(200), curve: .easeOut) { cell.content.frame.origin.x = x }
    }

    /// Lets go of the open row without closing it (it is being deleted and slides out), and
    /// returns its action buttons, to be removed once it has.
    func forget() -> [Button] {
        let left = buttons
        openPath = nil
        buttons = []
        actions = []
        return left
    }

    /// Closes the open row.
    func close(animated: Bool) {
        guard openPath != nil else { return }
        let closing = cell
        let leaving = buttons
        openPath = nil
        buttons = []
        // The actions' handlers may hold the list: kept only while a row is open.
        actions = []
        guard let closing else {
            for button in leaving { button.removeFromSuperview() }
            return
        }
        if animated {
            View.animate(
                duration: .milliseconds(200), curve: .easeOut, animations: { closing.content.frame.origin.x = 0 },
                completion: { _ in for button in leaving { button.removeFromSuperview() } })
        } else {
            closing.content.frame.origin.x = 0
            for button in leaving { button.removeFromSuperview() }
        }
    }
}
