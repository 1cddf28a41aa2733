import TactileRaster
import TactileTestSupport
import Testing

@testable import TactileCore

/// A 100 × 60 screen (scale 1, black) with a 60 × 20 button at (20, 30): blue when normal,
/// red when highlighted, white title "Hi" (14 × 14, centred: screen x 43…57, y 33…47).
@Suite struct ButtonRenderingTests {
    static let blue: UInt32 = 0xFF00_00FF, red: UInt32 = 0xFFFF_0000, black: UInt32 = 0xFF00_0000
    static let buttonArea = PixelRect(x: 20, y: 30, width: 60, height: 20)
    static let titleArea = PixelRect(x: 43, y: 33, width: 14, height: 14)

    func makeButton() throws -> (Screen, TouchDispatcher, Button, Bitmap) {
        let (screen, window, target) = makeScreen(width: 100, height: 60)
        let button = Button(frame: Rect(x: 20, y: 30, width: 60, height: 20), font: try buttonTestFont())
        button.setTitle("Hi", for: .normal)
        button.setBackgroundColor(.blue, for: .normal)
        button.setBackgroundColor(.red, for: .highlighted)
        window.addSubview(button)
        return (screen, TouchDispatcher(screen: screen), button, target)
    }

    /// Checks that the button area shows `background` everywhere except under the title, and
    /// that the title drew something there; returns the number of title pixels.
    func checkButtonPixels(_ target: Bitmap, background: UInt32) -> Int {
        var titlePixels = 0
        let area = ButtonRenderingTests.buttonArea, title = ButtonRenderingTests.titleArea
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX where target.pixel(x: x, y: y) != background {
                #expect(title.contains(x: x, y: y), "(\(x), \(y)) is \(target.pixel(x: x, y: y))")
                titlePixels += 1
            }
        }
        return titlePixels
    }

    @Test func theHighlightedBackgroundReachesTheScreenAndOnlyTheButtonRepaints() throws {
        let (screen, dispatcher, button, target) = try makeButton()
        screen.render(into: target)
        #expect(target.pixel(x: 20, y: 30) == Self.blue && target.pixel(x: 79, y: 49) == Self.blue)
        #expect(target.pixel(x: 19, y: 30) == Self.black && target.pixel(x: 80, y: 49) == Self.black)
        let normalTitle = checkButtonPixels(target, background: Self.blue)
        #expect(normalTitle > 10)
        #expect(!screen.needsFrame)

        dispatcher.dispatch([record(1, .began, t: 0, 30, 40)])
        #expect(button.isHighlighted && screen.needsFrame)
        #expect(screen.render(into: target) == [Self.buttonArea])
        #expect(screen.lastDamage == [Self.buttonArea])
        #expect(target.pixel(x: 20, y: 30) == Self.red && target.pixel(x: 79, y: 49) == Self.red)
        #expect(target.pixel(x: 19, y: 30) == Self.black && target.pixel(x: 80, y: 50) == Self.black)
        // The same title, white on red now.
        #expect(checkButtonPixels(target, background: Self.red) == normalTitle)

        // Dragged out past the hysteresis: blue again, still only the button repaints.
        dispatcher.dispatch([record(1, .moved, t: 0.1, 30, 40 + 10 + 71, from: (30, 40))])
        #expect(!button.isHighlighted)
        #expect(screen.render(into: target) == [Self.buttonArea])
        #expect(target.pixel(x: 20, y: 30) == Self.blue)
        dispatcher.dispatch([record(1, .ended, t: 0.2, 30, 121)])
        #expect(!screen.needsFrame)  // un-highlighted already: nothing to repaint
    }

    @Test func aHighlightedTitleColourRepaintsWithinTheButton() throws {
        let (screen, dispatcher, _, target) = try makeButton()
        screen.render(into: target)
        let button = screen.windows[0].subviews[0] as! Button
        button.setTitleColor(Color(rgb: 0xFFFF00), for: .highlighted)
        #expect(!screen.needsFrame)  // not the current state: nothing changes on screen
        dispatcher.dispatch([record(1, .began, t: 0, 30, 40)])
        #expect(screen.render(into: target) == [Self.buttonArea])
        var yellow = 0
        for y in 33..<47 { for x in 43..<57 where target.pixel(x: x, y: y) == 0xFFFF_FF00 { yellow += 1 } }
        #expect(yellow > 10)
        #expect(target.pixel(x: 20, y: 30) == Self.red)
        dispatcher.dispatch([record(1, .ended, t: 0.1, 30, 40)])
        #expect(screen.render(into: target) == [Self.buttonArea])
        #expect(checkButtonPixels(target, background: Self.blue) > 10)
        var stillYellow = 0
        for y in 33..<47 { for x in 43..<57 where target.pixel(x: x, y: y) == 0xFFFF_FF00 { stillYellow += 1 } }
        #expect(stillYellow == 0)
    }

    @Test func theDisabledLookIsShown() throws {
        let (screen, _, button, target) = try makeButton()
        button.setBackgroundColor(Color(rgb: 0x808080), for: .disabled)
        screen.render(into: target)
        button.isEnabled = false
        #expect(screen.render(into: target) == [Self.buttonArea])
        #expect(target.pixel(x: 20, y: 30) == 0xFF80_8080)
    }
}
