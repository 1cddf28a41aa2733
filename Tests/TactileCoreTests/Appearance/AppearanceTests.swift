import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// Counts the appearance hooks a view hears.
private final class Listener: View {
    var tintChanges = 0
    var styleChanges = 0
    override func tintColorDidChange() { tintChanges += 1 }
    override func userInterfaceStyleDidChange() { styleChanges += 1 }
}

@Suite struct AppearanceTests {
    @Test func tintIsInheritedUntilSetAndNilGoesBack() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let middle = View(frame: .zero), leaf = Listener(frame: .zero)
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintColor == Palette.light.accent)
        let orange = Color(rgb: 0xFF_9500)
        let before = leaf.tintChanges
        root.tintColor = orange
        #expect(leaf.tintColor == orange && leaf.tintChanges == before + 1)
        let teal = Color(rgb: 0x30_B0C7)
        middle.tintColor = teal
        #expect(leaf.tintColor == teal && root.tintColor == orange)
        // Setting the same again tells no one.
        middle.tintColor = teal
        #expect(leaf.tintChanges == before + 2)
        middle.tintColor = nil
        #expect(leaf.tintColor == orange && leaf.tintChanges == before + 3)
    }

    @Test func aMoveUnderAnotherTintTellsTheView() {
        let red = View(frame: .zero), plain = View(frame: .zero)
        red.tintColor = Color(rgb: 0xFF_0000)
        let leaf = Listener(frame: .zero)
        plain.addSubview(leaf)
        let heard = leaf.tintChanges
        red.addSubview(leaf)
        #expect(leaf.tintColor == Color(rgb: 0xFF_0000) && leaf.tintChanges == heard + 1)
    }

    @Test func theScreensStyleReachesViewsThatDoNotOverrideIt() {
        let screen = Screen(width: 100, height: 100)
        let window = Window(screen: screen)
        let leaf = Listener(frame: .zero), island = View(frame: .zero), islandLeaf = Listener(frame: .zero)
        window.addSubview(leaf)
        window.addSubview(island)
        island.addSubview(islandLeaf)
        island.overrideUserInterfaceStyle = .light
        #expect(leaf.effectiveUserInterfaceStyle == .light)
        let heard = (leaf.styleChanges, islandLeaf.styleChanges)
        screen.userInterfaceStyle = .dark
        #expect(leaf.effectiveUserInterfaceStyle == .dark && leaf.palette.background == Palette.dark.background)
        #expect(leaf.styleChanges == heard.0 + 1)
        // The override keeps its subtree light, and it hears nothing.
        #expect(islandLeaf.effectiveUserInterfaceStyle == .light && islandLeaf.styleChanges == heard.1)
        // Without a tint of its own, the accent follows the style.
        #expect(leaf.tintColor == Palette.dark.accent && islandLeaf.tintColor == Palette.light.accent)
    }
}
