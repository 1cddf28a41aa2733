import Tactile
import TactileInput
import TactileRaster
import TactileSystem

/// `tactile debug-scroll [--content WxH] [--paging] [--zoom MIN-MAX] [--directional-lock]
/// [--lock-angle DEGREES] [--bounces on|off] [--decelerate normal|fast] [--input SOURCE]...
/// [--input-description DESC] [--size WxH] [--rotate R] [--input-config PATH] [--display …]`: one
/// scroll view filling the screen over content of that size (default: the screen's width, four
/// screens tall; up to 10 000 000 points each way), starting at offset 0,0, with the scroll
/// view's mechanisms as the options set them, printing one line per frame while anything moves
/// and one `state=idle` line
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
        .flag("--directional-lock", help: "a drag near an axis scrolls along it only"),
        .value("--lock-angle", "DEGREES", help: "the directional lock's angle from each axis (default 25)"),
        .value("--bounces", "on|off", help: "whether the content rubber-bands past its edges (default on)"),
        .value("--decelerate", "normal|fast", help: "the deceleration rate after a fling (default normal)")
    ]

    /// The longest side `--content` takes: a list of 100 000 rows of 100 points.
    static let maximumContentSide = 10_000_000.0

    static let usage = """
        usage: tactile debug-scroll [--content WxH] [--paging] [--zoom MIN-MAX] [--directional-lock] [--lock-angle DEGREES]
                                    [--bounces on|off] [--decelerate normal|fast] [--input auto|evdev:PATH|name:TEXT|replay:FILE]...
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
            guard let size = parseContent(text) else {
                Console.error("--content must be WIDTHxHEIGHT with each side from 1 to 10000000 points, not \(text)\n" + usage)
                return 2
            }
            content = size
        }
        let scrollView = ScrollView(frame: app.window.bounds)
        scrollView.contentSize = content
        scrollView.isPagingEnabled = app.isSet("--paging")
        scrollView.isDirectionalLockEnabled = app.isSet("--directional-lock")
        if let text = app.value(of: "--lock-angle") {
            guard let angle = TextScanner.double(ArraySlice(text.utf8)), angle >= 0, angle <= 45 else {
                Console.error("--lock-angle must be degrees from 0 to 45, not \(text)\n" + usage)
                return 2
            }
            scrollView.directionalLock = DirectionalLock(horizontalAngle: angle, verticalAngle: angle)
        }
        switch app.value(of: "--bounces") ?? "on" {
        case "on": scrollView.bounces = true
        case "off": scrollView.bounces = false
        case let other:
            Console.error("--bounces must be on or off, not \(other)\n" + usage)
            return 2
        }
        switch app.value(of: "--decelerate") ?? "normal" {
        case "normal": scrollView.decelerationRate = .normal
        case "fast": scrollView.decelerationRate = .fast
        case let other:
            Console.error("--decelerate must be normal or fast, not \(other)\n" + usage)
            return 2
        }
        let sample = ScrollSampleContent(size: content)
        scrollView.addSubview(sample)
        let delegate = SampleDelegate(content: sample)
        if let text = app.value(of: "--zoom") {
            guard let range = parseZoom(text) else {
                Console.error("--zoom must be MIN-MAX with 0.01 <= MIN <= MAX <= 1000, not \(text)\n" + usage)
                return 2
            }
            scrollView.minimumZoomScale = range.0
            scrollView.maximumZoomScale = range.1
            delegate.zooms = true
        }
        scrollView.delegate = delegate
        delegate.scrollViewDidScroll(scrollView)
        app.window.addSubview(scrollView)
        var last: (offset: Point, zoom: Double, state: String) = (scrollView.contentOffset, 1, "idle")
        app.onFrame = { time in
            let state = describeState(of: scrollView)
            let offset = scrollView.contentOffset
            let zoom = scrollView.zoomScale
            guard offset != last.offset || zoom != last.zoom || state != last.state else { return }
            last = (offset, zoom, state)
            Console.info(
                "t=\(InspectorSetup.recordingTime(time, in: app).secondsText) offset=\(fixed(offset.x)),\(fixed(offset.y)) "
                    + "zoom=\(TextScanner.fixed(zoom, decimals: 4)) state=\(state)")
        }
        // The scroll view does not own its delegate.
        return withExtendedLifetime(delegate) { app.runUntilStopped() }
    }

    /// "MIN-MAX" as two scales, 0.01 ≤ MIN ≤ MAX ≤ 1000 (a smaller scale would shrink the
    /// content to nothing, a larger one blow a point up beyond any screen).
    static func parseZoom(_ text: String) -> (Double, Double)? {
        // Parsed without the C library's strtod, which the device build does not link.
        let parts = Array(text.utf8).split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.count == 2, let low = TextScanner.double(parts[0]), let high = TextScanner.double(parts[1]),
            low >= 0.01, low <= high, high <= 1000
        else { return nil }
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

    /// "WIDTHxHEIGHT" in points, each side from 1 to `maximumContentSide`.
    static func parseContent(_ text: String) -> Size? {
        let parts = Array(text.utf8).split(separator: UInt8(ascii: "x"), omittingEmptySubsequences: false)
        guard parts.count == 2, let width = TextScanner.double(parts[0]), let height = TextScanner.double(parts[1]),
            width >= 1, height >= 1, width <= maximumContentSide, height <= maximumContentSide
        else { return nil }
        return Size(width: width, height: height)
    }

    /// Shows the sample's bands where the scroll view looks, and gives it to zoom (`--zoom`).
    final class SampleDelegate: ScrollViewDelegate {
        @Unowned private(set) var content: ScrollSampleContent
        var zooms = false
        init(content: ScrollSampleContent) { self.content = content }
        func viewForZooming(in scrollView: ScrollView) -> View? { zooms ? content : nil }
        func scrollViewDidScroll(_ scrollView: ScrollView) { showVisible(of: scrollView) }
        func scrollViewDidZoom(_ scrollView: ScrollView) { showVisible(of: scrollView) }

        private func showVisible(of scrollView: ScrollView) {
            // The scroll view's bounds in the content's points (the content may be zoomed), with
            // a screen's margin so a fast frame never shows a gap.
            let visible = scrollView.convert(scrollView.bounds, to: content)
            content.show(visible.insetBy(dx: 0, dy: -visible.height))
        }
    }

    private static func fixed(_ value: Double) -> String {
        TextScanner.fixed(value, decimals: 2)
    }
}
