import TactileCore
import TactileIBM1401
import TactileSystem

/// The IBM 1401 of the WWDC 2009 talk “iPhone Views and Animations”: the emulator (the IBM1401 module) with its console, printing
/// powers of two from the deck in the assets (`IBM1401/powers-of-two.cd`) from the moment it
/// starts. The device program registers it with its launcher
/// (Sources/Apps/BundledApps/BundledApps.swift).
public enum IBM1401App {
    /// The name under its icon.
    public static let name = "IBM 1401"

    /// Builds the console in `window`, loads the deck at `deckPath` (default: the assets'
    /// powers of two) and presses LOAD and Start; returns what keeps it alive, an
    /// `IBM1401Console` the launcher pauses in the background.
    @export(interface)
    public static func start(in window: Window, deckPath: String? = nil) -> IBM1401Console {
        let console = IBM1401Console(deck: loadDeck(deckPath), session: window.session)
        let navigation = NavigationController(rootViewController: console)
        // A 480 × 320 panel needs every point for the lights, the paper and the controls.
        navigation.hidesBarsWhenVerticallyCompact = true
        // Nothing scrolls under the bar: an opaque one, the console below it.
        navigation.navigationBar.isTranslucent = false
        window.rootViewController = navigation
        console.runner.start()
        return console
    }

    /// The deck's bytes: a missing or unreadable deck leaves the reader empty (the machine stops
    /// at once, saying so on its status line) and one line on standard error.
    static func loadDeck(_ path: String?) -> [UInt8] {
        guard let path = path ?? AssetLocator.locate("IBM1401/powers-of-two.cd") else {
            Console.error("IBM 1401: the powers-of-two deck is not among the assets")
            return []
        }
        do throws(FileError) {
            return try FileBytes.read(path, limit: 16 << 20)
        } catch {
            Console.error("IBM 1401: cannot read the deck: \(error.message)")
            return []
        }
    }
}

/// The 1401 app's view controller: the console view over the machine, which stops ticking
/// while the app is in the background.
public final class IBM1401Console: ViewController {
    let runner: MachineRunner
    let consoleView: ConsoleView

    init(deck: [UInt8], session: ScreenSession?) {
        runner = MachineRunner(deck: deck, session: session)
        consoleView = ConsoleView(runner: runner)
        super.init()
        title = IBM1401App.name
    }

    public override func loadView() {
        view = consoleView
    }

    // What the bench measures (Sources/tactile-bench/Printer/PrintBench.swift).
    /// The print view.
    package var printView: View { consoleView.printView }
    /// Lines the machine printed.
    package var linesPrinted: Int { runner.machine.printer.lineCount }
    /// The area, in square points, the paper's bands were asked to draw so far.
    package var paperAreaDrawn: Double { consoleView.printView.roll.bands.reduce(0) { $0 + $1.areaDrawn } }
    /// The area of one band of the paper, and the paper's width, in points.
    package var bandArea: Double { PaperStyle.paperWidth * PaperStyle.lineHeight * Double(PaperStyle.linesPerBand) }
    package var paperWidth: Double { PaperStyle.paperWidth }

    /// The app went to the background: the machine waits, nothing wakes.
    public func enterBackground() { runner.pause() }

    /// The app is back: the machine goes on where it was.
    public func enterForeground() { runner.resume() }
}
