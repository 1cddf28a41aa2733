import TactileRaster
import TactileSystem
import Testing

@testable import TactilePlatform

@Suite struct HeadlessDisplayTests {
    @Test func presentCopiesOnlyTheDamageToTheScreen() {
        let display = HeadlessDisplay(width: 20, height: 10)
        #expect(display.refreshInterval == Interval(nanoseconds: 16_666_667))
        #expect(display.modeDescription == "headless 20x10 XRGB8888, 60 Hz")
        for y in 0..<10 { for x in 0..<20 { display.backBuffer.row32(y)[x] = UInt32(0x0100 * y + x) } }
        display.present(damage: [PixelRect(x: 2, y: 3, width: 4, height: 2), PixelRect(x: 18, y: 8, width: 5, height: 5)])
        #expect(display.presentCount == 1)
        #expect(display.lastDamage == [PixelRect(x: 2, y: 3, width: 4, height: 2), PixelRect(x: 18, y: 8, width: 2, height: 2)])
        for y in 0..<10 {
            for x in 0..<20 {
                let damaged = (x >= 2 && x < 6 && y >= 3 && y < 5) || (x >= 18 && y >= 8)
                #expect(display.screen.row32(y)[x] == (damaged ? UInt32(0x0100 * y + x) : 0))
            }
        }
        display.presentAll()
        #expect(display.screen.hasSamePixels(as: display.backBuffer))
    }

    @Test func rectanglesInsideOthersAreDropped() {
        let rects = DamageList.clipped(
            [
                PixelRect(x: 1, y: 1, width: 2, height: 2), PixelRect(x: 0, y: 0, width: 5, height: 5),
                PixelRect(x: 2, y: 2, width: 1, height: 1), PixelRect(x: 9, y: 9, width: 0, height: 4)
            ],
            to: PixelRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rects == [PixelRect(x: 0, y: 0, width: 5, height: 5)])
    }
}

/// A headless screen of a 16-bit panel: the back buffer and the screen are RGB565, and a present
/// copies the two-byte pixels, turned as a panel shows them.
@Suite struct HeadlessRGB565Tests {
    @Test(arguments: DisplayRotation.allCases)
    func presentCopiesTheSixteenBitPixelsTurned(rotation: DisplayRotation) {
        let display = HeadlessDisplay(width: 13, height: 7, format: .rgb565)
        #expect(display.modeDescription == "headless 13x7 RGB565, 60 Hz")
        #expect(display.setRotation(rotation))
        #expect(display.pixelFormat == .rgb565 && display.screen.format == .rgb565)
        for y in 0..<display.height {
            for x in 0..<display.width { display.backBuffer.row16(y)[x] = UInt16(truncatingIfNeeded: 0x0731 &* (y * 32 + x)) }
        }
        display.present(damage: [PixelRect(x: 1, y: 2, width: 3, height: 4)])
        var wrong = 0
        for y in 0..<7 {
            for x in 0..<13 {
                // The picture pixel this panel pixel shows, worked out by hand per rotation.
                let w = 13, h = 7
                let (px, py): (Int, Int)
                switch rotation {
                case .none: (px, py) = (x, y)
                case .clockwise90: (px, py) = (y, w - 1 - x)
                case .upsideDown: (px, py) = (w - 1 - x, h - 1 - y)
                case .clockwise270: (px, py) = (h - 1 - y, x)
                }
                let damaged = px >= 1 && px < 4 && py >= 2 && py < 6
                let expected = damaged ? display.backBuffer.row16(py)[px] : 0
                if display.screen.row16(y)[x] != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }
}
