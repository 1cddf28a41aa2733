import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Window levels: a window of a higher level is drawn in front of and hit-tested before every
/// window of a lower level, whatever the order they were shown in; within a level the window
/// shown last is in front; changing `windowLevel` reorders at once.
@Suite struct WindowLevelTests {
    static let red: UInt32 = 0xFF_FF00_00, blue: UInt32 = 0xFF_0000FF, green: UInt32 = 0xFF_00FF00
    let screen = Screen(width: 200, height: 100, animator: Animator())
    let dispatcher: TouchDispatcher
    /// A full-screen normal window (blue) and a status-bar-like overlay over the top 20 pt (red),
    /// the overlay shown first.
    let normal: Window
    let overlay: Window

    init() {
        dispatcher = TouchDispatcher(screen: screen, animator: nil)
        overlay = Window(screen: screen)
        overlay.frame = Rect(x: 0, y: 0, width: 200, height: 20)
        overlay.backgroundColor = .red
        overlay.windowLevel = .overlay
        overlay.show()
        normal = Window(screen: screen)
        normal.backgroundColor = .blue
        normal.makeKeyAndVisible()
    }

    func order() -> [String] {
        screen.windows.map { $0 === normal ? "normal" : $0 === overlay ? "overlay" : "other" }
    }

    @Test func anOverlayShownFirstStaysInFront() {
        #expect(order() == ["normal", "overlay"])
        #expect(screen.keyWindow === normal, "makeKeyAndVisible makes it key, not frontmost")
        #expect(dispatcher.hitView(at: Point(x: 10, y: 10))?.window === overlay)
        #expect(dispatcher.hitView(at: Point(x: 10, y: 50))?.window === normal)

        let target = Bitmap(width: 200, height: 100, format: .xrgb8888)
        screen.render(into: target)
        #expect(target.pixel(x: 10, y: 10) == Self.red, "the overlay draws over the normal window")
        #expect(target.pixel(x: 10, y: 19) == Self.red)
        #expect(target.pixel(x: 10, y: 20) == Self.blue)
    }

    @Test func makeKeyAndVisibleAgainDoesNotLiftANormalWindowAboveAnOverlay() {
        let second = Window(screen: screen)
        second.makeKeyAndVisible()
        normal.makeKeyAndVisible()
        #expect(screen.windows.count == 3)
        #expect(screen.windows[0] === second && screen.windows[1] === normal && screen.windows[2] === overlay)
        #expect(screen.keyWindow === normal)
        #expect(dispatcher.hitView(at: Point(x: 10, y: 10))?.window === overlay)
    }

    @Test func changingTheLevelReorders() {
        normal.windowLevel = .alert
        #expect(order() == ["overlay", "normal"])
        #expect(dispatcher.hitView(at: Point(x: 10, y: 10))?.window === normal)
        let target = Bitmap(width: 200, height: 100, format: .xrgb8888)
        screen.render(into: target)
        #expect(target.pixel(x: 10, y: 10) == Self.blue)

        normal.windowLevel = .normal
        #expect(order() == ["normal", "overlay"])
        #expect(dispatcher.hitView(at: Point(x: 10, y: 10))?.window === overlay)
        screen.render(into: target)
        #expect(target.pixel(x: 10, y: 10) == Self.red, "the overlay's pixels are back after the reorder")
    }

    @Test func anAlertStandsAboveTheOverlayAndLaterNormalWindowsStayBelowBoth() {
        let alert = Window(screen: screen)
        alert.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        alert.backgroundColor = .green
        alert.windowLevel = .alert
        alert.makeKeyAndVisible()
        let later = Window(screen: screen)
        later.makeKeyAndVisible()
        #expect(screen.windows.count == 4)
        #expect(screen.windows[0] === normal && screen.windows[1] === later)
        #expect(screen.windows[2] === overlay && screen.windows[3] === alert)
        #expect(dispatcher.hitView(at: Point(x: 10, y: 10))?.window === alert)
        #expect(dispatcher.hitView(at: Point(x: 150, y: 10))?.window === overlay)
        #expect(dispatcher.hitView(at: Point(x: 150, y: 50))?.window === later)
        #expect(Window.Level.normal < .overlay && Window.Level.overlay < .alert && Window.Level.alert < .system)
    }
}
