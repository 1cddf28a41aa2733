import TactileCore
import TactileSystem

/// The Photos app: the PNG pictures of a folder as a grid of thumbnails; a tap opens one full
/// screen with a zoom from its cell, a horizontal pager goes through them, pinch and double tap
/// zoom, a drag down closes back into the grid. The device program registers it with its
/// launcher (Sources/Apps/BundledApps/BundledApps.swift).
public enum PhotosApp {
    /// The name under its icon.
    public static let name = "Photos"

    /// Builds the app in `window` over the PNG files of `directory` (default: the assets'
    /// `pictures`); returns what keeps it alive.
    @export(interface)
    public static func start(in window: Window, directory: String?) -> AnyObject {
        let folder = directory ?? AssetLocator.locate("pictures/.").map { AssetLocator.parent(of: $0) } ?? "pictures"
        guard let session = window.session else { preconditionFailure("Photos needs a window on a session's screen") }
        let controller = PhotosController(directory: folder, session: session)
        window.rootViewController = NavigationController(rootViewController: controller)
        return controller
    }
}

/// The grid, and the viewer over it while a picture is open.
final class PhotosController: ViewController {
    let library: PhotoLibrary
    let grid: PhotoGridView
    private(set) var viewer: PhotoViewer?
    /// Whether a picture is zooming open (a second tap meanwhile opens nothing).
    private var isOpening = false
    /// How long the zoom from a cell to the screen, and back, takes.
    static let zoomDuration = Interval.milliseconds(300)

    init(directory: String, session: ScreenSession) {
        // Thumbnails of 1.25 × the cell's design side in pixels (cells widen a little to fill a
        // row); the cache holds three screens of them.
        let side = Int(PhotoGridView.cellSide * session.screen.scale * 1.25)
        library = PhotoLibrary(directory: directory, thumbnailSide: side, thumbnailBudget: 3 * 40 * side * side * 4)
        grid = PhotoGridView(library: library)
        super.init()
        title = "Photos"
        grid.onOpen = Unowned(self).callback { owner, index, cell in owner.open(index, from: cell) }
    }

    override func loadView() {
        view = grid
    }

    /// Opens picture `index`: its thumbnail grows from the cell to where the picture fits the
    /// screen, then the viewer takes its place.
    func open(_ index: Int, from cell: View) {
        guard viewer == nil, !isOpening, let window = grid.window else { return }
        isOpening = true
        let start = cell.convert(cell.bounds, to: window)
        let zoom = ImageView(image: library.cachedThumbnail(index))
        zoom.contentMode = .scaleAspectFill
        zoom.clipsToBounds = true
        zoom.frame = start
        window.addSubview(zoom)
        let picture = library.picture(index)
        let end = fittedRect(for: picture, in: window.bounds)
        View.animate(
            duration: Self.zoomDuration, animations: { zoom.frame = end },
            completion: Unowned(self).callback { owner, _ in
                zoom.removeFromSuperview()
                owner.isOpening = false
                // The picture decoded for the zoom is the viewer's first page: decoded once.
                let viewer = PhotoViewer(library: owner.library, index: index, picture: picture)
                viewer.frame = window.bounds
                viewer.onClose = Unowned(owner).callback { owner, shown in owner.close(showing: shown) }
                window.addSubview(viewer)
                owner.viewer = viewer
            })
    }

    /// Closes the viewer: the picture shrinks back into its cell.
    func close(showing index: Int) {
        guard let viewer, let window = grid.window else { return }
        // The cell of the picture shown, scrolled into view.
        let frame = grid.cellFrame(index)
        if frame.maxY > grid.contentOffset.y + grid.bounds.height || frame.minY < grid.contentOffset.y {
            grid.contentOffset = Point(x: 0, y: max(0, min(frame.minY - 8, grid.contentSize.height - grid.bounds.height)))
            grid.layoutIfNeeded()
        }
        let target = grid.convert(frame, to: window)
        let shrink = ImageView(image: library.cachedThumbnail(index) ?? library.makeThumbnail(index))
        shrink.contentMode = .scaleAspectFill
        shrink.clipsToBounds = true
        shrink.frame = viewer.pager.transform.apply(to: viewer.pager.frame)
        viewer.removeFromSuperview()
        self.viewer = nil
        window.addSubview(shrink)
        View.animate(
            duration: Self.zoomDuration, animations: { shrink.frame = target },
            completion: { _ in
                shrink.removeFromSuperview()
            })
    }

    private func fittedRect(for picture: Bitmap?, in bounds: Rect) -> Rect {
        guard let picture, picture.width > 0, picture.height > 0 else { return bounds }
        let scale = min(bounds.width / Double(picture.width), bounds.height / Double(picture.height))
        let width = Double(picture.width) * scale, height = Double(picture.height) * scale
        return Rect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    }
}
