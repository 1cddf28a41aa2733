/// The root of a view tree shown on a screen. Its coordinates are the screen's, in points.
open class Window: View {
    /// The screen showing the window; nil until it is shown.
    @Unowned public final internal(set) var screen: Screen?

    /// The window's level among the screen's windows (`.normal` by default): a status bar is
    /// `.overlay`, an alert `.alert`.
    public var windowLevel: Level = .normal {
        didSet { if windowLevel != oldValue { screen?.windowLevelDidChange(self) } }
    }

    /// The view in this window that receives hardware key presses first (`becomeFirstResponder`);
    /// nil for the window itself. Cleared when that view leaves the window.
    @Unowned public final internal(set) var firstResponder: View?

    /// The screen filling the window (`rootViewController`, Navigation/Window+RootViewController.swift).
    var rootViewControllerStorage: ViewController?

    /// A window covering `screen`, not yet shown (call `makeKeyAndVisible()`).
    public init(screen: Screen) {
        super.init(frame: Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height))
        self.screen = screen
        screen.attach(self)
    }

    deinit {
        screen?.detach(self)
    }

    /// A window of `frame` (screen points) for `screen`, not yet shown: a status bar, an alert.
    public convenience init(screen: Screen, frame: Rect) {
        self.init(screen: screen)
        self.frame = frame
    }

    /// A window with the given frame on no screen: it cannot be shown (`show()` and
    /// `makeKeyAndVisible()` do nothing); for tests that hit-test windows by hand. Use
    /// `init(screen:frame:)` for a window to show.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Whether this is its screen's key window (the one receiving non-touch events).
    public var isKeyWindow: Bool {
        guard let screen else { return false }
        return screen.keyWindow === self
    }

    /// Shows the window in front of the screen's other windows of its level (behind those of
    /// higher levels) and makes it the key window.
    public func makeKeyAndVisible() {
        guard let screen else { return }
        isHidden = false
        screen.addWindow(self)
        screen.keyWindow = self
    }

    /// Makes the window the key window of its screen; does nothing while it is not shown.
    public func makeKey() {
        guard let screen, screen.windows.contains(where: { $0 === self }) else { return }
        screen.keyWindow = self
    }

    /// Shows the window in front of the other windows of its level without making it key (a
    /// status bar).
    public func show() {
        guard let screen else { return }
        isHidden = false
        screen.addWindow(self)
    }

    /// Keeps the root view controller's view filling the window.
    open override func layoutSubviews() {
        rootViewControllerStorage?.viewIfLoaded?.frame = bounds
    }

    /// Takes the window off its screen; the area it covered is repainted.
    public func removeFromScreen() {
        screen?.removeWindow(self)
    }
}
