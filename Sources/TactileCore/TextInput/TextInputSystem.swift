import TactilePlatform
import TactileSystem

/// A screen's text input (`screen.textInput`): which text field or text view receives typing
/// (its `client`), the on-screen keyboard, and what the hardware keyboard types.
///
/// A `TextField` or `TextView` that becomes first responder calls `begin(_:)`: the keyboard
/// slides up from the bottom (`animationDuration`, in a window at `Window.Level.keyboard`) and
/// the content moves so the field stays visible: the nearest enclosing `ScrollView` gets the
/// covered height added to its `contentInset.bottom` and scrolls the field into the rest, or,
/// without one, the field's window moves its content up (its bounds origin) as far as needed.
/// Resigning calls `end(_:)`: the keyboard slides down and the content goes back.
///
/// Hardware keys (evdev keyboards, and the desktop window's X11 keys as the same records; US
/// layout) arrive through `ScreenSession.handleKeys`:
/// characters with Shift and Caps Lock, backspace, return, and left and right move the caret.
public final class TextInputSystem {
    /// The screen whose text input this is.
    @Unowned public private(set) var screen: Screen
    /// What typing goes to; nil when nothing is being edited.
    @Unowned public private(set) var client: (any TextInputClient)?
    /// Whether the on-screen keyboard comes up for editing (turn it off for a device with a
    /// hardware keyboard). Default true.
    public var usesOnScreenKeyboard = true
    /// The on-screen keyboard, made the first time it is shown.
    public private(set) var keyboard: Keyboard?
    /// Whether the on-screen keyboard is up (or sliding up).
    public private(set) var isKeyboardShown = false
    /// How long the keyboard takes to slide in or out. Default 0.25 s.
    public var animationDuration: Interval = .milliseconds(250)
    /// Room between a field and the keyboard's top, in points.
    public var keyboardMargin = 8.0

    private var keyboardWindow: KeyboardWindow?
    /// The scroll view whose bottom inset grew for the keyboard, and by how much.
    @Unowned private var adjustedScrollView: ScrollView?
    private var addedInset = 0.0
    /// The window whose content moved up, and how far.
    @Unowned private var shiftedWindow: Window?
    private var windowShift = 0.0

    private var shiftKeysDown: [UInt16] = []
    private var commandKeysDown: [UInt16] = []
    /// Whether Caps Lock is on (toggled by its key).
    public private(set) var isCapsLockOn = false

    init(screen: Screen) {
        self.screen = screen
    }

    /// The keyboard's height on this screen (`Keyboard.preferredHeight(for:)`).
    public var keyboardHeight: Double { Keyboard.preferredHeight(for: screen.size) }

    /// Where the keyboard covers the screen (screen points) when shown; empty when hidden.
    public var keyboardFrame: Rect {
        guard isKeyboardShown else { return .zero }
        let height = keyboardHeight
        return Rect(x: 0, y: screen.size.height - height, width: screen.size.width, height: height)
    }

    /// The room kept above the keys for a preview of the top row.
    private var previewRoom: Double { keyboardHeight * 0.35 }

    // MARK: Editing sessions

    /// `client` starts editing (it became first responder): typing goes to it, and the
    /// keyboard comes up.
    public func begin(_ client: any TextInputClient) {
        self.client = client
        keyboard?.client = client
        if usesOnScreenKeyboard { showKeyboard() }
        keepClientVisible()
    }

    /// `client` stops editing: the keyboard goes down and the content back, unless another
    /// client began meanwhile.
    public func end(_ client: any TextInputClient) {
        guard let current = self.client, current === client else { return }
        self.client = nil
        keyboard?.client = nil
        hideKeyboard()
    }

    /// Ends the editing: the client resigns first responder (the keyboard's hide key).
    public func dismissKeyboard() {
        guard let client else { return }
        _ = client.textInputView.resignFirstResponder()
        // A client that refuses to resign keeps the keyboard.
    }

    /// The client's caret moved: keep it visible above the keyboard.
    func clientCaretDidMove(_ moved: any TextInputClient) {
        guard isKeyboardShown, let client, client === moved else { return }
        keepClientVisible()
    }

    // MARK: The keyboard

