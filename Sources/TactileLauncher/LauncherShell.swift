import TactileCore
import TactileImages
import TactileInput
import TactilePlatform
import TactileRaster
import TactileSystem

/// What the launcher shows and listens to around the apps: the home screen in the launcher's
/// window, the status bar, the app strip, the touch rings, the system gestures and the home key.
/// Made by `Launcher.startShell()`.
final class LauncherShell {
    @Unowned private(set) var launcher: Launcher
    let homeScreen: HomeScreenView
    let statusWindow: Window
    let statusBar: StatusBarView
    let stripWindow: Window
    let strip: AppStripView
    let gestures: SystemGestureStage
    let touchRings: TouchIndicatorStage
    let ringWindow: Window
    /// The app window following a pinch, and where the fingers started.
    private var pinchedWindow: Window?
    private var pinchStartCentroid = Point(x: 0, y: 0)
    private(set) var isShowingStrip = false

    init(launcher: Launcher, wallpaper: Bitmap?, fixedTime: (hour: Int, minute: Int)?) {
        // fixedTime: --time, for pictures that must not depend on the hour.
        self.launcher = launcher
        let session = launcher.session
        let screen = session.screen
        let home = session.window
        home.backgroundColor = Color(rgb: 0x1C_2850)
        home.accessibilityContainerTitle = "Home screen"
        homeScreen = HomeScreenView(frame: home.bounds)
        if let wallpaper { homeScreen.wallpaper = .image(wallpaper) }
        homeScreen.topInset = LauncherShell.statusBarHeight
        home.addSubview(homeScreen)

        statusWindow = Window(
            screen: screen,
            frame: Rect(
                x: 0, y: 0, width: screen.size.width,
                height: LauncherShell.statusBarHeight))
        statusWindow.windowLevel = .overlay
        statusWindow.backgroundColor = .clear
        var clock = WallClock.system()
        if let fixedTime {
            clock = WallClock { WallTime(hour: fixedTime.hour, minute: fixedTime.minute) }
        }
        statusBar = StatusBarView(
            frame: statusWindow.bounds, wallClock: clock,
            scheduler: LauncherShell.clockScheduler(session))
        statusWindow.addSubview(statusBar)
        statusWindow.isUserInteractionEnabled = false

        stripWindow = Window(screen: screen)
        stripWindow.windowLevel = .appStrip
        stripWindow.backgroundColor = .clear
        strip = AppStripView(frame: stripWindow.bounds)
        stripWindow.addSubview(strip)

        ringWindow = Window(screen: screen)
        ringWindow.windowLevel = .system
        ringWindow.backgroundColor = .clear
        ringWindow.isUserInteractionEnabled = false
        touchRings = TouchIndicatorStage(indicators: TouchIndicators(in: ringWindow))

        gestures = SystemGestureStage()
        gestures.screenBounds = screen.bounds
        // The rings see every touch, then the system gestures, then the apps.
        session.touchPipeline.add(touchRings, at: 0)
        session.touchPipeline.add(gestures, at: 1)
        wire()
        statusWindow.show()
        ringWindow.show()
    }

    /// The status bar's height in points.
    static let statusBarHeight = 24.0

    private func wire() {
        let launcher = self.launcher
        homeScreen.onLaunch = Unowned(self).callback { owner, item in
            guard !owner.isShowingStrip, let app = launcher.app(named: item.id) else { return }
            launcher.logLine("system: icon \(item.name) → open")
            launcher.open(app, animated: true)
        }
        launcher.iconFrame = Unowned(self).callback { owner, app in
            owner.homeScreen.iconFrame(forItemID: app.name)
        }
        strip.onSelect = Unowned(self).callback { owner, item in
            guard let app = launcher.app(named: item.id) else { return }
            launcher.logLine("system: strip \(item.name) → open")
            owner.hideStrip(returningTo: app)
        }
        strip.onClose = Unowned(self).callback { owner, item in
            guard let app = launcher.app(named: item.id) else { return }
            launcher.logLine("system: strip \(item.name) → close")
            let wasForeground = app === launcher.foregroundApp
            launcher.terminate(app)
            if wasForeground || launcher.openApps.isEmpty { owner.hideStrip(returningTo: nil) } else { owner.refreshStrip() }
        }
        strip.onDismiss = Unowned(self).callback { owner in
            launcher.logLine("system: strip dismissed")
            owner.hideStrip(returningTo: launcher.foregroundApp)
        }
        gestures.onGesture = Unowned(self).callback { owner, gesture in owner.handle(gesture) }
        let session = launcher.session
        session.addKeyAction(for: .home, gesture: .press) { [owner = Unowned(self)] in
            launcher.logLine("system: home key → home")
            if owner.object.isShowingStrip { owner.object.hideStrip(returningTo: nil) }
            launcher.goHome(animated: true)
        }
        session.addKeyAction(for: .home, gesture: .doublePress) { [owner = Unowned(self)] in
            launcher.logLine("system: home key double press → app strip")
            owner.object.showStrip()
        }
        statusBar.start()
        launcher.appInsets = EdgeInsets(top: LauncherShell.statusBarHeight, left: 0, bottom: 0, right: 0)
        launcher.foregroundDidChange = Unowned(self).callback { owner in owner.foregroundDidChange() }
        session.screen.sizeDidChange = Unowned(self).callback { owner in owner.screenDidResize() }
    }

