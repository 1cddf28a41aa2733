import TactilePlatform
import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// The navigation and tab bars take their colours from the palette of their effective style.
@Suite struct BarAppearanceTests {
    final class Plain: ViewController {
        init(_ title: String) {
            super.init()
            self.title = title
        }
    }

    @Test func barsTurnDarkInDarkModeAndBack() {
        let (screen, window, _) = makeScreen(width: 320, height: 480)
        let navigation = NavigationController(rootViewController: Plain("Settings"))
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, Plain("Other")]
        window.rootViewController = tabs
        screen.layoutIfNeeded()
        let bar = navigation.navigationBar, tabBar = tabs.tabBar
        // Light: UIKit's light bar grey (the translucent navigation bar's 96 % opaque), the light
        // separator, a black title.
        #expect(bar.backgroundColor == Color(rgb: 0xF8_F8F8, alpha: 245) && tabBar.backgroundColor == Color(rgb: 0xF8_F8F8))
        #expect(bar.separator.backgroundColor == Color(rgb: 0x3C_3C43, alpha: 74))
        #expect(bar.content?.titleLabel.textColor == Color(rgb: 0x00_0000))

        screen.userInterfaceStyle = .dark
        // Dark: UIKit's dark secondary background #1C1C1E, its dark separator, a white title.
        #expect(bar.backgroundColor == Color(rgb: 0x1C_1C1E, alpha: 245) && tabBar.backgroundColor == Color(rgb: 0x1C_1C1E))
        #expect(bar.separator.backgroundColor == Color(rgb: 0x54_5458, alpha: 153))
        #expect(tabBar.separator.backgroundColor == Color(rgb: 0x54_5458, alpha: 153))
        #expect(bar.content?.titleLabel.textColor == Color(rgb: 0xFF_FFFF))

        // A bar set to light on its own stays light inside a dark screen.
        tabBar.overrideUserInterfaceStyle = .light
        #expect(tabBar.backgroundColor == Color(rgb: 0xF8_F8F8))
        screen.userInterfaceStyle = .light
        #expect(bar.backgroundColor == Color(rgb: 0xF8_F8F8, alpha: 245))
        // An opaque bar is the grey itself.
        bar.isTranslucent = false
        #expect(bar.backgroundColor == Color(rgb: 0xF8_F8F8))
        #expect(bar.content?.titleLabel.textColor == Color(rgb: 0x00_0000))
    }

    @Test func anExplicitTitleColourWins() {
        let (screen, window, _) = makeScreen(width: 320, height: 480)
        let navigation = NavigationController(rootViewController: Plain("Settings"))
        window.rootViewController = navigation
        navigation.navigationBar.titleColor = .red
        screen.userInterfaceStyle = .dark
        screen.layoutIfNeeded()
        #expect(navigation.navigationBar.content?.titleLabel.textColor == .red)
    }
}
