import Input
import Raster
import System
import Tactile

/// `tactile debug-scroll [--content WxH] [--paging] [--input SOURCE]... [--input-description DESC]
/// [--size WxH] [--rotate R] [--input-config PATH] [--display …]`: one scroll view filling the
/// screen over content of that size (default: the screen's width, four screens tall), starting
/// at offset 0,0, printing one line per frame while anything moves and one `state=idle` line
/// each time it comes to rest:
/// `t=<seconds> offset=<x>,<y> zoom=<scale> state=<tracking|dragging|decelerating|bouncing|idle>`.
/// Offsets are `contentOffset` in points. A replay runs in virtual time at the display's frame
/// rate, with the recording's own times, and the command exits once the replay has ended and the
/// view rests.
enum DebugScrollCommand {
    static let options: [ApplicationOption] = [
        .value("--content", "WxH", help: "the content's size in points (default: screen width × 4 screen heights)"),
        .flag("--paging", help: "flings stop on pages of the screen's size"),
        .value("--zoom", "MIN-MAX", help: "two fingers zoom the content between these scales (e.g. 1-4)"),
    ]

    static let usage = """
        usage: tactile debug-scroll [--content WxH] [--paging] [--zoom MIN-MAX] [--input auto|evdev:PATH|name:TEXT|replay:FILE]...
                                    [--input-description DESC] [--size WxH] [--rotate 0|90|180|270]
                                    [--input-config PATH] [--display headless|fbdev[:PATH]|x11]
        """

    static func run(arguments: [String]) -> Int32 {
        let app: Application
        switch InspectorSetup.application(arguments: arguments, options: options, usage: usage) {
        case .success(let made): app = made
        case .failure(let status): return status.code
        }
        var content = Size(width: app.screen.size.width, height: app.screen.size.height * 4)
        if let text = app.value(of: "--content") {
            do throws(OptionsError) {
                let (width, height) = try RuntimeOptions.parseSize(text)
                content = Size(width: Double(width), height: Double(height))
            } catch {
                Console.error("--content must be WIDTHxHEIGHT with each side in 1...\(RuntimeOptions.maximumSide), not \(text)\n"
                              + usage)
                return 2
            }
        }
        let scrollView = ScrollView(frame: app.window.bounds)
        scrollView.contentSize = content
        scrollView.isPagingEnabled = app.isSet("--paging")
        let sample = ScrollSampleContent(size: content)
        scrollView.addSubview(sample)
        let zooming = ZoomingContent(view: sample)
        if let text = app.value(of: "--zoom") {
            guard let range = parseZoom(text) else {
                Console.error("--zoom must be MIN-MAX with 0.01 <= MIN <= MAX <= 1000, not \(text)\n" + usage)
                return 2
            }
            scrollView.minimumZoomScale = range.0
            scrollView.maximumZoomScale = range.1
            scrollView.delegate = zooming
        }
        app.window.addSubview(scrollView)
        var last: (offset: Point, zoom: Double, state: String) = (scrollView.contentOffset, 1, "idle")
        app.onFrame = { time in
            let state = describeState(of: scrollView)
            let offset = scrollView.contentOffset
            let zoom = scrollView.zoomScale
            guard offset != last.offset || zoom != last.zoom || state != last.state else { return }
            last = (offset, zoom, state)
            Console.info("t=\(InspectorSetup.recordingTime(time, in: app).secondsText) offset=\(fixed(offset.x)),\(fixed(offset.y)) "
                         + "zoom=\(TextScanner.fixed(zoom, decimals: 4)) state=\(state)")
        }
        return app.runUntilStopped()
    }

    /// "MIN-MAX" as two scales, 0.01 ≤ MIN ≤ MAX ≤ 1000 (a smaller scale would shrink the
    /// content to nothing, a larger one blow a point up beyond any screen).
    static func parseZoom(_ text: String) -> (Double, Double)? {
        // Parsed without the C library's strtod, which the device build does not link.
        let parts = Array(text.utf8).split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.count == 2, let low = TextScanner.double(parts[0]), let high = TextScanner.double(parts[1]),
              low >= 0.01, low <= high, high <= 1000 else { return nil }
        return (low, high)
    }

    /// The scroll view's state for the line: bouncing is a motion beyond an edge (or a scale
    /// returning to its limits).
    static func describeState(of scrollView: ScrollView) -> String {
        if scrollView.isZoomBouncing { return "bouncing" }
        if scrollView.isDragging || scrollView.isZooming { return "dragging" }
        if scrollView.isDecelerating || scrollView.isScrollAnimating {
            return scrollView.isBeyondEdges ? "bouncing" : "decelerating"
        }
        if scrollView.isTracking { return "tracking" }
        return "idle"
    }

    /// Gives the sample content to zoom.
    final class ZoomingContent: ScrollViewDelegate {
        unowned(unsafe) let view: View
        init(view: View) { self.view = view }
        func viewForZooming(in scrollView: ScrollView) -> View? { view }
    }

    private static func fixed(_ value: Double) -> String {
        TextScanner.fixed(value, decimals: 2)
    }
}
