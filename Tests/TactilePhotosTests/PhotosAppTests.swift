import Glibc
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileCore
@testable import TactilePhotos

/// The Photos app over a folder of 500 pictures (and a bad and a huge file) in virtual time:
/// only visible cells exist, at most one thumbnail is made a frame while scrolling, the cache
/// stays in its budget, bad files are placeholders; opening with the zoom, the pager, the
/// double tap and the drag down that closes.
@Suite struct PhotosAppTests {
    /// Made once for the suite's tests.
    static let folder: String = (try? makeFolder()) ?? "/nonexistent"

    static func makeFolder() throws -> String {
        var template = Array("/tmp/tactile-photos-XXXXXX".utf8CString)
        let directory = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        for index in 0..<500 {
            let bitmap = Bitmap(width: 60, height: 40, format: .argb8888)
            Canvas(bitmap).fill(
                PixelRect(x: 0, y: 0, width: 60, height: 40),
                color: Color(red: UInt8(index % 256), green: UInt8(index / 2 % 256), blue: 90))
            try FileBytes.write(try PNG.encode(bitmap), to: directory + "/" + String(format3(index)) + ".png")
        }
        try FileBytes.write(Array("not a png".utf8), to: directory + "/000a-bad.png")
        // A header claiming 100 000 × 100 000 pixels.
        let huge = Bitmap(width: 1, height: 1, format: .argb8888)
        var bytes = try PNG.encode(huge)
        for (offset, value) in [(16, 0x0001_86A0), (20, 0x0001_86A0)] {
            for byte in 0..<4 { bytes[offset + byte] = UInt8((value >> (24 - 8 * byte)) & 0xFF) }
        }
        try FileBytes.write(bytes, to: directory + "/000b-huge.png")
        return directory
    }

    static func format3(_ value: Int) -> String {
        value < 10 ? "00\(value)" : value < 100 ? "0\(value)" : String(value)
    }

    final class Harness {
        let app: Application
        let controller: PhotosController
        var grid: PhotoGridView { controller.grid }

        init(directory: String) throws {
            app = try makeHeadlessApplication(width: 800, height: 456)
            controller = PhotosApp.start(in: app.window, directory: directory) as! PhotosController
            // The first frame, as `Application.run()` asks for it.
            app.runLoop.setNeedsFrame()
        }

        deinit {
            app.animator.removeAllAnimations()
            app.animator.detach()
        }

        func run(until seconds: Double) { app.runLoop.run(until: Instant(seconds: seconds)) }
    }

    @Test func scrollingFiveHundredPicturesMakesAtMostOneThumbnailAFrame() throws {
        let harness = try Harness(directory: Self.folder)
        let library = harness.controller.library
        #expect(library.count == 502)
        harness.run(until: 2)
        let grid = harness.grid
        // Only the visible rows have cells, and all of them have their thumbnails now.
        let cells = grid.subviews.compactMap { $0 as? ImageView }.filter { !$0.isHidden }
        #expect(cells.count <= grid.columns * (Int(grid.bounds.height / grid.cellFrame(0).height) + 2))
        #expect(cells.allSatisfy { $0.image != nil || $0.backgroundColor == PhotoGridView.broken.lightVariant })
        // The bad and the huge file: placeholders, no thumbnail, no picture.
        let bad = library.paths.firstIndex { $0.hasSuffix("/000a-bad.png") } ?? -1
        let huge = library.paths.firstIndex { $0.hasSuffix("/000b-huge.png") } ?? -1
        #expect(library.hasNoThumbnail(bad) && library.hasNoThumbnail(huge))
        #expect(library.picture(bad) == nil && library.picture(huge) == nil)
        // A fling's worth of scrolling, 60 points a frame for 2 s.
        var made = library.cachedBytes
        let thumbnailBytes = library.thumbnailSide * library.thumbnailSide * 4
        var frames = 0
        for tick in 1...120 {
            grid.contentOffset = Point(x: 0, y: min(Double(tick) * 60, grid.contentSize.height - grid.bounds.height))
            harness.run(until: 2 + Double(tick) / 60)
            let now = library.cachedBytes
            // At most one new thumbnail a frame (or the cache dropping old ones).
            #expect(now - made <= thumbnailBytes, "frame \(tick)")
            #expect(now <= library.thumbnailBudget)
            made = now
            frames += 1
        }
        #expect(frames == 120 && grid.contentOffset.y > 5000)
    }

    /// One finger from `start` moved by `offset` in 20 reports 1/60 s apart from `time`, lifted.
    func swipe(_ harness: Harness, from start: Point, by offset: Point, at time: Double) {
        for step in 0...20 {
            let t = time + Double(step) / 60
            harness.run(until: t)
            let f = Double(step) / 20
            let location = TouchLocation(x: start.x + offset.x * f, y: start.y + offset.y * f)
            let phase: TouchPhase = step == 0 ? .began : (step == 20 ? .ended : .moved)
            harness.app.handleTouches([
                TouchRecord(
                    id: 7 + Int(time * 10), phase: phase, timestamp: Instant(seconds: t),
                    location: location, previousLocation: location)
            ])
        }
    }

    @Test func openPageZoomAndDragDownToClose() throws {
        let harness = try Harness(directory: Self.folder)
        harness.run(until: 1)
        guard let cell = harness.grid.cell(for: 5) else {
            Issue.record(
                "no cell for picture 5: \(harness.grid.bounds) \(harness.grid.subviews.count) \(harness.controller.library.count) \(harness.grid.contentSize) \(harness.controller.library.directory)"
            )
            return
        }
        harness.controller.open(5, from: cell)
        harness.run(until: 1.1)
        #expect(harness.controller.viewer == nil)  // zooming from the cell
        harness.run(until: 1.5)
        guard let viewer = harness.controller.viewer else {
            Issue.record("the viewer did not open")
            return
        }
        #expect(viewer.current == 5 && viewer.currentPage?.imageView.image != nil)
        // The pager: a swipe to the left brings the next picture.
        swipe(harness, from: Point(x: 600, y: 200), by: Point(x: -400, y: 0), at: 1.6)
        harness.run(until: 2.4)
        #expect(viewer.current == 6 && viewer.currentPage?.index == 6)
        // A double tap zooms in, another back out.
        viewer.currentPage?.toggleZoom(at: Point(x: 400, y: 200))
        harness.run(until: 3.4)
        #expect(abs((viewer.currentPage?.zoomScale ?? 0) - 2.5) < 0.01)
        viewer.currentPage?.toggleZoom(at: Point(x: 400, y: 200))
        harness.run(until: 4)
        #expect(abs((viewer.currentPage?.zoomScale ?? 0) - 1) < 0.01)
        // A drag down from the middle closes it back into the grid.
        swipe(harness, from: Point(x: 400, y: 150), by: Point(x: 0, y: 200), at: 4.2)
        harness.run(until: 5)
        #expect(harness.controller.viewer == nil && viewer.superview == nil)
    }
}
