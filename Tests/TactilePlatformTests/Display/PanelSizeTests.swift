import TactilePlatform
import Testing

/// The point scale from a panel's size in millimetres, against densities worked out by hand.
@Suite struct PanelSizeTests {
    /// (pixels, millimetres, pixels per inch, scale): a 5″ 800×480 panel (108 × 65 mm), a 3.5″
    /// 480×320 one (74 × 49 mm), a 7″ 1280×800 one (151 × 94 mm), a 10.1″ 1280×800 one
    /// (217 × 136 mm), a 5.5″ 1920×1080 phone panel (121 × 68 mm: 2.5 between 2 and 3, nearer 3 by ratio), QEMU's 100 dpi.
    static let panels: [(Int, Int, Int, Int, Double, Double)] = [
        (800, 480, 108, 65, 188.0, 1),
        (480, 320, 74, 49, 165.1, 1),
        (1280, 800, 151, 94, 215.6, 1.5),
        (1280, 800, 217, 136, 149.7, 1),
        (1920, 1080, 121, 68, 403.1, 3),
        (800, 600, 203, 152, 100.2, 1)
    ]

    @Test(arguments: PanelSizeTests.panels)
    func densityAndScale(width: Int, height: Int, widthMM: Int, heightMM: Int, ppi: Double, scale: Double) throws {
        let panel = try #require(PanelSize(widthMillimetres: widthMM, heightMillimetres: heightMM))
        #expect(abs(panel.pixelsPerInch(pixelWidth: width, pixelHeight: height) - ppi) < 0.1)
        #expect(panel.pointScale(pixelWidth: width, pixelHeight: height) == scale)
        // The same panel turned by 90°.
        #expect(panel.pointScale(pixelWidth: height, pixelHeight: width) == scale)
    }

    @Test func unknownSizesAreNone() {
        #expect(PanelSize(widthMillimetres: 0, heightMillimetres: 0) == nil)
        #expect(PanelSize(widthMillimetres: -1, heightMillimetres: 65) == nil)
        #expect(PanelSize(widthMillimetres: 108, heightMillimetres: Int(UInt32.max)) == nil)
    }
}
