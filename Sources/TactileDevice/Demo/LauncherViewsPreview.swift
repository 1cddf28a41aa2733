import Tactile

/// The launcher's views working together without the application layer: the home screen
/// (Showcase, Settings and placeholder apps, two in the dock) with the status bar over it;
/// tapping an icon "opens" its app, which shows the app strip with the open apps, most recent
/// first. In the strip a tap or a tap outside hides it, a swipe up closes the app.
final class LauncherViewsPreview: View {
    let home: HomeScreenView
    let statusBar: StatusBarView
    let strip: AppStripView
    /// The "open" apps, most recent first.
    private var open: [LauncherItem] = []

    override init(frame: Rect) {
        home = HomeScreenView(frame: Rect(origin: .zero, size: frame.size))
        statusBar = StatusBarView(frame: Rect(x: 0, y: 0, width: frame.width, height: StatusBarView.defaultHeight))
        strip = AppStripView(frame: Rect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        clipsToBounds = true
        if let wallpaper = Bitmap.named("wallpaper.png") { home.wallpaper = .image(wallpaper) }
        let showcase = LauncherItem(id: "showcase", name: "Showcase", icon: Bitmap.named("showcase-icon.png"))
        let settings = LauncherItem(id: "settings", name: "Settings", icon: Bitmap.named("settings-icon.png"))
        var items = [showcase, settings]
        for name in ["Notes", "Clock", "Music", "Photos", "Maps", "Weather", "Files", "Terminal"] {
            items.append(LauncherItem(id: name, name: name))
        }
        home.setItems(items, dock: [showcase, settings])
        home.topInset = StatusBarView.defaultHeight
        home.onLaunch = { [unowned(unsafe) self] item in
            self.open.removeAll { $0.id == item.id }
            self.open.insert(item, at: 0)
            self.strip.setItems(self.open)
            self.strip.show(animated: true)
        }
        strip.onSelect = { [unowned(unsafe) self] _ in self.strip.hide(animated: true) }
        strip.onDismiss = { [unowned(unsafe) self] in self.strip.hide(animated: true) }
        strip.onClose = { [unowned(unsafe) self] item in self.open.removeAll { $0.id == item.id } }
        addSubview(home)
        addSubview(strip)
        addSubview(statusBar)
        statusBar.start()
    }

    override func layoutSubviews() {
        home.frame = bounds
        strip.frame = bounds
        statusBar.frame = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: StatusBarView.defaultHeight)
    }
}