    private func makeKeyboard() -> (KeyboardWindow, Keyboard) {
        if let keyboardWindow, let keyboard { return (keyboardWindow, keyboard) }
        let room = previewRoom, height = keyboardHeight
        let window = KeyboardWindow(
            screen: screen,
            frame: Rect(
                x: 0, y: screen.size.height, width: screen.size.width,
                height: height + room))
        window.windowLevel = .keyboard
        window.backgroundColor = nil
        window.isOpaque = false
        let keyboard = Keyboard(frame: Rect(x: 0, y: room, width: screen.size.width, height: height))
        keyboard.onDismiss = Unowned(self).callback { owner in owner.dismissKeyboard() }
        window.addSubview(keyboard)
        keyboardWindow = window
        self.keyboard = keyboard
        return (window, keyboard)
    }

    private func showKeyboard() {
        let (window, keyboard) = makeKeyboard()
        keyboard.client = client
        guard !isKeyboardShown else { return }
        isKeyboardShown = true
        let shownY = screen.size.height - keyboardHeight - previewRoom
        if !screen.windows.contains(where: { $0 === window }) {
            keyboard.reset()
            window.frame.origin.y = screen.size.height
            window.show()
        }
        screen.animator.animate(
            withDuration: animationDuration, options: .beginFromCurrentState,
            changes: {
                window.frame.origin.y = shownY
            })
    }

    private func hideKeyboard() {
        restoreContent()
        guard isKeyboardShown, let window = keyboardWindow else { return }
        isKeyboardShown = false
        screen.animator.animate(
            withDuration: animationDuration, options: .beginFromCurrentState,
            changes: {
                window.frame.origin.y = screen.size.height
            },
            completion: Unowned(self).callback { owner, _ in
                if !owner.isKeyboardShown { window.removeFromScreen() }
            })
    }

    // MARK: Keeping the field visible

    /// Moves the content so the client's view (or, when it is taller than the room left, its
    /// caret) shows above the keyboard.
    private func keepClientVisible() {
        guard isKeyboardShown, let client else { return }
        let view = client.textInputView
        guard let window = view.window else { return }
        let keyboardTop = screen.size.height - keyboardHeight
        if let scrollView = nearestScrollView(of: view) {
            if shiftedWindow != nil { restoreWindowShift() }
            scroll(scrollView, toShow: client, keyboardTop: keyboardTop)
        } else {
            if adjustedScrollView != nil { restoreScrollInset() }
            shift(window, toShow: client, keyboardTop: keyboardTop)
        }
    }

    private func nearestScrollView(of view: View) -> ScrollView? {
        var current = view.superview
        while let candidate = current {
            if let scrollView = candidate as? ScrollView { return scrollView }
            current = candidate.superview
        }
        return nil
    }

    /// The part of the client to show, in `target`'s bounds coordinates: the whole view when
    /// it fits in `room` points of height, else its caret.
    private func rectToShow(_ client: any TextInputClient, in target: View, room: Double) -> Rect {
        let view = client.textInputView
        let whole = view.convert(view.bounds, to: target)
        if whole.height + 2 * keyboardMargin <= room { return whole }
        return view.convert(client.caretRect, to: target)
    }

    private func scroll(_ scrollView: ScrollView, toShow client: any TextInputClient, keyboardTop: Double) {
        if let adjusted = adjustedScrollView, adjusted !== scrollView { restoreScrollInset() }
        let screenFrame = frameOnScreen(of: scrollView)
        let covered = Swift.max(0, Swift.min(screenFrame.maxY - keyboardTop, screenFrame.height))
        var inset = scrollView.contentInset
        inset.bottom += covered - addedInset
        addedInset = covered
        adjustedScrollView = scrollView
        scrollView.contentInset = inset
        // What a translucent bar covers at the top is not room either.
        let hidden = scrollView.contentInsetAdjustmentBehavior == .never ? 0 : scrollView.safeAreaInsets.top
        let room = scrollView.bounds.height - covered - hidden
        let rect = rectToShow(client, in: scrollView, room: room)
        var offset = scrollView.contentOffset
        if rect.maxY + keyboardMargin > offset.y + hidden + room { offset.y = rect.maxY + keyboardMargin - room - hidden }
        if rect.minY - keyboardMargin < offset.y + hidden { offset.y = rect.minY - keyboardMargin - hidden }
        let range = scrollView.offsetRange
        offset.y = Swift.min(Swift.max(offset.y, range.minY), range.maxY)
        if offset != scrollView.contentOffset { scrollView.setContentOffset(offset, animated: true) }
    }

