import TactileRaster
import Testing

@testable import TactilePlatform

@Suite struct DisplayRotationTests {
    @Test func degreesRoundTrip() {
        #expect(DisplayRotation(degrees: 90) == .clockwise90)
        #expect(DisplayRotation(degrees: 270) == .clockwise270)
        #expect(DisplayRotation(degrees: 45) == nil)
        #expect(DisplayRotation.upsideDown.logicalSize(deviceWidth: 8, deviceHeight: 3) == (8, 3))
        #expect(DisplayRotation.clockwise90.logicalSize(deviceWidth: 8, deviceHeight: 3) == (3, 8))
    }

    /// The device rectangle of a picture rectangle is exactly the set of its pixels' images.
    @Test(arguments: DisplayRotation.allCases)
    func deviceRectIsTheImageOfItsPixels(rotation: DisplayRotation) {
        let deviceWidth = 13, deviceHeight = 7
        let size = rotation.logicalSize(deviceWidth: deviceWidth, deviceHeight: deviceHeight)
        var random = TestRandom(seed: 21)
        for _ in 0..<50 {
            let x = random.next(in: 0..<size.width), y = random.next(in: 0..<size.height)
            let rect = PixelRect(
                x: x, y: y, width: random.next(in: 1..<(size.width - x + 1)),
                height: random.next(in: 1..<(size.height - y + 1)))
            var covered = PixelRect.zero
            var count = 0
            for py in rect.minY..<rect.maxY {
                for px in rect.minX..<rect.maxX {
                    let p = rotation.devicePoint(x: px, y: py, deviceWidth: deviceWidth, deviceHeight: deviceHeight)
                    covered = covered.union(PixelRect(x: p.x, y: p.y, width: 1, height: 1))
                    count += 1
                }
            }
            let mapped = rotation.deviceRect(rect, deviceWidth: deviceWidth, deviceHeight: deviceHeight)
            #expect(mapped == covered)
            #expect(mapped.area == count)
        }
    }
}
