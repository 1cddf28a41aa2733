import TactileTestSupport
import Testing

@testable import TactileCore

/// Windows and screens going away in either order: nothing keeps pointing at a freed object.
@Suite struct WindowTests {
    @Test func aWindowForgetsAScreenFreedBeforeIt() {
        let window: Window
        weak var freedScreen: Screen?
        do {
            let screen = Screen(width: 100, height: 100, animator: Animator())
            freedScreen = screen
            window = Window(screen: screen)  // never shown
            #expect(window.screen === screen)
        }
        #expect(freedScreen == nil)
        #expect(window.screen == nil && !window.isKeyWindow)
        window.makeKeyAndVisible()  // on no screen: nothing to do
        #expect(window.screen == nil)
    }

    @Test func onlyAShownWindowCanBeKey() {
        let screen = Screen(width: 100, height: 100, animator: Animator())
        let shown = Window(screen: screen)
        shown.makeKeyAndVisible()
        let hidden = Window(screen: screen)
        hidden.makeKey()
        #expect(screen.keyWindow === shown && !hidden.isKeyWindow)
        hidden.makeKeyAndVisible()
        #expect(screen.keyWindow === hidden)
        hidden.removeFromScreen()
        #expect(screen.keyWindow === shown)
    }

    @Test func aFreedWindowIsNoLongerKey() {
        let screen = Screen(width: 100, height: 100, animator: Animator())
        let back = Window(screen: screen)
        back.makeKeyAndVisible()
        weak var freedWindow: Window?
        do {
            let front = Window(screen: screen)
            freedWindow = front
            front.makeKeyAndVisible()
            // Taken off the list of shown windows but left key, as a subclass might.
            screen.removeWindow(front)
            screen.keyWindow = front
        }
        // A window taken off the screen lives until the turn ends (ARCHITECTURE.md, "Lifetimes").
        screen.endTurn()
        #expect(freedWindow == nil)
        #expect(screen.keyWindow === back)
    }
}