    private func shift(_ window: Window, toShow client: any TextInputClient, keyboardTop: Double) {
        if let shifted = shiftedWindow, shifted !== window { restoreWindowShift() }
        let height = keyboardHeight
        // Where the client would be with the content unmoved, in screen points (the window's
        // bounds coordinates are the content's, whatever the shift).
        var rect = rectToShow(client, in: window, room: screen.size.height - height)
        rect.origin.y += window.frame.minY
        let needed = Swift.max(0, Swift.min(rect.maxY + keyboardMargin - keyboardTop, height))
        shiftedWindow = window
        guard needed != windowShift else { return }
        windowShift = needed
        screen.animator.animate(
            withDuration: animationDuration, options: .beginFromCurrentState,
            changes: {
                window.bounds.origin.y = needed
            })
    }

    private func restoreContent() {
        restoreScrollInset()
        restoreWindowShift()
    }

    private func restoreScrollInset() {
        guard let scrollView = adjustedScrollView else { return }
        var inset = scrollView.contentInset
        inset.bottom -= addedInset
        scrollView.contentInset = inset
        adjustedScrollView = nil
        addedInset = 0
        let range = scrollView.offsetRange
        var offset = scrollView.contentOffset
        offset.y = Swift.min(Swift.max(offset.y, range.minY), range.maxY)
        if offset != scrollView.contentOffset { scrollView.setContentOffset(offset, animated: true) }
    }

    private func restoreWindowShift() {
        guard let window = shiftedWindow else { return }
        shiftedWindow = nil
        windowShift = 0
        screen.animator.animate(
            withDuration: animationDuration, options: .beginFromCurrentState,
            changes: {
                window.bounds.origin.y = 0
            })
    }

    /// A view's frame in screen points (translations only).
    private func frameOnScreen(of view: View) -> Rect {
        guard let window = view.window else { return view.frame }
        var rect = view.convert(view.bounds, to: window)
        rect.origin.x += window.frame.minX - window.bounds.minX
        rect.origin.y += window.frame.minY - window.bounds.minY
        return rect
    }

    // MARK: Hardware keyboard

    /// Types a hardware keyboard's key into the client: characters of the US layout with Shift
    /// and Caps Lock, backspace, return ("\n"), left and right arrows; auto-repeats type again.
    /// Keys pressed with Ctrl, Alt or Meta type nothing. Returns whether the key was used.
    @discardableResult
    public func handleHardwareKey(_ record: KeyRecord) -> Bool {
        guard case .keyboard(let code) = record.key else { return false }
        switch code {
        case USKeyboardLayout.leftShift, USKeyboardLayout.rightShift:
            shiftKeysDown.removeAll { $0 == code }
            if record.isPressed { shiftKeysDown.append(code) }
            return false
        case USKeyboardLayout.leftControl, USKeyboardLayout.rightControl, USKeyboardLayout.leftAlt,
            USKeyboardLayout.rightAlt, USKeyboardLayout.leftMeta, USKeyboardLayout.rightMeta:
            commandKeysDown.removeAll { $0 == code }
            if record.isPressed { commandKeysDown.append(code) }
            return false
        case USKeyboardLayout.capsLock:
            if record.isPressed && !record.isRepeat { isCapsLockOn.toggle() }
            return false
        default:
            break
        }
        guard record.isPressed, commandKeysDown.isEmpty, let client else { return false }
        switch code {
        case USKeyboardLayout.backspace: client.deleteBackward()
        case USKeyboardLayout.enter, USKeyboardLayout.keypadEnter: client.insertText("\n")
        case USKeyboardLayout.left: client.moveCaret(by: -1)
        case USKeyboardLayout.right: client.moveCaret(by: 1)
        default:
            guard
                let text = USKeyboardLayout.text(
                    forKeyCode: code, shift: !shiftKeysDown.isEmpty,
                    capsLock: isCapsLockOn)
            else { return false }
            client.insertText(text)
        }
        return true
    }
}