    /// The status bar's minute timer. A repeating timer that fires once: unlike a pending
    /// one-shot timer it does not keep the application from being idle (a screenshot at idle
    /// would otherwise wait for the next minute, and the next). In the common modes: the clock
    /// turns to the next minute while a finger drags a list (`RunLoopMode`).
    private static func clockScheduler(_ session: ScreenSession) -> StatusBarView.Scheduler {
        { [session = Unowned(session)] delay, fire in
            let timer = session.object.scheduledTimer(after: delay, repeating: .seconds(60), mode: .common) { timer in
                timer.invalidate()
                fire()
            }
            return { timer.invalidate() }
        }
    }

    /// The display turned: the windows that are not full screen follow.
    private func screenDidResize() {
        let size = launcher.session.screen.size
        statusWindow.frame = Rect(x: 0, y: 0, width: size.width, height: LauncherShell.statusBarHeight)
        statusBar.frame = statusWindow.bounds
        homeScreen.frame = launcher.session.window.bounds
        strip.frame = stripWindow.bounds
        gestures.screenBounds = launcher.session.screen.bounds
        launcher.layOutAppWindows()
    }

    /// Over an app the status bar has a black band of its own (the app starts below it); over
    /// the home screen the wallpaper shows through.
    func foregroundDidChange() {
        statusWindow.backgroundColor = launcher.foregroundApp == nil ? .clear : .black
        Accessibility.post(.screenChanged(focus: nil))
    }

    /// The registered apps as home-screen items.
    func reloadHomeScreen() {
        var pages: [LauncherItem] = []
        var dock: [LauncherItem] = []
        for app in launcher.apps {
            let item = LauncherItem(id: app.name, name: app.name, icon: app.registration.icon)
            if app.registration.isInDock { dock.append(item) } else { pages.append(item) }
        }
        homeScreen.setItems(pages, dock: dock)
        // No dock without apps for it.
        if dock.isEmpty { homeScreen.dockHeight = 0 }
    }

    // MARK: System gestures

    func handle(_ gesture: SystemGesture) {
        let launcher = self.launcher
        switch gesture {
        case .swipe(let direction):
            switch direction {
            case .up:
                launcher.logLine("system: swipe up → app strip")
                showStrip()
            case .left, .right:
                let offset = direction == .left ? 1 : -1
                guard !isShowingStrip, let next = launcher.neighbour(offset: offset) else {
                    launcher.logLine("system: swipe \(direction == .left ? "left" : "right") → nothing to switch to")
                    return
                }
                launcher.logLine("system: swipe \(direction == .left ? "left" : "right") → \(next.name)")
                launcher.slide(to: next, fromTrailingEdge: direction == .left)
            }
        case .pinchBegan:
            beginPinch()
        case .pinchChanged(let scale, let centroid):
            followPinch(scale: scale, centroid: centroid)
        case .pinchEnded(_, _, let goesHome):
            endPinch(goesHome: goesHome)
        case .tap(let fingers):
            guard let settings = launcher.app(named: Launcher.settingsAppName) else { return }
            launcher.logLine("system: \(fingers)-finger tap → \(settings.name)")
            if isShowingStrip { hideStrip(returningTo: nil) }
            launcher.open(settings, animated: launcher.foregroundApp == nil)
        }
    }

    private func beginPinch() {
        guard !isShowingStrip, let app = launcher.foregroundApp, let window = app.window else {
            launcher.logLine("system: pinch → nothing open")
            return
        }
        launcher.logLine("system: pinch \(app.name)")
        window.removeAllAnimations()
        pinchedWindow = window
        pinchStartCentroid = Point(x: -1, y: -1)
    }

