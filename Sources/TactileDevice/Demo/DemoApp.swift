import Tactile

/// The demo on the application layer: the scene of `DemoContent` on an 800 × 480 design grid
/// scaled to the display, rings under the fingers, and the demo's own options (`--wallpaper`,
/// `--font`) besides the runtime's.
enum DemoApp {
    static let options: [ApplicationOption] = [
        .value("--wallpaper", "FILE.png", help: "a PNG shown behind the demo instead of the built-in one"),
        .value("--font", "FILE", help: "a TrueType/OpenType font for the demo's text instead of DejaVu Sans"),
    ]

    static func run() -> Never {
        let app = Application(options: options, designSize: DemoContent.designSize)
        let resources = DemoResources(wallpaperPath: app.value(of: "--wallpaper"), fontPath: app.value(of: "--font"),
                                      scale: app.screen.scale)
        let content = DemoContent(window: app.window, resources: resources)
        let indicators = TouchIndicators(in: app.window)
        app.touchPipeline.add(TouchIndicatorStage(indicators: indicators), at: 0)
        content.startAnimations(animator: app.animator)
        app.run()
    }
}

/// Shows the rings for every touch, first in the pipeline and claiming nothing: the rings follow
/// fingers whatever the views do with them.
final class TouchIndicatorStage: TouchStage {
    private let indicators: TouchIndicators

    init(indicators: TouchIndicators) {
        self.indicators = indicators
    }

    override func handle(_ records: [TouchRecord]) {
        indicators.apply(records)
    }
}
