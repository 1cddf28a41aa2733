import Tactile
import TactileImages
import TactilePlatform
import TactileRaster
import TactileSystem

extension LatencyBench {
    /// A wallpaper and a draggable icon; returns the icon.
    static func buildScene(in app: Application) -> View {
        if let path = AssetLocator.locate("images/wallpaper.png"), let wallpaper = try? PNG.decode(contentsOf: path) {
            let view = ImageView(image: wallpaper)
            view.frame = Rect(x: 0, y: 0, width: app.screen.size.width, height: app.screen.size.height)
            view.contentMode = .scaleToFill
            app.window.addSubview(view)
        }
        let icon: View
        if let path = AssetLocator.locate("images/icon.png"), let image = try? PNG.decode(contentsOf: path) {
            icon = ImageView(image: image)
        } else {
            icon = View()
            icon.backgroundColor = Color(red: 51, green: 102, blue: 230)
        }
        icon.frame = Rect(x: 368, y: 208, width: 64, height: 64)
        app.window.addSubview(icon)
        icon.addGestureRecognizer(
            PanGestureRecognizer { pan in
                guard let view = pan.view else { return }
                let moved = pan.translation(in: view.superview)
                view.center = Point(x: view.center.x + moved.x, y: view.center.y + moved.y)
                pan.setTranslation(.zero, in: view.superview)
            })
        return icon
    }
}