    private func followPinch(scale: Double, centroid: Point) {
        guard let window = pinchedWindow else { return }
        if pinchStartCentroid.x < 0 { pinchStartCentroid = centroid }
        let s = min(max(scale, 0.1), 1.25)
        // The window turns about its centre.
        let middle = launcher.appFrame.center
        // The point under the fingers when they started stays under them: T(c0) = c.
        let dx = centroid.x - middle.x - s * (pinchStartCentroid.x - middle.x)
        let dy = centroid.y - middle.y - s * (pinchStartCentroid.y - middle.y)
        launcher.session.animator.performWithoutAnimation {
            window.transform = AffineTransform(scaleX: s, y: s).concatenating(AffineTransform(translationX: dx, y: dy))
        }
    }

    private func endPinch(goesHome: Bool) {
        guard let window = pinchedWindow else { return }
        pinchedWindow = nil
        if goesHome, launcher.foregroundApp?.window === window {
            launcher.logLine("system: pinch released → home")
            launcher.goHome(animated: true)
        } else {
            launcher.logLine("system: pinch released → back to the app")
            launcher.session.animator.animate(
                with: Spring(duration: .milliseconds(350), bounce: 0),
                changes: {
                    window.transform = .identity
                })
        }
    }

    // MARK: The app strip

    private func refreshStrip() {
        strip.setItems(launcher.openApps.map { LauncherItem(id: $0.name, name: $0.name, icon: $0.registration.icon) })
    }

    func showStrip() {
        guard !isShowingStrip, !launcher.openApps.isEmpty else { return }
        isShowingStrip = true
        refreshStrip()
        stripWindow.makeKeyAndVisible()
        strip.show(animated: true)
        Accessibility.post(.screenChanged(focus: nil))
        if let window = launcher.foregroundApp?.window {
            // The app shrinks into the upper part, above the strip, still showing.
            let frame = launcher.appFrame
            let scale = LauncherShell.stripAppScale
            let top = LauncherShell.statusBarHeight + 8
            // Scaled about its centre; its top edge moved to `top`.
            let dy = top - (frame.midY - frame.height * scale / 2)
            launcher.session.animator.animate(
                with: Spring(duration: .milliseconds(350), bounce: 0),
                changes: {
                    window.transform = AffineTransform(scaleX: scale, y: scale).concatenating(AffineTransform(translationX: 0, y: dy))
                })
        }
    }

    /// The scale of the current app above the strip.
    static let stripAppScale = 0.55

    func hideStrip(returningTo app: HostedApp?) {
        guard isShowingStrip else { return }
        isShowingStrip = false
        strip.hide(animated: true) { [owner = Unowned(self)] in
            if !owner.object.isShowingStrip { owner.object.stripWindow.removeFromScreen() }
        }
        Accessibility.post(.screenChanged(focus: nil))
        let launcher = self.launcher
        if let app {
            if app === launcher.foregroundApp, let window = app.window {
                launcher.session.animator.animate(
                    with: Spring(duration: .milliseconds(350), bounce: 0),
                    changes: {
                        window.transform = .identity
                    })
                window.makeKey()
            } else {
                launcher.open(app, animated: false)
            }
        } else if launcher.foregroundApp != nil {
            launcher.goHome(animated: true)
        } else {
            launcher.session.window.makeKey()
        }
    }
}

extension Launcher {
    /// The name the Settings app is registered under (the 10-finger tap opens it).
    public static let settingsAppName = "Settings"

    /// Slides from the app on screen to `next`: the current one moves out, `next` comes in from
    /// the trailing edge (`fromTrailingEdge`) or the leading one.
    public func slide(to next: HostedApp, fromTrailingEdge: Bool) {
        guard let current = foregroundApp, current !== next, let leaving = current.window else {
            open(next, animated: false)
            return
        }
        let width = session.screen.size.width
        let direction = fromTrailingEdge ? 1.0 : -1.0
        // The leaving window stays on screen for the slide, then goes with its app.
        sendToBackgroundKeepingWindow(current)
        bringToForeground(next)
        let arriving: Window = next.window
        session.animator.performWithoutAnimation {
            arriving.transform = AffineTransform(translationX: direction * width, y: 0)
        }
        session.animator.animate(
            with: Spring(duration: .milliseconds(350), bounce: 0),
            changes: {
                arriving.transform = .identity
                leaving.transform = AffineTransform(translationX: -direction * width, y: 0)
            },
            completion: Unowned(self).callback { owner, _ in
                if current.state == .background { owner.takeOffScreen(current) }
            })
    }
}
