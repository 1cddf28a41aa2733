/// The parts of the benchmark, in the order they run.
enum Part: String, CaseIterable {
    /// Raster against pixman and cairo: `raster.json`.
    case raster
    /// Glyph blits, FreeType rendering and a screen of text: `text.json`.
    case text
    /// The run loop's wakeups and frame timing in real time: `loop.json`.
    case loop
    /// A launcher screen of Tactile views, fully and incrementally redrawn: `scene.json`.
    case scene
    /// The bytes cached bitmaps hold for a long list of labels, with and without a budget:
    /// `memory.json`.
    case memory
    /// A full-screen list of 100 000 rows scrolled frame by frame, against a full redraw and a
    /// memcpy of the frame, and 100 rows against 100 000 in time and memory: `scroll.json`.
    case scroll
    /// A screen of 24 cards with shadows, fully redrawn and with one card moving, against the
    /// same cards without shadows, and the shadow blur against a separable Gaussian: `shadow.json`.
    case shadow
    /// A vertical stack of 50 views laid out again after a width change, against the same frames
    /// set by a hand-written loop: `layout.json`.
    case layout
    /// The peak memory of hostile inputs (a huge PNG, recording, configuration, settings file,
    /// `--size`) against benign ones: `hostile.json`.
    case hostile
    /// Touch to photon through a whole application replaying a panel in real time: `latency.json`.
    case latency
    /// Reading a screen of 100 elements into the screen reader's model: `accessibility.json`.
    case accessibility
    /// The IBM 1401 app's pixels per printed line against a full redraw of its print view:
    /// `printer.json`.
    case printer
    /// The Clock app's wakeups a second with its second hand and in the background: `clock.json`.
    case clock
    /// Scenes of the kinds of LVGL's benchmark demo (text, a list under a title bar, cards,
    /// rotated images, arcs, labels changing colour, an opaque view), frame by frame against full
    /// redraws and a memcpy: `demo.json`.
    case demo

    var fileName: String { rawValue + ".json" }

    /// The benchmark that runs this part.
    var benchmark: any Benchmark.Type {
        switch self {
        case .raster: RasterBench.self
        case .text: TextBench.self
        case .loop: LoopBench.self
        case .scene: SceneBench.self
        case .memory: MemoryBench.self
        case .scroll: ScrollBench.self
        case .shadow: ShadowBench.self
        case .layout: LayoutBench.self
        case .hostile: HostileMemoryBench.self
        case .latency: LatencyBench.self
        case .accessibility: AccessibilityBench.self
        case .printer: PrintBench.self
        case .clock: ClockBench.self
        case .demo: DemoBench.self
        }
    }
}
