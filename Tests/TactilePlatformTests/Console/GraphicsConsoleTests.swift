import Testing

@testable import TactilePlatform

/// Without a virtual terminal (the test machine has none to spare) the console stays in text
/// mode and says why, once; nothing fails.
@Suite struct GraphicsConsoleTests {
    @Test func unusableConsolesAreReportedNotFatal() {
        let console = GraphicsConsole(candidates: ["/nonexistent/tty9", "/dev/null"])
        #expect(!console.isActive)
        #expect(console.path == nil)
        #expect(console.problem == "console stays in text mode (/nonexistent/tty9: no such file or directory; /dev/null: not a virtual console)")
        console.restore()  // harmless
    }
}
