import Testing
@testable import Platform
import Raster

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
        let rects = DamageList.clipped([PixelRect(x: 1, y: 1, width: 2, height: 2), PixelRect(x: 0, y: 0, width: 5, height: 5),
                                        PixelRect(x: 2, y: 2, width: 1, height: 1), PixelRect(x: 9, y: 9, width: 0, height: 4)],
                                       to: PixelRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rects == [PixelRect(x: 0, y: 0, width: 5, height: 5)])
    }
}
