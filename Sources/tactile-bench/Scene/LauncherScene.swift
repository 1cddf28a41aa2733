import Tactile
import TactileImages
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileText

/// The scene part's screen: a launcher of 24 icons with labels in a 6×4 grid over a wallpaper,
/// built from real Tactile views on an 800×480 screen with its own animator.
///
/// Each icon and its label sit in a tile (a plain view without background), so moving or fading
/// a tile moves or fades both; a translucent tile is composited as a group (offscreen, then
/// blended once), as UIKit does.
final class LauncherScene {
    static let columns = 6
    static let rows = 4
    static let tileSize = Size(width: 112, height: 100)
    static let iconSide = 64.0
    static let names = [
        "Phone", "Messages", "Camera", "Photos", "Music", "Maps",
        "Clock", "Weather", "Calendar", "Notes", "Mail", "Files",
        "Settings", "Calculator", "Contacts", "Radio", "Books", "Podcasts",
        "Terminal", "Compass", "Recorder", "Games", "Store", "Help"
    ]

    let screen: Screen
    let window: Window
    let wallpaper: ImageView
    /// The tiles, row by row; each holds an icon (subview 0) and a label (subview 1).
    let tiles: [View]
    /// Where each tile rests.
    let homeCenters: [Point]
    /// The bitmap frames are rendered into, holding the last frame.
    let target: Bitmap
    /// Where full redraws for the pixel check go.
    let check: Bitmap
    let wallpaperPath: String
    let iconPath: String
    let fontPath: String

    struct Missing: Error { var message: String }

    /// The scene rendering into `target` (a display's back buffer), or into a new bitmap of
    /// `format` (XRGB8888, or RGB565 as on a 16-bit panel) of the frame size.
    init(format: PixelFormat = .xrgb8888, target: Bitmap? = nil) throws(Missing) {
        guard let wallpaperPath = AssetLocator.locate("images/wallpaper.png") else {
            throw Missing(message: "images/wallpaper.png not found in \(AssetLocator.assetDirectories())")
        }
        guard let iconPath = AssetLocator.locate("images/icon.png") else {
            throw Missing(message: "images/icon.png not found in \(AssetLocator.assetDirectories())")
        }
        guard let fontPath = FontLocator.locate(FontLocator.defaultRegularFile) else {
            throw Missing(message: "\(FontLocator.defaultRegularFile) not found in \(FontLocator.fontDirectories())")
        }
        self.wallpaperPath = wallpaperPath
        self.iconPath = iconPath
        self.fontPath = fontPath
        let wallpaperImage: Bitmap, iconImage: Bitmap, font: Font
        do throws(ImageError) {
            wallpaperImage = try PNG.decode(contentsOf: wallpaperPath)
            iconImage = try PNG.decode(contentsOf: iconPath)
        } catch {
            throw Missing(message: error.description)
        }
        do throws(FontError) {
            // Never the built-in bitmap font: that would measure something else.
            font = try Font(contentsOfFile: fontPath, size: 13, library: FontLibrary())
        } catch {
            throw Missing(message: error.description)
        }

        let width = Double(FrameSize.width), height = Double(FrameSize.height)
        screen = Screen(width: width, height: height, animator: Animator())
        window = Window(screen: screen)
        wallpaper = ImageView(image: wallpaperImage)
        wallpaper.frame = Rect(x: 0, y: 0, width: width, height: height)
        wallpaper.contentMode = .scaleAspectFill
        window.addSubview(wallpaper)

        var tiles: [View] = [], centers: [Point] = []
        // Cells of 128 × 112 points with 16-point margins; the tiles centred in them.
        for index in 0..<(LauncherScene.columns * LauncherScene.rows) {
            let column = index % LauncherScene.columns, row = index / LauncherScene.columns
            let tile = View(frame: Rect(origin: .zero, size: LauncherScene.tileSize))
            tile.center = Point(x: 80 + 128 * Double(column), y: 72 + 112 * Double(row))
            let icon = ImageView(image: iconImage)
            icon.frame = Rect(
                x: (LauncherScene.tileSize.width - LauncherScene.iconSide) / 2, y: 6,
                width: LauncherScene.iconSide, height: LauncherScene.iconSide)
            let label = Label(frame: Rect(x: 0, y: 74, width: LauncherScene.tileSize.width, height: 20), font: font)
            label.text = LauncherScene.names[index]
            label.textColor = .white
            label.textAlignment = .center
            tile.addSubview(icon)
            tile.addSubview(label)
            window.addSubview(tile)
            tiles.append(tile)
            centers.append(tile.center)
        }
        self.tiles = tiles
        homeCenters = centers
        window.makeKeyAndVisible()
        let frameFormat = target?.format ?? format
        self.target = target ?? Bitmap(width: FrameSize.width, height: FrameSize.height, format: frameFormat)
        check = Bitmap(width: FrameSize.width, height: FrameSize.height, format: frameFormat)
    }

    /// The tiles animated when `count` of them move: spread over the grid.
    static func animatedTiles(count: Int) -> [Int] {
        switch count {
        case 1: return [9]
        case 24: return Array(0..<24)
        default: return (0..<count).map { $0 * 24 / count }
        }
    }

    /// A triangle wave of integers in -6...6, one step per frame.
    static func wave(_ k: Int) -> Int {
        let m = ((k % 24) + 24) % 24
        return m < 12 ? m - 6 : 18 - m
    }

    /// Frame `k` of the animation: each animated tile off its rest position by whole points
    /// (or `step` points per wave step) and translucent (alpha 0.5 to 0.98, never opaque).
    func pose(_ animated: [Int], frame k: Int, step: Double = 1) {
        for i in animated {
            let home = homeCenters[i]
            tiles[i].center = Point(
                x: home.x + step * Double(LauncherScene.wave(k + i)),
                y: home.y + step * Double(LauncherScene.wave(k + i + 6)))
            tiles[i].alpha = 0.5 + Double((k + i) % 32) / 64
        }
    }

    /// Every tile back at rest, opaque.
    func rest() {
        for (tile, home) in zip(tiles, homeCenters) {
            tile.center = home
            tile.alpha = 1
        }
    }

    /// Whether `target`, rendered frame by frame, holds exactly the bytes of a full redraw of
    /// the current state; nil when it does, else what differs.
    func mismatch() -> String? {
        screen.renderAll(into: check)
        return FullRedrawCheck.difference(target, check)
    }
}
