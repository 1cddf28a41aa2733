import Tactile
import Input

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
    ]

    static let usage = """
        usage: tactile debug-scroll [--content WxH] [--paging] [--input auto|evdev:PATH|name:TEXT|replay:FILE]...
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
                Console.error("--content: \(error.message)\n" + usage)
                return 2
            }
        }
        let scrollView = ScrollView(frame: app.window.bounds)
        scrollView.contentSize = content
        scrollView.isPagingEnabled = app.isSet("--paging")
        scrollView.addSubview(ScrollSampleContent(size: content))
        app.window.addSubview(scrollView)
        var last: (offset: Point, state: String) = (scrollView.contentOffset, "idle")
        app.onFrame = { time in
            let state = describeState(of: scrollView)
            let offset = scrollView.contentOffset
            guard offset != last.offset || state != last.state else { return }
            last = (offset, state)
            Console.info("t=\(InspectorSetup.recordingTime(time, in: app).secondsText) offset=\(fixed(offset.x)),\(fixed(offset.y)) "
                         + "zoom=1.0000 state=\(state)")
        }
        return app.runUntilStopped()
    }

    /// The scroll view's state for the line: bouncing is a motion beyond an edge.
    static func describeState(of scrollView: ScrollView) -> String {
        if scrollView.isDragging { return "dragging" }
        if scrollView.isDecelerating || scrollView.isScrollAnimating {
            return scrollView.isBeyondEdges ? "bouncing" : "decelerating"
        }
        if scrollView.isTracking { return "tracking" }
        return "idle"
    }

    private static func fixed(_ value: Double) -> String {
        TextScanner.fixed(value, decimals: 2)
    }
}
